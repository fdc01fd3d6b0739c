extension SliderHTML {
    /// The default stylesheet of the fragment (`slider-speech html --style`, or as a file of its
    /// own with `--asset style`): a track, the thumbs placed at their values (by the custom
    /// property `--slider-speech-at`, 0 to 1, which the script sets) and mirrored in a
    /// right-to-left track, the part between the thumbs filled, each thumb's value above it, the
    /// assertive live regions visually hidden (the count stays visible: it is the filter's
    /// result line), a visible focus ring, and forced-colors mode (Windows High Contrast)
    /// respected with system colors.
    ///
    /// Everything is scoped to the fragment's classes. A page styles it further through custom
    /// properties on `.slider-speech`: `--slider-speech-thumb-size`, `--slider-speech-track-size`,
    /// `--slider-speech-accent` (thumbs and fill), `--slider-speech-rail` (the empty track) and
    /// `--slider-speech-focus` (the focus ring).
    public static let stylesheet: String = """
        .slider-speech {
          --slider-speech-thumb-size: 1.5rem;
          --slider-speech-track-size: 0.375rem;
          --slider-speech-accent: #1a5fb4;
          --slider-speech-rail: #c0c4c9;
          --slider-speech-focus: #c64600;
          display: block;
          max-width: 32rem;
          margin-block: 0.5rem;
        }
        .slider-speech-label { display: block; font-weight: 600; }
        .slider-speech-track {
          position: relative;
          height: var(--slider-speech-thumb-size);
          margin-block: 1.75rem 0.5rem;
          touch-action: none;
          cursor: pointer;
          forced-color-adjust: none;
        }
        .slider-speech-track::before {
          content: "";
          position: absolute;
          inset-inline: calc(var(--slider-speech-thumb-size) / 2);
          top: calc(50% - var(--slider-speech-track-size) / 2);
          height: var(--slider-speech-track-size);
          border-radius: var(--slider-speech-track-size);
          background: linear-gradient(to right, var(--slider-speech-rail) calc(var(--slider-speech-from, 0) * 100%),
            var(--slider-speech-accent) calc(var(--slider-speech-from, 0) * 100%),
            var(--slider-speech-accent) calc(var(--slider-speech-to, 0) * 100%),
            var(--slider-speech-rail) calc(var(--slider-speech-to, 0) * 100%));
        }
        .slider-speech-track[dir="rtl"]::before {
          background: linear-gradient(to left, var(--slider-speech-rail) calc(var(--slider-speech-from, 0) * 100%),
            var(--slider-speech-accent) calc(var(--slider-speech-from, 0) * 100%),
            var(--slider-speech-accent) calc(var(--slider-speech-to, 0) * 100%),
            var(--slider-speech-rail) calc(var(--slider-speech-to, 0) * 100%));
        }
        .slider-speech-thumb {
          position: absolute;
          top: 0;
          inset-inline-start: calc(var(--slider-speech-at, 0) * (100% - var(--slider-speech-thumb-size)));
          box-sizing: border-box;
          width: var(--slider-speech-thumb-size);
          height: var(--slider-speech-thumb-size);
          border-radius: 50%;
          border: 2px solid #fff;
          background: var(--slider-speech-accent);
          box-shadow: 0 0 0 1px var(--slider-speech-accent);
          touch-action: none;
        }
        .slider-speech-thumb:focus { outline: none; }
        .slider-speech-thumb:focus-visible {
          outline: 3px solid var(--slider-speech-focus);
          outline-offset: 2px;
        }
        .slider-speech-value {
          position: absolute;
          bottom: calc(100% + 0.25rem);
          left: 50%;
          transform: translateX(-50%);
          white-space: nowrap;
          font-size: 0.875em;
          pointer-events: none;
        }
        .slider-speech-count { min-height: 1.4em; }
        .slider-speech-announcement {
          position: absolute;
          width: 1px;
          height: 1px;
          margin: -1px;
          padding: 0;
          border: 0;
          overflow: hidden;
          clip-path: inset(50%);
          white-space: nowrap;
        }
        @media (forced-colors: active) {
          .slider-speech { --slider-speech-accent: Highlight; --slider-speech-rail: GrayText; --slider-speech-focus: CanvasText; }
          .slider-speech-track { color: CanvasText; }
          .slider-speech-thumb { border-color: Canvas; box-shadow: 0 0 0 1px CanvasText; }
          .slider-speech-value { color: CanvasText; }
        }

        """
}

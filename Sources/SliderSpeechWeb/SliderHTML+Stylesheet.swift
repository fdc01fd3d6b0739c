extension SliderHTML {
    /// The default stylesheet of the element (`slider-speech html --asset style`, for the page's
    /// `<head>`; or in the fragment with `--style`): a track whose rail meets 3:1 against white,
    /// the thumbs placed at their values (by the custom property `--slider-speech-at`, 0 to 1)
    /// and mirrored in a right-to-left track, the part between the thumbs filled (a tick
    /// slider's from its neutral value), tick marks, each thumb's value above it — kept inside
    /// the track and apart by the script, a line higher when two do not fit side by side — the
    /// assertive live regions visually hidden (the count stays visible: it is the filter's
    /// result line), a visible focus ring, a disabled look, and forced-colors mode (Windows
    /// High Contrast) respected with system colors.
    ///
    /// Everything is scoped to the element and its classes. A page styles it further through
    /// custom properties on `slider-speech`: `--slider-speech-thumb-size`,
    /// `--slider-speech-track-size`, `--slider-speech-accent` (thumbs and fill),
    /// `--slider-speech-rail` (the empty track and the ticks) and `--slider-speech-focus` (the
    /// focus ring).
    public static let stylesheet: String = """
        slider-speech, .slider-speech {
          --slider-speech-thumb-size: 1.5rem;
          --slider-speech-track-size: 0.375rem;
          --slider-speech-accent: #1a5fb4;
          --slider-speech-rail: #767b82;
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
        .slider-speech-stacked .slider-speech-track { margin-block-start: 3rem; }
        .slider-speech-track::before {
          content: "";
          position: absolute;
          inset-inline: calc(var(--slider-speech-thumb-size) / 2);
          top: calc(50% - var(--slider-speech-track-size) / 2);
          height: var(--slider-speech-track-size);
          border-radius: var(--slider-speech-track-size);
          background: linear-gradient(var(--slider-speech-side, to right),
            var(--slider-speech-rail) calc(var(--slider-speech-from, 0) * 100%),
            var(--slider-speech-accent) calc(var(--slider-speech-from, 0) * 100%),
            var(--slider-speech-accent) calc(var(--slider-speech-to, 0) * 100%),
            var(--slider-speech-rail) calc(var(--slider-speech-to, 0) * 100%));
        }
        .slider-speech-track[dir="rtl"] { --slider-speech-side: to left; }
        .slider-speech-tick {
          position: absolute;
          top: calc(50% + var(--slider-speech-track-size) / 2 + 0.125rem);
          inset-inline-start: calc(var(--slider-speech-thumb-size) / 2 - 1px
            + var(--slider-speech-at, 0) * (100% - var(--slider-speech-thumb-size)));
          width: 2px;
          height: 0.375rem;
          background: var(--slider-speech-rail);
          pointer-events: none;
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
        slider-speech:disabled, slider-speech[disabled] { opacity: 0.55; }
        slider-speech:disabled .slider-speech-track, slider-speech[disabled] .slider-speech-track { cursor: default; }
        .slider-speech-value {
          position: absolute;
          bottom: calc(100% + 0.25rem);
          left: 50%;
          transform: translateX(calc(-50% + var(--slider-speech-shift, 0px)));
          white-space: nowrap;
          font-size: 0.875em;
          pointer-events: none;
        }
        .slider-speech-value.slider-speech-raised { bottom: calc(100% + 1.5rem); }
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
          slider-speech, .slider-speech {
            --slider-speech-accent: Highlight;
            --slider-speech-rail: GrayText;
            --slider-speech-focus: CanvasText;
          }
          .slider-speech-track { color: CanvasText; }
          .slider-speech-thumb { border-color: Canvas; box-shadow: 0 0 0 1px CanvasText; }
          .slider-speech-value { color: CanvasText; }
        }

        """
}

import SliderFormatting
import Testing

extension Trait where Self == ConditionTrait {
    /// For a test whose expected strings are written out as ICU 72 (CLDR 42) writes them — locale
    /// strings, plural categories, formatted numbers, bidi output: it runs where ICU 72 is loaded
    /// (Debian 12's libicu72, this project's CI). With another ICU (Homebrew's on macOS) it is
    /// skipped, and the structural tests of the same behaviour (non-empty, no `{0}` left,
    /// isolates balanced, exit codes) still run.
    ///
    /// The `slider-speech` binary the end-to-end tests run links the same system ICU as the test
    /// process, so one gate serves both.
    public static var pinnedToICU72: Self {
        .enabled(if: ICUInfo.icuMajorVersion == 72, "expected strings are ICU 72's (CLDR 42)")
    }
}

/// How values are said (the description's `speechValues`): in the speech form of every
/// announcement, and in the fields only assistive technology reads — `accessibilityValue`,
/// `stateDescription`, `aria-valuetext` (``SliderElement/assistiveValueText``), which never hold
/// a format character. The text shown on screen always keeps the display text.
public enum SpeechValues: String, Hashable, Sendable, CaseIterable {
    /// Currencies, units and percent named in full by ICU, in the plural and case the number
    /// takes ("60 US dollars", "2 dolary amerykańskie", "21 долларов США"); plain numbers as
    /// displayed. The default.
    case names
    /// The display text without format controls ("$60"): for an app that wants the symbol on a
    /// braille display and accepts a voice reading it as it can (espeak-ng says "$60" as
    /// "dollar sixty").
    case display
    /// Plain numbers in words by ICU's rule-based format with the locale's default rule set
    /// ("sixty"), from the value as the display text rounds it; currencies, units and percent
    /// as ``names``. Digits where words would be wrong: at 2^53 and beyond, and in locales for
    /// which ICU has no rules of their own language (Urdu, Bengali). The count announcement's
    /// number is spelled out the same way ("twelve results"), except inside an ordinal or a
    /// number with a style of its own.
    case spellout
}

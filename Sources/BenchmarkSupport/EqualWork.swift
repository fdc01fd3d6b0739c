import CBenchmarkBaseline
import SliderFormatting
import SliderSpeech

/// The C baselines set up for the same work as an announcer's: its skeletons, its locale, its
/// catalogs' focus sentences and its thumbs' labels.
extension FocusLoop {
    /// A focus loop for `announcer`'s range slider: its display and names skeletons, its
    /// locale, each platform's focus sentence of its catalogs (in the order of `Platform.all`)
    /// with the role word and hint in place, and the labels of its two thumbs.
    /// - Throws: ``BenchmarkError`` when the announcer's value style has no skeleton or no
    ///   names skeleton, its catalogs lack a message, or ICU fails.
    package convenience init(announcer: SliderAnnouncer) throws(BenchmarkError) {
        guard let display = announcer.displaySkeleton, let names = announcer.namesSkeleton else {
            throw BenchmarkError("the announcer's value style has no skeleton to name the value with")
        }
        let localization = announcer.localization
        let roles = ["ios": "slider.role.adjustable", "android": "slider.role.android", "web": "slider.role.web"]
        let hints = ["ios": "slider.hint.ios", "android": "slider.hint.android"]
        var patterns: [BaselineText] = []
        do {
            for platform in Platform.all {
                guard let pattern = try localization.pattern("slider.spoken.\(platform.id)") else {
                    throw BenchmarkError("no slider.spoken.\(platform.id) in \(localization.locale)")
                }
                var text = pattern.replacingAll("{role}", with: try localization.format(roles[platform.id]!).text)
                if let hint = hints[platform.id] { text = text.replacingAll("{hint}", with: try localization.format(hint).text) }
                patterns.append(BaselineText(text: text, speech: SpeechText.speechForm(of: text)))
            }
            let elements = try announcer.elements()
            guard elements.count == 2 else { throw BenchmarkError("the announcer's slider is not a range") }
            let labels = elements.map { BaselineText(text: $0.label, speech: SpeechText.speechForm(of: $0.label)) }
            try self.init(
                displaySkeleton: display, namesSkeleton: names, locale: localization.formattingLocale, patterns: patterns,
                labels: labels)
        } catch let error as BenchmarkError {
            throw error
        } catch {
            throw BenchmarkError("cannot set up the C focus loop: \(error)")
        }
    }
}

extension String {
    /// The string with every `target` replaced by `replacement`.
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let found = rest.firstRange(of: target) {
            result += rest[..<found.lowerBound]
            result += replacement
            rest = rest[found.upperBound...]
        }
        return result + rest
    }
}

/// The C baselines' speech form of a formatted number (`ssbench_speech_form`), for the test that
/// holds it to ``SpeechText/speechForm(of:)``.
package enum BaselineSpeech {
    package static func speechForm(of text: String) -> String {
        var units = Array(text.utf16)
        let length = units.withUnsafeMutableBufferPointer { ssbench_speech_form($0.baseAddress, Int32($0.count)) }
        return String(decoding: units[..<Int(length)], as: UTF16.self)
    }
}

package import SliderCore
public import SliderSpeech

/// Accessible HTML for a slider: the WAI-ARIA slider pattern, correct before any script runs.
///
/// The fragment is a group labelled with the control's label, holding one `role="slider"`
/// element per thumb (focusable, with `aria-label`, `aria-valuenow`, `aria-valuetext`,
/// `aria-valuemin`/`aria-valuemax` — the thumb's effective limits — and `aria-orientation`),
/// a polite live region (`role="status"`) holding the count, and two assertive ones for what a
/// move posts, in a `slider-speech-announcement` element. `lang` and `dir` come from the locale;
/// the track's own direction, which may differ (a balance pinned left to right inside Arabic
/// text), is the `data-track-direction` attribute. Every text is escaped: labels are untrusted.
///
/// With the script (``Options/script``), keys and pointers move the thumbs on the
/// ``SliderStateTable`` of the slider, embedded as JSON: the visible value takes the text as
/// shown, `aria-valuetext` the value as the screen reader says it
/// (`SliderElement.assistiveValueText`), which it speaks by itself when it changes; the live
/// regions take the speech form of what an app posts (`Announcement.post`) — why a move
/// stopped, the count when it changed — so that each thing is said once. With the stylesheet
/// (``Options/style``) it looks like a slider: a track, thumbs at their values.
public enum SliderHTML {
    /// What the fragment carries beside its markup.
    public struct Options: Hashable, Sendable {
        /// Where the fragment's script or stylesheet is.
        public enum Placement: String, Hashable, Sendable, CaseIterable {
            /// Not used.
            case none
            /// In the fragment: a `<script>` or `<style>` element.
            case inline
            /// In a file of its own that the page loads (``SliderHTML/script``,
            /// ``SliderHTML/stylesheet``); for the script, the fragment still holds the state table.
            case external
        }

        /// The state table and the script that moves the thumbs.
        public var script: Placement
        /// The default stylesheet.
        public var style: Placement
        /// A Content Security Policy nonce for the inline `<script>` and `<style>` elements
        /// (`script-src 'nonce-…'; style-src 'nonce-…'`), or `nil`. With a nonce the thumbs are
        /// placed by the script, not by `style` attributes, which a nonce does not cover.
        public var nonce: String?

        /// Options for a fragment.
        /// - Parameters:
        ///   - script: The state table and script: none (the default), inline, or external.
        ///   - style: The default stylesheet: none (the default), inline, or external.
        ///   - nonce: A CSP nonce for the inline elements.
        public init(script: Placement = .none, style: Placement = .none, nonce: String? = nil) {
            self.script = script
            self.style = style
            self.nonce = nonce
        }
    }

    /// The fragment for the announcer's slider.
    /// - Parameters:
    ///   - announcer: The slider, in the state the page starts in.
    ///   - idPrefix: The prefix of every `id` in the fragment, so that several sliders can share a
    ///     page (`price` gives `price-label`, `price-lower`, …). It must be a valid HTML id
    ///     start: ASCII letters, digits, `-` and `_`, beginning with a letter.
    ///   - includeScript: Whether to add the state table and the script that moves the thumbs.
    /// - Returns: The HTML, ending with a line feed.
    /// - Throws: ``SliderStateTable/Failure`` when a text cannot be formatted, the prefix is not
    ///   a valid id, or (with the script) the slider cannot be tabled.
    public static func fragment(
        _ announcer: SliderAnnouncer, idPrefix: String = "slider", includeScript: Bool = false
    ) throws(SliderStateTable.Failure) -> String {
        try fragment(announcer, idPrefix: idPrefix, options: Options(script: includeScript ? .inline : .none))
    }

    /// The fragment for the announcer's slider, with its script and stylesheet as `options` say.
    /// - Parameters:
    ///   - announcer: The slider, in the state the page starts in.
    ///   - idPrefix: The prefix of every `id` in the fragment (see
    ///     ``fragment(_:idPrefix:includeScript:)``).
    ///   - options: Where the script and the stylesheet go, and a CSP nonce.
    /// - Returns: The HTML, ending with a line feed.
    /// - Throws: ``SliderStateTable/Failure`` when a text cannot be formatted, the prefix is not
    ///   a valid id, the nonce is not a CSP nonce, or (with the script) the slider cannot be
    ///   tabled.
    public static func fragment(
        _ announcer: SliderAnnouncer, idPrefix: String = "slider", options: Options
    ) throws(SliderStateTable.Failure) -> String {
        guard isValidIDPrefix(idPrefix) else {
            throw SliderStateTable.Failure(
                code: .invalidOption,
                description: "id prefix '\(idPrefix)' is not an HTML id start (ASCII letters, digits, - and _, from a letter)")
        }
        if let nonce = options.nonce, !isValidNonce(nonce) {
            throw SliderStateTable.Failure(
                code: .invalidOption,
                description:
                    "nonce '\(nonce)' is not a CSP nonce (base64: ASCII letters, digits, +, /, - and _, then at most two =)")
        }
        let elements: [SliderElement]
        let count: ResultCount?
        do {
            elements = try announcer.elements()
            count = try announcer.count()
        } catch {
            throw SliderStateTable.Failure(code: .announcement, description: "\(error)", cause: error)
        }
        let localization = announcer.localization
        let language = localization.catalogLocale.identifier
        let textDirection = localization.direction == .rightToLeft ? "rtl" : "ltr"
        let trackDirection = announcer.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        let groupLabel = announcer.label ?? elements.first?.label ?? ""
        let nonce = options.nonce.map { " nonce=\"\($0)\"" } ?? ""
        // A nonce does not cover style attributes: under a CSP the script places the thumbs.
        let placeThumbs = options.style == .inline && options.nonce == nil
        let bounds = announcer.control.model.bounds
        var html = ""
        html += "<div class=\"slider-speech\" id=\"\(idPrefix)\" role=\"group\" aria-labelledby=\"\(idPrefix)-label\""
        html += " lang=\"\(escape(language))\" dir=\"\(textDirection)\" data-track-direction=\"\(trackDirection)\""
        html += " data-slider-speech=\"\(idPrefix)\">\n"
        if options.style == .inline { html += "  <style\(nonce)>\n" + stylesheet + "  </style>\n" }
        html += "  <span class=\"slider-speech-label\" id=\"\(idPrefix)-label\">\(escape(groupLabel))</span>\n"
        html += "  <div class=\"slider-speech-track\" dir=\"\(trackDirection)\">\n"
        for element in elements {
            let id = "\(idPrefix)-\(element.id.rawValue)"
            html += "    <div class=\"slider-speech-thumb\" id=\"\(id)\" role=\"slider\" tabindex=\"0\""
            html += " aria-label=\"\(escape(element.label))\""
            html += " aria-valuenow=\"\(number(element.value))\""
            html += " aria-valuetext=\"\(escape(element.assistiveValueText))\""
            html += " aria-valuemin=\"\(number(element.limits.minimum))\""
            html += " aria-valuemax=\"\(number(element.limits.maximum))\""
            html += " aria-orientation=\"horizontal\""
            if placeThumbs { html += " style=\"--slider-speech-at:\(number(trackFraction(element.value, bounds)))\"" }
            html += "><span class=\"slider-speech-value\" aria-hidden=\"true\">\(escape(element.valueText))</span></div>\n"
        }
        html += "  </div>\n"
        html += "  <div class=\"slider-speech-count\" id=\"\(idPrefix)-count\" role=\"status\" aria-live=\"polite\">"
        html += escape(count?.content.speech ?? "") + "</div>\n"
        html += "  <div class=\"slider-speech-announcement\" id=\"\(idPrefix)-announcement\">"
        html += "<div aria-live=\"assertive\" aria-atomic=\"true\"></div><div aria-live=\"assertive\" aria-atomic=\"true\"></div>"
        html += "</div>\n"
        if options.script != .none {
            let table = try SliderStateTable(announcer: announcer)
            html += "  <script type=\"application/json\" id=\"\(idPrefix)-table\">"
            html += scriptSafeJSON(JSONWriter.compact(table.json)) + "</script>\n"
            if options.script == .inline { html += "  <script\(nonce)>" + script + "</script>\n" }
        }
        html += "</div>\n"
        return html
    }

    /// Where `value` lies along the track, 0 at its start and 1 at its end (rounded to four
    /// places: a ten-thousandth of the track is below a pixel).
    package static func trackFraction(_ value: Double, _ bounds: SliderBounds) -> Double {
        guard bounds.upper > bounds.lower else { return 0 }
        let fraction = Swift.min(Swift.max((value - bounds.lower) / (bounds.upper - bounds.lower), 0), 1)
        return (fraction * 10_000).rounded() / 10_000
    }

    /// Whether `nonce` is a CSP nonce: base64 (or base64url) characters, then at most two `=`.
    package static func isValidNonce(_ nonce: String) -> Bool {
        let scalars = Array(nonce.unicodeScalars)
        let padding = scalars.reversed().prefix { $0 == "=" }.count
        let body = scalars.dropLast(padding)
        return !body.isEmpty && padding <= 2
            && body.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "+/-_".unicodeScalars.contains($0)
            }
    }

    /// Text escaped for HTML content and attribute values (`&`, `<`, `>`, `"`, `'`).
    package static func escape(_ text: String) -> String { XMLEscape.escaped(text) }

    /// A number as an ARIA attribute writes it (JSON's shortest form: `60`, `0.25`).
    package static func number(_ value: Double) -> String { JSONNumber.text(for: value) }

    /// JSON that can stand inside a `<script>` element: every `<` is written `\u003c`, so no
    /// `</script>` or `<!--` can appear (outside strings JSON has no `<`).
    package static func scriptSafeJSON(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for character in json.unicodeScalars {
            if character == "<" { result += "\\u003c" } else { result.unicodeScalars.append(character) }
        }
        return result
    }

    package static func isValidIDPrefix(_ prefix: String) -> Bool {
        guard let first = prefix.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
            return false
        }
        return prefix.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }
}

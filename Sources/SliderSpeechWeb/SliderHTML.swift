package import SliderCore
public import SliderSpeech

/// Accessible HTML for a slider: the WAI-ARIA slider pattern, correct before any script runs,
/// that the `<slider-speech>` element (``script``) upgrades into a slider a page can ship.
///
/// The fragment is a `<slider-speech>` element holding one `role="slider"` element per thumb
/// (focusable, with `aria-valuenow`, `aria-valuetext` — the value's speech form — and
/// `aria-valuemin`/`aria-valuemax`, the thumb's effective limits, and `aria-orientation`), the
/// visible label and values, the count line (a range with a count: a polite live region, which
/// browse mode reads as text), and two assertive live regions for what a move posts. A range is a group labelled by its label, each thumb named by
/// `aria-label`; a slider with one thumb is no group, its thumb named by the label itself
/// (`aria-labelledby`), so that a screen reader says the name once. `lang` and `dir` come from
/// the locale; the track's own direction, which may differ (a balance pinned left to right
/// inside Arabic text), is the `data-track-direction` attribute. Every text is escaped: labels
/// are untrusted.
///
/// With the script (``Options/script``) the fragment carries the slider's data and its
/// locale's, and the element writes every value, limit and count in the page as
/// our ICU and catalogs would — no table of states, so the page is the same size whatever the
/// step. The visible value shows the value's text; `aria-valuetext` carries it as the screen
/// reader says it (`SliderElement.assistiveValueText`), in the markup and as the element moves.
/// With the stylesheet (``Options/style``) it looks like a slider: a track, thumbs at
/// their values, tick marks.
public enum SliderHTML {
    /// What the fragment carries beside its markup.
    public struct Options: Hashable, Sendable {
        /// Where the fragment's script or stylesheet is.
        public enum Placement: String, Hashable, Sendable, CaseIterable {
            /// Not used.
            case none
            /// In the fragment: for the script, the element's script, the slider's data and its
            /// locale's data; for the stylesheet, a `<link rel="stylesheet">` that holds it (a
            /// `data:` URL, which HTML allows in the body, as it does not a `<style>`).
            case inline
            /// In files of their own that the page loads (``SliderHTML/script``,
            /// ``SliderHTML/stylesheet``, ``SliderHTML/localeScript(_:)``); for the script, the
            /// fragment still holds the slider's data.
            case external
        }

        /// The element's script and the slider's data.
        public var script: Placement
        /// The default stylesheet.
        public var style: Placement
        /// A Content Security Policy nonce for the inline `<script>` and `<link>` elements
        /// (`script-src 'nonce-…'; style-src 'nonce-…'`), or `nil`. With a nonce the thumbs are
        /// placed by the script, not by `style` attributes, which a nonce does not cover.
        public var nonce: String?
        /// The names the values are submitted under in a `<form>`: none (nothing is submitted),
        /// one (every value under it), or for a range two (the lower value's and the upper's).
        public var names: [String]

        /// Options for a fragment.
        /// - Parameters:
        ///   - script: The element's script and data: none (the default), inline, or external.
        ///   - style: The default stylesheet: none (the default), inline, or external.
        ///   - nonce: A CSP nonce for the inline elements.
        ///   - names: The form field names of the values.
        public init(script: Placement = .none, style: Placement = .none, nonce: String? = nil, names: [String] = []) {
            self.script = script
            self.style = style
            self.nonce = nonce
            self.names = names
        }
    }

    /// Why a fragment, a locale's data or a review page cannot be made.
    ///
    /// New codes may be added in a minor release: compare ``code`` with the codes you handle
    /// rather than expecting the list to be complete. Two failures are equal when their code and
    /// line are.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// What kind of fault a failure reports.
        public struct Code: Hashable, Sendable, CustomStringConvertible {
            /// The code's name, as spelled here (`notInPage`).
            public let name: String

            private init(_ name: String) { self.name = name }

            /// An option is not usable in HTML: an id prefix that is no id start, a nonce that
            /// is no CSP nonce, more form names than thumbs.
            public static let invalidOption = Code("invalidOption")
            /// A text of the slider cannot be formatted (``Failure/cause`` is the
            /// `AnnouncementError`).
            public static let announcement = Code("announcement")
            /// The page cannot write a text of the slider at run time as our ICU does: a number
            /// skeleton it has no template for, a message argument it does not evaluate
            /// (`choice`, `spellout`, a date), numbers said in words. The description names the
            /// field.
            public static let notInPage = Code("notInPage")
            /// The review page's audio could not be made (``Failure/cause`` says why).
            public static let audio = Code("audio")

            /// The code's name.
            public var description: String { name }
        }

        /// What kind of fault this is.
        public let code: Code
        /// One line for people.
        public let description: String
        /// The error behind this one, where there is one.
        public let cause: (any Error)?

        package init(code: Code, description: String, cause: (any Error)? = nil) {
            self.code = code
            self.description = description
            self.cause = cause
        }

        public static func == (left: Failure, right: Failure) -> Bool {
            left.code == right.code && left.description == right.description
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(code)
            hasher.combine(description)
        }
    }

    /// The fragment for the announcer's slider.
    /// - Parameters:
    ///   - announcer: The slider, in the state the page starts in.
    ///   - idPrefix: The prefix of every `id` in the fragment, so that several sliders can share a
    ///     page (`price` gives `price`, `price-label`, `price-lower`, …). It must be a valid HTML
    ///     id start: ASCII letters, digits, `-` and `_`, beginning with a letter.
    ///   - includeScript: Whether to add the element's script and the slider's data.
    /// - Returns: The HTML, ending with a line feed.
    /// - Throws: ``Failure`` when a text cannot be formatted, the prefix is not a valid id, or
    ///   (with the script) the page cannot write a text of the slider.
    public static func fragment(
        _ announcer: SliderAnnouncer, idPrefix: String = "slider", includeScript: Bool = false
    ) throws(Failure) -> String {
        try fragment(announcer, idPrefix: idPrefix, options: Options(script: includeScript ? .inline : .none))
    }

    /// The fragment for the announcer's slider, with its script and stylesheet as `options` say.
    /// - Parameters:
    ///   - announcer: The slider, in the state the page starts in.
    ///   - idPrefix: The prefix of every `id` in the fragment (see
    ///     ``fragment(_:idPrefix:includeScript:)``).
    ///   - options: Where the script and the stylesheet go, a CSP nonce, the form names.
    /// - Returns: The HTML, ending with a line feed.
    /// - Throws: ``Failure`` when a text cannot be formatted, the prefix is not a valid id, the
    ///   nonce is not a CSP nonce, there are more names than thumbs, or (with the script) the
    ///   page cannot write a text of the slider at run time (code ``Failure/Code/notInPage``,
    ///   naming the field).
    public static func fragment(
        _ announcer: SliderAnnouncer, idPrefix: String = "slider", options: Options
    ) throws(Failure) -> String {
        guard isValidIDPrefix(idPrefix) else {
            throw Failure(
                code: .invalidOption,
                description: "id prefix '\(idPrefix)' is not an HTML id start (ASCII letters, digits, - and _, from a letter)")
        }
        if let nonce = options.nonce, !isValidNonce(nonce) {
            throw Failure(
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
            throw Failure(code: .announcement, description: "\(error)", cause: error)
        }
        guard options.names.count <= elements.count else {
            throw Failure(
                code: .invalidOption,
                description:
                    "\(options.names.count) form names for a slider of \(elements.count) value\(elements.count == 1 ? "" : "s")")
        }
        let localization = announcer.localization
        let language = localization.catalogLocale.identifier
        let textDirection = localization.direction == .rightToLeft ? "rtl" : "ltr"
        let trackDirection = announcer.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        let isRange: Bool
        if case .range = announcer.control.model { isRange = true } else { isRange = false }
        let groupLabel = announcer.label ?? elements.first?.label ?? ""
        let nonce = options.nonce.map { " nonce=\"\($0)\"" } ?? ""
        // A nonce does not cover style attributes, nor does a policy that allows files only.
        let placed = options.style == .inline && options.nonce == nil
        let model = announcer.control.model
        let bounds = model.bounds
        var html = "<slider-speech class=\"slider-speech\" id=\"\(idPrefix)\""
        if isRange { html += " role=\"group\" aria-labelledby=\"\(idPrefix)-label\"" }
        html += " lang=\"\(escape(language))\" dir=\"\(textDirection)\" data-track-direction=\"\(trackDirection)\""
        switch options.names.count {
        case 1: html += " name=\"\(escape(options.names[0]))\""
        case 2: html += " name-lower=\"\(escape(options.names[0]))\" name-upper=\"\(escape(options.names[1]))\""
        default: break
        }
        html += ">\n"
        if options.style == .inline {
            html += "  <link rel=\"stylesheet\"\(nonce) href=\"data:text/css,\(dataURLText(stylesheet))\">\n"
        }
        html += "  <span class=\"slider-speech-label\" id=\"\(idPrefix)-label\">\(escape(groupLabel))</span>\n"
        html += "  <div class=\"slider-speech-track\" dir=\"\(trackDirection)\""
        if placed {
            let fill = filledSpan(announcer)
            html += " style=\"--slider-speech-from:\(number(fill.from));--slider-speech-to:\(number(fill.to))\""
        }
        html += ">\n"
        if case .ticks(let ticks) = model {
            for tick in ticks.ticks {
                html += "    <span class=\"slider-speech-tick\" aria-hidden=\"true\""
                if placed { html += " style=\"--slider-speech-at:\(number(trackFraction(tick, bounds)))\"" }
                html += "></span>\n"
            }
        }
        for element in elements {
            let id = "\(idPrefix)-\(element.id.rawValue)"
            html += "    <div class=\"slider-speech-thumb\" id=\"\(id)\" role=\"slider\" tabindex=\"0\""
            html += isRange ? " aria-label=\"\(escape(element.label))\"" : " aria-labelledby=\"\(idPrefix)-label\""
            html += " aria-valuenow=\"\(number(element.value))\""
            html += " aria-valuetext=\"\(escape(element.assistiveValueText))\""
            html += " aria-valuemin=\"\(number(element.limits.minimum))\""
            html += " aria-valuemax=\"\(number(element.limits.maximum))\""
            html += " aria-orientation=\"horizontal\""
            if placed { html += " style=\"--slider-speech-at:\(number(trackFraction(element.value, bounds)))\"" }
            html += "><span class=\"slider-speech-value\" aria-hidden=\"true\">\(escape(element.valueText))</span></div>\n"
        }
        html += "  </div>\n"
        if isRange, announcer.slider.histogram != nil || announcer.slider.countMessage != nil {
            html += "  <div class=\"slider-speech-count\" id=\"\(idPrefix)-count\" aria-live=\"polite\" aria-atomic=\"true\">"
            html += escape(count?.content.speech ?? "") + "</div>\n"
        }
        html += "  <div class=\"slider-speech-announcement\" id=\"\(idPrefix)-announcement\">"
        html += "<div aria-live=\"assertive\" aria-atomic=\"true\"></div><div aria-live=\"assertive\" aria-atomic=\"true\"></div>"
        html += "</div>\n"
        // The values submitted before any script runs; the element takes them over.
        for (index, element) in elements.enumerated() where !options.names.isEmpty {
            let name = options.names[options.names.count == 1 ? 0 : index]
            html +=
                "  <input type=\"hidden\" class=\"slider-speech-field\" name=\"\(escape(name))\" value=\"\(number(element.value))\">\n"
        }
        if options.script != .none {
            let locale = try WebData.locale(localization)
            let key = locale.objectValue?["locale"]?.stringValue ?? ""
            if options.script == .inline {
                html += "  <script type=\"application/json\" class=\"slider-speech-locale\">"
                html += scriptSafeJSON(JSONWriter.compact(locale)) + "</script>\n"
            }
            html += "  <script type=\"application/json\" class=\"slider-speech-data\">"
            html += scriptSafeJSON(JSONWriter.compact(try WebData.slider(announcer, localeKey: key))) + "</script>\n"
            if options.script == .inline { html += "  <script\(nonce)>" + script + "</script>\n" }
        }
        html += "</slider-speech>\n"
        return html
    }

    /// The data of a locale as JSON, for a page that writes it into a
    /// `<script type="application/json" class="slider-speech-locale">` of its own.
    /// - Parameter localization: The locale and catalogs of the page's sliders.
    /// - Returns: The JSON text.
    /// - Throws: ``Failure`` when the page cannot write the locale's numbers or messages.
    public static func localeData(_ localization: Localization) throws(Failure) -> String {
        JSONWriter.compact(try WebData.locale(localization))
    }

    /// The data of a locale as a script file of its own (`slider-speech html --asset locale`),
    /// which a page loads beside ``script`` (in either order) for sliders written with their
    /// script external: it hands the data to `<slider-speech>` elements of that locale.
    /// - Parameter localization: The locale and catalogs the page's sliders were written with.
    /// - Returns: The script, ending with a line feed.
    /// - Throws: ``Failure`` when the page cannot write the locale's numbers or messages.
    public static func localeScript(_ localization: Localization) throws(Failure) -> String {
        "(window.sliderSpeechLocales = window.sliderSpeechLocales || []).push("
            + scriptSafeJSON(try localeData(localization)) + ");\n"
    }

    /// The filled part of the track: from the lower thumb (or the neutral value, or the start)
    /// to the upper thumb (or the value).
    package static func filledSpan(_ announcer: SliderAnnouncer) -> (from: Double, to: Double) {
        let model = announcer.control.model
        let bounds = model.bounds
        switch model {
        case .range(let range): return (trackFraction(range.lower, bounds), trackFraction(range.upper, bounds))
        case .slider(let one): return (0, trackFraction(one.value, bounds))
        case .ticks(let ticks):
            let start = ticks.neutralValue.map { trackFraction($0, bounds) } ?? 0
            let end = trackFraction(ticks.value, bounds)
            return (Swift.min(start, end), Swift.max(start, end))
        }
    }

    /// Where `value` lies along the track, 0 at its start and 1 at its end (rounded to four
    /// places: a ten-thousandth of the track is below a pixel).
    package static func trackFraction(_ value: Double, _ bounds: SliderBounds) -> Double {
        let fraction = bounds.position(of: value)
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

    /// Text for a `data:` URL inside a double-quoted attribute: `%`, `#`, quotes, `<`, `>`,
    /// `&` and line ends percent-encoded, the rest as it is.
    package static func dataURLText(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%", "#", "\"", "'", "<", ">", "&", "\n", "\r", "\t":
                result += "%" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

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

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}

extension JSONValue {
    fileprivate var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    fileprivate var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

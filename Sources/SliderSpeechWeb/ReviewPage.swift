import SliderCore
import SliderFormatting
package import SliderSpeech

/// A self-contained HTML page for translators and accessibility reviewers: for each locale and
/// slider, the live slider, each element's platform properties, what each screen reader says on
/// focus, the summary and its bound-aware variants, the count at a few values and the limit
/// texts. It loads nothing: styles, scripts, tables and audio are all inside the page.
package struct ReviewPage {
    /// One slider in one locale.
    package struct Entry {
        /// The slider's name in the page (its file name).
        package let name: String
        /// The slider, in its starting state.
        package let announcer: SliderAnnouncer

        package init(name: String, announcer: SliderAnnouncer) {
            self.name = name
            self.announcer = announcer
        }
    }

    /// One locale's section.
    package struct Section {
        /// The locale tag as requested.
        package let tag: String
        package let entries: [Entry]

        package init(tag: String, entries: [Entry]) {
            self.tag = tag
            self.entries = entries
        }
    }

    /// Makes a WAV for a speech text of a section (by the section's tag as requested), or
    /// `nil` when the section has no voice; an error (the speech engine failed, no file
    /// descriptor was left) ends the page with a ``SliderHTML/Failure`` naming it.
    package typealias Speaker = (_ text: String, _ sectionTag: String) throws -> [UInt8]?

    package let sections: [Section]
    /// Audio for each spoken text, when given.
    package let speaker: Speaker?

    /// A page of sections, each locale once: a section whose tag is another's again (as
    /// ICU reads tags: `en-US` and `en_us` are one) is left out, so that no id is on the page twice.
    package init(sections: [Section], speaker: Speaker? = nil) {
        var seen = Set<String>()
        self.sections = sections.filter { section in
            seen.insert((try? ICULocale(section.tag).identifier) ?? section.tag.lowercased()).inserted
        }
        self.speaker = speaker
    }

    /// The counts the page shows for a slider with a count message.
    package static let sampleCounts = [0, 1, 2, 3, 5, 11, 21, 22, 101, 186]

    /// The page.
    /// - Throws: ``SliderHTML/Failure`` when a text cannot be formatted or the page cannot
    ///   write a slider's texts at run time.
    package func html() throws(SliderHTML.Failure) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en" dir="ltr">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>SliderSpeech review</title>
            <style>
            body { font-family: "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans CJK JP", sans-serif; \
            margin: 1rem; line-height: 1.45; overflow-wrap: anywhere; }
            nav ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; }
            section.locale { border-top: 2px solid #444; margin-top: 2rem; }
            .table { max-width: 100%; overflow-x: auto; margin: 0.5rem 0 1rem; }
            .table:focus-visible { outline: 3px solid #c64600; }
            table { border-collapse: collapse; }
            th, td { border: 1px solid #999; padding: 0.25rem 0.5rem; vertical-align: top; text-align: start; overflow-wrap: normal; }
            .control { background: #ffe9a8; color: #000; border-radius: 0.2rem; font-size: 0.75em; padding: 0 0.15em; }
            .note { color: #444; font-size: 0.9em; }
            slider-speech { border: 1px solid #666; padding: 0.75rem; max-width: 40rem; }

            """
        page += SliderHTML.stylesheet
        page += """
            </style>
            </head>
            <body>
            <main>
            <h1>SliderSpeech review</h1>
            <p class="note">What screen readers read and say about each slider, per locale. Move a live slider with the
            arrow keys, Page Up/Down, Home and End, or with a pointer: its value and the live regions change as the
            command-line <code>pipeline</code> answers. Invisible characters are shown as <span class="control">FSI</span>-like marks.</p>
            <nav aria-label="Locales"><ul>

            """
        for section in sections {
            let id = "locale-\(Self.anchor(section.tag))"
            page +=
                "<li><a href=\"#\(id)\" lang=\"\(SliderHTML.escape(section.tag))\">\(SliderHTML.escape(section.tag))</a></li>\n"
        }
        page += "</ul></nav>\n"
        for (sectionIndex, section) in sections.enumerated() {
            page += try sectionHTML(section, index: sectionIndex)
        }
        page += "<script>" + SliderHTML.script + "</script>\n</main>\n</body>\n</html>\n"
        return page
    }

    private func sectionHTML(_ section: Section, index: Int) throws(SliderHTML.Failure) -> String {
        guard let first = section.entries.first else { return "" }
        let localization = first.announcer.localization
        let language = SliderHTML.escape(localization.catalogLocale.identifier)
        let direction = localization.direction == .rightToLeft ? "rtl" : "ltr"
        var html = "<section class=\"locale\" id=\"locale-\(Self.anchor(section.tag))\" lang=\"\(language)\" dir=\"\(direction)\""
        html += " aria-labelledby=\"locale-\(Self.anchor(section.tag))-heading\">\n"
        html += "<h2 id=\"locale-\(Self.anchor(section.tag))-heading\" lang=\"en\" dir=\"ltr\">"
        html += "\(SliderHTML.escape(section.tag)) <span class=\"note\">(catalog \(language), numbers "
        html += "\(SliderHTML.escape(localization.locale.identifier)), text \(direction))</span></h2>\n"
        // The data of each locale the section's sliders speak (one, unless their catalogs differ).
        var keys = Set<String>()
        for entry in section.entries {
            let data = try SliderHTML.localeScript(entry.announcer.localization)
            if keys.insert(data).inserted { html += "<script>" + data.dropLast() + "</script>\n" }
        }
        for (entryIndex, entry) in section.entries.enumerated() {
            html += try entryHTML(entry, prefix: "r\(index)-\(entryIndex)", tag: section.tag)
        }
        html += "</section>\n"
        return html
    }

    private func entryHTML(_ entry: Entry, prefix: String, tag: String) throws(SliderHTML.Failure) -> String {
        let announcer = entry.announcer
        var html = "<h3>\(SliderHTML.escape(announcer.label ?? entry.name))"
        html += " <span class=\"note\" lang=\"en\" dir=\"ltr\">(\(SliderHTML.escape(entry.name)))</span></h3>\n"
        html += try SliderHTML.fragment(announcer, idPrefix: prefix, options: .init(script: .external, style: .external))
        let elements: [SliderElement]
        do {
            elements = try announcer.elements()
        } catch {
            throw SliderHTML.Failure(code: .announcement, description: "\(entry.name): \(error)", cause: error)
        }
        html += propertiesTable(elements)
        html += try spokenTable(elements, tag: tag)
        html += try variantsTable(announcer, name: entry.name, tag: tag)
        return html
    }

    private func propertiesTable(_ elements: [SliderElement]) -> String {
        var rows: [(String, [String])] = []
        func row(_ name: String, _ value: (SliderElement) -> String) { rows.append((name, elements.map(value))) }
        row("VoiceOver accessibilityLabel") { $0.label }
        row("VoiceOver accessibilityValue") { $0.assistiveValueText }
        row("VoiceOver accessibilityHint") { $0.hints[.ios] ?? "" }
        row("VoiceOver traits") { _ in "adjustable" }
        row("TalkBack contentDescription") { $0.label }
        row("TalkBack stateDescription") { $0.assistiveValueText }
        row("TalkBack rangeInfo") {
            "\(SliderHTML.number($0.limits.minimum)) … \(SliderHTML.number($0.limits.maximum)), \(SliderHTML.number($0.value))"
        }
        row("aria-label") { $0.label }
        row("aria-valuetext") { $0.assistiveValueText }
        row("aria-valuenow") { SliderHTML.number($0.value) }
        row("aria-valuemin / aria-valuemax") {
            "\(SliderHTML.number($0.limits.minimum)) / \(SliderHTML.number($0.limits.maximum))"
        }
        row("aria-orientation") { _ in "horizontal" }
        var html =
            Self.scroller("Platform properties")
            + "<table>\n<caption lang=\"en\" dir=\"ltr\">Platform properties</caption>\n<tr><th scope=\"col\" "
            + "lang=\"en\">property</th>"
        for element in elements { html += "<th scope=\"col\">\(SliderHTML.escape(element.label))</th>" }
        html += "</tr>\n"
        for (name, values) in rows {
            html += "<tr><th scope=\"row\" lang=\"en\" dir=\"ltr\">\(name)</th>"
            // Numbers read left to right in every section (an Arabic one would reorder "20 … 150, 60").
            let numbers = name == "TalkBack rangeInfo" || name.hasPrefix("aria-value") && !name.hasSuffix("text")
            for value in values {
                html += numbers ? "<td dir=\"ltr\">\(Self.visible(value))</td>" : "<td>\(Self.visible(value))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</table></div>\n"
    }

    private func spokenTable(_ elements: [SliderElement], tag: String) throws(SliderHTML.Failure) -> String {
        var html = Self.scroller("Spoken on focus") + "<table>\n<caption lang=\"en\" dir=\"ltr\">Spoken on focus</caption>\n"
        html += "<tr><th scope=\"col\" lang=\"en\">element</th><th scope=\"col\" lang=\"en\">platform</th>"
        html += "<th scope=\"col\" lang=\"en\">text form</th><th scope=\"col\" lang=\"en\">speech form</th></tr>\n"
        for element in elements {
            for platform in Platform.all {
                guard let spoken = element.spoken[platform] else { continue }
                html += "<tr><td>\(SliderHTML.escape(element.label))</td><td lang=\"en\" dir=\"ltr\">\(platform.id)</td>"
                html += "<td>\(Self.visible(spoken.text))</td>"
                html += "<td>\(SliderHTML.escape(spoken.speech))\(try audio(spoken.speech, tag))</td></tr>\n"
            }
        }
        return html + "</table></div>\n"
    }

    private func variantsTable(_ announcer: SliderAnnouncer, name: String, tag: String) throws(SliderHTML.Failure)
        -> String
    {
        // A row's speech form is nil for a text that is only shown, never spoken (ICU's range text).
        var rows: [(String, LocalizedText?, String)] = []
        func add(_ label: String, _ content: LocalizedText) { rows.append((label, content, content.text)) }
        do {
            let thumbs: [Thumb?]
            if case .range = announcer.control.model { thumbs = [.lower, .upper] } else { thumbs = [nil] }
            if let summary = try announcer.summary() {
                add("summary", summary.content)
                rows.append(("summary, display (shown, not spoken)", nil, summary.display))
                for (label, moves) in [
                    ("summary, lower thumb at its bound", [(Thumb.lower, AdjustAction.home)]),
                    ("summary, upper thumb at its bound", [(.upper, .end)]),
                    ("summary, both at the bounds", [(.lower, .home), (.upper, .end)]),
                ] {
                    var copy = announcer
                    for (thumb, action) in moves { _ = try copy.handle(.adjust(action, thumb: thumb)) }
                    if let variant = try copy.summary() { add(label, variant.content) }
                }
            }
            // The limit texts: a thumb at an end pushed further, and the thumbs held apart.
            for thumb in thumbs {
                let name = thumb?.rawValue ?? "value"
                for (label, first, push) in [
                    ("lowest", AdjustAction.home, AdjustAction.decrement), ("highest", .end, .increment),
                ] {
                    var copy = announcer
                    if thumb == .lower, first == .end {
                        // The lower thumb stops at the span before the upper bound: move the upper first.
                        _ = try copy.handle(.adjust(.end, thumb: .upper))
                    }
                    if thumb == .upper, first == .home { _ = try copy.handle(.adjust(.home, thumb: .lower)) }
                    _ = try copy.handle(.adjust(first, thumb: thumb))
                    let result = try copy.handle(.adjust(push, thumb: thumb))
                    if let said = result.announcements.first {
                        add("\(name) pushed past its \(label) value", said.content)
                    }
                }
            }
            if thumbs.count == 2 {
                for thumb in [Thumb.lower, .upper] {
                    var copy = announcer
                    let result = try copy.handle(.adjust(thumb == .lower ? .end : .home, thumb: thumb))
                    if let said = result.announcements.first {
                        add("\(thumb.rawValue) against the other thumb", said.content)
                    }
                }
            }
            if announcer.slider.histogram != nil {
                for count in Self.sampleCounts { add("count \(count)", try announcer.countText(count)) }
            }
        } catch {
            throw SliderHTML.Failure(code: .announcement, description: "\(name): \(error)", cause: error)
        }
        guard !rows.isEmpty else { return "" }
        var html =
            Self.scroller("Summary, limits and counts")
            + "<table>\n<caption lang=\"en\" dir=\"ltr\">Summary, limits and counts</caption>\n"
        html += "<tr><th scope=\"col\" lang=\"en\">case</th><th scope=\"col\" lang=\"en\">text form</th>"
        html += "<th scope=\"col\" lang=\"en\">speech form</th></tr>\n"
        for (label, content, text) in rows {
            html +=
                "<tr><th scope=\"row\" lang=\"en\" dir=\"ltr\">\(SliderHTML.escape(label))</th><td>\(Self.visible(text))</td>"
            if let content {
                html += "<td>\(SliderHTML.escape(content.speech))\(try audio(content.speech, tag))</td></tr>\n"
            } else {
                html += "<td lang=\"en\" dir=\"ltr\">—</td></tr>\n"
            }
        }
        return html + "</table></div>\n"
    }

    private func audio(_ text: String, _ tag: String) throws(SliderHTML.Failure) -> String {
        guard let speaker else { return "" }
        let made: [UInt8]?
        do {
            made = try speaker(text, tag)
        } catch {
            throw SliderHTML.Failure(code: .audio, description: "--audio: \(error)", cause: error)
        }
        guard let wav = made else { return "" }
        return
            " <audio controls preload=\"none\" aria-label=\"play\" src=\"data:audio/wav;base64,\(Base64.encode(wav))\"></audio>"
    }

    /// The start of a region a table scrolls in sideways when it is wider than the page (at 360
    /// pixels): focusable, so that a keyboard scrolls it, and named by the table's caption.
    private static func scroller(_ name: String) -> String {
        "<div class=\"table\" role=\"region\" tabindex=\"0\" aria-label=\"\(name)\" lang=\"en\">"
    }

    /// A fragment id for a locale tag (letters, digits and `-`).
    private static func anchor(_ tag: String) -> String {
        String(
            tag.unicodeScalars.map {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-"
            })
    }

    /// Text escaped for HTML, with every invisible character it holds (bidi isolates and marks,
    /// no-break and zero-width spaces, other format controls) shown as a visible mark before it.
    /// Which characters are invisible is ICU's data (``CharacterClasses/bidiControls`` and
    /// ``CharacterClasses/invisible``: space separators but U+0020, format characters); the
    /// mark is the character's Unicode abbreviation where it has one (`FSI`, `NBSP`), else its
    /// code point (`U+2009`).
    package static func visible(_ text: String) -> String {
        var html = ""
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                let name = abbreviations[scalar.value] ?? "U+" + String(scalar.value, radix: 16, uppercase: true)
                html += "<span class=\"control\" lang=\"en\" dir=\"ltr\">\(name)</span>"
                html.unicodeScalars.append(scalar)
            } else {
                html += SliderHTML.escape(String(Character(scalar)))
            }
        }
        return html
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        CharacterClasses.invisible.contains(scalar.value) || CharacterClasses.bidiControls.contains(scalar.value)
    }

    /// Labels, not a class: Unicode's abbreviation aliases (NameAliases.txt, type
    /// "abbreviation") of the invisible characters ICU's data finds, which ICU's name API does
    /// not expose. Which characters are marked is decided by ``isInvisible(_:)`` alone.
    private static let abbreviations: [UInt32: String] = [
        0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI", 0x200E: "LRM", 0x200F: "RLM", 0x061C: "ALM",
        0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO", 0x202E: "RLO", 0x00A0: "NBSP", 0x202F: "NNBSP",
        0x200B: "ZWSP", 0x200C: "ZWNJ", 0x200D: "ZWJ", 0x2060: "WJ", 0x00AD: "SHY",
    ]
}

/// Standard Base64 (RFC 4648, with padding), for data: URIs.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    package static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] { out.append(alphabet[Int(value >> UInt32(shift) & 63)]) }
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            var value = UInt32(bytes[index]) << 16
            if rest == 2 { value |= UInt32(bytes[index + 1]) << 8 }
            out.append(alphabet[Int(value >> 18 & 63)])
            out.append(alphabet[Int(value >> 12 & 63)])
            out.append(rest == 2 ? alphabet[Int(value >> 6 & 63)] : UInt8(ascii: "="))
            out.append(UInt8(ascii: "="))
        }
        return String(decoding: out, as: UTF8.self)
    }
}

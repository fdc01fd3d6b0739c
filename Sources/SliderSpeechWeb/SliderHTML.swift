import SliderCore
import SliderSpeech

/// Accessible HTML for a slider: the WAI-ARIA slider pattern, correct before any script runs.
///
/// The fragment is a group labelled with the control's label, holding one `role="slider"`
/// element per thumb (focusable, with `aria-label`, `aria-valuenow`, `aria-valuetext`,
/// `aria-valuemin`/`aria-valuemax` — the thumb's effective limits — and `aria-orientation`),
/// a polite live region (`role="status"`) holding the count, and two assertive ones for what a
/// move says, in a `slider-speech-announcement` element. A live region speaks only when its
/// text changes, so a move that says what the last one said (a second push against a limit)
/// would be silent in one region: the script writes each announcement into the region that is
/// empty and clears the other, so every announcement is a change. `lang` and `dir` come from the locale; the track's own direction, which may
/// differ (a balance pinned left to right inside Arabic text), is the `data-track-direction`
/// attribute. Every text is escaped: labels are untrusted.
///
/// With the script, keyboard moves (arrow keys, Page Up/Down, Home/End) run on the
/// ``SliderStateTable`` of the slider, embedded as JSON: the visible value and `aria-valuetext`
/// take the text form; the live regions take the speech form.
public enum SliderHTML {
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
        guard isValidIDPrefix(idPrefix) else {
            throw SliderStateTable.Failure(
                description: "id prefix '\(idPrefix)' is not an HTML id start (ASCII letters, digits, - and _, from a letter)")
        }
        let elements: [SliderElement]
        let count: ResultCount?
        do {
            elements = try announcer.elements()
            count = try announcer.count()
        } catch {
            throw SliderStateTable.Failure(description: "\(error)")
        }
        let localization = announcer.localization
        let language = localization.catalogLocale.identifier
        let textDirection = localization.direction == .rightToLeft ? "rtl" : "ltr"
        let trackDirection = announcer.layoutDirection == .rightToLeft ? "rtl" : "ltr"
        let groupLabel = announcer.label ?? elements.first?.label ?? ""
        var html = ""
        html += "<div class=\"slider-speech\" id=\"\(idPrefix)\" role=\"group\" aria-labelledby=\"\(idPrefix)-label\""
        html += " lang=\"\(escape(language))\" dir=\"\(textDirection)\" data-track-direction=\"\(trackDirection)\""
        html += " data-slider-speech=\"\(idPrefix)\">\n"
        html += "  <span class=\"slider-speech-label\" id=\"\(idPrefix)-label\">\(escape(groupLabel))</span>\n"
        html += "  <div class=\"slider-speech-track\" dir=\"\(trackDirection)\">\n"
        for element in elements {
            let id = "\(idPrefix)-\(element.id.rawValue)"
            html += "    <div class=\"slider-speech-thumb\" id=\"\(id)\" role=\"slider\" tabindex=\"0\""
            html += " aria-label=\"\(escape(element.label))\""
            html += " aria-valuenow=\"\(number(element.value))\""
            html += " aria-valuetext=\"\(escape(element.valueText))\""
            html += " aria-valuemin=\"\(number(element.limits.minimum))\""
            html += " aria-valuemax=\"\(number(element.limits.maximum))\""
            html += " aria-orientation=\"horizontal\">"
            html += "<span class=\"slider-speech-value\" aria-hidden=\"true\">\(escape(element.valueText))</span></div>\n"
        }
        html += "  </div>\n"
        html += "  <div class=\"slider-speech-count\" id=\"\(idPrefix)-count\" role=\"status\" aria-live=\"polite\">"
        html += escape(count?.content.speech ?? "") + "</div>\n"
        html += "  <div class=\"slider-speech-announcement\" id=\"\(idPrefix)-announcement\">"
        html += "<div aria-live=\"assertive\" aria-atomic=\"true\"></div><div aria-live=\"assertive\" aria-atomic=\"true\"></div>"
        html += "</div>\n"
        if includeScript {
            let table = try SliderStateTable(announcer: announcer)
            html += "  <script type=\"application/json\" id=\"\(idPrefix)-table\">"
            html += scriptSafeJSON(JSONWriter.compact(table.json)) + "</script>\n"
            html += "  <script>" + script + "</script>\n"
        }
        html += "</div>\n"
        return html
    }

    /// The script that moves the thumbs of every fragment on a page by its state table. It is
    /// the same for every fragment and safe to include more than once.
    ///
    /// Keys: ArrowUp and ArrowRight increment, ArrowDown and ArrowLeft decrement — in a
    /// right-to-left track ArrowLeft increments and ArrowRight decrements; Up and Down never
    /// flip. PageUp and PageDown page, Home and End go to the ends.
    public static let script: String = """
        (function () {
          "use strict";
          var keys = {ArrowUp: 0, ArrowDown: 1, PageUp: 2, PageDown: 3, Home: 4, End: 5};
          function start(root) {
            if (root.sliderSpeech) { return; }
            var prefix = root.getAttribute("data-slider-speech");
            var source = document.getElementById(prefix + "-table");
            if (!source) { return; }
            var table = JSON.parse(source.textContent);
            var thumbs = Array.prototype.slice.call(root.querySelectorAll("[role=slider]"));
            var count = document.getElementById(prefix + "-count");
            // Two assertive regions: each announcement goes into the one that is empty and the
            // other is cleared, so that the same words twice in a row are a change, and spoken.
            var regions = document.getElementById(prefix + "-announcement").children;
            var spoken = 1;
            function announce(text) {
              regions[spoken].textContent = "";
              spoken = 1 - spoken;
              regions[spoken].textContent = text;
            }
            var width = 4 * table.thumbs + 1 + 3 * table.actions.length * table.thumbs;
            var state = 0;
            root.sliderSpeech = {state: function () { return state; }};
            function show() {
              var row = table.states[state];
              thumbs.forEach(function (thumb, t) {
                var text = table.strings[row[4 * t + 1]];
                thumb.setAttribute("aria-valuenow", String(row[4 * t]));
                thumb.setAttribute("aria-valuetext", text);
                thumb.setAttribute("aria-valuemin", String(row[4 * t + 2]));
                thumb.setAttribute("aria-valuemax", String(row[4 * t + 3]));
                thumb.firstChild.textContent = text;
              });
            }
            thumbs.forEach(function (thumb, t) {
              thumb.addEventListener("keydown", function (event) {
                var action = keys[event.key];
                if (event.key === "ArrowRight") { action = table.rtl ? 1 : 0; }
                if (event.key === "ArrowLeft") { action = table.rtl ? 0 : 1; }
                if (action === undefined || event.altKey || event.ctrlKey || event.metaKey) { return; }
                event.preventDefault();
                var row = table.states[state];
                var at = 4 * table.thumbs + 1 + 3 * (t * table.actions.length + action);
                state = row[at];
                show();
                if (row[at + 1] >= 0) { announce(table.strings[row[at + 1]]); }
                if (row[at + 2] >= 0) { count.textContent = table.strings[row[at + 2]]; }
              });
            });
            if (width !== table.states[0].length) { throw new Error("slider-speech: a state table of another shape"); }
          }
          var roots = document.querySelectorAll("[data-slider-speech]");
          for (var i = 0; i < roots.length; i++) { start(roots[i]); }
        })();
        """

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

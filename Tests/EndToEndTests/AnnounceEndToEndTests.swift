import Foundation
import TestSupport
import Testing

/// `slider-speech announce` on descriptions that are not in Examples/, run as a process, with
/// the text each screen reader speaks written out in full for en, es, ar, ru and ja. Spoken
/// texts are speech forms (no bidi controls); labels and values are text forms.
@Suite("announce, end to end")
struct AnnounceEndToEndTests {
    enum Spec: String, Sendable {
        case percent =
            #"{"kind": "slider", "bounds": [0, 1], "step": 0.05, "value": 0.6, "label": "Volume", "valueStyle": {"percent": true}}"#
        case unit =
            #"{"kind": "slider", "bounds": [0, 50], "step": 0.5, "value": 5, "label": "Distance", "valueStyle": {"unit": "length-kilometer"}}"#
        case ticks =
            #"{"kind": "ticks", "bounds": [1, 5], "value": 3, "ticks": [1, 2, 3, 4, 5], "tickLabels": {"1": "Poor", "2": "Fair", "3": "Good", "4": "Very good", "5": "Excellent"}, "label": "Rating"}"#
        case rangeAtBounds = #"{"kind": "range", "bounds": [0, 100], "step": 1, "value": [0, 100], "label": "Age"}"#
    }

    struct Element: Sendable {
        let label, value, ios, android, web: String
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let spec: Spec
        let locale: String
        let summary: String?
        let elements: [Element]
        var testDescription: String { "\(spec) in \(locale)" }
    }

    @Test(
        .pinnedToICU72,
        arguments: [
            Row(
                spec: .percent, locale: "en", summary: nil,
                elements: [
                    Element(
                        label: "Volume", value: "60%",
                        ios: "Volume, 60 percent, adjustable. Swipe up or down with one finger to adjust the value.",
                        android: "Volume, 60 percent, slider. \"Swipe up\" or \"Swipe down\" to adjust",
                        web: "Volume, slider, 60 percent")
                ]),
            Row(
                spec: .percent, locale: "es", summary: nil,
                elements: [
                    Element(
                        label: "Volume", value: "60\u{A0}%",
                        ios:
                            "Volume, 60 por ciento, ajustable. Desliza un dedo hacia arriba o hacia abajo para ajustar el valor.",
                        android:
                            "Volume, 60 por ciento, control deslizante. Haz los gestos Deslizar hacia arriba o Deslizar hacia abajo para ajustar",
                        web: "Volume, deslizador, 60 por ciento")
                ]),
            Row(
                spec: .percent, locale: "ar", summary: nil,
                elements: [
                    Element(
                        label: "Volume", value: "٦٠٪\u{61C}",
                        ios: "Volume، ٦٠ بالمائة، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة.",
                        android:
                            "Volume، ٦٠ بالمائة، شريط التمرير. الإيماءتان \"التمرير للأعلى\" أو \"التمرير للأسفل\" لإجراء التعديل",
                        web: "Volume، شريط سَحْب، ٦٠ بالمائة")
                ]),
            Row(
                spec: .percent, locale: "ru", summary: nil,
                elements: [
                    Element(
                        label: "Volume", value: "60\u{A0}%",
                        ios:
                            "Volume, 60 процентов, элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
                        android: "Volume, 60 процентов, ползунок. Для настройки используйте жесты \"Вверх\" и \"Вниз\"",
                        web: "Volume, ползунок, 60 процентов")
                ]),
            Row(
                spec: .percent, locale: "ja", summary: nil,
                elements: [
                    Element(
                        label: "Volume", value: "60%",
                        ios: "Volume、60 パーセント、調整可能。1本指で上または下にスワイプして値を調整します。",
                        android: "Volume、60 パーセント、スライダー。「上にスワイプ」または「下にスワイプ」を調整",
                        web: "Volume、スライダー、60 パーセント")
                ]),
            Row(
                spec: .unit, locale: "en", summary: nil,
                elements: [
                    Element(
                        label: "Distance", value: "5 kilometers",
                        ios: "Distance, 5 kilometers, adjustable. Swipe up or down with one finger to adjust the value.",
                        android: "Distance, 5 kilometers, slider. \"Swipe up\" or \"Swipe down\" to adjust",
                        web: "Distance, slider, 5 kilometers")
                ]),
            Row(
                spec: .unit, locale: "es", summary: nil,
                elements: [
                    Element(
                        label: "Distance", value: "5 kilómetros",
                        ios:
                            "Distance, 5 kilómetros, ajustable. Desliza un dedo hacia arriba o hacia abajo para ajustar el valor.",
                        android:
                            "Distance, 5 kilómetros, control deslizante. Haz los gestos Deslizar hacia arriba o Deslizar hacia abajo para ajustar",
                        web: "Distance, deslizador, 5 kilómetros")
                ]),
            Row(
                spec: .unit, locale: "ar", summary: nil,
                elements: [
                    Element(
                        label: "Distance", value: "٥ كيلومتر",
                        ios: "Distance، ٥ كيلومتر، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة.",
                        android:
                            "Distance، ٥ كيلومتر، شريط التمرير. الإيماءتان \"التمرير للأعلى\" أو \"التمرير للأسفل\" لإجراء التعديل",
                        web: "Distance، شريط سَحْب، ٥ كيلومتر")
                ]),
            Row(
                spec: .unit, locale: "ru", summary: nil,
                elements: [
                    Element(
                        label: "Distance", value: "5 километров",
                        ios:
                            "Distance, 5 километров, элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
                        android: "Distance, 5 километров, ползунок. Для настройки используйте жесты \"Вверх\" и \"Вниз\"",
                        web: "Distance, ползунок, 5 километров")
                ]),
            Row(
                spec: .unit, locale: "ja", summary: nil,
                elements: [
                    Element(
                        label: "Distance", value: "5 キロメートル",
                        ios: "Distance、5 キロメートル、調整可能。1本指で上または下にスワイプして値を調整します。",
                        android: "Distance、5 キロメートル、スライダー。「上にスワイプ」または「下にスワイプ」を調整",
                        web: "Distance、スライダー、5 キロメートル")
                ]),
            Row(
                spec: .ticks, locale: "en", summary: nil,
                elements: [
                    Element(
                        label: "Rating", value: "Good",
                        ios: "Rating, Good, adjustable. Swipe up or down with one finger to adjust the value.",
                        android: "Rating, Good, slider. \"Swipe up\" or \"Swipe down\" to adjust",
                        web: "Rating, slider, Good")
                ]),
            Row(
                spec: .ticks, locale: "es", summary: nil,
                elements: [
                    Element(
                        label: "Rating", value: "Good",
                        ios: "Rating, Good, ajustable. Desliza un dedo hacia arriba o hacia abajo para ajustar el valor.",
                        android:
                            "Rating, Good, control deslizante. Haz los gestos Deslizar hacia arriba o Deslizar hacia abajo para ajustar",
                        web: "Rating, deslizador, Good")
                ]),
            Row(
                spec: .ticks, locale: "ar", summary: nil,
                elements: [
                    Element(
                        label: "Rating", value: "Good",
                        ios: "Rating، Good، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة.",
                        android: "Rating، Good، شريط التمرير. الإيماءتان \"التمرير للأعلى\" أو \"التمرير للأسفل\" لإجراء التعديل",
                        web: "Rating، شريط سَحْب، Good")
                ]),
            Row(
                spec: .ticks, locale: "ru", summary: nil,
                elements: [
                    Element(
                        label: "Rating", value: "Good",
                        ios:
                            "Rating, Good, элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
                        android: "Rating, Good, ползунок. Для настройки используйте жесты \"Вверх\" и \"Вниз\"",
                        web: "Rating, ползунок, Good")
                ]),
            Row(
                spec: .ticks, locale: "ja", summary: nil,
                elements: [
                    Element(
                        label: "Rating", value: "Good",
                        ios: "Rating、Good、調整可能。1本指で上または下にスワイプして値を調整します。",
                        android: "Rating、Good、スライダー。「上にスワイプ」または「下にスワイプ」を調整",
                        web: "Rating、スライダー、Good")
                ]),
            Row(
                spec: .rangeAtBounds, locale: "en", summary: "any value",
                elements: [
                    Element(
                        label: "Age, minimum", value: "0",
                        ios: "Age, minimum, 0, adjustable. Swipe up or down with one finger to adjust the value.",
                        android: "Age, minimum, 0, slider. \"Swipe up\" or \"Swipe down\" to adjust",
                        web: "Age, minimum, slider, 0"),
                    Element(
                        label: "Age, maximum", value: "100",
                        ios: "Age, maximum, 100, adjustable. Swipe up or down with one finger to adjust the value.",
                        android: "Age, maximum, 100, slider. \"Swipe up\" or \"Swipe down\" to adjust",
                        web: "Age, maximum, slider, 100"),
                ]),
            Row(
                spec: .rangeAtBounds, locale: "es", summary: "cualquier valor",
                elements: [
                    Element(
                        label: "Age, mínimo", value: "0",
                        ios: "Age, mínimo, 0, ajustable. Desliza un dedo hacia arriba o hacia abajo para ajustar el valor.",
                        android:
                            "Age, mínimo, 0, control deslizante. Haz los gestos Deslizar hacia arriba o Deslizar hacia abajo para ajustar",
                        web: "Age, mínimo, deslizador, 0"),
                    Element(
                        label: "Age, máximo", value: "100",
                        ios: "Age, máximo, 100, ajustable. Desliza un dedo hacia arriba o hacia abajo para ajustar el valor.",
                        android:
                            "Age, máximo, 100, control deslizante. Haz los gestos Deslizar hacia arriba o Deslizar hacia abajo para ajustar",
                        web: "Age, máximo, deslizador, 100"),
                ]),
            Row(
                spec: .rangeAtBounds, locale: "ar", summary: "أي قيمة",
                elements: [
                    Element(
                        label: "\u{2068}Age\u{2069}، الحد الأدنى", value: "٠",
                        ios: "Age، الحد الأدنى، ٠، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة.",
                        android:
                            "Age، الحد الأدنى، ٠، شريط التمرير. الإيماءتان \"التمرير للأعلى\" أو \"التمرير للأسفل\" لإجراء التعديل",
                        web: "Age، الحد الأدنى، شريط سَحْب، ٠"),
                    Element(
                        label: "\u{2068}Age\u{2069}، الحد الأقصى", value: "١٠٠",
                        ios: "Age، الحد الأقصى، ١٠٠، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة.",
                        android:
                            "Age، الحد الأقصى، ١٠٠، شريط التمرير. الإيماءتان \"التمرير للأعلى\" أو \"التمرير للأسفل\" لإجراء التعديل",
                        web: "Age، الحد الأقصى، شريط سَحْب، ١٠٠"),
                ]),
            Row(
                spec: .rangeAtBounds, locale: "ru", summary: "любое значение",
                elements: [
                    Element(
                        label: "Age, минимум", value: "0",
                        ios:
                            "Age, минимум, 0, элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
                        android: "Age, минимум, 0, ползунок. Для настройки используйте жесты \"Вверх\" и \"Вниз\"",
                        web: "Age, минимум, ползунок, 0"),
                    Element(
                        label: "Age, максимум", value: "100",
                        ios:
                            "Age, максимум, 100, элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
                        android: "Age, максимум, 100, ползунок. Для настройки используйте жесты \"Вверх\" и \"Вниз\"",
                        web: "Age, максимум, ползунок, 100"),
                ]),
            Row(
                spec: .rangeAtBounds, locale: "ja", summary: "指定なし",
                elements: [
                    Element(
                        label: "Age、最小値", value: "0",
                        ios: "Age、最小値、0、調整可能。1本指で上または下にスワイプして値を調整します。",
                        android: "Age、最小値、0、スライダー。「上にスワイプ」または「下にスワイプ」を調整",
                        web: "Age、最小値、スライダー、0"),
                    Element(
                        label: "Age、最大値", value: "100",
                        ios: "Age、最大値、100、調整可能。1本指で上または下にスワイプして値を調整します。",
                        android: "Age、最大値、100、スライダー。「上にスワイプ」または「下にスワイプ」を調整",
                        web: "Age、最大値、スライダー、100"),
                ]),
        ])
    func announce(_ row: Row) throws {
        let result = try Tool.run(
            ["announce", "--spec", "-", "--locale", row.locale, "--format", "json"], input: row.spec.rawValue)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let elements = try #require(document["elements"] as? [[String: Any]])
        #expect(elements.count == row.elements.count)
        for (element, expected) in zip(elements, row.elements) {
            #expect(element["label"] as? String == expected.label)
            #expect(element["value"] as? String == expected.value)
            let spoken = try #require(element["spoken"] as? [String: String])
            #expect(spoken["ios"] == expected.ios)
            #expect(spoken["android"] == expected.android)
            #expect(spoken["web"] == expected.web)
        }
        let summary = document["summary"] as? [String: String]
        #expect(summary?["speech"] == row.summary)
    }
}

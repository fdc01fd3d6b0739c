import Testing

@testable import SliderFormatting

/// Styles build their skeleton in plain Swift: these run without ICU.
@Suite("NumberStyle skeletons (no ICU)")
struct NumberStyleTests {
    @Test(
        "A plain number shows at most the step's decimal places",
        arguments: [
            (0.0, ""),
            (1.0, "precision-integer"),
            (5.0, "precision-integer"),
            (0.5, ".#"),
            (0.25, ".##"),
            (0.1, ".#"),
            (0.001, ".###"),
            (1e-7, ".#######"),
            (2.5, ".#"),
            (-0.25, ".##"),
            (Double.nan, ""),
            (Double.infinity, ""),
        ])
    func plain(step: Double, skeleton: String) {
        #expect(NumberStyle.plain(step: step).skeleton == skeleton)
    }

    @Test(
        "A percentage takes its fraction digits from the step times 100",
        arguments: [
            (0.0, "percent scale/100"),
            (0.01, "percent scale/100 precision-integer"),
            (0.05, "percent scale/100 precision-integer"),
            (0.005, "percent scale/100 .#"),
            (0.001, "percent scale/100 .#"),
            (0.0025, "percent scale/100 .##"),
            (0.1, "percent scale/100 precision-integer"),
            (1.0, "percent scale/100 precision-integer"),
        ])
    func percent(step: Double, skeleton: String) {
        #expect(NumberStyle.percent(step: step).skeleton == skeleton)
    }

    @Test(
        "Currency uses its own digits unless a precision is given",
        arguments: [
            ("USD", nil, "currency/USD"),
            ("JPY", nil, "currency/JPY"),
            ("USD", 0, "currency/USD precision-integer"),
            ("EUR", 2, "currency/EUR .00"),
            ("BHD", 3, "currency/BHD .000"),
            ("USD", -1, "currency/USD precision-integer"),
        ] as [(String, Int?, String)])
    func currency(code: String, precision: Int?, skeleton: String) {
        #expect(NumberStyle.currency(code: code, precision: precision).skeleton == skeleton)
    }

    @Test(
        "A unit has its full name and a precision from the step",
        arguments: [
            ("length-kilometer", 0.0, "measure-unit/length-kilometer unit-width-full-name"),
            (
                "length-kilometer", 1.0,
                "measure-unit/length-kilometer unit-width-full-name precision-integer"
            ),
            ("duration-second", 0.5, "measure-unit/duration-second unit-width-full-name .#"),
        ])
    func unit(unit: String, step: Double, skeleton: String) {
        #expect(NumberStyle.unit(unit, step: step).skeleton == skeleton)
    }

    @Test("A skeleton passes through as it is")
    func skeleton() {
        #expect(NumberStyle.skeleton("compact-short .0").skeleton == "compact-short .0")
    }
}

import Foundation
import SliderFormatting
import Testing

@Suite("Display texts do not depend on what a thread formatted before")
struct DisplayRepairTests {
    final class Box: @unchecked Sendable {
        var texts: [String] = []
    }

    /// The texts of `values`, formatted on a new thread (whose remembered field repairs start
    /// empty), in the order given.
    static func onNewThread(_ format: NumberFormat, _ values: [Double]) -> [String] {
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.texts = values.map { (try? format.format($0)) ?? "error" }
            done.signal()
        }
        thread.start()
        done.wait()
        return box.texts
    }

    @Test(
        "Seeded shuffles of 2,000 values give each value the text it gets in order",
        arguments: [
            ("fr-FR", "currency/USD"), ("ar-EG", "currency/USD"), ("fa-IR", "currency/EUR"), ("he-IL", "currency/USD"),
            ("ar-EG", "percent"), ("ur-PK", "measure-unit/length-kilometer unit-width-full-name"),
        ])
    func orderIndependent(tag: String, skeleton: String) throws {
        let format = try NumberFormat(skeleton: skeleton, locale: ICULocale(tag))
        let values = (0..<2_000).map { Double($0) * 37.37 - 20_000 }
        let inOrder = Self.onNewThread(format, values)
        var order = Array(values.indices)
        var state: UInt64 = 14  // a seeded linear congruential shuffle
        for index in stride(from: order.count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            order.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
        }
        let shuffled = Self.onNewThread(format, order.map { values[$0] })
        for (position, index) in order.enumerated() {
            #expect(shuffled[position] == inOrder[index], "\(values[index])")
        }
        #expect(!inOrder.contains("error"))
    }
}

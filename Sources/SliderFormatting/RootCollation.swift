internal import CICUShim

/// ICU's root collation with digits compared as numbers: "Item 9" before "Item 10",
/// "custom" before "Custom" before "CUSTOM", punctuation before digits before letters.
///
/// It is the order Xcode writes a String Catalog's keys in, at every level of the file (see the
/// ExportingCatalogs article of SliderSpeechExport for how that was measured). Two strings it
/// calls equal (they differ only in what the root collation ignores) are ordered by their code
/// points, so that the order is total.
///
/// ```swift
/// RootCollation.shared.precedes("Item 9", "Item 10")   // true
/// ```
package final class RootCollation: @unchecked Sendable {
    // An `ssicu_collator`, owned by this object; comparisons on it are thread-safe. Nil only
    // where ICU could not open its root collation, and then code points decide.
    private let handle: OpaquePointer?

    private init() {
        var status: Int32 = 0
        let opened = ssicu_collator_open_root_numeric(&status)
        handle = status <= 0 ? opened : nil
    }

    deinit { if let handle { ssicu_collator_close(handle) } }

    /// The one collator of the process.
    package static let shared = RootCollation()

    /// -1, 0 or 1 as `left` sorts before, with or after `right`; 0 only for the same code points.
    package func compare(_ left: String, _ right: String) -> Int {
        var leftText = left
        var rightText = right
        if let handle {
            var status: Int32 = 0
            let order = leftText.withUTF8 { leftBytes in
                rightText.withUTF8 { rightBytes in
                    leftBytes.withMemoryRebound(to: CChar.self) { leftChars in
                        rightBytes.withMemoryRebound(to: CChar.self) { rightChars in
                            ssicu_collator_compare_utf8(
                                handle, leftChars.baseAddress, Int32(clamping: leftChars.count), rightChars.baseAddress,
                                Int32(clamping: rightChars.count), &status)
                        }
                    }
                }
            }
            if status <= 0, order != 0 { return Int(order) }
        }
        if left.utf8.elementsEqual(right.utf8) { return 0 }
        return left.utf8.lexicographicallyPrecedes(right.utf8) ? -1 : 1
    }

    /// Whether `left` sorts before `right`.
    package func precedes(_ left: String, _ right: String) -> Bool { compare(left, right) < 0 }
}

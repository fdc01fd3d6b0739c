internal import CICUShim

extension NumberFormat {
    /// Formats a double for display: ICU's text, with each currency, unit, percent, sign and
    /// compact field that holds letters kept whole and in its own order in a left-to-right and
    /// a right-to-left paragraph (ICU's field positions and bidi algorithm decide; ICU's own
    /// direction marks stay).
    ///
    /// ```swift
    /// let usd = try NumberFormat(skeleton: "currency/USD precision-integer", locale: ICULocale("ar"))
    /// try usd.format(60)        // "\u{200F}٦٠\u{A0}US$": "$US ٦٠" in a right-to-left line
    /// try usd.displayText(60)   // "\u{200F}٦٠\u{A0}US$\u{200E}": "US$ ٦٠"
    /// ```
    /// - Parameter value: The number.
    /// - Returns: The display text.
    /// - Throws: ``FormattingError`` (code ``FormattingError/Code/icu``) when ICU fails.
    public func displayText(_ value: Double) throws(FormattingError) -> String {
        // (The closure takes the handle, not `self`: no retain of the format per value.)
        let handle = handle
        do {
            return try ShimText.read(operation: "unumf_formatDouble", converted: true) { out, capacity, status in
                ssicu_number_format_double_display(handle, value, out, capacity, status)
            }
        } catch {
            throw .icu(error)
        }
    }

    /// ``displayText(_:)`` with the name of the currency or unit replaced, as
    /// ``format(_:integerName:decimalName:)`` replaces it: for a formatter that writes the name
    /// in full (`unit-width-full-name`), where a catalog gives the name's form ("1,5 kilometri"
    /// shown "1,5 kilometra" in Slovenian). The fields are kept whole at their new places as
    /// ``displayText(_:)`` keeps them.
    /// - Parameters:
    ///   - value: The number.
    ///   - integerName: The name for a number written without fraction digits, or `nil` to keep
    ///     ICU's.
    ///   - decimalName: The name for a number written with fraction digits, or `nil` to keep
    ///     ICU's.
    /// - Returns: The display text.
    /// - Throws: ``FormattingError`` (code ``FormattingError/Code/icu``) when ICU fails.
    package func displayText(_ value: Double, integerName: String?, decimalName: String?) throws(FormattingError)
        -> String
    {
        let handle = handle
        do {
            return try ShimText.withName(integerName) { integer, integerLength throws(ICUError) in
                try ShimText.withName(decimalName) { decimal, decimalLength throws(ICUError) in
                    try ShimText.read(operation: "unumf_formatDouble", converted: true) { out, capacity, status in
                        ssicu_number_format_display_renamed(
                            handle, value, integer, integerLength, decimal, decimalLength, out, capacity, status)
                    }
                }
            }
        } catch {
            throw .icu(error)
        }
    }

    /// The display text of `value` (``displayText(_:)``), its traits, and its speech form, in
    /// one call into ICU: with `names` (a formatter that names the currency or unit in full),
    /// the speech form of that formatter's text; without, the display text's own speech form
    /// (``SpeechText/speechForm(of:)``).
    /// - Parameters:
    ///   - value: The number.
    ///   - names: The formatter whose text of `value` is spoken, or `nil` to speak the display
    ///     text.
    /// - Returns: The display text, its traits (``TextTraits/analyze(_:)``'s), and the speech
    ///   form (the display text itself when nothing changes).
    /// - Throws: ``FormattingError`` (code ``FormattingError/Code/icu``) when ICU fails.
    package func spokenText(_ value: Double, names: NumberFormat?) throws(FormattingError)
        -> (text: String, traits: TextTraits, speech: String)
    {
        var result = ("", TextTraits(bits: 0), "")
        try withSpokenText(value, names: names) { text, traits, speech in
            let display = String(wellFormedUTF8: text)
            if speech.baseAddress == text.baseAddress, speech.count == text.count {
                result = (display, traits, display)
            } else {
                result = (display, traits, String(wellFormedUTF8: speech))
            }
        }
        return result
    }

    /// ``spokenText(_:names:)`` as UTF-8 bytes, for a caller that writes them into text of its
    /// own: `body` gets the display text, its traits and the speech form (the same bytes as the
    /// display text when it is its own speech form), valid only during the call.
    /// - Parameters:
    ///   - value: The number.
    ///   - names: The formatter whose text of `value` is spoken, or `nil` to speak the display
    ///     text.
    ///   - body: What to do with the bytes.
    /// - Throws: ``FormattingError`` (code ``FormattingError/Code/icu``) when ICU fails; `body`
    ///   is not called then.
    package func withSpokenText(
        _ value: Double, names: NumberFormat?,
        _ body: (UnsafeBufferPointer<UInt8>, TextTraits, UnsafeBufferPointer<UInt8>) -> Void
    ) throws(FormattingError) {
        // (The closure takes the handles, not the formats: no retain of either per value.)
        let handle = handle
        let namesHandle = names?.handle
        var capacity = 512
        while true {
            var status: Int32 = 0
            var displayLength: Int32 = 0
            var bits: Int32 = 0
            var needed: Int32 = 0
            let done = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> Bool in
                needed = buffer.withMemoryRebound(to: CChar.self) { bytes in
                    ssicu_number_format_spoken(
                        handle, namesHandle, value, bytes.baseAddress!, Int32(clamping: bytes.count), &displayLength,
                        &bits, &status)
                }
                guard status <= 0, Int(needed) <= buffer.count, displayLength <= needed else { return false }
                let text = UnsafeBufferPointer(rebasing: buffer[0..<Int(displayLength)])
                let traits = TextTraits(bits: bits)
                if namesHandle == nil, !traits.speechDiffers {
                    body(text, traits, text)
                } else {
                    body(text, traits, UnsafeBufferPointer(rebasing: buffer[Int(displayLength)..<Int(needed)]))
                }
                return true
            }
            if done { return }
            // Too small a buffer: once more with the room the shim asked for. (A length that does
            // not add up is ICU's U_INTERNAL_PROGRAM_ERROR, 5.)
            guard status == ShimText.overflow, Int(needed) > capacity else {
                throw .icu(ICUError(code: status <= 0 ? 5 : status, operation: "unumf_formatDouble"))
            }
            capacity = Int(needed)
        }
    }

    /// The value as this formatter rounds it, as a decimal number ("60", "1.5", "-2E+3");
    /// `nil` when ICU fails.
    package func roundedDecimal(_ value: Double) -> String? {
        try? ShimText.read(operation: "unumf_resultToDecimalNumber") { out, capacity, status in
            ssicu_number_rounded_decimal(handle, value, out, capacity, status)
        }
    }
}

extension NumberRangeFormat {
    /// Formats the range `lower`…`upper` for display, its fields kept whole as
    /// ``NumberFormat/displayText(_:)`` keeps them.
    /// - Parameters:
    ///   - lower: The lower end.
    ///   - upper: The upper end.
    /// - Returns: The display text ("$60 – $180").
    /// - Throws: ``FormattingError`` (code ``FormattingError/Code/icu``) when ICU fails.
    public func displayText(_ lower: Double, _ upper: Double) throws(FormattingError) -> String {
        let handle = handle  // (captured alone: see NumberFormat.displayText(_:))
        do {
            return try ShimText.read(operation: "unumrf_formatDoubleRange", converted: true) { out, capacity, status in
                ssicu_number_range_format_double_display(handle, lower, upper, out, capacity, status)
            }
        } catch {
            throw .icu(error)
        }
    }

    /// ``displayText(_:_:)`` with each name of the currency or unit replaced as
    /// ``NumberFormat/displayText(_:integerName:decimalName:)`` replaces it, by the form of the
    /// number it belongs to; a name written once after both numbers ("1,5–2,5 kilometra") goes
    /// by the second, which it follows.
    /// - Parameters:
    ///   - lower: The lower end.
    ///   - upper: The upper end.
    ///   - integerName: The name after a number written without fraction digits, or `nil` to
    ///     keep ICU's.
    ///   - decimalName: The name after a number written with fraction digits, or `nil` to keep
    ///     ICU's.
    /// - Returns: The display text.
    /// - Throws: ``FormattingError`` (code ``FormattingError/Code/icu``) when ICU fails.
    package func displayText(_ lower: Double, _ upper: Double, integerName: String?, decimalName: String?)
        throws(FormattingError) -> String
    {
        let handle = handle
        do {
            return try ShimText.withName(integerName) { integer, integerLength throws(ICUError) in
                try ShimText.withName(decimalName) { decimal, decimalLength throws(ICUError) in
                    try ShimText.read(operation: "unumrf_formatDoubleRange", converted: true) { out, capacity, status in
                        ssicu_number_range_format_display_renamed(
                            handle, lower, upper, integer, integerLength, decimal, decimalLength, out, capacity, status)
                    }
                }
            }
        } catch {
            throw .icu(error)
        }
    }
}

/// What a screen shows, by ICU's bidi algorithm: for tests that state visual strings.
package enum BidiText {
    /// `text` as one paragraph of the given direction, in visual order from left to right,
    /// without bidi controls or other format characters (`ubidi_writeReordered`).
    package static func visual(_ text: String, rightToLeft: Bool) -> String {
        let result = try? ShimText.withUTF8(text) { bytes, length throws(ICUError) in
            try ShimText.read(operation: "ubidi_writeReordered", capacity: Int(length) * 2 + 8) { out, capacity, status in
                ssicu_bidi_visual(bytes, length, rightToLeft, out, capacity, status)
            }
        }
        return result ?? text
    }
}

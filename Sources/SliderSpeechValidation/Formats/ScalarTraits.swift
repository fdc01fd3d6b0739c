/// The Unicode properties the checks ask of every character of every text — white space, a
/// letter, a number — read from the standard library's own data a block of 4,096 characters
/// at a time, when a text first has one of the block, and then looked up in a table: each
/// property asked of the standard library is a search of its tables, which cost a third of a
/// large Android tree's validation. Characters beyond the Basic Multilingual Plane are asked as
/// before. Nothing here is a hand-written list of characters.
enum ScalarTraits {
    private static let whitespace: UInt8 = 1
    private static let alphabetic: UInt8 = 2
    private static let numeric: UInt8 = 4

    /// The traits of the 4,096 characters from `block << 12`, one byte each (surrogates have
    /// none).
    private static func traits(ofBlock block: Int) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 0x1000)
        for offset in 0..<0x1000 {
            guard let scalar = Unicode.Scalar(UInt32(block << 12 + offset)) else { continue }
            let properties = scalar.properties
            table[offset] =
                (properties.isWhitespace ? whitespace : 0) | (properties.isAlphabetic ? alphabetic : 0)
                | (properties.numericType != nil ? numeric : 0)
        }
        return table
    }

    // Each block is made once, on first use, as a static constant is.
    private static let block0 = traits(ofBlock: 0x0)
    private static let block1 = traits(ofBlock: 0x1)
    private static let block2 = traits(ofBlock: 0x2)
    private static let block3 = traits(ofBlock: 0x3)
    private static let block4 = traits(ofBlock: 0x4)
    private static let block5 = traits(ofBlock: 0x5)
    private static let block6 = traits(ofBlock: 0x6)
    private static let block7 = traits(ofBlock: 0x7)
    private static let block8 = traits(ofBlock: 0x8)
    private static let block9 = traits(ofBlock: 0x9)
    private static let blockA = traits(ofBlock: 0xA)
    private static let blockB = traits(ofBlock: 0xB)
    private static let blockC = traits(ofBlock: 0xC)
    private static let blockD = traits(ofBlock: 0xD)
    private static let blockE = traits(ofBlock: 0xE)
    private static let blockF = traits(ofBlock: 0xF)

    /// The traits byte of a character of the plane.
    @inline(__always)
    private static func traits(_ value: UInt32) -> UInt8 {
        let offset = Int(value & 0xFFF)
        switch value >> 12 {
        case 0x0: return block0[offset]
        case 0x1: return block1[offset]
        case 0x2: return block2[offset]
        case 0x3: return block3[offset]
        case 0x4: return block4[offset]
        case 0x5: return block5[offset]
        case 0x6: return block6[offset]
        case 0x7: return block7[offset]
        case 0x8: return block8[offset]
        case 0x9: return block9[offset]
        case 0xA: return blockA[offset]
        case 0xB: return blockB[offset]
        case 0xC: return blockC[offset]
        case 0xD: return blockD[offset]
        case 0xE: return blockE[offset]
        default: return blockF[offset]
        }
    }

    /// `Unicode.Scalar.Properties.isWhitespace`.
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x10000 ? traits(scalar.value) & whitespace != 0 : scalar.properties.isWhitespace
    }

    /// `Unicode.Scalar.Properties.isAlphabetic`.
    @inline(__always)
    static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x10000 ? traits(scalar.value) & alphabetic != 0 : scalar.properties.isAlphabetic
    }

    /// Whether `Unicode.Scalar.Properties.numericType` is not `nil`.
    @inline(__always)
    static func isNumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x10000 ? traits(scalar.value) & numeric != 0 : scalar.properties.numericType != nil
    }
}

/// The offset of the first byte of the first invalid UTF-8 sequence in `bytes`, or `nil` if all is valid.
///
/// Strict, as RFC 3629 requires: overlong forms, encoded surrogates
/// (U+D800–U+DFFF), values above U+10FFFF, stray continuation bytes and
/// truncated sequences are all invalid.
func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            continue
        }
        var length = 0
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF  // no overlongs
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F  // no surrogates
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF  // no overlongs
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F  // nothing above U+10FFFF
        default: return index
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return index }
        for continuation in bytes[(index + 2)..<(index + length)] where continuation & 0xC0 != 0x80 {
            return index
        }
        index += length
    }
    return nil
}

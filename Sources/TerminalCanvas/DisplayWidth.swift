/// How many terminal cells a piece of text occupies.
///
/// Rules (those of wcwidth and of terminals that follow Unicode's East Asian Width and
/// emoji presentation): ASCII printables take one cell; East Asian Wide and Fullwidth
/// characters and emoji with emoji presentation (by default or through VS16) take two;
/// combining marks, format characters such as the zero-width joiner, and controls take none.
/// A grapheme cluster takes the width of its base; the scalars joined to it add nothing.
public enum DisplayWidth {
    /// The width of one grapheme cluster: 0, 1 or 2.
    @inline(__always)
    public static func of(_ c: Character) -> Int {
        if let a = c.asciiValue {
            return (a >= 0x20 && a < 0x7f) ? 1 : 0
        }
        if let v = singleScalar(c), let w = simpleWidth(v) { return w }
        return clusterWidth(c.unicodeScalars)
    }

    /// The value of a character made of one scalar (nearly every glyph the UI draws), or nil.
    @inline(__always)
    public static func singleScalar(_ c: Character) -> UInt32? {
        let scalars = c.unicodeScalars
        let first = scalars.startIndex
        return scalars.index(after: first) == scalars.endIndex ? scalars[first].value : nil
    }

    /// The width of a string: the sum of its grapheme clusters' widths.
    public static func of(_ s: String) -> Int {
        if let w = asciiWidth(of: s) { return w }
        if let w = simpleWidth(of: s) { return w }
        var total = 0
        for c in s { total += of(c) }
        return total
    }

    /// Whether `s` takes more than `limit` columns, measured only as far as it takes to tell: no
    /// text is wider than it has UTF-8 bytes (a wide glyph has three or more), and the simple
    /// scalars counted so far are a lower bound of the width (what follows can only add).
    public static func exceeds(_ s: String, _ limit: Int) -> Bool {
        if s.utf8.count <= limit { return false }
        var text = s
        // From the UTF-8 bytes, as drawing walks them; nil at a scalar that needs the full rules.
        let simple = text.withUTF8 { bytes -> Bool? in
            var total = 0, i = 0
            while i < bytes.count {
                guard let w = simpleWidth(scalar(in: bytes, at: &i)) else { return nil }
                total += w
                if total > limit { return true }
            }
            return false
        }
        return simple ?? (of(s) > limit)
    }

    /// The scalar whose UTF-8 encoding starts at `bytes[i]`, moving `i` past it. The bytes are
    /// a String's, so valid UTF-8: no checks.
    @inline(__always)
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at i: inout Int) -> UInt32 {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { i += 1; return b0 }
        if b0 < 0xE0 { defer { i += 2 }; return (b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F) }
        if b0 < 0xF0 {
            defer { i += 3 }
            return (b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        }
        defer { i += 4 }
        return (b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
    }

    /// Whether the byte is printable ASCII (0x20–0x7E): one column, no decoding.
    @inline(__always)
    static func isPrintableASCII(_ byte: UInt8) -> Bool { byte &- 0x20 < 0x5F }

    /// Whether every byte is printable ASCII (0x20–0x7E). Eight bytes a step: a byte under 0x20
    /// borrows when 0x20 is taken from it, 0x7F carries into the top bit when 1 is added, and
    /// a byte over 0x7F has the top bit already. Every line of text drawn is asked this.
    /// With `newlines`, a line feed (0x0A) passes too: the wrapped text of a paragraph.
    @inline(__always)
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, newlines: Bool = false) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var i = 0
        while i + 8 <= bytes.count {
            let v = eightBytes(base + i)
            if !isASCII(v) { return false }
            if hasControl(v) {
                // A control among the eight: only a line feed may pass, and only when asked.
                guard newlines else { return false }
                for k in i..<(i + 8) where base[k] < 0x20 && base[k] != 0x0A { return false }
            }
            i += 8
        }
        while i < bytes.count {
            if (base[i] < 0x20 && !(newlines && base[i] == 0x0A)) || base[i] >= 0x7F { return false }
            i += 1
        }
        return true
    }

    /// Eight bytes from `p`, as one word (little-endian: the first byte lowest).
    @inline(__always)
    static func eightBytes(_ p: UnsafePointer<UInt8>) -> UInt64 { UnsafeRawPointer(p).loadUnaligned(as: UInt64.self) }

    private static let ones: UInt64 = 0x0101_0101_0101_0101, tops: UInt64 = 0x8080_8080_8080_8080

    /// Whether none of the eight bytes is over 0x7E: no top bit set, and with none set, adding 1
    /// to each byte cannot carry between bytes and sets a top bit only for 0x7F.
    @inline(__always)
    static func isASCII(_ v: UInt64) -> Bool { (v & tops) == 0 && ((v &+ ones) & tops) == 0 }

    /// For eight bytes none of which is over 0x7F: whether one is under 0x20. (v - 0x20…) & ~v &
    /// 0x80… is non-zero exactly when some byte is.
    @inline(__always)
    static func hasControl(_ v: UInt64) -> Bool { ((v &- ones &* 0x20) & ~v & tops) != 0 }

    /// The width of printable-ASCII text (its length), read from the UTF-8 bytes; nil otherwise.
    @inline(__always)
    static func asciiWidth(of s: String) -> Int? {
        // Native strings hand out their bytes: a plain loop over them, not the UTF-8 view's.
        if let ascii = s.utf8.withContiguousStorageIfAvailable({ isPrintableASCII($0) }) {
            return ascii ? s.utf8.count : nil
        }
        var ascii = true
        for b in s.utf8 where b < 0x20 || b >= 0x7F { ascii = false; break }
        return ascii ? s.utf8.count : nil
    }

    /// The width of a string in which every scalar is a grapheme of its own with a width known
    /// without a Unicode property look-up (nearly all UI text); nil when it needs the full rules.
    @inline(__always)
    static func simpleWidth(of s: String) -> Int? {
        var total = 0
        for scalar in s.unicodeScalars {
            guard let w = simpleWidth(scalar.value) else { return nil }
            total += w
        }
        return total
    }

    /// The width of a scalar that is surely a whole grapheme by itself, from ranges alone;
    /// nil for anything that may combine (marks, joiners, selectors, modifiers) or is unusual.
    @inline(__always)
    static func simpleWidth(_ v: UInt32) -> Int? {
        switch v {
        case 0x20..<0x7F: return 1
        case 0..<0x20, 0x7F..<0xA0: return 0
        case 0xA0..<0x300, 0x370..<0x483, 0x2010..<0x2028, 0x2030..<0x205F, 0x2070..<0x20D0: return 1
        case 0x2500..<0x25FD: return 1  // box drawing, blocks, shapes: the UI's chrome
        case 0x2100..<0x2C00: return isWide(v) ? 2 : 1
        case 0x3041..<0x3097, 0x30A0..<0x3100, 0x4E00..<0xA000, 0xAC00...0xD7A3, 0xFF01..<0xFF61: return 2
        default: return nil
        }
    }

    /// True for a scalar that is one narrow cell by itself here and in the C library's
    /// wcwidth, with no unassigned code point in its range: ASCII, Latin, general
    /// punctuation, box drawing and blocks — most of what a frame holds.
    @inlinable
    public static func isSurelyNarrow(_ v: UInt32) -> Bool {
        // Box drawing first, in one comparison: borders and rules are most of a frame's non-ASCII cells.
        if v &- 0x2500 < 0xA0 { return true }
        switch v {
        case 0x20..<0x7F, 0xA0..<0x300, 0x2010..<0x2028, 0x2030..<0x205F: return true
        default: return false
        }
    }

    static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        var it = scalars.makeIterator()
        guard let base = it.next() else { return 0 }
        let baseWidth = scalarWidth(base)
        var sawVS16 = false, sawVS15 = false
        var count = 1
        while let s = it.next() {
            count += 1
            if s.value == 0xFE0F { sawVS16 = true } else if s.value == 0xFE0E { sawVS15 = true }
        }
        // Emoji: presentation by default, or requested with VS16 (U+FE0F).
        if sawVS15 { return baseWidth == 0 ? 0 : 1 }
        if base.properties.isEmojiPresentation { return 2 }
        if sawVS16 && base.properties.isEmoji { return 2 }
        // A pair of regional indicators is a flag.
        if (0x1F1E6...0x1F1FF).contains(base.value) { return count >= 2 ? 2 : 1 }
        return baseWidth
    }

    /// The width of a lone scalar: 0 for marks, format characters and controls, 2 for wide.
    public static func scalarWidth(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v < 0x7f { return v >= 0x20 ? 1 : 0 }
        if v < 0xa0 { return 0 }  // C1 controls and DEL
        if v < 0x300 { return 1 }  // Latin-1 and Latin Extended: narrow, no marks
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return 0
        default: break
        }
        if (0x1160...0x11FF).contains(v) || v == 0x200B { return 0 }  // Hangul medial jamo, ZWSP
        return isWide(v) ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, plus the emoji blocks that terminals draw wide.
    static func isWide(_ v: UInt32) -> Bool {
        if v < 0x1100 { return false }
        // Binary search over sorted, disjoint ranges.
        var lo = 0, hi = wideRanges.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let r = wideRanges[mid]
            if v < r.lowerBound { hi = mid - 1 } else if v > r.upperBound { lo = mid + 1 } else { return true }
        }
        return false
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
        0x1F260...0x1F265, 0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C,
        0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0,
        0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC,
        0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A,
        0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5,
        0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF,
        0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7EB, 0x1F7F0...0x1F7F0,
        0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF, 0x1FA70...0x1FAFF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}

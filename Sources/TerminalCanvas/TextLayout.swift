/// Measuring, truncating and wrapping text by display width.
public enum TextLayout {
    /// Where text sits in a wider field.
    public enum Alignment: Sendable {
        /// Against the left edge, centred, against the right edge.
        case leading, center, trailing
    }

    /// `text` cut to at most `width` columns, ending in `…` (or `~` in ASCII) when cut.
    public static func truncate(_ text: String, to width: Int, unicode: Bool = true) -> String {
        guard width > 0 else { return "" }
        if !DisplayWidth.exceeds(text, width) { return text }
        let ellipsis = unicode ? "…" : "~"
        if DisplayWidth.asciiWidth(of: text) != nil {
            // One byte, one column: the first width - 1 bytes.
            return String(text.utf8.prefix(width - 1))! + ellipsis
        }
        if DisplayWidth.simpleWidth(of: text) != nil {
            var used = 0
            var end = text.unicodeScalars.startIndex
            for scalar in text.unicodeScalars {
                let w = DisplayWidth.simpleWidth(scalar.value) ?? 0
                if used + w > width - 1 { break }
                used += w
                end = text.unicodeScalars.index(after: end)
            }
            return String(text.unicodeScalars[..<end]) + ellipsis
        }
        var out = ""
        var used = 0
        for ch in text {
            let w = DisplayWidth.of(ch)
            if used + w > width - 1 { break }
            out.append(ch)
            used += w
        }
        out.append(ellipsis)
        return out
    }

    /// `text` followed by spaces up to `width` columns (unchanged when already as wide).
    public static func pad(_ text: String, to width: Int) -> String {
        let w = DisplayWidth.of(text)
        return w >= width ? text : text + String(repeating: " ", count: width - w)
    }

    /// Splits `text` into lines of at most `width` columns, breaking at spaces where it can.
    /// Spaces are kept as written — a paragraph's indentation on its first line, runs of spaces
    /// between words (aligned columns) — except where a line breaks: there they are dropped, as
    /// a text view drops the spaces at a soft line break.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var text = text
        // Printable ASCII (most text): one byte, one column, and every line a slice of the text.
        // Text of one-column scalars (a `·`, a `—`, curly quotes) goes the same way, a scalar a column.
        if let lines = text.withUTF8({ bytes in
            DisplayWidth.isPrintableASCII(bytes, newlines: true) ? wrapASCII(bytes, width: width) : wrapNarrow(bytes, width: width)
        }) { return lines }
        return wrapCharacters(text, width: width)
    }

    /// `wrap` for any text, character by character.
    static func wrapCharacters(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            var atStart = true
            var rest = paragraph[...]
            while true {
                let spaces = rest.prefix { $0 == " " }.count
                rest = rest.dropFirst(spaces)
                guard !rest.isEmpty else { break }
                let end = rest.firstIndex(of: " ") ?? rest.endIndex
                var w = String(rest[..<end])
                rest = rest[end...]
                var ww = DisplayWidth.of(w)
                // The indentation while it leaves room for the word; the gap between words.
                var gap = atStart ? min(spaces, max(0, width - ww)) : lineWidth > 0 ? spaces : 0
                atStart = false
                if lineWidth > 0 && lineWidth + gap + ww > width {
                    lines.append(line); line = ""; lineWidth = 0; gap = 0
                }
                while ww > width {  // a word longer than a line is split hard
                    var head = "", hw = 0
                    var part = Substring(w)
                    while let c = part.first, hw + DisplayWidth.of(c) <= width - lineWidth - gap {
                        head.append(c); hw += DisplayWidth.of(c); part = part.dropFirst()
                    }
                    if head.isEmpty && lineWidth > 0 { lines.append(line); line = ""; lineWidth = 0; gap = 0; continue }
                    if head.isEmpty { head.append(part.first!); part = part.dropFirst() }
                    line += String(repeating: " ", count: gap) + head
                    lines.append(line); line = ""; lineWidth = 0; gap = 0
                    w = String(part); ww = DisplayWidth.of(w)
                }
                if w.isEmpty { continue }
                line += gap == 1 ? " " + w : String(repeating: " ", count: gap) + w
                lineWidth += gap + ww
            }
            lines.append(line)
        }
        return lines
    }

    /// `wrap` on text whose every scalar is one column wide (or a line feed): `wrapASCII` run over
    /// a byte per scalar standing for its kind (space, line feed, anything else), each line then
    /// cut from the text at its scalars' byte offsets. Nil when a scalar is wide, joins the next
    /// or takes no column: those need the character path.
    static func wrapNarrow(_ b: UnsafeBufferPointer<UInt8>, width: Int) -> [String]? {
        // Two scratch buffers written through pointers: a message's text is wrapped again at every
        // width a resize passes, and an array's append per scalar cost as much as the wrap.
        let n = b.count
        let kinds = UnsafeMutablePointer<UInt8>.allocate(capacity: n + 1), offsets = UnsafeMutablePointer<Int>.allocate(capacity: n + 1)
        defer { kinds.deallocate(); offsets.deallocate() }
        var i = 0, count = 0
        while i < n {
            offsets[count] = i
            let byte = b[i]
            if DisplayWidth.isPrintableASCII(byte) {
                kinds[count] = byte == 0x20 ? 0x20 : 0x61
                i &+= 1; count &+= 1
                continue
            }
            let v = DisplayWidth.scalar(in: b, at: &i)
            if v == 0x0A {
                kinds[count] = 0x0A
            } else {
                guard DisplayWidth.simpleWidth(v) == 1 else { return nil }
                kinds[count] = 0x61
            }
            count &+= 1
        }
        offsets[count] = n
        return wrapASCII(UnsafeBufferPointer(start: kinds, count: count), width: width) { from, to in
            String(decoding: UnsafeBufferPointer(start: b.baseAddress.map { $0 + offsets[from] }, count: offsets[to] - offsets[from]), as: UTF8.self)
        }
    }

    /// `wrap` on printable ASCII and newlines, by byte offsets: the same lines, without
    /// walking characters. A line is always one slice of its paragraph (the spaces kept inside
    /// it are the text's own), so it is found by its two ends.
    /// `line`, when given, makes the line of units `from..<to` (`wrapNarrow`'s units are scalars).
    static func wrapASCII(_ b: UnsafeBufferPointer<UInt8>, width: Int, line: ((Int, Int) -> String)? = nil) -> [String] {
        var lines: [String] = []
        func emit(_ from: Int, _ to: Int) {
            lines.append(line?(from, to) ?? String(decoding: UnsafeBufferPointer(rebasing: b[from..<to]), as: UTF8.self))
        }
        let space: UInt8 = 0x20, newline: UInt8 = 0x0a
        var p = 0
        while true {
            var e = p
            while e < b.count && b[e] != newline { e += 1 }
            var j = p
            var start = -1, end = p  // the line so far is b[start..<end]; none while start < 0
            var atStart = true
            while true {
                let s = j
                while j < e && b[j] == space { j += 1 }
                guard j < e else { break }
                let spaces = j - s, ws = j
                while j < e && b[j] != space { j += 1 }
                var ws2 = ws
                let we = j
                if atStart {
                    atStart = false
                    if we - ws <= width { start = ws - min(spaces, width - (we - ws)); end = we; continue }
                } else if start >= 0 {
                    if we - start <= width { end = we; continue }
                    emit(start, end)  // the word goes to the next line
                }
                // A word longer than a line is split hard.
                while we - ws2 > width { emit(ws2, ws2 + width); ws2 += width }
                (start, end) = ws2 < we ? (ws2, we) : (-1, we)
            }
            if start >= 0 { emit(start, end) } else { lines.append("") }
            if e >= b.count { break }
            p = e + 1
        }
        return lines
    }
}

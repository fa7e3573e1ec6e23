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
        if DisplayWidth.of(text) <= width { return text }
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
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var w = String(word)
                var ww = DisplayWidth.of(w)
                if lineWidth > 0 && lineWidth + 1 + ww > width {
                    lines.append(line); line = ""; lineWidth = 0
                }
                while ww > width {  // a word longer than a line is split hard
                    var head = "", hw = 0
                    var rest = Substring(w)
                    while let c = rest.first, hw + DisplayWidth.of(c) <= width - lineWidth - (lineWidth > 0 ? 1 : 0) {
                        head.append(c); hw += DisplayWidth.of(c); rest = rest.dropFirst()
                    }
                    if head.isEmpty && lineWidth > 0 { lines.append(line); line = ""; lineWidth = 0; continue }
                    if head.isEmpty { head.append(rest.first!); rest = rest.dropFirst(); hw = DisplayWidth.of(head) }
                    line += (lineWidth > 0 ? " " : "") + head
                    lines.append(line); line = ""; lineWidth = 0
                    w = String(rest); ww = DisplayWidth.of(w)
                }
                if w.isEmpty { continue }
                line += (lineWidth > 0 ? " " : "") + w
                lineWidth += (lineWidth > 0 ? 1 : 0) + ww
            }
            lines.append(line)
        }
        return lines
    }
}

import TerminalCanvas

/// Turns canvas frames into terminal bytes: cursor moves, SGR styles and text for the cells
/// that changed since the previous frame. A live recording uses it, since ncurses writes to
/// the terminal directly and its bytes cannot be captured on the way; on screen the result
/// is the same (the recording tests replay it in pyte).
public struct AnsiFrameEncoder {
    private var previous: Canvas?
    private var style: Style?

    public init() {}

    /// The start of a session: alternate screen, hidden cursor, a clear screen.
    public static let enter = "\u{1b}[?1049h\u{1b}[?25l\u{1b}[0m\u{1b}[H\u{1b}[2J"
    /// The end of one — what a terminal needs to be left as it was found, whoever plays the
    /// cast: attributes reset, no scroll region, mouse reporting and the application keypad
    /// off, the cursor visible, the normal screen.
    public static let leave = "\u{1b}[0m\u{1b}[r\u{1b}[?1000l\u{1b}[?1002l\u{1b}[?1003l\u{1b}[?1006l\u{1b}[?1l\u{1b}>\u{1b}[?25h\u{1b}[?1049l"

    /// Forgets the last frame: the next one is drawn whole (after a resize).
    public mutating func invalidate() {
        previous = nil
    }

    public mutating func encode(_ canvas: Canvas) -> String {
        var out = ""
        let before = previous.flatMap { $0.size == canvas.size ? $0 : nil }
        if before == nil { out += "\u{1b}[0m\u{1b}[2J"; style = nil }
        for change in canvas.changes(from: before) {
            var x = change.x
            var cursorAt = -1
            while x < change.x + change.length {
                let cell = canvas[x, change.y]
                if cell.width == 0 || before?[x, change.y] == cell { x += 1; continue }
                if cursorAt != x { out += "\u{1b}[\(change.y + 1);\(x + 1)H" }
                if style != cell.style { out += Self.sgr(cell.style); style = cell.style }
                out.append(cell.grapheme)
                x += Int(max(1, cell.width))
                cursorAt = x
            }
        }
        previous = canvas
        return out
    }

    /// One SGR sequence that sets `style` from scratch.
    static func sgr(_ s: Style) -> String {
        var codes = ["0"]
        if s.attributes.contains(.bold) { codes.append("1") }
        if s.attributes.contains(.dim) { codes.append("2") }
        if s.attributes.contains(.italic) { codes.append("3") }
        if s.attributes.contains(.underline) { codes.append("4") }
        if s.attributes.contains(.reverse) { codes.append("7") }
        codes += color(s.foreground, base: 30)
        codes += color(s.background, base: 40)
        return "\u{1b}[" + codes.joined(separator: ";") + "m"
    }

    private static func color(_ c: Color, base: Int) -> [String] {
        switch c {
        case .default: return []
        case .ansi(let n): return n < 8 ? ["\(base + Int(n))"] : ["\(base + 60 + Int(n) - 8)"]
        case .indexed(let n): return ["\(base + 8)", "5", "\(n)"]
        case .rgb(let r, let g, let b): return ["\(base + 8)", "2", "\(r)", "\(g)", "\(b)"]
        }
    }
}

import TerminalCanvas

/// Turns canvas frames into terminal bytes: the one recorder of Scenery. Tapes and live
/// sessions (`run --record`) both write their casts through it.
///
/// It writes only the cells that changed since the previous frame, and writes them cheaply:
/// the shortest cursor move (`CUF`, `CR`, `CR LF` to a row start, else `CUP`), style changes as
/// deltas where attributes are only added, a run of blanks to the end of a row as `EL`, and a
/// short stretch of unchanged cells rewritten rather than jumped over. A fresh frame is drawn
/// over a cleared screen, so its blank cells cost nothing. It never scrolls a region, never
/// relies on a line feed's column (a player's tty may add a carriage return), and never moves
/// relative to a pending wrap after the last column.
public struct AnsiFrameEncoder {
    private var previous: Canvas?
    private var style: Style?
    /// Where the cursor is, when known.
    private var cursor: (x: Int, y: Int)?

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
        let base: Canvas
        if let p = previous, p.size == canvas.size {
            base = p
        } else {
            out += "\u{1b}[0m\u{1b}[2J"
            style = .plain
            cursor = nil
            base = Canvas(size: canvas.size)
        }
        for change in canvas.changes(from: base) {
            let y = change.y, end = change.x + change.length
            var x = change.x
            while x < end {
                let cell = canvas[x, y]
                if cell.width == 0 || base[x, y] == cell { x += 1; continue }
                if let erase = blankTail(canvas, x: x, y: y), erase.count >= 4 {
                    move(to: x, y, &out)
                    setStyle(erase.style, &out)
                    out += "\u{1b}[K"
                    break
                }
                move(to: x, y, &out)
                setStyle(cell.style, &out)
                out.append(cell.grapheme)
                x += Int(max(1, cell.width))
                // Rewriting a short unchanged stretch in the same style beats a cursor move.
                var gap = x
                while gap < end, gap - x < 3, canvas[gap, y] == base[gap, y], canvas[gap, y].width == 1,
                      canvas[gap, y].style == cell.style {
                    gap += 1
                }
                if gap < end, gap > x, gap - x < 3, canvas[gap, y] != base[gap, y] {
                    for g in x..<gap { out.append(canvas[g, y].grapheme) }
                    x = gap
                }
                cursor = x < canvas.width ? (x, y) : nil
            }
        }
        previous = canvas
        return out
    }

    /// When every cell from `x` to the end of row `y` is a blank of one erasable style (the
    /// background is all an erase keeps): that style and how many cells.
    private func blankTail(_ canvas: Canvas, x: Int, y: Int) -> (style: Style, count: Int)? {
        let first = canvas[x, y]
        guard first.width == 1, first.grapheme == " ", first.style.attributes.isDisjoint(with: [.reverse, .underline]) else { return nil }
        for i in (x + 1)..<max(x + 1, canvas.width) where canvas[i, y] != first { return nil }
        return (first.style, canvas.width - x)
    }

    /// The shortest way from the cursor to (x, y).
    private mutating func move(to x: Int, _ y: Int, _ out: inout String) {
        if let c = cursor, c.x == x, c.y == y { return }
        var best = x == 0 && y == 0 ? "\u{1b}[H" : "\u{1b}[\(y + 1);\(x + 1)H"
        func consider(_ s: String) { if s.utf8.count < best.utf8.count { best = s } }
        func right(_ n: Int) -> String { n == 0 ? "" : n == 1 ? "\u{1b}[C" : "\u{1b}[\(n)C" }
        if let c = cursor {
            if c.y == y && x > c.x { consider(right(x - c.x)) }
            if c.y == y && x < c.x { consider("\r" + right(x)) }
            if y == c.y + 1 { consider("\r\n" + right(x)) }
        }
        out += best
        cursor = (x, y)
    }

    /// Sets `s`: only what changed when attributes are only added, else from scratch.
    private mutating func setStyle(_ s: Style, _ out: inout String) {
        guard style != s else { return }
        if let current = style, current.attributes.isSubset(of: s.attributes) {
            var codes = Self.attributeCodes(s.attributes.subtracting(current.attributes))
            if current.foreground != s.foreground { codes += s.foreground == .default ? ["39"] : Self.color(s.foreground, base: 30) }
            if current.background != s.background { codes += s.background == .default ? ["49"] : Self.color(s.background, base: 40) }
            out += "\u{1b}[" + codes.joined(separator: ";") + "m"
        } else {
            out += Self.sgr(s)
        }
        style = s
    }

    /// One SGR sequence that sets `style` from scratch.
    static func sgr(_ s: Style) -> String {
        "\u{1b}[" + (["0"] + attributeCodes(s.attributes) + color(s.foreground, base: 30) + color(s.background, base: 40))
            .joined(separator: ";") + "m"
    }

    private static func attributeCodes(_ a: Attributes) -> [String] {
        var codes: [String] = []
        if a.contains(.bold) { codes.append("1") }
        if a.contains(.dim) { codes.append("2") }
        if a.contains(.italic) { codes.append("3") }
        if a.contains(.underline) { codes.append("4") }
        if a.contains(.reverse) { codes.append("7") }
        return codes
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

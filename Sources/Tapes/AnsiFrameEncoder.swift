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

    /// The bytes that turn the previous frame into `canvas` (the whole of it after `invalidate()`
    /// or a size change). Works on the cells' storage and writes UTF-8 bytes: this runs for every
    /// frame of a recording.
    public mutating func encode(_ canvas: Canvas) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        let base: Canvas
        if let p = previous, p.size == canvas.size {
            base = p
        } else {
            out += Self.clearScreen
            style = .plain
            cursor = nil
            base = Canvas(size: canvas.size)
        }
        let width = canvas.width
        let changes = canvas.changes(from: base)
        canvas.cells.withUnsafeBufferPointer { now in
            base.cells.withUnsafeBufferPointer { old in
                for change in changes {
                    let y = change.y, row = y * width, end = change.x + change.length
                    var x = change.x
                    while x < end {
                        let cell = now[row + x]
                        if cell.width == 0 || old[row + x] == cell { x += 1; continue }
                        if let erase = Self.blankTail(now, row: row, x: x, width: width), erase.count >= 4 {
                            move(to: x, y, &out)
                            setStyle(erase.style, &out)
                            out += Self.eraseLine
                            break
                        }
                        move(to: x, y, &out)
                        setStyle(cell.style, &out)
                        Self.append(cell, to: &out)
                        x += Int(max(1, cell.width))
                        // Rewriting a short unchanged stretch in the same style beats a cursor move.
                        var gap = x
                        while gap < end, gap - x < 3, now[row + gap] == old[row + gap], now[row + gap].width == 1,
                              now[row + gap].style == cell.style {
                            gap += 1
                        }
                        if gap < end, gap > x, gap - x < 3, now[row + gap] != old[row + gap] {
                            for g in x..<gap { Self.append(now[row + g], to: &out) }
                            x = gap
                        }
                        cursor = x < width ? (x, y) : nil
                    }
                }
            }
        }
        previous = canvas
        return String(decoding: out, as: UTF8.self)
    }

    private static let clearScreen = Array("\u{1b}[0m\u{1b}[2J".utf8), eraseLine = Array("\u{1b}[K".utf8)

    /// A cell's grapheme as UTF-8: one scalar written directly, a cluster through the table.
    @inline(__always)
    private static func append(_ cell: Cell, to out: inout [UInt8]) {
        guard let v = cell.singleScalarValue, let scalar = Unicode.Scalar(v) else {
            out += Array(String(cell.grapheme).utf8)
            return
        }
        if v < 0x80 { out.append(UInt8(v)); return }
        out += Array(String(Character(scalar)).utf8)
    }

    /// When every cell from `x` to the end of the row is a blank of one erasable style (the
    /// background is all an erase keeps): that style and how many cells.
    private static func blankTail(_ cells: UnsafeBufferPointer<Cell>, row: Int, x: Int, width: Int) -> (style: Style, count: Int)? {
        let first = cells[row + x]
        guard first.width == 1, first.singleScalarValue == 0x20, first.style.attributes.isDisjoint(with: [.reverse, .underline]) else {
            return nil
        }
        for i in (x + 1)..<max(x + 1, width) where cells[row + i] != first { return nil }
        return (first.style, width - x)
    }

    /// The shortest way from the cursor to (x, y).
    private mutating func move(to x: Int, _ y: Int, _ out: inout [UInt8]) {
        if let c = cursor, c.x == x, c.y == y { return }
        var best = x == 0 && y == 0 ? "\u{1b}[H" : "\u{1b}[\(y + 1);\(x + 1)H"
        func consider(_ s: String) { if s.utf8.count < best.utf8.count { best = s } }
        func right(_ n: Int) -> String { n == 0 ? "" : n == 1 ? "\u{1b}[C" : "\u{1b}[\(n)C" }
        if let c = cursor {
            if c.y == y && x > c.x { consider(right(x - c.x)) }
            if c.y == y && x < c.x { consider("\r" + right(x)) }
            if y == c.y + 1 { consider("\r\n" + right(x)) }
        }
        out += best.utf8
        cursor = (x, y)
    }

    /// Sets `s`: only what changed when attributes are only added, else from scratch.
    private mutating func setStyle(_ s: Style, _ out: inout [UInt8]) {
        guard style != s else { return }
        if let current = style, current.attributes.isSubset(of: s.attributes) {
            var codes = Self.attributeCodes(s.attributes.subtracting(current.attributes))
            if current.foreground != s.foreground { codes += s.foreground == .default ? ["39"] : Self.color(s.foreground, base: 30) }
            if current.background != s.background { codes += s.background == .default ? ["49"] : Self.color(s.background, base: 40) }
            out += ("\u{1b}[" + codes.joined(separator: ";") + "m").utf8
        } else {
            out += Self.sgr(s).utf8
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

/// Turns canvas frames into terminal bytes: what recordings hold (tapes and `run --record`) and
/// what the live front writes to a terminal that speaks ANSI.
///
/// It writes only the cells that changed since the previous frame, and writes them cheaply:
/// the shortest cursor move (`CUF`, `CR`, `CR LF` to a row start, else `CUP`), style changes as
/// deltas where attributes are only added, a run of blanks to the end of a row as `EL`, and a
/// short stretch of unchanged cells rewritten rather than jumped over. A fresh frame is drawn
/// over a cleared screen, so its blank cells cost nothing. It never scrolls a region, never
/// relies on a line feed's column (a player's tty may add a carriage return), and never moves
/// relative to a pending wrap after the last column.
///
/// Every frame of a recording and of a live session goes through here, so it works on the
/// cells' storage and writes bytes, numbers included, without building strings.
public struct AnsiFrameEncoder {
    /// What the terminal receiving the bytes can show.
    public struct Terminal: Sendable {
        /// Colours are degraded to this depth before they are written.
        public var colorDepth: ColorDepth
        /// The attributes it shows; others are left out (as ncurses leaves out what terminfo lacks).
        public var attributes: Attributes
        /// Whether an erase fills with the current background (terminfo `bce`); without it a
        /// blank tail is erased only when its background is the default one.
        public var erasesWithBackground: Bool
        /// Whether the terminal surely measures every glyph as the canvas does. A live terminal's
        /// C library may judge an emoji or a symbol one column off, so after any glyph that is not
        /// surely narrow the next write places the cursor afresh instead of trusting where it is.
        public var sharesWidths: Bool

        /// A terminal with these abilities.
        public init(colorDepth: ColorDepth, attributes: Attributes, erasesWithBackground: Bool, sharesWidths: Bool) {
            self.colorDepth = colorDepth; self.attributes = attributes
            self.erasesWithBackground = erasesWithBackground; self.sharesWidths = sharesWidths
        }

        /// A recording: true colour, every attribute, and a player that measures as we do.
        public static let recording = Terminal(colorDepth: .trueColor, attributes: [.bold, .dim, .reverse, .underline, .italic, .strikethrough],
                                               erasesWithBackground: true, sharesWidths: true)
    }

    private let terminal: Terminal
    private var previous: Canvas?
    /// The style last asked for, and what the terminal was given for it (degraded, masked).
    private var requested: Style?
    private var style: Style?
    private var degradedStyles: [(from: Style, to: Style)] = []
    /// Where the cursor is; -1 when unknown.
    private var cursorX = -1, cursorY = -1

    /// An encoder for a recording (`Terminal.recording`) or for a live terminal's abilities.
    public init(terminal: Terminal = .recording) { self.terminal = terminal }

    /// The start of a session: alternate screen, hidden cursor, a clear screen.
    public static let enter = "\u{1b}[?1049h\u{1b}[?25l\u{1b}[0m\u{1b}[H\u{1b}[2J"
    /// The end of one — what a terminal needs to be left as it was found, whoever plays the
    /// cast: attributes reset, no scroll region, mouse reporting and the application keypad
    /// off, the cursor visible, the normal screen.
    public static let leave = "\u{1b}[0m\u{1b}[r\u{1b}[?1000l\u{1b}[?1002l\u{1b}[?1003l\u{1b}[?1006l\u{1b}[?1l\u{1b}>\u{1b}[?25h\u{1b}[?1049l"

    /// Forgets the last frame: the next one is drawn whole, over a cleared screen.
    public mutating func invalidate() {
        previous = nil
    }

    /// The bytes that turn the previous frame into `canvas` (the whole of it after `invalidate()`
    /// or a size change), as text for a cast.
    public mutating func encode(_ canvas: Canvas) -> String {
        var out: [UInt8] = []
        encode(canvas, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the bytes that turn the previous frame into `canvas` to `out`.
    public mutating func encode(_ canvas: Canvas, into bytes: inout [UInt8]) {
        let width = canvas.width
        let fresh = previous.map { $0.size != canvas.size } ?? true
        // A byte a cell and some sequences: enough for nearly every frame, fresh or not.
        var out = ByteWriter(capacity: canvas.width * canvas.height + 1024)
        defer { out.write(to: &bytes) }
        guard let base = previous, !fresh else {
            // Over a cleared screen: every row, compared with a blank row rather than a blank canvas.
            out.append(Self.clearScreen)
            style = .plain
            requested = nil
            cursorX = -1
            previous = canvas
            guard width > 0 else { return }
            canvas.cells.withUnsafeBufferPointer { now in
                for y in 0..<canvas.height {
                    encodeRow(RowChange(y: y, x: 0, length: width), width: width, now: now.baseAddress! + y * width,
                              shown: ShownBlanks(), into: &out)
                }
            }
            return
        }
        let changes = canvas.changes(from: base)
        canvas.cells.withUnsafeBufferPointer { now in
            base.cells.withUnsafeBufferPointer { old in
                for change in changes {
                    let row = change.y * width
                    encodeRow(change, width: width, now: now.baseAddress! + row, shown: ShownCells(cells: old.baseAddress! + row), into: &out)
                }
            }
        }
        previous = canvas
    }

    /// One row's changed span; `now` points at the row's first cell in the new frame, `shown`
    /// says what the screen shows there (the last frame's row, or blanks over a cleared screen).
    private mutating func encodeRow<Shown: ShownRow>(_ change: RowChange, width: Int, now: UnsafePointer<Cell>, shown: Shown,
                                                     into out: inout ByteWriter) {
        let y = change.y, end = change.x + change.length
        @inline(__always) func same(_ x: Int) -> Bool { shown.shows(now[x], at: x) }
        let tail = erasableTail(now, width: width)
        let erasableFrom = tail <= width - 4 ? tail : Int.max
        var x = change.x
        while x < end {
            // Unchanged cells and the second halves of wide glyphs need nothing.
            while x < end, now[x].width == 0 || same(x) { x += 1 }
            guard x < end else { break }
            let cell = now[x]
            if x >= erasableFrom, width - x >= 4 {
                move(to: x, y, &out)
                setStyle(cell.style, &out)
                out.append(Self.eraseLine)
                break
            }
            move(to: x, y, &out)
            setStyle(cell.style, &out)
            var certain = append(cell, to: &out)
            x += Int(max(1, cell.width))
            // The changed narrow cells that follow in the same style need neither a move nor a
            // style: the common case, written without asking.
            // ASCII in the run's style, the bulk of any frame: a byte each, and the spaces between
            // words rewritten as the general path below would (a stretch of under three unchanged
            // cells before a change), without leaving the loop for each word.
            if certain {
                let style = cell.style, fastEnd = min(end, erasableFrom)
                @inline(__always) func plain(_ c: Cell) -> Bool { c.isNarrowASCII && c.style == style }
                out.reserve(fastEnd - x)  // a byte a cell at most, below
                while x < fastEnd {
                    let next = now[x]
                    guard plain(next) else { break }
                    if same(x) {
                        var gap = x + 1
                        while gap < fastEnd, gap - x < 3, same(gap), plain(now[gap]) { gap += 1 }
                        guard gap < fastEnd, gap - x < 3, !same(gap) else { break }
                        for g in x..<gap { out.appendReserved(UInt8(truncatingIfNeeded: now[g].code)) }
                        x = gap
                        continue
                    }
                    out.appendReserved(UInt8(truncatingIfNeeded: next.code))
                    x += 1
                }
            }
            while certain, x < end, x < erasableFrom || width - x < 4 {
                let next = now[x]
                guard next.width == 1, next.style == cell.style, !same(x) else { break }
                certain = append(next, to: &out)
                x += 1
            }
            // Rewriting a short unchanged stretch in the same style beats a cursor move.
            var gap = x
            while gap < end, gap - x < 3, same(gap), now[gap].width == 1, now[gap].style == cell.style {
                gap += 1
            }
            if gap < end, gap > x, gap - x < 3, !same(gap) {
                for g in x..<gap { certain = append(now[g], to: &out) && certain }
                x = gap
            }
            if x < width && certain { cursorX = x; cursorY = y } else { cursorX = -1 }
        }
    }

    /// The first column from which the row is blanks of one erasable style to its end;
    /// `Int.max` when its last cell is not such a blank.
    @inline(__always)
    private func erasableTail(_ cells: UnsafePointer<Cell>, width: Int) -> Int {
        guard width >= 4 else { return .max }
        let last = cells[width - 1]
        guard last.width == 1, last.singleScalarValue == 0x20, last.style.attributes.isDisjoint(with: [.reverse, .underline]),
              terminal.erasesWithBackground || last.style.background == .default else { return .max }
        var start = width - 1
        while start > 0, cells[start - 1] == last { start -= 1 }
        return start
    }

    private static let clearScreen = Array("\u{1b}[0m\u{1b}[2J".utf8), eraseLine = Array("\u{1b}[K".utf8)

    /// A cell's grapheme as UTF-8: one scalar encoded here, a cluster through the table. Returns
    /// whether the terminal surely advances one column per cell for it.
    @inline(__always)
    private func append(_ cell: Cell, to out: inout ByteWriter) -> Bool {
        guard let v = cell.singleScalarValue else {
            out.append(Array(String(cell.grapheme).utf8))
            return terminal.sharesWidths
        }
        switch v {
        case 0..<0x80:
            out.append(UInt8(v))
            return true
        case 0x80..<0x800:
            out.append(0xC0 | UInt8(v >> 6)); out.append(0x80 | UInt8(v & 0x3F))
        case 0x800..<0x10000:
            out.append(0xE0 | UInt8(v >> 12)); out.append(0x80 | UInt8((v >> 6) & 0x3F)); out.append(0x80 | UInt8(v & 0x3F))
        default:
            out.append(0xF0 | UInt8(v >> 18)); out.append(0x80 | UInt8((v >> 12) & 0x3F))
            out.append(0x80 | UInt8((v >> 6) & 0x3F)); out.append(0x80 | UInt8(v & 0x3F))
        }
        return terminal.sharesWidths || (cell.width == 1 && DisplayWidth.isSurelyNarrow(v))
    }

    /// The shortest way from the cursor to (x, y): along the row (`CUF`, or `CR` and `CUF`), to
    /// the next row's start (`CR LF`, then `CUF`), or else an address (`CUP`). A frame makes a
    /// few hundred moves, so the lengths are compared without building the sequences.
    private mutating func move(to x: Int, _ y: Int, _ out: inout ByteWriter) {
        defer { cursorX = x; cursorY = y }
        if cursorX >= 0 {
            // Forward along the row is always shorter than an address (`CUF`'s number is at most
            // x's, and an address spells y too): the most frequent move, decided without counting digits.
            if cursorY == y, x > cursorX { Self.appendRight(x - cursorX, &out); return }
            let address = x == 0 && y == 0 ? 3 : 4 + Self.digits(y + 1) + Self.digits(x + 1)
            if cursorY == y {
                if x == cursorX { return }
                if x < cursorX, 1 + Self.rightLength(x) < address { out.append(0x0D); Self.appendRight(x, &out); return }
            } else if y == cursorY + 1, 2 + Self.rightLength(x) < address {
                out.append(0x0D); out.append(0x0A); Self.appendRight(x, &out)
                return
            }
        }
        out.append(0x1B); out.append(UInt8(ascii: "["))
        if x != 0 || y != 0 {
            Self.appendNumber(y + 1, &out); out.append(UInt8(ascii: ";")); Self.appendNumber(x + 1, &out)
        }
        out.append(UInt8(ascii: "H"))
    }

    /// The bytes of `appendRight(n)`.
    @inline(__always)
    private static func rightLength(_ n: Int) -> Int { n == 0 ? 0 : n == 1 ? 3 : 3 + digits(n) }

    @inline(__always)
    private static func appendRight(_ n: Int, _ out: inout ByteWriter) {
        guard n > 0 else { return }
        out.append(0x1B); out.append(UInt8(ascii: "["))
        if n > 1 { appendNumber(n, &out) }
        out.append(UInt8(ascii: "C"))
    }

    /// Sets `requested`: only what changed when attributes are only added, else from scratch.
    @inline(__always)
    private mutating func setStyle(_ requested: Style, _ out: inout ByteWriter) {
        guard self.requested != requested else { return }
        self.requested = requested
        var s = terminal.colorDepth == .trueColor ? requested : degraded(requested)
        s.attributes.formIntersection(terminal.attributes)
        guard style != s else { return }
        out.append(0x1B); out.append(UInt8(ascii: "["))
        var first = true
        if let current = style, current.attributes.isSubset(of: s.attributes) {
            Self.appendAttributes(s.attributes.subtracting(current.attributes), &first, &out)
            if current.foregroundBits != s.foregroundBits { Self.appendColor(s.foreground, base: 30, &first, &out) }
            if current.backgroundBits != s.backgroundBits { Self.appendColor(s.background, base: 40, &first, &out) }
        } else {
            Self.appendSGR(s, &out)
        }
        out.append(UInt8(ascii: "m"))
        style = s
    }

    /// `style` degraded to the terminal's colours, remembered for the few styles a frame
    /// alternates between (degrading a 24-bit colour searches the palette).
    @inline(__always)
    private mutating func degraded(_ style: Style) -> Style {
        for entry in degradedStyles where entry.from == style { return entry.to }
        let to = style.degraded(to: terminal.colorDepth)
        if degradedStyles.count >= 16 { degradedStyles.removeFirst() }
        degradedStyles.append((style, to))
        return to
    }

    /// One SGR sequence that sets `style` from scratch.
    static func sgr(_ s: Style) -> String {
        var out = ByteWriter(capacity: 64)
        out.append(0x1B); out.append(UInt8(ascii: "["))
        appendSGR(s, &out)
        out.append(UInt8(ascii: "m"))
        var bytes: [UInt8] = []
        out.write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The codes of a from-scratch SGR, starting with the reset: `0;1;38;5;12`.
    private static func appendSGR(_ s: Style, _ out: inout ByteWriter) {
        out.append(UInt8(ascii: "0"))
        var first = false
        appendAttributes(s.attributes, &first, &out)
        if s.foregroundBits != 0 { appendColor(s.foreground, base: 30, &first, &out) }
        if s.backgroundBits != 0 { appendColor(s.background, base: 40, &first, &out) }
    }

    private static func appendAttributes(_ a: Attributes, _ first: inout Bool, _ out: inout ByteWriter) {
        if a.contains(.bold) { code(1, &first, &out) }
        if a.contains(.dim) { code(2, &first, &out) }
        if a.contains(.italic) { code(3, &first, &out) }
        if a.contains(.underline) { code(4, &first, &out) }
        if a.contains(.reverse) { code(7, &first, &out) }
        if a.contains(.strikethrough) { code(9, &first, &out) }
    }

    /// A colour's codes; the default colour is `39`/`49`.
    private static func appendColor(_ c: Color, base: Int, _ first: inout Bool, _ out: inout ByteWriter) {
        switch c {
        case .default: code(base + 9, &first, &out)
        case .ansi(let n): code(n < 8 ? base + Int(n) : base + 60 + Int(n) - 8, &first, &out)
        case .indexed(let n): code(base + 8, &first, &out); code(5, &first, &out); code(Int(n), &first, &out)
        case .rgb(let r, let g, let b):
            code(base + 8, &first, &out); code(2, &first, &out)
            code(Int(r), &first, &out); code(Int(g), &first, &out); code(Int(b), &first, &out)
        }
    }

    @inline(__always)
    private static func code(_ n: Int, _ first: inout Bool, _ out: inout ByteWriter) {
        if !first { out.append(UInt8(ascii: ";")) }
        first = false
        appendNumber(n, &out)
    }

    @inline(__always)
    private static func digits(_ n: Int) -> Int {
        n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 10000 ? 4 : String(n).utf8.count
    }

    /// Decimal digits; the numbers of a frame (rows, columns, colours) have one to three.
    @inline(__always)
    private static func appendNumber(_ n: Int, _ out: inout ByteWriter) {
        let zero = UInt8(ascii: "0")
        if n < 10 { out.append(zero + UInt8(truncatingIfNeeded: n)); return }
        if n < 100 {
            out.append(zero + UInt8(truncatingIfNeeded: n / 10)); out.append(zero + UInt8(truncatingIfNeeded: n % 10))
            return
        }
        if n < 1000 {
            out.append(zero + UInt8(truncatingIfNeeded: n / 100)); out.append(zero + UInt8(truncatingIfNeeded: n / 10 % 10))
            out.append(zero + UInt8(truncatingIfNeeded: n % 10))
            return
        }
        out.append(Array(String(n).utf8))
    }
}

/// What the screen shows under a row the encoder writes: asked for every cell, so each kind
/// is its own specialization of `encodeRow`.
private protocol ShownRow {
    /// Whether the screen shows `cell` at column `x` of the row already.
    func shows(_ cell: Cell, at x: Int) -> Bool
}

/// The last frame's row.
private struct ShownCells: ShownRow {
    let cells: UnsafePointer<Cell>
    @inline(__always) func shows(_ cell: Cell, at x: Int) -> Bool { cells[x] == cell }
}

/// A cleared screen: a blank is compared with constants, not read from a row of blanks.
private struct ShownBlanks: ShownRow {
    @inline(__always) func shows(_ cell: Cell, at x: Int) -> Bool { cell.glyph == Self.blankGlyph && cell.style.packed == 0 }
    /// `Cell.blank`'s glyph word: a space, one column wide (its style, `.plain`, packs to 0).
    static let blankGlyph: UInt64 = 1 << 32 | 0x20
}

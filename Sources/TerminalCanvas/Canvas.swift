/// A grid of cells that views draw into and fronts copy to the terminal.
///
/// Every drawing call respects `clip`: nothing outside it changes. A wide glyph that would
/// straddle the clip edge is drawn as a blank instead, never as half a glyph.
public struct Canvas: Equatable, Sendable {
    /// The number of columns.
    public private(set) var width: Int
    /// The number of rows.
    public private(set) var height: Int
    /// The cells, row by row.
    public internal(set) var cells: [Cell] { didSet { blankStyle = nil; revision = 0 } }
    /// The style every cell is a blank of, while nothing has been drawn since the canvas was made
    /// or cleared: a frame starts with a clear, and a new canvas is blank already.
    private var blankStyle: Style?
    /// Drawing is limited to this rectangle (always inside the canvas).
    public var clip: Rect {
        didSet { clip = clip.intersection(bounds) }
    }
    /// False when the terminal's locale is not UTF-8: boxes and symbols use ASCII.
    public var unicode: Bool
    /// What `drawText` and `drawField` do to text before drawing it (a language's strings, a
    /// pseudolanguage): set while a window with one draws, nil otherwise. Not part of `==`.
    public var textTransform: TextTransform? { didSet { transformsText = textTransform != nil } }
    /// Whether `textTransform` is set: what every `drawText` asks, without copying the transform.
    private(set) var transformsText = false
    /// These cells' identity once stamped (`stampRevision()`); zero again after any write.
    package internal(set) var revision: UInt64 = 0
    /// The revision `damage` is counted against, or zero while damage is not tracked.
    var damageBase: UInt64 = 0
    /// Per row, the chunks of `1 << damageShift` columns that may differ from the canvas
    /// `damageBase` stamped (Canvas+Damage).
    var damage: [UInt64] = []
    var damageShift = 0

    /// A blank canvas of `width` × `height` cells; without `unicode`, symbols fall back to ASCII.
    public init(width: Int, height: Int, unicode: Bool = true) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        self.cells = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            if let start = buffer.baseAddress { Cell.fill(start, count: count, with: .blank) }
            initialized = count
        }
        self.clip = Rect(x: 0, y: 0, width: self.width, height: self.height)
        self.unicode = unicode
        blankStyle = .plain
    }

    /// Whether the two have the same size, cells, clip and locale.
    public static func == (a: Canvas, b: Canvas) -> Bool {
        a.width == b.width && a.height == b.height && a.clip == b.clip && a.unicode == b.unicode && a.cells == b.cells
    }
    /// A blank canvas of `size`.
    public init(size: Size, unicode: Bool = true) {
        self.init(width: size.width, height: size.height, unicode: unicode)
    }

    /// The width and height.
    public var size: Size { Size(width: width, height: height) }
    /// The whole canvas, from (0, 0).
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < width, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// The canvas cut or extended to `size`, as a terminal keeps its screen on a resize: the
    /// cells that overlap stay, new ones are blank, and a wide glyph cut by the new right edge
    /// becomes a blank.
    public func cropped(to size: Size) -> Canvas {
        if size == self.size { return self }
        var out = Canvas(size: size, unicode: unicode)
        let w = min(size.width, width), h = min(size.height, height)
        guard w > 0, h > 0 else { return out }
        out.cells.withUnsafeMutableBufferPointer { dst in
            cells.withUnsafeBufferPointer { src in
                for y in 0..<h {
                    let from = y * width, to = y * size.width
                    for x in 0..<w { dst[to + x] = src[from + x] }
                    if dst[to + w - 1].width == 2 { dst[to + w - 1] = .blank }
                }
            }
        }
        return out
    }

    /// Stores a cell as it is, ignoring the clip: for terminal emulation, which moves cells
    /// (insert, delete, scroll) and keeps wide-glyph pairs whole itself.
    public mutating func setCell(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        noteDamage(y: y, from: x, to: x + 1)
        cells[y * width + x] = cell
    }

    /// Moves rows `top..<bottom` up by `count` (down when negative), filling the rows left
    /// behind with blanks of `style`: a terminal's scroll inside its scroll region.
    public mutating func scrollRows(_ top: Int, _ bottom: Int, by count: Int, style: Style = .plain) {
        let top = max(0, top), bottom = min(height, bottom)
        guard top < bottom, count != 0 else { return }
        let n = min(abs(count), bottom - top)
        let blank = Cell(scalar: 0x20, width: 1, style: style)
        noteDamage(rows: top..<bottom, from: 0, to: width)
        if count > 0 {
            for y in top..<(bottom - n) { for x in 0..<width { cells[y * width + x] = cells[(y + n) * width + x] } }
            for y in (bottom - n)..<bottom { for x in 0..<width { cells[y * width + x] = blank } }
        } else {
            for y in stride(from: bottom - 1, through: top + n, by: -1) { for x in 0..<width { cells[y * width + x] = cells[(y - n) * width + x] } }
            for y in top..<(top + n) { for x in 0..<width { cells[y * width + x] = blank } }
        }
    }

    /// Copies the cells of `rect` (clipped) from `other`, a canvas of the same size: a window
    /// whose drawing has not changed is taken from the last frame instead of drawn again. Cells
    /// outside `rect` are left as they are. Nothing is copied when the sizes differ.
    public mutating func copy(_ rect: Rect, from other: Canvas) {
        let r = rect.intersection(clip)
        guard !r.isEmpty, other.width == width, other.height == height else { return }
        noteCopy(r, from: other)
        let w = width
        cells.withUnsafeMutableBufferPointer { dst in
            other.cells.withUnsafeBufferPointer { src in
                guard let d = dst.baseAddress, let s = src.baseAddress else { return }
                for y in r.y..<r.maxY {
                    let at = y * w + r.x
                    // A window's border column: a cell or few a row, not worth a `memcpy` each.
                    if r.width <= 4 { for i in 0..<r.width { d[at + i] = s[at + i] }; continue }
                    // In pieces of at most 2 KB, as `Cell.fill` copies (callgrind counts a
                    // larger `memcpy` byte by byte).
                    var done = 0
                    while done < r.width {
                        let n = min(r.width - done, 128)
                        (d + at + done).update(from: s + at + done, count: n)
                        done += n
                    }
                }
            }
        }
    }

    /// Runs `body` with the clip narrowed to `rect` (intersected with the current clip).
    public mutating func withClip(_ rect: Rect, _ body: (inout Canvas) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        body(&self)
        clip = saved
    }

    /// Blanks the whole canvas and resets the clip.
    public mutating func clear(style: Style = .plain) {
        clip = bounds
        noteDamageEverywhere()
        if blankStyle == style { return }
        let blank = Cell(scalar: 0x20, width: 1, style: style)
        let count = cells.count
        cells.withUnsafeMutableBufferPointer { if let start = $0.baseAddress { Cell.fill(start, count: count, with: blank) } }
        blankStyle = style
    }

    /// Fills `rect` (clipped) with a character.
    public mutating func fill(_ rect: Rect, with ch: Character = " ", style: Style = .plain) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        // A blank, the usual fill, without measuring the character's scalars.
        let cell = ch == " " ? Cell(scalar: 0x20, width: 1, style: style) : Cell(ch, width: 1, style: style)
        for y in r.y..<r.maxY {
            let row = y * width
            writeSpan(y: y, from: r.x, to: r.maxX) { Cell.fill($0.baseAddress! + row + r.x, count: r.width, with: cell) }
        }
    }

    /// Changes the style of every cell in `rect` (clipped), keeping the glyphs.
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        noteDamage(rows: r.y..<r.maxY, from: r.x, to: r.maxX)
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { cells[y * width + x].style = transform(cells[y * width + x].style) }
        }
    }

    /// Draws one grapheme at (x, y). Returns the number of columns it advanced.
    @discardableResult
    public mutating func put(_ ch: Character, x: Int, y: Int, style: Style = .plain) -> Int {
        // A glyph of one simple scalar (a marker, a chevron): its scalar read once, not once to
        // measure and again to make the cell.
        if let v = DisplayWidth.singleScalar(ch), let w = DisplayWidth.simpleWidth(v) {
            guard w > 0, y >= clip.y, y < clip.maxY, x >= clip.x, x < clip.maxX else { return w }
            place(Cell(scalar: v, width: UInt8(w), style: style), firstScalar: v, x: x, y: y)
            return w
        }
        let w = DisplayWidth.of(ch)
        if w == 0 { return 0 }
        put(ch, width: w, x: x, y: y, style: style)
        return w
    }

    /// Writes a glyph of known width, keeping wide-glyph pairs whole.
    @inline(__always)
    mutating func put(_ ch: Character, width w: Int, x: Int, y: Int, style: Style) {
        guard y >= clip.y, y < clip.maxY, x >= clip.x, x < clip.maxX else { return }
        let (cell, first) = Canvas.cell(ch, width: w, style: style)
        place(cell, firstScalar: first, x: x, y: y)
    }

    /// The cell for a glyph of known width, and its first scalar: made once for a line of it.
    @inline(__always)
    static func cell(_ ch: Character, width w: Int, style: Style) -> (Cell, UInt32) {
        if let v = DisplayWidth.singleScalar(ch) { return (Cell(scalar: v, width: UInt8(w), style: style), v) }
        return (Cell(ch, width: UInt8(w), style: style), ch.unicodeScalars.first!.value)
    }

    /// Stores a glyph that starts inside the clip. The two rules every drawing path shares:
    /// in ASCII mode a non-ASCII glyph becomes its stand-in (a wide one keeps its two cells),
    /// and a wide glyph that would cross the clip edge becomes a blank.
    @inline(__always)
    mutating func place(_ cell: Cell, firstScalar: UInt32, x: Int, y: Int) {
        if !unicode && firstScalar >= 0x80 {
            put(Cell(scalar: Canvas.asciiStandIn(firstScalar), width: 1, style: cell.style), x: x, y: y)
            if cell.width == 2, x + 1 < clip.maxX { put(Cell(scalar: 0x20, width: 1, style: cell.style), x: x + 1, y: y) }
        } else if cell.width == 2 && x + 1 >= clip.maxX {
            put(Cell(scalar: 0x20, width: 1, style: cell.style), x: x, y: y)
        } else {
            put(cell, x: x, y: y)
        }
    }

    /// Stores a cell (already clipped), keeping wide-glyph pairs whole.
    @inline(__always)
    mutating func put(_ cell: Cell, x: Int, y: Int) {
        // The cells either side too: breaking a wide glyph blanks its other half.
        noteDamage(y: y, from: x - 1, to: x + 3)
        let row = y * width
        breakWideGlyph(at: x, row: row)
        cells[row + x] = cell
        if cell.width == 2 {
            // The second half would fall outside the clip: callers turn that case into a blank.
            breakWideGlyph(at: x + 1, row: row)
            cells[row + x + 1] = Cell(scalar: 0x20, width: 0, style: cell.style)
        }
    }

    /// Before a cell is overwritten, blanks the other half of any wide glyph it belongs to.
    @inline(__always)
    mutating func breakWideGlyph(at x: Int, row: Int) {
        let c = cells[row + x]
        if c.width == 2, x + 1 < width {
            cells[row + x + 1] = Cell(scalar: 0x20, width: 1, style: cells[row + x + 1].style)
        } else if c.width == 0, x > 0 {
            cells[row + x - 1] = Cell(scalar: 0x20, width: 1, style: cells[row + x - 1].style)
        }
    }

    /// Writes the narrow cells `from..<to` of one row (already clipped) through one buffer
    /// pointer, as fills, rules and runs of text do: only the span's two ends can cut a wide
    /// glyph in half, so they are broken first, and assigning cell by cell would check the
    /// array's uniqueness for every cell.
    @inline(__always)
    mutating func writeSpan(y: Int, from: Int, to: Int, _ write: (UnsafeMutableBufferPointer<Cell>) -> Void) {
        guard from < to else { return }
        noteDamage(y: y, from: from - 1, to: to + 1)
        let row = y * width
        breakWideGlyph(at: from, row: row)
        breakWideGlyph(at: to - 1, row: row)
        cells.withUnsafeMutableBufferPointer { write($0) }
    }

    /// A horizontal run of one glyph. The glyph is measured and made into a cell once: borders
    /// and separators are most of a frame's cells.
    public mutating func drawHLine(x: Int, y: Int, length: Int, glyph: Character, style: Style = .plain) {
        guard length > 0, y >= clip.y, y < clip.maxY else { return }
        let w = DisplayWidth.of(glyph)
        guard w > 0 else { return }
        let (cell, first) = Canvas.cell(glyph, width: w, style: style)
        let row = y * width
        if w == 1 {
            // A rule of narrow cells, one span as `fill` writes it.
            let start = max(x, clip.x), end = min(x + length, clip.maxX)
            let shown = !unicode && first >= 0x80 ? Cell(scalar: Canvas.asciiStandIn(first), width: 1, style: style) : cell
            writeSpan(y: y, from: start, to: end) { Cell.fill($0.baseAddress! + row + start, count: end - start, with: shown) }
            return
        }
        var cx = x
        while cx < x + length {
            if cx >= clip.x && cx < clip.maxX { place(cell, firstScalar: first, x: cx, y: y) }
            cx += w
        }
    }

    /// A vertical run of one glyph.
    public mutating func drawVLine(x: Int, y: Int, length: Int, glyph: Character, style: Style = .plain) {
        guard length > 0, x >= clip.x, x < clip.maxX else { return }
        let w = DisplayWidth.of(glyph)
        guard w > 0 else { return }
        let (cell, first) = Canvas.cell(glyph, width: w, style: style)
        let rows = max(y, clip.y)..<max(max(y, clip.y), min(y + length, clip.maxY))
        if w == 1 {
            // A narrow rule (a border, a separator), a cell a row through one buffer pointer, each
            // cell's wide neighbour broken as `put` breaks it.
            let shown = !unicode && first >= 0x80 ? Cell(scalar: Canvas.asciiStandIn(first), width: 1, style: style) : cell
            let stride = width
            noteDamage(rows: rows, from: x - 1, to: x + 2)
            cells.withUnsafeMutableBufferPointer { cells in
                for cy in rows {
                    let i = cy * stride + x
                    switch cells[i].width {
                    case 2 where x + 1 < stride: cells[i + 1] = Cell(scalar: 0x20, width: 1, style: cells[i + 1].style)
                    case 0 where x > 0: cells[i - 1] = Cell(scalar: 0x20, width: 1, style: cells[i - 1].style)
                    default: break
                    }
                    cells[i] = shown
                }
            }
            return
        }
        for cy in rows { place(cell, firstScalar: first, x: x, y: cy) }
    }

    /// The text of one row, continuation cells skipped, trailing blanks kept.
    public func rowText(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var bytes: [UInt8] = []
        appendRowUTF8(y, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The whole canvas as plain text: one line per row, trailing blanks trimmed.
    public func plainText() -> String {
        // Bytes, not Characters: snapshots are taken after every tape command, and building
        // the text a grapheme at a time was most of a short tape's recording time.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(height * (width + 1))
        for y in 0..<height {
            if y > 0 { bytes.append(0x0A) }
            let start = bytes.count
            appendRowUTF8(y, to: &bytes)
            var end = bytes.count
            while end > start && bytes[end - 1] == 0x20 { end -= 1 }
            bytes.removeSubrange(end...)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func appendRowUTF8(_ y: Int, to bytes: inout [UInt8]) {
        for x in 0..<width {
            let c = cells[y * width + x]
            guard c.width != 0 else { continue }
            if c.code & Cell.clusterFlag != 0 {
                bytes.append(contentsOf: String(c.grapheme).utf8)
                continue
            }
            let v = c.code
            switch v {
            case 0..<0x80: bytes.append(UInt8(v))
            case 0x80..<0x800:
                bytes.append(UInt8(0xC0 | (v >> 6))); bytes.append(UInt8(0x80 | (v & 0x3F)))
            case 0x800..<0x10000:
                bytes.append(UInt8(0xE0 | (v >> 12))); bytes.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
                bytes.append(UInt8(0x80 | (v & 0x3F)))
            default:
                bytes.append(UInt8(0xF0 | (v >> 18))); bytes.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
                bytes.append(UInt8(0x80 | ((v >> 6) & 0x3F))); bytes.append(UInt8(0x80 | (v & 0x3F)))
            }
        }
    }

    /// In a non-UTF-8 locale, the ASCII character drawn for a non-ASCII one: a look-alike for
    /// the punctuation and symbols the UI uses, `?` for anything else.
    static func asciiStandIn(_ v: UInt32) -> UInt32 {
        switch v {
        case 0x2014, 0x2013, 0x2500, 0x2501, 0x2550: return 0x2D           // — – ─ ━ ═  → -
        case 0x2502, 0x2503, 0x2551: return 0x7C                           // │ ┃ ║ → |
        case 0x00B7, 0x2022: return 0x2E                                   // · • → .
        case 0x2026: return 0x7E                                           // … → ~
        case 0x2191, 0x25B2: return 0x5E                                   // ↑ ▲ → ^
        case 0x2193, 0x25BC: return 0x76                                   // ↓ ▼ → v
        case 0x2190, 0x25C0, 0x2039: return 0x3C                           // ← ◀ ‹ → <
        case 0x2192, 0x25B6, 0x203A, 0x00BB: return 0x3E                   // → ▶ › » → >
        case 0x25CF, 0x25CB: return 0x6F                                   // ● ○ → o
        case 0x00D7: return 0x78                                           // × → x
        case 0x2261: return 0x3D                                           // ≡ → =
        case 0x24D8: return 0x69                                           // ⓘ → i
        case 0x2591: return 0x2E                                           // ░ → .
        case 0x2592: return 0x3A                                           // ▒ → :
        case 0x2593, 0x25A5: return 0x23                                   // ▓ ▥ → #
        case 0x2588: return 0x40                                           // █ → @
        case 0x250C...0x254B, 0x256D...0x2570, 0x2552...0x256C: return 0x2B // corners, tees → +
        default: return 0x3F
        }
    }

    /// Picks the Unicode glyph, or its ASCII stand-in when the locale is not UTF-8.
    public func symbol(_ unicodeGlyph: Character, ascii: Character) -> Character {
        unicode ? unicodeGlyph : ascii
    }
}

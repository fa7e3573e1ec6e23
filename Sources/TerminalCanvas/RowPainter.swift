/// One row's span of a canvas, written with the checks every drawing call makes done once for
/// the span: a list row is a fill, a marker, a title and a value, each of which as a call of its
/// own noted its damage, broke the wide glyphs at its ends and checked the cells' storage again
/// (most of a short value's cost). The fill comes first and leaves every cell of the span
/// narrow, so nothing written after it can cut a wide glyph; what falls outside the span is
/// left out, as the clip leaves it out.
package struct RowPainter {
    /// Column 0 of the row.
    let row: UnsafeMutablePointer<Cell>
    /// The columns writes land in: the span asked for, inside the clip.
    package let from: Int, to: Int

    /// The scalar of a glyph one column wide by itself (a marker, a chevron), or nil for one
    /// the painter cannot write (wide, combining, a cluster).
    package static func narrowScalar(of glyph: Character) -> UInt32? {
        guard let v = DisplayWidth.singleScalar(glyph), DisplayWidth.simpleWidth(v) == 1 else { return nil }
        return v
    }

    /// Whether `text` is printable ASCII, which `put(ascii:at:style:)` writes.
    package static func isPrintableASCII(_ text: String) -> Bool { DisplayWidth.asciiWidth(of: text) != nil }

    /// Blanks of `style` in columns `a..<b`, those inside the span.
    package func fill(_ a: Int, _ b: Int, style: Style) {
        let lo = max(a, from), hi = min(b, to)
        guard lo < hi else { return }
        Cell.fill(row + lo, count: hi - lo, with: Cell(scalar: 0x20, width: 1, style: style))
    }

    /// A glyph of `narrowScalar(of:)` at column `x`, if inside.
    package func put(_ scalar: UInt32, at x: Int, style: Style) {
        if x >= from, x < to { row[x] = Cell(scalar: scalar, width: 1, style: style) }
    }

    /// Printable ASCII text (`isPrintableASCII`) from column `x`, its bytes inside the span.
    package func put(ascii text: String, at x: Int, style: Style) {
        var s = text
        s.withUTF8 { bytes in
            let lo = max(x, from), hi = min(x + bytes.count, to)
            guard lo < hi, let b = bytes.baseAddress else { return }
            for cx in lo..<hi { row[cx] = Cell(scalar: UInt32(b[cx &- x]), width: 1, style: style) }
        }
    }
}

extension Canvas {
    /// Writes columns `from..<to` of row `y` through `body`, as one span (`RowPainter`). False,
    /// having written nothing, where drawing must take the usual calls: a row outside the
    /// clip, a language's transform on the text, a locale without UTF-8.
    package mutating func paintRow(y: Int, from: Int, to: Int, _ body: (RowPainter) -> Void) -> Bool {
        guard unicode, !transformsText, y >= clip.y, y < clip.maxY else { return false }
        let lo = max(from, clip.x), hi = min(to, clip.maxX), start = y * width
        writeSpan(y: y, from: lo, to: hi) { cells in body(RowPainter(row: cells.baseAddress! + start, from: lo, to: hi)) }
        return true
    }
}

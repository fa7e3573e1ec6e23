/// Text decoded into its glyphs once, to be drawn again at other widths and places: a list
/// row's title while its column is resized or the window swept narrower. Drawing it copies
/// the glyphs that fit, cut with `…` exactly as `drawText` cuts, instead of decoding and
/// measuring the text again at every width (a third of a column step's drawing).
///
/// Only text of narrow simple scalars keeps glyphs (ASCII, Latin, a `·`): other text, a locale
/// without UTF-8, a language's transform or a row outside the clip draw through `drawText`.
package struct TextCells: Sendable {
    /// The text the glyphs were made from.
    package let text: String
    /// One scalar a column (width-0 controls left out, as drawing leaves them out); nil when
    /// the text needs `drawText`'s other paths.
    let scalars: [UInt32]?
    /// Whether every byte is printable ASCII: `drawText`'s byte-a-cell path, which counts the
    /// columns it returns differently at the clip's edge.
    let isASCII: Bool

    /// The longest text kept, in UTF-8 bytes: a row shows a few hundred columns at most, and a
    /// title of a megabyte should not keep four.
    static let longest = 4096

    package init(_ text: String) {
        self.text = text
        guard text.utf8.count <= Self.longest else {
            (scalars, isASCII) = (nil, false)
            return
        }
        var s = text
        (scalars, isASCII) = s.withUTF8 { bytes -> ([UInt32]?, Bool) in
            var out: [UInt32] = []
            out.reserveCapacity(bytes.count)
            var i = 0, ascii = true
            while i < bytes.count {
                if DisplayWidth.isPrintableASCII(bytes[i]) {
                    out.append(UInt32(bytes[i]))
                    i += 1
                    continue
                }
                ascii = false
                let v = DisplayWidth.scalar(in: bytes, at: &i)
                guard let w = DisplayWidth.simpleWidth(v), w < 2 else { return (nil, false) }
                if w == 1 { out.append(v) }
            }
            return (out, ascii)
        }
    }

    /// Whether the text keeps glyphs (narrow simple scalars, not too long).
    package var keepsGlyphs: Bool { scalars != nil }

    /// Whether these glyphs are `text`'s (the same string's storage is told at once).
    package func describes(_ text: String) -> Bool { self.text == text }

    /// The glyphs from column `x` of a row being painted, cut to `maxWidth` with `…` as
    /// `drawText` cuts; false, having written nothing, for text that keeps no glyphs. Mutating
    /// for the reason `draw(on:)` is.
    package mutating func paint(with painter: RowPainter, at x: Int, style: Style, maxWidth: Int) -> Bool {
        guard let scalars else { return false }
        if maxWidth > 0 { Self.paint(scalars, with: painter, at: x, style: style, maxWidth: maxWidth) }
        return true
    }

    /// What both drawings write: the glyphs that fit from `x` (`maxWidth` > 0) and the `…` after
    /// them when cut, inside the painter's span.
    fileprivate static func paint(_ scalars: [UInt32], with painter: RowPainter, at x: Int, style: Style, maxWidth: Int) {
        let count = scalars.count, cut = count > maxWidth
        let shown = cut ? maxWidth - 1 : count
        let lo = max(x, painter.from), end = min(x + shown, painter.to)
        scalars.withUnsafeBufferPointer { s in
            if lo < end { for cx in lo..<end { painter.row[cx] = Cell(scalar: s[cx &- x], width: 1, style: style) } }
        }
        if cut { painter.put(0x2026, at: x + shown, style: style) }
    }

    /// `canvas.drawText(self, …)`, for a kept value drawn where it is kept: mutating, so that
    /// it is not copied (a copy retains and releases the text and the glyphs, for every row of
    /// every list drawn).
    @discardableResult
    package mutating func draw(on canvas: inout Canvas, x: Int, y: Int, style: Style = .plain, maxWidth: Int) -> Int {
        canvas.drawText(self, x: x, y: y, style: style, maxWidth: maxWidth)
    }
}

extension Canvas {
    /// Draws `cells` as `drawText(cells.text, x:y:style:maxWidth:)` would, the same cells and
    /// the same columns returned, copying the kept glyphs: one span from `x` to just past the
    /// `…` (`paintRow`, which the glyphs fill whole, so no wide glyph is left cut inside it).
    @discardableResult @inline(__always)
    package mutating func drawText(_ cells: TextCells, x: Int, y: Int, style: Style = .plain, maxWidth: Int) -> Int {
        guard let scalars = cells.scalars, maxWidth > 0 else { return drawText(cells.text, x: x, y: y, style: style, maxWidth: maxWidth) }
        let count = scalars.count, cut = count > maxWidth
        let shown = cut ? maxWidth - 1 : count
        guard paintRow(y: y, from: x, to: x + shown + (cut ? 1 : 0), {
            TextCells.paint(scalars, with: $0, at: x, style: style, maxWidth: maxWidth)
        }) else { return drawText(cells.text, x: x, y: y, style: style, maxWidth: maxWidth) }
        // What `drawText` returns: the ASCII path counts every byte kept, the other the columns
        // drawn to the clip's edge, and the `…` where the clip shows it.
        let right = clip.maxX
        if cells.isASCII {
            guard cut else { return count }
            return x + maxWidth - 1 >= right ? maxWidth - 1 : maxWidth
        }
        let used = x >= right ? 0 : min(x + shown, right) - x
        guard cut else { return used }
        return x + used >= right ? used : used + 1
    }
}

/// Text on a canvas: `drawText` and `drawField`, and the paths they take — printable ASCII a
/// byte a cell, simple scalars decoded from UTF-8, and the full grapheme rules for the rest —
/// each held to the plain definition by TextDrawingPropertyTests.
extension Canvas {
    /// Draws text on one row starting at (x, y); returns the columns used.
    /// With `maxWidth`, text wider than that is truncated with an ellipsis.
    /// Controls are skipped; zero-width graphemes join nothing (they are clusters already).
    @discardableResult
    public mutating func drawText(_ text: String, x: Int, y: Int, style: Style = .plain,
                                  maxWidth: Int? = nil) -> Int {
        if transformsText, let transform = textTransform {
            textTransform = nil
            defer { textTransform = transform }
            return drawText(transform.apply(text), x: x, y: y, style: style, maxWidth: maxWidth)
        }
        if let maxWidth {
            if maxWidth <= 0 { return 0 }
            // Printable ASCII, the usual text: drawn once, then cut with `…` where there was
            // more (its width is its byte count, so it is not measured first).
            if y >= clip.y, y < clip.maxY, let used = drawASCII(text, x: x, y: y, style: style, limit: maxWidth) {
                guard text.utf8.count > maxWidth else { return used }
                return drawEllipsis(after: maxWidth - 1, x: x, y: y, style: style)
            }
            // Narrow non-ASCII text (a list row with a `·`): measured once against the width, drawn once.
            if y >= clip.y, y < clip.maxY, let used = drawNarrowFitting(text, x: x, y: y, style: style, maxWidth: maxWidth) {
                return used
            }
            if DisplayWidth.exceeds(text, maxWidth) {
                // What `TextLayout.truncate` keeps, drawn straight from `text` (no new string).
                guard y >= clip.y, y < clip.maxY else {
                    return DisplayWidth.of(TextLayout.truncate(text, to: maxWidth, unicode: unicode))
                }
                return drawEllipsis(after: drawRun(text, x: x, y: y, style: style, limit: maxWidth - 1), x: x, y: y, style: style)
            }
        }
        guard y >= clip.y, y < clip.maxY else { return DisplayWidth.of(text) }
        return drawRun(text, x: x, y: y, style: style, limit: nil)
    }

    /// Draws the graphemes of `text` that fit in `limit` columns (all with nil), inside the clip.
    /// Returns the columns used; drawing stops at the clip's trailing edge, except on the
    /// all-ASCII path, which counts every byte kept.
    private mutating func drawRun(_ text: String, x: Int, y: Int, style: Style, limit: Int?) -> Int {
        if let used = drawASCII(text, x: x, y: y, style: style, limit: limit) { return used }
        if let used = drawSimple(text, x: x, y: y, style: style, limit: limit) { return used }
        var cx = x
        for ch in text {
            let w = DisplayWidth.of(ch)
            if let limit, cx - x + w > limit { break }
            if w == 0 { continue }
            if cx >= clip.maxX { break }
            put(ch, width: w, x: cx, y: y, style: style)
            cx += w
        }
        return cx - x
    }

    /// The fast path for all-ASCII text: one byte, one cell, no grapheme breaking.
    /// Returns nil when the text is not pure printable ASCII.
    @inline(__always)
    private mutating func drawASCII(_ text: String, x: Int, y: Int, style: Style, limit: Int?) -> Int? {
        var s = text
        return s.withUTF8 { bytes -> Int? in
            guard DisplayWidth.isPrintableASCII(bytes) else { return nil }
            let count = min(bytes.count, limit ?? bytes.count)
            let row = y * width
            let start = max(x, clip.x), end = min(x + count, clip.maxX)
            writeSpan(y: y, from: start, to: end) { cells in
                let to = cells.baseAddress! + row + start, from = bytes.baseAddress! + (start - x)
                for i in 0..<(end - start) { to[i] = Cell(scalar: UInt32(from[i]), width: 1, style: style) }
            }
            return count
        }
    }

    /// The path for text whose every scalar is a grapheme of its own (see
    /// `DisplayWidth.simpleWidth`): no grapheme breaking, no cluster table. It measures the
    /// run first and returns nil, having drawn nothing, at the first scalar that needs the full
    /// rules; the caller then takes the grapheme path.
    private mutating func drawSimple(_ text: String, x: Int, y: Int, style: Style, limit: Int?) -> Int? {
        let row = y * width
        var s = text
        // The scalars decoded from the UTF-8 bytes (valid in a String): the scalar view's
        // iterator was most of the cost of drawing a line with a `·` in it.
        let right = clip.maxX  // read before the cells are written through a pointer
        return s.withUTF8 { bytes -> Int? in
            // Where each scalar goes, the same walk for measuring and for drawing: nil (and
            // nothing drawn) at the first scalar that needs the full rules.
            func walk(_ draw: (UInt32, Int, Int) -> Void) -> (end: Int, narrow: Bool)? {
                var cx = x, narrow = true, i = 0
                while i < bytes.count {
                    let v = DisplayWidth.scalar(in: bytes, at: &i)
                    guard let w = DisplayWidth.simpleWidth(v) else { return nil }
                    if let limit, cx - x + w > limit { break }
                    if w == 0 { continue }
                    if cx >= right { break }
                    if w == 2 { narrow = false }
                    draw(v, w, cx)
                    cx += w
                }
                return (cx, narrow)
            }
            guard let (end, narrow) = walk({ _, _, _ in }) else { return nil }
            let from = max(x, clip.x), to = min(end, clip.maxX)
            if narrow && unicode {
                // Narrow glyphs in a row, written as `fill` writes.
                let lower = clip.x
                writeSpan(y: y, from: from, to: to) { cells in
                    _ = walk { v, _, cx in
                        if cx >= lower { cells[row + cx] = Cell(scalar: v, width: 1, style: style) }
                    }
                }
            } else {
                // Wide glyphs (a half may cross the clip) and ASCII stand-ins: cell by cell.
                _ = walk { v, w, cx in
                    if cx >= clip.x { place(Cell(scalar: v, width: UInt8(w), style: style), firstScalar: v, x: cx, y: y) }
                }
            }
            return end - x
        }
    }

    /// `drawText(_:x:y:style:maxWidth:)` for text of narrow simple scalars: one walk tells
    /// whether it is wider than `maxWidth` and where a cut to `maxWidth - 1` columns ends, one
    /// writes the cells, as the general path would (drawn to the clip's edge, then `…` when cut).
    /// Nil, having drawn nothing, for a wide glyph, a scalar that needs the full rules, or ASCII
    /// stand-ins (a locale without UTF-8).
    private mutating func drawNarrowFitting(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int) -> Int? {
        guard unicode else { return nil }
        let row = y * width, lower = clip.x, right = clip.maxX
        var s = text
        let drawn = s.withUTF8 { bytes -> (used: Int, cut: Bool)? in
            // Measured to one column past `maxWidth`: every scalar here is 0 or 1 column wide, so
            // a cut keeps `maxWidth - 1` columns. Printable ASCII, most of any row, is a byte a
            // column without decoding (this runs for every row of a list drawn again).
            let n = bytes.count
            var total = 0, i = 0, cut = false
            while i < n {
                // Eight printable ASCII bytes a step while they fit: the text between a row's `·`s.
                if i &+ 8 <= n, total &+ 8 <= maxWidth {
                    let v = DisplayWidth.eightBytes(bytes.baseAddress! + i)
                    if DisplayWidth.isASCII(v), !DisplayWidth.hasControl(v) { i &+= 8; total &+= 8; continue }
                }
                var w = 1
                if DisplayWidth.isPrintableASCII(bytes[i]) {
                    i &+= 1
                } else {
                    guard let simple = DisplayWidth.simpleWidth(DisplayWidth.scalar(in: bytes, at: &i)), simple < 2 else { return nil }
                    w = simple
                }
                if total &+ w > maxWidth { cut = true; break }
                total &+= w
            }
            let shown = cut ? maxWidth - 1 : total
            let end = x >= right ? x : min(x + shown, right)
            writeSpan(y: y, from: max(x, lower), to: min(end, right)) { cells in
                guard let text = bytes.baseAddress else { return }
                let out = cells.baseAddress! + row
                var cx = x, i = 0
                while i < n, cx < end {
                    // Eight printable ASCII bytes, eight cells, as the measuring walk took them.
                    if i &+ 8 <= n, cx &+ 8 <= end, cx >= lower {
                        let v = DisplayWidth.eightBytes(text + i)
                        if DisplayWidth.isASCII(v), !DisplayWidth.hasControl(v) {
                            for k in 0..<8 { out[cx &+ k] = Cell(scalar: UInt32(text[i &+ k]), width: 1, style: style) }
                            i &+= 8; cx &+= 8
                            continue
                        }
                    }
                    let v: UInt32
                    if DisplayWidth.isPrintableASCII(text[i]) {
                        v = UInt32(text[i]); i &+= 1
                    } else {
                        v = DisplayWidth.scalar(in: bytes, at: &i)
                        guard DisplayWidth.simpleWidth(v) == 1 else { continue }
                    }
                    if cx >= lower { out[cx] = Cell(scalar: v, width: 1, style: style) }
                    cx &+= 1
                }
            }
            return (end - x, cut)
        }
        guard let drawn else { return nil }
        return drawn.cut ? drawEllipsis(after: drawn.used, x: x, y: y, style: style) : drawn.used
    }

    /// The `…` (`~` without UTF-8) after the `used` columns of a cut text at (x, y), where the
    /// clip shows it; returns the columns taken with it (not counted when past the clip's edge).
    private mutating func drawEllipsis(after used: Int, x: Int, y: Int, style: Style) -> Int {
        let ellipsisX = x + used
        if ellipsisX >= clip.maxX { return used }
        if ellipsisX >= clip.x { put(Cell(scalar: unicode ? 0x2026 : 0x7E, width: 1, style: style), x: ellipsisX, y: y) }
        return used + 1
    }

    /// Text drawn with a fixed width: padded with spaces, or truncated with an ellipsis.
    public mutating func drawField(_ text: String, x: Int, y: Int, width w: Int, style: Style = .plain,
                                   alignment: TextLayout.Alignment = .leading) {
        guard w > 0 else { return }
        if transformsText, let transform = textTransform {
            textTransform = nil
            defer { textTransform = transform }
            return drawField(transform.apply(text), x: x, y: y, width: w, style: style, alignment: alignment)
        }
        fill(Rect(x: x, y: y, width: w, height: 1), style: style)
        let tw = DisplayWidth.of(text)
        if tw > w && alignment == .leading {
            drawText(text, x: x, y: y, style: style, maxWidth: w)
            return
        }
        let shown = tw > w ? TextLayout.truncate(text, to: w, unicode: unicode) : text
        let pad = w - (tw > w ? DisplayWidth.of(shown) : tw)
        let lead: Int
        switch alignment {
        case .leading: lead = 0
        case .center: lead = pad / 2
        case .trailing: lead = pad
        }
        drawText(shown, x: x + lead, y: y, style: style)
    }
}

/// A change made to every text a canvas draws while it is set (`Canvas.textTransform`): the
/// simulator shows a window's strings in its language or pseudolanguage this way.
public struct TextTransform: Sendable {
    /// The change.
    public let apply: @Sendable (String) -> String
    /// A transform that applies `apply`.
    public init(_ apply: @escaping @Sendable (String) -> String) { self.apply = apply }
}

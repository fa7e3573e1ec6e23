import TerminalCanvas

/// An RGB picture of frames, drawn cell by cell: backgrounds, box drawing and blocks as shapes,
/// glyphs from `GlyphRasterizer` blended over the background. Only the cells that changed since
/// the last frame are drawn again, and `lastChange` says which pixels that touched.
public final class RasterImage {
    public let width: Int, height: Int
    /// Row-major RGB, three bytes a pixel.
    public private(set) var pixels: [UInt8]
    /// The pixels the last `draw` changed (x, y, width, height), or nil when none.
    public private(set) var lastChange: (x: Int, y: Int, width: Int, height: Int)?
    let options: PictureOptions
    /// Where the first cell's top-left corner is (centred where an asked size leaves room).
    let origin: (x: Int, y: Int)
    private let glyphs: GlyphRasterizer
    private var previous: Canvas?

    /// Levels of anti-aliasing between a glyph's background and foreground (256: all). A GIF
    /// uses 8: a frame's colours then fit one 256-colour palette, with no visible loss.
    public let coverageLevels: Int

    /// A picture big enough for a terminal of `cells` in `options`' frame.
    public init(cells: Size, options: PictureOptions, coverageLevels: Int = 256) throws {
        self.options = options
        self.coverageLevels = max(2, min(256, coverageLevels))
        (width, height) = try options.checkedPixelSize(for: cells)
        origin = options.origin(for: cells)
        glyphs = try GlyphRasterizer(fontSize: options.fontSize, cellWidth: options.cellWidth, cellHeight: options.cellHeight)
        pixels = [UInt8](repeating: 0, count: width * height * 3)
        drawFrame()
    }

    /// The margin, the terminal's rectangle with its rounded corners, and the window bar.
    private func drawFrame() {
        let o = options, t = o.theme
        fill(0, 0, width, height, o.marginFill ?? t.background)
        let inner = (x: o.margin, y: o.margin, w: width - 2 * o.margin, h: height - 2 * o.margin)
        fill(inner.x, inner.y, inner.w, inner.h, t.background)
        if o.borderRadius > 0 && o.margin > 0 {
            // Corners outside the radius show the margin.
            let r = o.borderRadius, outside = o.marginFill ?? t.background
            for dy in 0..<r { for dx in 0..<r where (r - dx) * (r - dx) + (r - dy) * (r - dy) > r * r {
                for (cx, cy) in [(inner.x + dx, inner.y + dy), (inner.x + inner.w - 1 - dx, inner.y + dy),
                                 (inner.x + dx, inner.y + inner.h - 1 - dy), (inner.x + inner.w - 1 - dx, inner.y + inner.h - 1 - dy)] {
                    set(cx, cy, outside)
                }
            } }
        }
        if let bar = o.windowBar {
            let size = o.windowBarSize, r = max(3, size / 5)
            let colors = [RGB(0xff, 0x5f, 0x58), RGB(0xff, 0xbd, 0x2e), RGB(0x18, 0xc1, 0x32)]
            for i in 0..<3 {
                let cx = bar.hasSuffix("Right") ? inner.x + inner.w - o.padding - r - i * 3 * r : inner.x + o.padding + r + i * 3 * r
                let cy = inner.y + size / 2
                for dy in -r...r { for dx in -r...r where dx * dx + dy * dy <= r * r {
                    let ring = bar.hasPrefix("Rings") && dx * dx + dy * dy < (r - 2) * (r - 2)
                    if !ring { set(cx + dx, cy + dy, colors[i]) }
                } }
            }
        }
    }

    /// Draws `canvas` (anchored top-left; a smaller frame shows the background around it).
    public func draw(_ canvas: Canvas) {
        let o = options, cw = o.cellWidth, ch = o.cellHeight, (ox, oy) = origin
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        func drawn(_ x: Int, _ y: Int, _ cell: Cell) {
            let px = ox + x * cw, py = oy + y * ch, w = cw * Int(max(1, cell.width))
            drawCell(cell, x: px, y: py, width: w)
            minX = min(minX, px); minY = min(minY, py); maxX = max(maxX, px + w - 1); maxY = max(maxY, py + ch - 1)
        }
        if let old = previous, old.size != canvas.size {
            // A resize: the cells the two frames share are drawn again only where they differ
            // (a window's sidebar keeps its pixels), and what the old frame covered beyond the
            // new one is cleared — so a resize sweep changes, and a GIF encodes, only what moved.
            for (x, y, w, h) in [(canvas.width, 0, old.width - canvas.width, old.height), (0, canvas.height, min(canvas.width, old.width), old.height - canvas.height)]
            where w > 0 && h > 0 {
                fill(ox + x * cw, oy + y * ch, w * cw, h * ch, o.theme.background)
                minX = min(minX, ox + x * cw); minY = min(minY, oy + y * ch)
                maxX = max(maxX, ox + (x + w) * cw - 1); maxY = max(maxY, oy + (y + h) * ch - 1)
            }
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    let cell = canvas[x, y]
                    guard cell.width != 0 else { continue }
                    // A wide cell is the same only when the cell it covers is too.
                    let same = x < old.width && y < old.height && old[x, y] == cell
                        && (cell.width < 2 || x + 1 >= canvas.width || (x + 1 < old.width && old[x + 1, y] == canvas[x + 1, y]))
                    // The old frame's wide glyph over this cell's left neighbour is gone if that neighbour changed.
                    if !same || (x > 0 && x - 1 < old.width && y < old.height && old[x - 1, y].width == 2 && old[x - 1, y] != canvas[x - 1, y]) {
                        drawn(x, y, cell)
                    }
                }
            }
        } else {
            for change in canvas.changes(from: previous) {
                for x in change.x..<(change.x + change.length) {
                    let cell = canvas[x, change.y]
                    guard cell.width != 0 else { continue }
                    drawn(x, change.y, cell)
                }
            }
        }
        previous = canvas
        lastChange = maxX < 0 ? nil : (minX, minY, min(width - 1, maxX) - minX + 1, min(height - 1, maxY) - minY + 1)
    }

    private var colorCache: [Style: (foreground: RGB, background: RGB)] = [:]
    /// The last style drawn and its colours: a run of one style looks them up once.
    private var lastStyle: (style: Style, colors: (foreground: RGB, background: RGB))?

    private func drawCell(_ cell: Cell, x px: Int, y py: Int, width w: Int) {
        let ch = options.cellHeight
        let colors: (foreground: RGB, background: RGB)
        if let last = lastStyle, last.style == cell.style {
            colors = last.colors
        } else if let cached = colorCache[cell.style] {
            colors = cached
            lastStyle = (cell.style, cached)
        } else {
            colors = options.theme.colors(of: cell.style)
            colorCache[cell.style] = colors
            lastStyle = (cell.style, colors)
        }
        fill(px, py, w, ch, colors.background)
        let attributes = cell.style.attributes
        defer {
            if attributes.contains(.underline) { fill(px, py + min(ch - 1, glyphs.baseline + 2), w, 1, colors.foreground) }
            if attributes.contains(.strikethrough) { fill(px, py + ch / 2, w, max(1, ch / 16), colors.foreground) }
        }
        // An emoji sequence (a skin tone, a family, a flag) is one picture, not its parts.
        if cell.singleScalarValue == nil, let g = glyphs.emojiGlyph(cell.scalars) {
            draw(g, at: px + g.left.clamped(0, max(0, w - g.width)), py, cell: (px, w), colors: colors)
            return
        }
        let value = cell.singleScalarValue ?? cell.scalars.first?.value ?? 0x20
        guard value != 0x20, let scalar = Unicode.Scalar(value) else { return }
        if let shape = CellShape.of(scalar) {
            for r in shape.rects(cellWidth: w, cellHeight: ch) {
                fill(px + r.x, py + r.y, r.width, r.height, colors.background.mixed(with: colors.foreground, r.coverage))
            }
            return
        }
        let variant = GlyphRasterizer.Variant(bold: attributes.contains(.bold), italic: attributes.contains(.italic))
        guard let g = glyphs.glyph(scalar, variant: variant) else { return }
        // Kept inside its cells; a glyph wider than them (a fallback font's) is centred and cut.
        let left = g.width <= w ? px + g.left.clamped(0, w - g.width) : px + (w - g.width) / 2
        draw(g, at: left, py, cell: (px, w), colors: colors)
        // Combining marks are drawn over their base, where the font places them after a cell's advance.
        guard cell.singleScalarValue == nil else { return }
        for mark in cell.scalars.dropFirst() where mark.properties.generalCategory == .nonspacingMark
            || mark.properties.generalCategory == .enclosingMark {
            guard let m = glyphs.glyph(mark, variant: variant) else { continue }
            let x = (px + options.cellWidth + m.left).clamped(px, max(px, px + w - m.width))
            draw(m, at: x, py, cell: (px, w), colors: colors)
        }
    }

    /// Blends a glyph into the picture at (`x`, `y` + its top), clipped to its cell.
    private func draw(_ g: GlyphRasterizer.Glyph, at left: Int, _ py: Int, cell: (x: Int, width: Int),
                      colors: (foreground: RGB, background: RGB)) {
        let ch = options.cellHeight
        let ramp = blend(colors.background, colors.foreground)
        // The rows and columns of the glyph inside its cell and the picture, found once.
        let y0 = max(0, py - (py + g.top), -(py + g.top)), y1 = min(g.height, py + ch - (py + g.top), height - (py + g.top))
        let x0 = max(0, cell.x - left, -left), x1 = min(g.width, cell.x + cell.width - left, width - left)
        guard y0 < y1, x0 < x1 else { return }
        let stride = width
        pixels.withUnsafeMutableBufferPointer { p in
            g.coverage.withUnsafeBufferPointer { coverage in
                ramp.withUnsafeBufferPointer { ramp in
                    for y in y0..<y1 {
                        var o = ((py + g.top + y) * stride + left + x0) * 3
                        for x in x0..<x1 {
                            let i = y * g.width + x, a = coverage[i]
                            defer { o += 3 }
                            guard a > 0 else { continue }
                            if let color = g.color {
                                // Premultiplied colour over the cell's background.
                                let bg = colors.background, keep = 255 - Int(a)
                                p[o] = UInt8(min(255, Int(color[i * 4]) + Int(bg.r) * keep / 255))
                                p[o + 1] = UInt8(min(255, Int(color[i * 4 + 1]) + Int(bg.g) * keep / 255))
                                p[o + 2] = UInt8(min(255, Int(color[i * 4 + 2]) + Int(bg.b) * keep / 255))
                            } else {
                                let c = ramp[Int(a)]
                                p[o] = c.r; p[o + 1] = c.g; p[o + 2] = c.b
                            }
                        }
                    }
                }
            }
        }
    }

    /// The 256 mixes of `bg` toward `fg`, for glyph coverage: made once per pair of colours.
    private var ramps: [UInt64: [RGB]] = [:]

    /// The last ramp asked for: a run of one style asks for the same one.
    private var lastRamp: (key: UInt64, ramp: [RGB])?

    private func blend(_ bg: RGB, _ fg: RGB) -> [RGB] {
        let key = UInt64(bg.r) << 40 | UInt64(bg.g) << 32 | UInt64(bg.b) << 24 | UInt64(fg.r) << 16 | UInt64(fg.g) << 8 | UInt64(fg.b)
        if let last = lastRamp, last.key == key { return last.ramp }
        if let ramp = ramps[key] { lastRamp = (key, ramp); return ramp }
        let steps = Double(coverageLevels - 1)
        let ramp = (0..<256).map { bg.mixed(with: fg, (Double($0) / 255 * steps).rounded() / steps) }
        ramps[key] = ramp
        return ramp
    }

    func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ c: RGB) {
        let x0 = max(0, x), y0 = max(0, y), x1 = min(width, x + w), y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        let stride = width
        pixels.withUnsafeMutableBufferPointer { p in
            for row in y0..<y1 {
                var i = (row * stride + x0) * 3
                for _ in x0..<x1 { p[i] = c.r; p[i + 1] = c.g; p[i + 2] = c.b; i += 3 }
            }
        }
    }

    @inline(__always) func set(_ x: Int, _ y: Int, _ c: RGB) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 3
        pixels[i] = c.r; pixels[i + 1] = c.g; pixels[i + 2] = c.b
    }

    /// Characters drawn so far that no font has (their cells are blank), for a warning.
    public var missingCharacters: Set<Unicode.Scalar> { glyphs.missing }

    /// The colour at (x, y).
    public func pixel(_ x: Int, _ y: Int) -> RGB {
        let i = (y * width + x) * 3
        return RGB(pixels[i], pixels[i + 1], pixels[i + 2])
    }
}

extension Int {
    func clamped(_ lo: Int, _ hi: Int) -> Int { Swift.max(lo, Swift.min(hi, self)) }
}

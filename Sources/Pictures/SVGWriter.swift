import TerminalCanvas

/// SVG pictures of frames, written by Scenery itself: text as text (selectable, searchable),
/// one `<text>` per run of a style with its exact width, wide glyphs over two cells, box
/// drawing and blocks as shapes so lines join, the theme's colours, and VHS's frame settings.
///
/// An animated SVG defines each distinct row once and shows each frame as `<use>`s of its
/// rows, one CSS timeline for all frames: recordings repeat most rows, so it stays small.
public struct SVGWriter {
    public let options: PictureOptions
    /// Rows already defined, by their cells, and their ids.
    private var rowIDs: [[Cell]: Int] = [:]
    /// Each style's colours, resolved once.
    private var colorCache: [Style: (foreground: RGB, background: RGB)] = [:]
    /// Each colour's `#rrggbb`, written once.
    private var hexCache: [RGB: String] = [:]

    private mutating func hex(_ c: RGB) -> String {
        if let h = hexCache[c] { return h }
        let h = c.hex
        hexCache[c] = h
        return h
    }
    private var defs = ""
    private var frames: [(time: Double, size: Size, rows: [Int])] = []
    private var largest = Size(width: 1, height: 1)
    /// The last frame added and its row ids: unchanged rows are not written again.
    private var previous: (canvas: Canvas, rows: [Int])?

    public init(options: PictureOptions = PictureOptions()) { self.options = options }

    /// One frame as a still picture.
    public static func still(_ canvas: Canvas, options: PictureOptions = PictureOptions()) -> String {
        var w = SVGWriter(options: options)
        w.add(canvas, at: 0)
        return w.finish(duration: 0)
    }

    /// Adds the frame shown from `time` on (seconds).
    public mutating func add(_ canvas: Canvas, at time: Double) {
        var rows: [Int] = []
        let before = previous.flatMap { $0.canvas.size == canvas.size ? $0 : nil }
        let changed = Set(canvas.changes(from: before?.canvas).map(\.y))
        for y in 0..<canvas.height {
            if let before, !changed.contains(y) { rows.append(before.rows[y]); continue }
            let cells = Array(canvas.cells[(y * canvas.width)..<((y + 1) * canvas.width)])
            if let id = rowIDs[cells] { rows.append(id); continue }
            let id = rowIDs.count
            rowIDs[cells] = id
            defs += "<g id=\"r\(id)\">\(rowSVG(canvas, y: y))</g>\n"
            rows.append(id)
        }
        previous = (canvas, rows)
        largest = Size(width: max(largest.width, canvas.width), height: max(largest.height, canvas.height))
        if let last = frames.last, last.rows == rows, last.size == canvas.size { return }
        frames.append((time, canvas.size, rows))
    }

    /// The SVG document; `duration` is the recording's length (the last frame shows until then).
    public func finish(duration: Double) -> String {
        let o = options, t = o.theme
        let (width, height) = o.pixelSize(for: largest)
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
            + "width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        s += "<style>text{font-family:'DejaVu Sans Mono','Menlo','Consolas',monospace;font-size:\(o.fontSize)px;white-space:pre}"
        let animated = frames.count > 1 && duration > 0
        if animated {
            s += ".f{visibility:hidden}"
            for (i, f) in frames.enumerated() {
                let start = Self.percent(f.time / duration)
                let end = i + 1 < frames.count ? Self.percent(frames[i + 1].time / duration) : "100"
                s += "@keyframes k\(i){0%{visibility:hidden}\(start)%{visibility:visible}\(end)%{visibility:hidden}}"
                s += ".f\(i){animation:k\(i) \(Self.number(duration))s step-end infinite}"
            }
        }
        s += "</style>\n"
        if o.margin > 0 {
            s += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\((o.marginFill ?? t.background).hex)\"/>\n"
        }
        let inner = (x: o.margin, y: o.margin, w: width - 2 * o.margin, h: height - 2 * o.margin)
        if !o.followsSize {
            s += "<rect x=\"\(inner.x)\" y=\"\(inner.y)\" width=\"\(inner.w)\" height=\"\(inner.h)\" rx=\"\(o.borderRadius)\" fill=\"\(t.background.hex)\"/>\n"
            s += windowBar(x: inner.x, y: inner.y, width: inner.w)
        }
        s += "<defs>\n" + defs + "</defs>\n"
        let (ox, oy) = o.origin(for: largest)
        for (i, f) in frames.enumerated() {
            s += animated ? "<g class=\"f f\(i)\">" : "<g>"
            if o.followsSize {
                // The frame's own terminal rectangle: the picture around it stays transparent.
                let (fw, fh) = o.pixelSize(for: f.size)
                s += "<rect x=\"\(inner.x)\" y=\"\(inner.y)\" width=\"\(fw - 2 * o.margin)\" height=\"\(fh - 2 * o.margin)\" "
                    + "rx=\"\(o.borderRadius)\" fill=\"\(t.background.hex)\"/>" + windowBar(x: inner.x, y: inner.y, width: fw - 2 * o.margin)
            }
            for (y, id) in f.rows.enumerated() {
                s += "<use xlink:href=\"#r\(id)\" x=\"\(ox)\" y=\"\(oy + y * o.cellHeight)\"/>"
            }
            s += "</g>\n"
        }
        return s + "</svg>\n"
    }

    /// The three window controls of VHS's `WindowBar`, on the leading side or (`…Right`) the trailing one.
    private func windowBar(x: Int, y: Int, width: Int) -> String {
        guard let bar = options.windowBar else { return "" }
        let size = options.windowBarSize, r = max(3, size / 5)
        let colors = ["#ff5f58", "#ffbd2e", "#18c132"]
        let right = bar.hasSuffix("Right")
        var s = ""
        for i in 0..<3 {
            let cx = right ? x + width - options.padding - r - i * (3 * r) : x + options.padding + r + i * (3 * r)
            let fill = bar.hasPrefix("Rings") ? "none\" stroke=\"\(colors[i])\" stroke-width=\"1.5" : colors[i]
            s += "<circle cx=\"\(cx)\" cy=\"\(y + size / 2)\" r=\"\(r)\" fill=\"\(fill)\"/>"
        }
        return s + "\n"
    }

    /// A row's backgrounds, shapes and text runs, at y = 0.
    private mutating func colors(_ style: Style) -> (foreground: RGB, background: RGB) {
        if let c = colorCache[style] { return c }
        let c = options.theme.colors(of: style)
        colorCache[style] = c
        return c
    }

    private mutating func rowSVG(_ canvas: Canvas, y: Int) -> String {
        let o = options, t = o.theme, cw = o.cellWidth, ch = o.cellHeight
        let baseline = Self.number(Double(ch) * 0.78)
        var out = ""
        // Each cell's background, looked up once per run of one style.
        var backgrounds = [RGB](repeating: t.background, count: canvas.width)
        var lastStyle: Style?, lastBackground = t.background
        for i in 0..<canvas.width {
            let style = canvas[i, y].style
            if style != lastStyle { lastBackground = colors(style).background; lastStyle = style }
            backgrounds[i] = lastBackground
        }
        // Backgrounds: runs of one colour other than the theme's.
        var x = 0
        while x < canvas.width {
            let bg = backgrounds[x]
            var end = x + 1
            while end < canvas.width, backgrounds[end] == bg { end += 1 }
            if bg != t.background {
                out += "<rect x=\"\(x * cw)\" width=\"\((end - x) * cw)\" height=\"\(ch)\" fill=\"\(hex(bg))\"/>"
            }
            x = end
        }
        // Shapes, then text runs of one style.
        x = 0
        var run = "", runStart = 0, runCells = 0
        var runStyle: Style?
        func flush() {
            defer { run = ""; runCells = 0; runStyle = nil }
            guard let style = runStyle, !run.allSatisfy({ $0 == " " }) else { return }
            // Blanks at either end are left out: the run is placed by its first cell and sized by its cells.
            let leading = run.prefix { $0 == " " }.count, trailing = run.reversed().prefix { $0 == " " }.count
            run = String(run.dropFirst(leading).dropLast(trailing))
            runStart += leading
            runCells -= leading + trailing
            let fg = colors(style).foreground
            var attributes = "fill=\"\(hex(fg))\""
            if style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
            if style.attributes.contains(.italic) { attributes += " font-style=\"italic\"" }
            let lines = [style.attributes.contains(.underline) ? "underline" : nil,
                         style.attributes.contains(.strikethrough) ? "line-through" : nil].compactMap { $0 }
            if !lines.isEmpty { attributes += " text-decoration=\"\(lines.joined(separator: " "))\"" }
            out += "<text x=\"\(runStart * cw)\" y=\"\(baseline)\" textLength=\"\(runCells * cw)\" "
                + "lengthAdjust=\"spacingAndGlyphs\" \(attributes)>\(Self.escape(run))</text>"
        }
        while x < canvas.width {
            let cell = canvas[x, y]
            let width = Int(max(1, cell.width))
            if cell.width == 0 { x += 1; continue }
            if let value = cell.singleScalarValue, (0x2500...0x259F).contains(value) || (0x2801...0x28FF).contains(value), let scalar = Unicode.Scalar(value),
               let shape = CellShape.of(scalar) {
                flush()
                let cellColors = colors(cell.style)
                if case .arc(let right, let down) = shape {
                    // A rounded corner as one stroked path: an arm, the quarter circle, the other arm.
                    let g = CellShape.arcGeometry(right: right, down: down, cellWidth: cw, cellHeight: ch)
                    let x0 = Double(x * cw), n = Self.number
                    out += "<path d=\"M\(n(x0 + (right ? Double(cw) : 0)))," + n(g.yc) + "H\(n(x0 + g.centre.x))"
                        + "A\(n(g.r)),\(n(g.r)) 0 0 \(g.sx * g.sy > 0 ? 0 : 1) \(n(x0 + g.xc)),\(n(g.centre.y))V\(down ? ch : 0)\" "
                        + "fill=\"none\" stroke=\"\(hex(cellColors.foreground))\" stroke-width=\"\(n(g.stroke))\"/>"
                    x += width
                    continue
                }
                for r in shape.rects(cellWidth: cw, cellHeight: ch) {
                    let fill = cellColors.background.mixed(with: cellColors.foreground, r.coverage)
                    out += "<rect x=\"\(x * cw + r.x)\" y=\"\(r.y)\" width=\"\(r.width)\" height=\"\(r.height)\" fill=\"\(hex(fill))\"/>"
                }
                x += width
                continue
            }
            if runStyle != cell.style || width == 2 { flush() }
            if runStyle == nil { runStart = x; runStyle = cell.style }
            if let v = cell.singleScalarValue, let scalar = Unicode.Scalar(v) { run.unicodeScalars.append(scalar) } else { run.append(cell.grapheme) }
            runCells += width
            if width == 2 { flush() }  // a wide glyph gets its own two cells
            x += width
        }
        flush()
        return out
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                // XML 1.0 allows no C0 controls but tab, newline and carriage return.
                if let v = c.unicodeScalars.first?.value, v < 0x20 { out += " " } else { out.append(c) }
            }
        }
        return out
    }

    /// A number with at most three decimals, written the same way on every machine.
    static func number(_ v: Double) -> String {
        let thousandths = Int((v * 1000).rounded())
        let whole = thousandths / 1000, frac = abs(thousandths % 1000)
        if frac == 0 { return "\(whole)" }
        var f = String(frac)
        f = String(repeating: "0", count: 3 - f.count) + f
        while f.hasSuffix("0") { f.removeLast() }
        return "\(whole).\(f)"
    }

    static func percent(_ fraction: Double) -> String { number(max(0, min(100, fraction * 100))) }
}

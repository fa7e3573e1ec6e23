import Foundation
import TerminalCanvas

/// How a picture frames the terminal, as VHS's settings describe it: the cell size (from the
/// font's metrics at the font size, letter spacing and line height), padding inside the
/// terminal's rectangle, a margin outside it, a window bar above, rounded corners — and, when
/// asked (`Set Width 1200` in pixels), the picture's exact size, the terminal centred inside.
public struct PictureOptions: Sendable, Equatable {
    /// `Set FontSize`, in pixels; the cell follows DejaVu Sans Mono's metrics (16 px: 9 × 19).
    public var fontSize = 16
    /// `Set LetterSpacing`: pixels added to each cell's width.
    public var letterSpacing = 0.0
    /// `Set LineHeight`: the cell's height as a multiple of the font's line.
    public var lineHeight = 1.0
    /// `Set Padding`: pixels between the terminal's rectangle and its cells.
    public var padding = 10
    /// `Set Margin`: pixels around the terminal's rectangle, filled with `marginFill`.
    public var margin = 0
    /// `Set MarginFill`: the margin's colour (the theme's background when nil).
    public var marginFill: RGB?
    /// `Set BorderRadius`: the terminal rectangle's rounded corners, in pixels.
    public var borderRadius = 0
    /// `Colorful`, `ColorfulRight`, `Rings`, `RingsRight`, or nil for none.
    public var windowBar: String?
    /// `Set WindowBarSize`: the bar's height in pixels.
    public var windowBarSize = 30
    /// The colours.
    public var theme = PictureTheme.standard
    /// SVG only: each frame drawn at its own size (its own terminal rectangle) instead of every
    /// frame inside the largest one.
    public var followsSize = false
    /// The picture's width and height as asked (VHS's `Set Width`/`Set Height` in pixels): the
    /// picture is exactly that big, the cells centred in what padding, margin and bar leave.
    /// Nil: as big as the cells need.
    public var width: Int?, height: Int?
    /// `Set Framerate`: GIFs and videos show at most this many frames a second (changes in
    /// between are merged into the earlier frame); nil: every frame.
    public var framerate: Double?
    /// `Set PlaybackSpeed`: pictures play this many times faster than the recording (the cast
    /// keeps its own time).
    public var playbackSpeed = 1.0
    /// `Set LoopOffset`: GIFs, videos and PNG frames start this far (a percentage) into the
    /// recording and wrap round to its start, as VHS moves its first frames to the end; 0 for none.
    public var loopOffset = 0.0

    /// Scenery's defaults: 16 px, 10 px padding, no margin, no bar, the standard theme.
    public init() {}

    /// A cell's width in pixels.
    public var cellWidth: Int { FontMetrics.dejaVuSansMono.cell(fontSize: fontSize, letterSpacing: letterSpacing, lineHeight: lineHeight).width }
    /// A cell's height in pixels.
    public var cellHeight: Int { FontMetrics.dejaVuSansMono.cell(fontSize: fontSize, letterSpacing: letterSpacing, lineHeight: lineHeight).height }
    var barHeight: Int { windowBar == nil ? 0 : windowBarSize }

    /// What the frame takes around the cells: padding and margin on each side, and the bar.
    public var chrome: (width: Int, height: Int) { (2 * padding + 2 * margin, 2 * padding + 2 * margin + barHeight) }

    /// The whole picture's size for a terminal of `cells`: the size asked, or what the cells need
    /// when they need more (a tape that resizes past its start).
    public func pixelSize(for cells: Size) -> (width: Int, height: Int) {
        let needed = (cells.width * cellWidth + chrome.width, cells.height * cellHeight + chrome.height)
        return (max(width ?? 0, needed.0), max(height ?? 0, needed.1))
    }

    /// The cells that fit a picture of the asked size (VHS's `term.fit`): what is left after
    /// padding, margin and the bar, in whole cells; nil when no size was asked.
    public func cellsFitting() -> Size? {
        guard width != nil || height != nil else { return nil }
        let w = ((width ?? 0) - chrome.width) / cellWidth, h = ((height ?? 0) - chrome.height) / cellHeight
        return Size(width: w, height: h)
    }

    /// The most pixels a raster picture (PNG, GIF, video) may have: 33.2 million, 8K UHD
    /// (7680×4320), about 100 MB as RGB. Larger would take gigabytes for one frame.
    public static let maximumPixels = 7680 * 4320

    /// A picture too large to draw.
    public struct TooLarge: Error, CustomStringConvertible {
        public let width: Int, height: Int
        public var description: String {
            "a picture of \(width)×\(height) pixels is larger than Scenery draws (at most \(PictureOptions.maximumPixels / 1_000_000) million pixels, "
                + "7680×4320): lower the font size, padding or margin, or crop the terminal (render --cols/--rows)"
        }
    }

    /// The picture's size for `cells`, or ``TooLarge`` when it passes ``maximumPixels``.
    public func checkedPixelSize(for cells: Size) throws -> (width: Int, height: Int) {
        let (w, h) = pixelSize(for: Size(width: max(0, cells.width), height: max(0, cells.height)))
        guard w > 0, h > 0, w <= 65_535, h <= 65_535, w * h <= Self.maximumPixels else {
            throw TooLarge(width: w, height: h)
        }
        return (w, h)
    }

    /// Where the first cell's top-left corner is, with no size asked.
    public var origin: (x: Int, y: Int) { (margin + padding, margin + barHeight + padding) }

    /// Where the first cell's top-left corner is in the picture for `cells`: inside padding,
    /// margin and bar, and centred in what an asked size leaves over, as VHS centres its terminal.
    public func origin(for cells: Size) -> (x: Int, y: Int) {
        let (w, h) = pixelSize(for: cells)
        let spareX = w - chrome.width - cells.width * cellWidth, spareY = h - chrome.height - cells.height * cellHeight
        return (origin.x + max(0, spareX) / 2, origin.y + max(0, spareY) / 2)
    }
}

/// Box-drawing and block characters are drawn as shapes, not font glyphs, so lines join
/// across cells whatever the font's line height.
enum CellShape {
    /// Line weights toward each side: 0 none, 1 light, 2 heavy, 3 double.
    struct Lines { var up: UInt8, down: UInt8, left: UInt8, right: UInt8 }
    case lines(Lines)
    /// A filled part of the cell, in eighths (x, y, width, height), and how much of the
    /// foreground covers it (shades).
    case block(x: Int, y: Int, width: Int, height: Int, coverage: Double)
    /// Quadrants filled (bit 0 upper left, 1 upper right, 2 lower left, 3 lower right).
    case quadrants(UInt8)
    /// Braille dots (bit n is dot n + 1 of Unicode's braille patterns: 1–3 and 7 on the left).
    case braille(UInt8)
    /// A rounded corner, ╭ ╮ ╯ ╰: a light line turning through a quarter circle, its arms
    /// toward the sides named (right or left; down or up).
    case arc(right: Bool, down: Bool)

    static func of(_ scalar: Unicode.Scalar) -> CellShape? {
        let v = scalar.value
        if let l = lines[v] { return .lines(Lines(up: l.0, down: l.1, left: l.2, right: l.3)) }
        switch v {
        case 0x256D: return .arc(right: true, down: true)    // ╭
        case 0x256E: return .arc(right: false, down: true)   // ╮
        case 0x256F: return .arc(right: false, down: false)  // ╯
        case 0x2570: return .arc(right: true, down: false)   // ╰
        case 0x2800...0x28FF: return v == 0x2800 ? nil : .braille(UInt8(v - 0x2800))
        case 0x2581...0x2588: let n = Int(v - 0x2580); return .block(x: 0, y: 8 - n, width: 8, height: n, coverage: 1)  // ▁…█
        case 0x2589...0x258F: let n = Int(0x2590 - v); return .block(x: 0, y: 0, width: n, height: 8, coverage: 1)    // ▉…▏
        case 0x2580: return .block(x: 0, y: 0, width: 8, height: 4, coverage: 1)   // ▀
        case 0x2590: return .block(x: 4, y: 0, width: 4, height: 8, coverage: 1)   // ▐
        case 0x2591: return .block(x: 0, y: 0, width: 8, height: 8, coverage: 0.25) // ░
        case 0x2592: return .block(x: 0, y: 0, width: 8, height: 8, coverage: 0.5)  // ▒
        case 0x2593: return .block(x: 0, y: 0, width: 8, height: 8, coverage: 0.75) // ▓
        case 0x2594: return .block(x: 0, y: 0, width: 8, height: 1, coverage: 1)   // ▔
        case 0x2595: return .block(x: 7, y: 0, width: 1, height: 8, coverage: 1)   // ▕
        case 0x2596...0x259F: return .quadrants(quadrantBits[Int(v - 0x2596)])      // ▖…▟
        default: return nil
        }
    }

    /// ▖ ▗ ▘ ▙ ▚ ▛ ▜ ▝ ▞ ▟ as quadrant bits.
    private static let quadrantBits: [UInt8] = [0b0100, 0b1000, 0b0001, 0b1101, 0b1001, 0b0111, 0b1011, 0b0010, 0b0110, 0b1110]

    /// (up, down, left, right) for the box-drawing characters the canvas draws.
    private static let lines: [UInt32: (UInt8, UInt8, UInt8, UInt8)] = [
        0x2500: (0, 0, 1, 1), 0x2502: (1, 1, 0, 0), 0x250C: (0, 1, 0, 1), 0x2510: (0, 1, 1, 0),
        0x2514: (1, 0, 0, 1), 0x2518: (1, 0, 1, 0), 0x251C: (1, 1, 0, 1), 0x2524: (1, 1, 1, 0),
        0x252C: (0, 1, 1, 1), 0x2534: (1, 0, 1, 1), 0x253C: (1, 1, 1, 1),
        0x2501: (0, 0, 2, 2), 0x2503: (2, 2, 0, 0), 0x250F: (0, 2, 0, 2), 0x2513: (0, 2, 2, 0),
        0x2517: (2, 0, 0, 2), 0x251B: (2, 0, 2, 0), 0x2523: (2, 2, 0, 2), 0x252B: (2, 2, 2, 0),
        0x2533: (0, 2, 2, 2), 0x253B: (2, 0, 2, 2), 0x254B: (2, 2, 2, 2),
        0x2550: (0, 0, 3, 3), 0x2551: (3, 3, 0, 0), 0x2554: (0, 3, 0, 3), 0x2557: (0, 3, 3, 0),
        0x255A: (3, 0, 0, 3), 0x255D: (3, 0, 3, 0), 0x2560: (3, 3, 0, 3), 0x2563: (3, 3, 3, 0),
        0x2566: (0, 3, 3, 3), 0x2569: (3, 0, 3, 3), 0x256C: (3, 3, 3, 3),
        0x2574: (0, 0, 1, 0), 0x2575: (1, 0, 0, 0), 0x2576: (0, 0, 0, 1), 0x2577: (0, 1, 0, 0),
    ]

    /// The rectangles (in pixels, relative to the cell) that draw a shape in a cell of `w`×`h`,
    /// each with its coverage.
    func rects(cellWidth w: Int, cellHeight h: Int) -> [(x: Int, y: Int, width: Int, height: Int, coverage: Double)] {
        switch self {
        case .block(let x, let y, let bw, let bh, let coverage):
            let x0 = x * w / 8, y0 = y * h / 8
            return [(x0, y0, max(1, (x + bw) * w / 8 - x0), max(1, (y + bh) * h / 8 - y0), coverage)]
        case .quadrants(let bits):
            let hw = w / 2, hh = h / 2
            let parts = [(0, 0, hw, hh), (hw, 0, w - hw, hh), (0, hh, hw, h - hh), (hw, hh, w - hw, h - hh)]
            return parts.indices.filter { bits & (1 << $0) != 0 }.map { (parts[$0].0, parts[$0].1, parts[$0].2, parts[$0].3, 1.0) }
        case .braille(let bits):
            // Two columns of four dots; Unicode numbers dots 1-2-3 down the left, 4-5-6 down the
            // right, then 7 (left) and 8 (right) at the bottom.
            let spots: [(col: Int, row: Int)] = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]
            let d = max(1, min(w / 4, h / 8))
            return spots.indices.filter { bits & (1 << $0) != 0 }.map { i in
                let cx = w * (1 + 2 * spots[i].col) / 4, cy = h * (1 + 2 * spots[i].row) / 8
                return (cx - d / 2, cy - d / 2, d, d, 1.0)
            }
        case .arc(let right, let down):
            return Self.arcRects(right: right, down: down, cellWidth: w, cellHeight: h)
        case .lines(let l):
            var out: [(Int, Int, Int, Int, Double)] = []
            let cx = w / 2, cy = h / 2
            func stroke(_ weight: UInt8) -> Int { weight == 2 ? max(2, w / 4) : max(1, w / 10) }
            // Each arm runs from the cell's edge to its centre, one stroke wide (two for double).
            func vertical(_ weight: UInt8, from y0: Int, to y1: Int) {
                guard weight > 0 else { return }
                let t = stroke(weight)
                if weight == 3 {
                    out.append((cx - t - 1, y0, t, y1 - y0, 1)); out.append((cx + 1, y0, t, y1 - y0, 1))
                } else { out.append((cx - t / 2, y0, t, y1 - y0, 1)) }
            }
            func horizontal(_ weight: UInt8, from x0: Int, to x1: Int) {
                guard weight > 0 else { return }
                let t = max(1, h / 20) * (weight == 2 ? 2 : 1)
                if weight == 3 {
                    out.append((x0, cy - t - 1, x1 - x0, t, 1)); out.append((x0, cy + 1, x1 - x0, t, 1))
                } else { out.append((x0, cy - t / 2, x1 - x0, t, 1)) }
            }
            let t = max(1, h / 20) * 2
            vertical(l.up, from: 0, to: cy + (l.left > 0 || l.right > 0 ? t / 2 + 1 : 0))
            vertical(l.down, from: cy - (l.left > 0 || l.right > 0 ? t / 2 : 0), to: h)
            horizontal(l.left, from: 0, to: cx + (l.up > 0 || l.down > 0 ? stroke(max(l.up, l.down)) / 2 + 1 : 0))
            horizontal(l.right, from: cx - (l.up > 0 || l.down > 0 ? stroke(max(l.up, l.down)) / 2 : 0), to: w)
            return out
        }
    }

    /// A rounded corner's path in a cell of `w`×`h`: the centres of the light strokes `.lines`
    /// draws (so it joins them), the quarter circle's centre and radius (half the cell's width),
    /// the directions of its arms, and the stroke's width.
    static func arcGeometry(right: Bool, down: Bool, cellWidth w: Int, cellHeight h: Int)
        -> (xc: Double, yc: Double, centre: (x: Double, y: Double), r: Double, sx: Double, sy: Double, stroke: Double) {
        let tv = max(1, w / 10), th = max(1, h / 20)
        let xc = Double(w / 2 - tv / 2) + Double(tv) / 2, yc = Double(h / 2 - th / 2) + Double(th) / 2
        let sx = right ? 1.0 : -1.0, sy = down ? 1.0 : -1.0
        let r = min(right ? Double(w) - xc : xc, down ? Double(h) - yc : yc)
        return (xc, yc, (xc + sx * r, yc + sy * r), r, sx, sy, Double(max(tv, th)))
    }

    /// A rounded corner as anti-aliased pixels, one 1×1 rectangle each.
    static func arcRects(right: Bool, down: Bool, cellWidth w: Int, cellHeight h: Int)
        -> [(x: Int, y: Int, width: Int, height: Int, coverage: Double)] {
        let (xc, yc, centre, r, sx, sy, stroke) = arcGeometry(right: right, down: down, cellWidth: w, cellHeight: h)
        let half = stroke / 2
        var out: [(Int, Int, Int, Int, Double)] = []
        for py in 0..<h {
            for px in 0..<w {
                let p = (x: Double(px) + 0.5, y: Double(py) + 0.5)
                // The distance to the nearest point of the path: the horizontal arm, the vertical
                // arm, or the arc between them.
                let hx = sx > 0 ? min(max(p.x, centre.x), Double(w)) : max(min(p.x, centre.x), 0)
                let vy = sy > 0 ? min(max(p.y, centre.y), Double(h)) : max(min(p.y, centre.y), 0)
                var d = min(hypot(p.x - hx, p.y - yc), hypot(p.x - xc, p.y - vy))
                let v = (x: p.x - centre.x, y: p.y - centre.y)
                if v.x * sx <= 0 && v.y * sy <= 0 { d = min(d, abs(hypot(v.x, v.y) - r)) }
                let coverage = min(1, max(0, half + 0.5 - d))
                if coverage > 0.02 { out.append((px, py, 1, 1, coverage)) }
            }
        }
        return out
    }

}

/// Line styles for boxes and separators, with an ASCII fallback for non-UTF-8 locales.
public enum BoxStyle: String, CaseIterable, Sendable {
    /// The line weights box drawing comes in; `ascii` is `+`, `-` and `|` for terminals without Unicode.
    case light, heavy, rounded, double, ascii

    /// The glyphs: corners top-left, top-right, bottom-left, bottom-right, horizontal, vertical,
    /// and the tees where a separator meets the border (down from the top, up from the bottom).
    public struct Glyphs: Sendable {
        /// The corners and the straight lines.
        public let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character
        /// The T pieces where a separator meets a border (`┬ ┴ ├ ┤`).
        public let teeDown, teeUp, teeRight, teeLeft: Character
    }

    /// The glyphs of this style.
    public var glyphs: Glyphs {
        switch self {
        case .light: return Glyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
                                   horizontal: "─", vertical: "│", teeDown: "┬", teeUp: "┴", teeRight: "├", teeLeft: "┤")
        case .heavy: return Glyphs(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛",
                                   horizontal: "━", vertical: "┃", teeDown: "┳", teeUp: "┻", teeRight: "┣", teeLeft: "┫")
        case .rounded: return Glyphs(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
                                     horizontal: "─", vertical: "│", teeDown: "┬", teeUp: "┴", teeRight: "├", teeLeft: "┤")
        case .double: return Glyphs(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝",
                                    horizontal: "═", vertical: "║", teeDown: "╦", teeUp: "╩", teeRight: "╠", teeLeft: "╣")
        case .ascii: return Glyphs(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
                                   horizontal: "-", vertical: "|", teeDown: "+", teeUp: "+", teeRight: "+", teeLeft: "+")
        }
    }
}

extension Canvas {
    /// The glyphs for `style`, or ASCII ones when the canvas is not Unicode.
    public func glyphs(_ style: BoxStyle) -> BoxStyle.Glyphs {
        unicode ? style.glyphs : BoxStyle.ascii.glyphs
    }

    /// Draws the outline of `rect` (clipped). Rectangles under 2×2 draw nothing.
    public mutating func drawBox(_ rect: Rect, style: BoxStyle = .light, lineStyle: Style = .plain) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let g = glyphs(style)
        drawHLine(x: rect.x + 1, y: rect.y, length: rect.width - 2, glyph: g.horizontal, style: lineStyle)
        drawHLine(x: rect.x + 1, y: rect.maxY - 1, length: rect.width - 2, glyph: g.horizontal, style: lineStyle)
        drawVLine(x: rect.x, y: rect.y + 1, length: rect.height - 2, glyph: g.vertical, style: lineStyle)
        drawVLine(x: rect.maxX - 1, y: rect.y + 1, length: rect.height - 2, glyph: g.vertical, style: lineStyle)
        put(g.topLeft, x: rect.x, y: rect.y, style: lineStyle)
        put(g.topRight, x: rect.maxX - 1, y: rect.y, style: lineStyle)
        put(g.bottomLeft, x: rect.x, y: rect.maxY - 1, style: lineStyle)
        put(g.bottomRight, x: rect.maxX - 1, y: rect.maxY - 1, style: lineStyle)
    }
}

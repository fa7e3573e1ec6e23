/// The cell a monospaced font gives at a size, measured as xterm.js measures it — and so as
/// VHS sizes its terminal: the cell is the glyph advance rounded down plus the letter spacing,
/// and the font's line (ascent + descent, rounded up) times the line height, rounded down.
public struct FontMetrics: Sendable, Equatable {
    /// Font units per em, the advance of every glyph, and the line's ascent and descent, in font units.
    public let unitsPerEm: Int, advance: Int, ascender: Int, descender: Int

    /// Metrics from a font's `head` and `hhea` tables.
    public init(unitsPerEm: Int, advance: Int, ascender: Int, descender: Int) {
        self.unitsPerEm = unitsPerEm; self.advance = advance; self.ascender = ascender; self.descender = descender
    }

    /// DejaVu Sans Mono, the font pictures are drawn with (2048 units per em, advance 1233,
    /// ascent 1901, descent 483): 16 px gives 9×19 cells, 22 px (VHS's default) 13×26.
    public static let dejaVuSansMono = FontMetrics(unitsPerEm: 2048, advance: 1233, ascender: 1901, descender: 483)

    /// The cell at `fontSize` pixels, with `letterSpacing` pixels between glyphs and the line
    /// `lineHeight` times the font's; never smaller than 2×4 pixels.
    public func cell(fontSize: Int, letterSpacing: Double = 0, lineHeight: Double = 1) -> (width: Int, height: Int) {
        let em = Double(fontSize) / Double(unitsPerEm)
        let width = Int((Double(advance) * em).rounded(.down) + letterSpacing.rounded(.down))
        let line = (Double(ascender + descender) * em).rounded(.up)
        let height = Int((line * lineHeight).rounded(.down))
        return (max(2, width), max(4, height))
    }
}

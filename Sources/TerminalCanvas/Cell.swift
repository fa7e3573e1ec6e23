/// One cell of the terminal grid.
///
/// A wide glyph (width 2) occupies its cell and the next one; that next cell is a
/// *continuation* (width 0) that holds no glyph of its own. The canvas keeps the pair
/// together: overwriting either half blanks the other, so half a glyph is never shown.
public struct Cell: Equatable, Sendable {
    public var grapheme: Character
    /// 1 for a normal glyph, 2 for the leading half of a wide glyph, 0 for its continuation.
    public var width: UInt8
    public var style: Style

    public init(_ grapheme: Character = " ", width: UInt8 = 1, style: Style = .plain) {
        self.grapheme = grapheme; self.width = width; self.style = style
    }
    public static let blank = Cell()
    public var isContinuation: Bool { width == 0 }
}

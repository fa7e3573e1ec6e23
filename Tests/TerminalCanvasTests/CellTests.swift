import Foundation
import PropertyBased
import Testing
@testable import TerminalCanvas

/// A cell's bytes are all value (the frame diff compares rows with memcmp and trusts a
/// difference), and its parts read back as they were set.
@Suite("Cells")
struct CellTests {
    static let glyphs: [Character] = [" ", "a", "~", "·", "─", "日", "📷", "e\u{301}", "👍🏽"]
    static let styles = [Style.plain, .bold, Style(foreground: .red), Style(background: .rgb(10, 20, 30), attributes: [.underline])]

    static func cell(_ g: Int, _ w: Int, _ s: Int, viaScalar: Bool) -> Cell {
        let glyph = glyphs[g]
        if viaScalar, let v = DisplayWidth.singleScalar(glyph) { return Cell(scalar: v, width: UInt8(w), style: styles[s]) }
        var c = Cell(glyph, width: 1, style: .plain)
        c.width = UInt8(w)
        c.style = styles[s]
        return c
    }

    @Test("Two cells are equal exactly when their bytes are, however they were made")
    func equalityIsBytes() async {
        // No padding: two stored words, the glyph's and the style's, fill the cell.
        #expect(Mirror(reflecting: Cell.blank).children.count == 2)
        #expect(MemoryLayout<Cell>.offset(of: \Cell.glyph) == 0 && MemoryLayout<Cell>.offset(of: \Cell.style) == 8)
        #expect(MemoryLayout<Cell>.stride == 16 && MemoryLayout<Style>.size == 8)
        let index = Gen.int(in: 0...(Self.glyphs.count - 1)), width = Gen.int(in: 0...2), style = Gen.int(in: 0...(Self.styles.count - 1))
        await propertyCheck(count: 400, input: index, width, style, index, width, style, Gen.bool) { g1, w1, s1, g2, w2, s2, via in
            var a = Self.cell(g1, w1, s1, viaScalar: via), b = Self.cell(g2, w2, s2, viaScalar: !via)
            let bytesEqual = memcmp(&a, &b, MemoryLayout<Cell>.size) == 0
            #expect((a == b) == bytesEqual, "\(a.grapheme) w\(a.width) vs \(b.grapheme) w\(b.width)")
            #expect((a == b) == (g1 == g2 && w1 == w2 && s1 == s2))
            #expect(a.grapheme == Self.glyphs[g1] && Int(a.width) == w1 && a.style == Self.styles[s1])
        }
    }
}

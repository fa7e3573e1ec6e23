import PropertyBased
import Testing
@testable import TerminalCanvas

/// Fills, clears and new canvases set long spans by doubling copies of their start; these hold
/// them to setting each cell, for spans on both sides of the short-span loop and the copy limit.
@Suite("Fills of long spans")
struct FillPropertyTests {
    @Test("A fill of any rectangle leaves the same cells as putting its character cell by cell, over wide glyphs too")
    func fillMatchesPuts() async {
        await propertyCheck(count: 300, input: Gen.int(in: -5...300), Gen.int(in: 0...6), Gen.int(in: 0...320), Gen.int(in: 1...4),
                            Gen.int(in: 0...2)) { x, y, width, height, styleSeed in
            let style = [Style.plain, .bold, Style(foreground: .red, background: .indexed(236))][styleSeed]
            var base = Canvas(width: 300, height: 8)
            base.drawText(String(repeating: "日本 📷 text ", count: 30), x: 0, y: y)
            var filled = base, puts = base
            filled.fill(Rect(x: x, y: y, width: width, height: height), with: "·", style: style)
            for py in y..<(y + height) { for px in x..<(x + width) { puts.put("·", x: px, y: py, style: style) } }
            #expect(filled == puts, "fill \(width)×\(height) at (\(x), \(y))")
        }
    }

    @Test("A new canvas and a cleared one are blank in every cell, at any size")
    func newAndClearedAreBlank() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...260), Gen.int(in: 0...70)) { width, height in
            var canvas = Canvas(width: width, height: height)
            #expect(canvas.cells.count == width * height)
            #expect(canvas.cells.allSatisfy { $0 == .blank })
            canvas.drawText("Inbox 日本", x: 1, y: 0, style: .bold)
            let tint = Style(background: .indexed(17))
            canvas.clear(style: tint)
            #expect(canvas.cells.allSatisfy { $0 == Cell(scalar: 0x20, width: 1, style: tint) }, "\(width)×\(height)")
            // A clear skips a canvas that is blank in that style already: drawing makes it clear again.
            canvas.clear()
            canvas.fill(Rect(x: 0, y: height - 1, width: width, height: 1), with: "x")
            canvas.clear()
            #expect(canvas.cells == Canvas(width: width, height: height).cells, "\(width)×\(height) cleared after a fill")
        }
    }
}

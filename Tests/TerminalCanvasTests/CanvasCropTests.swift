import Testing
@testable import TerminalCanvas

/// `Canvas.cropped(to:)`: what a terminal keeps of its screen on a resize, which the painter
/// compares the next frame with.
@Suite("Canvas cropping")
struct CanvasCropTests {
    @Test("Overlapping cells stay, new ones are blank, a wide glyph cut by the new edge is a blank")
    func crop() {
        var canvas = Canvas(size: Size(width: 6, height: 2))
        canvas.drawText("ab界d", x: 0, y: 0, style: .bold)
        canvas.drawText("xyz", x: 0, y: 1)
        let narrow = canvas.cropped(to: Size(width: 3, height: 3))
        #expect(narrow.size == Size(width: 3, height: 3))
        #expect(narrow.plainText() == "ab\nxyz\n", "the third row is new and blank")
        #expect(narrow[2, 0] == .blank, "the first half of 界 at the new edge became a blank")
        #expect(narrow[0, 0].style == .bold)
        let wide = canvas.cropped(to: Size(width: 8, height: 1))
        #expect(wide.plainText() == "ab界d")
        #expect(wide[7, 0] == .blank)
        #expect(canvas.cropped(to: Size(width: 0, height: 4)).cells.isEmpty)
    }
}

import PropertyBased
import Testing
@testable import TerminalCanvas

/// `drawText` takes fast paths (all-ASCII bytes, one-scalar graphemes) and truncates while it
/// draws; these properties hold it to the plain definitions, for any mix of text and clip.
@Suite("Text drawing fast paths")
struct TextDrawingPropertyTests {
    /// ASCII, Latin with a combining mark, a middle dot, box drawing, CJK, emoji with and
    /// without a modifier, a flag, a control character, Greek.
    static let pieces = ["Mail", " ", "e\u{301}", "·", "─", "日本", "📷", "👍🏽", "🇫🇷", "\t", "Ωλ", "…", "x"]

    static func text(_ indices: [Int]) -> String { indices.map { pieces[$0] }.joined() }

    @Test("Truncating while drawing leaves the same cells as drawing the truncated string")
    func truncationMatches() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...8),
                            Gen.int(in: 1...16), Gen.int(in: -3...10), Gen.int(in: 0...20)) { indices, maxWidth, x, clipSeed in
            let text = Self.text(indices)
            for unicode in [true, false] {
                let clip = Rect(x: clipSeed % 5, y: 0, width: 4 + clipSeed, height: 1)
                var direct = Canvas(width: 24, height: 1, unicode: unicode)
                var viaString = direct
                direct.withClip(clip) { $0.drawText(text, x: x, y: 0, style: .bold, maxWidth: maxWidth) }
                let shown = TextLayout.truncate(text, to: maxWidth, unicode: unicode)
                viaString.withClip(clip) { $0.drawText(shown, x: x, y: 0, style: .bold) }
                #expect(direct == viaString, "\(text.debugDescription) in \(maxWidth) at \(x), clip \(clip), unicode \(unicode)")
            }
        }
    }

    @Test("The measured width is the sum of the graphemes' widths, and drawing uses exactly that many columns")
    func widthMatchesDrawing() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...8)) { indices in
            let text = Self.text(indices)
            let perGrapheme = text.reduce(0) { $0 + DisplayWidth.of($1) }
            #expect(DisplayWidth.of(text) == perGrapheme, "\(text.debugDescription)")
            var canvas = Canvas(width: 80, height: 1)
            #expect(canvas.drawText(text, x: 0, y: 0) == perGrapheme, "\(text.debugDescription)")
        }
    }

    @Test("A truncated text fits its width and ends in the ellipsis")
    func truncationFits() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...8), Gen.int(in: 1...16)) { indices, w in
            let text = Self.text(indices)
            let shown = TextLayout.truncate(text, to: w)
            #expect(DisplayWidth.of(shown) <= w)
            #expect(shown == text || shown.hasSuffix("…"))
            #expect(DisplayWidth.of(text) > w || shown == text)
        }
    }
}

import PropertyBased
import Testing
@testable import TerminalCanvas

/// `TextCells` keeps a text's glyphs to draw them again at other widths; drawing them must be
/// `drawText` exactly: the same cells (over wide glyphs it cuts, for any clip, row and locale)
/// and the same columns returned.
@Suite("Text drawn from kept glyphs")
struct TextCellsPropertyTests {
    /// ASCII runs, narrow symbols (the kept kind), and what is not kept: wide glyphs, a
    /// combining mark, a tab (a width-0 control the narrow path leaves out).
    static let pieces = ["Mailboxes ", "Inbox", " · ", "─", "Ωλ", "…", "x", "日本", "👍🏽", "e\u{301}", "Whitfield Allen", "\t", ""]

    @Test("Kept glyphs draw the cells drawText draws and return the columns it returns")
    func keptGlyphsMatchDrawText() async {
        await propertyCheck(count: 800, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...6), Gen.int(in: -1...40),
                            Gen.int(in: -3...44), Gen.int(in: 0...40), Gen.int(in: 0...2)) { indices, maxWidth, x, clipSeed, row in
            let text = indices.map { Self.pieces[$0] }.joined()
            let kept = TextCells(text)
            for unicode in [true, false] {
                var viaText = Canvas(width: 48, height: 2, unicode: unicode)
                viaText.drawText(String(repeating: "日", count: 24), x: clipSeed % 2, y: 0, style: .plain)
                var viaKept = viaText
                // Row 2 is outside the canvas and the clip: both return a width and draw nothing.
                let clip = Rect(x: clipSeed % 7, y: 0, width: 4 + clipSeed, height: 1 + clipSeed % 2)
                var a = 0, b = 0
                viaText.withClip(clip) { a = $0.drawText(text, x: x, y: row, style: .bold, maxWidth: maxWidth) }
                viaKept.withClip(clip) { b = $0.drawText(kept, x: x, y: row, style: .bold, maxWidth: maxWidth) }
                let same = viaKept == viaText  // as a Bool: the message names the case, not every cell
                #expect(same, "\(text.debugDescription) in \(maxWidth) at \(x),\(row), clip \(clip), unicode \(unicode)")
                #expect(a == b, "\(text.debugDescription) in \(maxWidth) at \(x),\(row), clip \(clip), unicode \(unicode): returned \(b), drawText \(a)")
            }
        }
    }

    @Test("Only text of narrow simple scalars, and not too long, keeps glyphs, one a column")
    func keepsNarrowTextOnly() {
        #expect(TextCells("Sophie Thompson · Re: orientation").scalars?.count == 33)
        #expect(TextCells("Inbox").isASCII)
        #expect(!TextCells("a · b").isASCII)
        #expect(TextCells("日本").scalars == nil)
        #expect(TextCells("e\u{301}").scalars == nil)
        #expect(TextCells("a\tb").scalars == [0x61, 0x62])
        #expect(TextCells("Inbox").describes("Inbox") && !TextCells("Inbox").describes("Inbox "))
        #expect(TextCells(String(repeating: "a", count: TextCells.longest)).scalars?.count == TextCells.longest)
        #expect(TextCells(String(repeating: "a", count: TextCells.longest + 1)).scalars == nil, "a longer text draws through drawText")
    }

    @Test("A language's transform draws through drawText: the kept glyphs are the untransformed text's")
    func transformDrawsThroughText() {
        var viaText = Canvas(width: 30, height: 1), viaKept = viaText
        let transform = TextTransform { "[" + $0.uppercased() + "]" }
        viaText.textTransform = transform
        viaKept.textTransform = transform
        viaText.drawText("Inbox · 12 messages", x: 1, y: 0, maxWidth: 12)
        viaKept.drawText(TextCells("Inbox · 12 messages"), x: 1, y: 0, maxWidth: 12)
        #expect(viaKept == viaText)
    }
}

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

    /// The plain definition drawing is held to: each grapheme put at its column on row 0, up to
    /// the clip's trailing edge.
    static func putOneByOne(_ text: String, x: Int, style: Style, on canvas: inout Canvas) {
        var cx = x
        for ch in text {
            let w = DisplayWidth.of(ch)
            if w == 0 { continue }
            if cx >= canvas.clip.maxX { break }
            canvas.put(ch, x: cx, y: 0, style: style)
            cx += w
        }
    }

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

    @Test("Lines of one glyph leave the same cells as putting the glyph cell by cell, for any clip")
    func linesMatchPuts() async {
        let glyphs: [Character] = ["─", "│", "━", "日", "📷", "e\u{301}", "x", "·"]
        await propertyCheck(count: 400, input: Gen.int(in: 0...(glyphs.count - 1)), Gen.int(in: -3...12), Gen.int(in: -3...8),
                            Gen.int(in: 0...14), Gen.int(in: 0...20)) { g, from, row, length, clipSeed in
            let glyph = glyphs[g], w = DisplayWidth.of(glyph)
            for unicode in [true, false] {
                let clip = Rect(x: clipSeed % 5, y: clipSeed % 3, width: 3 + clipSeed, height: 2 + clipSeed % 5)
                var base = Canvas(width: 16, height: 8, unicode: unicode)
                base.drawText("日本 over 📷 text", x: 0, y: max(0, row))  // wide glyphs to break
                var line = base, puts = base
                line.withClip(clip) { $0.drawHLine(x: from, y: row, length: length, glyph: glyph, style: .bold) }
                puts.withClip(clip) { c in
                    var x = from
                    while length > 0, x < from + length { c.put(glyph, x: x, y: row, style: .bold); x += max(1, w) }
                }
                #expect(line == puts, "horizontal \(glyph) from \(from) on \(row), \(length) long, clip \(clip), unicode \(unicode)")
                var column = base, vputs = base
                column.withClip(clip) { $0.drawVLine(x: from, y: row, length: length, glyph: glyph, style: .bold) }
                vputs.withClip(clip) { c in for y in row..<(row + length) { c.put(glyph, x: from, y: y, style: .bold) } }
                #expect(column == vputs, "vertical \(glyph) at \(from) from \(row), \(length) long, clip \(clip), unicode \(unicode)")
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

    @Test("Telling whether a text is wider than a limit agrees with measuring it, and no text is wider than its UTF-8 bytes")
    func exceedsMatchesWidth() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...8), Gen.int(in: 0...20)) { indices, limit in
            let text = Self.text(indices)
            #expect(DisplayWidth.exceeds(text, limit) == (DisplayWidth.of(text) > limit), "\(text.debugDescription) against \(limit)")
            #expect(DisplayWidth.of(text) <= text.utf8.count, "\(text.debugDescription)")
        }
    }

    @Test("The diff's span of a row runs from its first changed cell to its last (widened only for a wide glyph), and rows without a change have none")
    func diffSpansCoverChanges() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...6),
                            Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...6), Gen.int(in: 0...40), Gen.int(in: 0...40)) { a, b, xa, xb in
            // 48 columns: equal stretches long enough for the diff's eight-cell steps at either end.
            var old = Canvas(width: 48, height: 2), now = old
            old.drawText(Self.text(a), x: xa, y: 0)
            now.drawText(Self.text(b), x: xb, y: 0)
            let spans = now.changes(from: old)
            let differing = (0..<48).filter { now[$0, 0] != old[$0, 0] }
            guard let first = differing.first, let last = differing.last else {
                #expect(spans.isEmpty, "\(Self.text(a).debugDescription) → \(Self.text(b).debugDescription)")
                return
            }
            try #require(spans.count == 1 && spans[0].y == 0)
            let span = spans[0]
            // Widened by at most a cell on each side, and only to keep a wide glyph whole.
            #expect(span.x == first || (span.x == first - 1 && (now[first, 0].width == 0 || old[first, 0].width == 0)))
            let end = span.x + span.length - 1
            #expect(end == last || (end == last + 1 && (now[last, 0].width == 2 || old[last, 0].width == 2)))
        }
    }

    @Test("Scattered single changes anywhere on a long row are all inside the diff's span, its ends on changed cells")
    func diffSpansFindScatteredChanges() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...63).array(of: 1...3), Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...8)) { xs, a in
            var old = Canvas(width: 64, height: 1)
            old.drawText(Self.text(a), x: 2, y: 0)
            var now = old
            for x in xs { now.put(Cell(scalar: now[x, 0].code == 0x23 ? 0x24 : 0x23, width: 1, style: .bold), x: x, y: 0) }
            let differing = (0..<64).filter { now[$0, 0] != old[$0, 0] }
            let spans = now.changes(from: old)
            guard let first = differing.first, let last = differing.last else { return #expect(spans.isEmpty) }
            #expect(spans.count == 1, "changes at \(xs)")
            guard let span = spans.first else { return }
            #expect(span.x <= first && span.x + span.length - 1 >= last, "changes at \(xs): span \(span)")
            #expect(first - span.x <= 1 && span.x + span.length - 1 - last <= 1, "changes at \(xs): span \(span)")
        }
    }

    @Test("Text drawn over wide glyphs leaves the same cells as putting its graphemes one by one, for any clip and locale")
    func drawingMatchesPuts() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...8),
                            Gen.int(in: -3...12), Gen.int(in: 0...20), Gen.int(in: 0...1)) { indices, x, clipSeed, under in
            let text = Self.text(indices)
            for unicode in [true, false] {
                var direct = Canvas(width: 20, height: 1, unicode: unicode)
                // Something to cut: wide glyphs at even or odd columns.
                direct.drawText(String(repeating: "日", count: 10), x: under, y: 0, style: .plain)
                var reference = direct
                let clip = Rect(x: clipSeed % 5, y: 0, width: 3 + clipSeed, height: 1)
                direct.withClip(clip) { $0.drawText(text, x: x, y: 0, style: .bold) }
                reference.withClip(clip) { Self.putOneByOne(text, x: x, style: .bold, on: &$0) }
                #expect(direct == reference, "\(text.debugDescription) at \(x) over 日 from \(under), clip \(clip), unicode \(unicode)")
            }
        }
    }

    @Test("Text cut to a width leaves the same cells as putting the truncated text's graphemes one by one, for any clip and locale")
    func truncationMatchesPuts() async {
        // Long ASCII runs beside narrow symbols: the eight-bytes-at-a-time steps of the narrow path.
        let pieces = ["Mailboxes ", "Inbox", " · ", "─", "Ωλ", "…", "x", "日本", "👍🏽", "e\u{301}", "Whitfield Allen"]
        await propertyCheck(count: 500, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...6), Gen.int(in: 1...40),
                            Gen.int(in: -3...12), Gen.int(in: 0...40)) { indices, maxWidth, x, clipSeed in
            let text = indices.map { pieces[$0] }.joined()
            for unicode in [true, false] {
                var direct = Canvas(width: 48, height: 1, unicode: unicode)
                direct.drawText(String(repeating: "日", count: 24), x: clipSeed % 2, y: 0, style: .plain)
                var reference = direct
                let clip = Rect(x: clipSeed % 7, y: 0, width: 4 + clipSeed, height: 1)
                direct.withClip(clip) { $0.drawText(text, x: x, y: 0, style: .bold, maxWidth: maxWidth) }
                let shown = TextLayout.truncate(text, to: maxWidth, unicode: unicode)
                reference.withClip(clip) { Self.putOneByOne(shown, x: x, style: .bold, on: &$0) }
                #expect(direct == reference, "\(text.debugDescription) in \(maxWidth) at \(x), clip \(clip), unicode \(unicode)")
            }
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

/// Wrapping takes a byte path for printable ASCII; it must give the character path's lines.
@Suite("Text wrapping")
struct TextWrappingPropertyTests {
    static let pieces = ["a", "word", "longerword", " ", "  ", "   ", "\n", "x", "Thanks,", "  To          ", "abcdefghijklmnop"]
    /// One-column symbols, and what must leave the narrow path: a wide glyph, a combining mark, a tab.
    static let narrowPieces = ["·", "—", "“quoted”", "café", "Ωλ…", "日本", "e\u{301}", "\t"]

    @Test("The ASCII path wraps as the character path, for any words, spaces, newlines and width")
    func asciiMatchesCharacters() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...14), Gen.int(in: 1...12)) { indices, width in
            let text = indices.map { Self.pieces[$0] }.joined()
            #expect(TextLayout.wrap(text, width: width) == TextLayout.wrapCharacters(text, width: width), "\(text.debugDescription) at \(width)")
        }
    }

    @Test("The narrow path wraps text with one-column symbols as the character path, and leaves the rest to it")
    func narrowMatchesCharacters() async {
        let pieces = Self.pieces + Self.narrowPieces
        await propertyCheck(count: 1000, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...14), Gen.int(in: 1...12)) { indices, width in
            let text = indices.map { pieces[$0] }.joined()
            #expect(TextLayout.wrap(text, width: width) == TextLayout.wrapCharacters(text, width: width), "\(text.debugDescription) at \(width)")
        }
    }

    @Test("Spaces are kept inside a line, a paragraph's indentation stays, and spaces at a break go")
    func spacesAsWritten() {
        #expect(TextLayout.wrap("  From        Ada", width: 40) == ["  From        Ada"])
        #expect(TextLayout.wrap("  Address     ada@example.com", width: 20) == ["  Address", "ada@example.com"])
        #expect(TextLayout.wrap("one  two", width: 4) == ["one", "two"])
        #expect(TextLayout.wrap("      indented", width: 10) == ["  indented"])
        // The character path (any text that is not printable ASCII) keeps spaces the same way.
        #expect(TextLayout.wrap("  Adresse    café@example.com", width: 20) == ["  Adresse", "café@example.com"])
    }
}

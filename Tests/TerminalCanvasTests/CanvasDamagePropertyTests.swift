import PropertyBased
import Testing
@testable import TerminalCanvas

/// A frame that tracks its damage against the last one (Canvas+Damage) is compared with it in
/// its damaged spans alone; these hold those spans to every cell, whatever was drawn how.
@Suite("Canvas damage")
struct CanvasDamagePropertyTests {
    static let size = Size(width: 40, height: 12)
    static let texts = ["Inbox", "Re: orientation · lock", "日本語 text", "📷 e\u{301} x", "───────", " "]
    static let glyphs: [Character] = ["─", "│", "日", "📷", "x", "·", "e\u{301}"]

    /// One drawing call, decoded from `op`: a fill, text (cut or not), a glyph, a rule, a copy
    /// from the base or from another canvas, a restyle, a raw cell, a scroll or a clear — inside
    /// a clip or not.
    static func apply(_ op: Int, to canvas: inout Canvas, base: Canvas, other: Canvas) {
        var v = op
        func next(_ n: Int) -> Int { defer { v /= n }; return v % n }
        // Columns scaled to the canvas: at 150 a damage chunk is 4 columns, at 40 one.
        let scale = canvas.width / 40
        let kind = next(12), x = (next(44) - 2) * scale + next(4), y = next(14) - 1, w = next(30) * scale, h = next(8), clipSeed = next(6)
        let rect = Rect(x: x, y: y, width: w, height: h)
        let style: Style = [.plain, Style(attributes: .bold), Style(foreground: .ansi(2)), Style(attributes: .reverse)][h % 4]
        let clip = clipSeed == 0 ? canvas.bounds : Rect(x: clipSeed * 3 * scale, y: clipSeed, width: (8 + clipSeed * 5) * scale, height: 2 + clipSeed)
        canvas.withClip(clip) { c in
            switch kind {
            case 0: c.fill(rect, style: style)
            case 1: c.drawText(texts[w % texts.count], x: x, y: y, style: style)
            case 2: c.drawText(texts[w % texts.count], x: x, y: y, style: style, maxWidth: h + 1)
            case 3: c.put(glyphs[w % glyphs.count], x: x, y: y, style: style)
            case 4: c.drawHLine(x: x, y: y, length: w, glyph: glyphs[h % glyphs.count], style: style)
            case 5: c.drawVLine(x: x, y: y, length: h, glyph: glyphs[w % glyphs.count], style: style)
            case 6: c.copy(Rect(x: 0, y: y, width: c.width, height: h), from: base)  // whole rows: no damage left
            case 7: c.copy(rect, from: base)
            case 8: c.copy(rect, from: other)
            case 9: c.restyle(rect) { $0.with(.underline) }
            case 10: c.setCell(Cell("z", style: style), x: x, y: y)
            default: if w == 0 { c.clear() } else { c.scrollRows(y, y + h, by: w % 5 - 2) }
            }
        }
    }

    static func drawn(_ ops: [Int], on start: Canvas) -> Canvas {
        var c = start
        for op in ops { apply(op, to: &c, base: start, other: start) }
        return c
    }

    @Test("The changes found through the damage are the changes every cell shows, after any drawing")
    func damageHoldsEveryChange() async {
        let ops = Gen.int(in: 0...Int(Int32.max))
        await propertyCheck(count: 1000, input: ops.array(of: 0...10), ops.array(of: 0...4), ops.array(of: 0...14), Gen.bool, Gen.bool) {
            baseOps, otherOps, frameOps, retained, wide in
            let size = wide ? Size(width: 150, height: 12) : Self.size
            var base = Self.drawn(baseOps, on: Canvas(size: size))
            base.stampRevision()
            let other = Self.drawn(otherOps, on: base)
            // As the simulator draws a frame: on a cleared canvas, or on the last frame itself.
            var frame = retained ? base : Canvas(size: size)
            frame.trackDamage(against: base)
            for op in frameOps { Self.apply(op, to: &frame, base: base, other: other) }
            var everyCell = frame
            everyCell.trackDamage(against: nil)
            #expect(frame.tracksDamage(against: base) && !everyCell.tracksDamage(against: base))
            #expect(frame.changes(from: base) == everyCell.changes(from: base), "ops \(frameOps) on \(retained ? "the base" : "a blank canvas"), \(size)")
        }
    }

    @Test("A frame copied whole from the base has no damage; a write damages its row again")
    func copiesTakeDamageBack() {
        var base = Canvas(size: Self.size)
        base.drawText("Inbox", x: 2, y: 3, style: .bold)
        base.stampRevision()
        var frame = Canvas(size: Self.size)
        frame.trackDamage(against: base)
        // Two copies, side by side.
        frame.copy(Rect(x: 0, y: 0, width: 25, height: 12), from: base)
        frame.copy(Rect(x: 25, y: 0, width: 15, height: 12), from: base)
        #expect(frame.damage.allSatisfy { $0 == 0 })
        #expect(frame.changes(from: base).isEmpty)
        frame.drawText("Sent", x: 30, y: 5)
        // Chunks of one column (40 columns fit 64 bits): the write and the cells either side.
        #expect(frame.damage[5] == Canvas.chunks(29, 34))
        #expect(frame.damage.enumerated().allSatisfy { $0.offset == 5 || $0.element == 0 })
        #expect(frame.changes(from: base) == [RowChange(y: 5, x: 30, length: 4)])
    }

    @Test("Damage is used only against the very cells it was tracked against")
    func onlyAgainstItsBase() {
        var base = Canvas(size: Self.size)
        base.stampRevision()
        var frame = Canvas(size: Self.size)
        frame.trackDamage(against: base)
        frame.copy(frame.bounds, from: base)
        #expect(frame.tracksDamage(against: base))
        // A base written after it was stamped is other cells: every cell is compared.
        var changed = base
        changed.drawText("x", x: 0, y: 0)
        #expect(changed.revision == 0 && !frame.tracksDamage(against: changed))
        #expect(frame.changes(from: changed) == [RowChange(y: 0, x: 0, length: 1)])
        // So is an unstamped canvas, and a canvas of another size tracks nothing.
        var unstamped = Canvas(size: Self.size)
        unstamped.trackDamage(against: Canvas(size: Self.size))
        #expect(!unstamped.tracksDamage(against: base))
        var wider = base
        wider.stampRevision()
        var small = Canvas(width: 10, height: 3)
        small.trackDamage(against: wider)
        #expect(!small.tracksDamage(against: wider))
    }
}

import PropertyBased
import Testing
import TerminalCanvas
@testable import SceneryKit

/// A list keeps each shown row's title as glyphs between drawings (`TextCells`) and draws a
/// plain row as one span (`drawPlainRow`): whatever changed since — the width, a title, the
/// scroll, the items — and whatever the row holds, a drawing must equal a list's that kept
/// nothing and drew each row through the usual calls (`drawText`, `put`, `fill`).
@Suite("List titles kept between drawings")
struct ListTitleCellsTests {
    static func items() -> [ListItem] {
        ["Sophie Thompson · Re: orientation lock", "Grace Ritchie · Question about the inspector", "日本 · wide title",
         "Ada Allen · Coffee?", "Ken Liskov · Weekly digest", "Radia Turing · Build is green"].enumerated().map { i, t in
            ListItem(t, accessory: "Nov \(20 - i)", marker: i % 2 == 0 ? "●" : nil, isEmphasized: i == 1)
        }
    }

    /// `list` drawn into a 40×6 canvas in `rect` (inside `clip`); `viaText`, every row through
    /// the usual calls (a transform that changes nothing turns the kept glyphs and the one-span
    /// rows off).
    static func drawing(_ list: ListViewController, _ rect: Rect, viaText: Bool = false, focused: Bool = true,
                        clip: Rect = Rect(x: 0, y: 0, width: 40, height: 6)) -> Canvas {
        var canvas = Canvas(width: 40, height: 6)
        // Wide glyphs under the list: the row's ends cut them the same way on both paths.
        for y in 0..<6 { canvas.drawText(String(repeating: "日", count: 20), x: y % 2, y: y) }
        if viaText { canvas.textTransform = TextTransform { $0 } }
        list.layout(in: rect)
        canvas.withClip(clip) { list.draw(in: &$0, rect: rect, context: DrawContext(isFocused: focused)) }
        canvas.textTransform = nil
        return canvas
    }

    /// A list that kept nothing, in the same state as `list`.
    static func fresh(like list: ListViewController) -> ListViewController {
        let copy = ListViewController(title: "Inbox", items: list.items)
        copy.select(list.selectedIndex)
        copy.scroll(to: list.scrollOffset)
        return copy
    }

    @Test("Every width, a changed title, a scroll and new items draw as a list that kept nothing")
    func keptTitlesNeverShowStale() {
        let list = ListViewController(title: "Inbox", items: Self.items())
        func check(_ rect: Rect, _ what: String) {
            let kept = Self.drawing(list, rect), first = Self.drawing(Self.fresh(like: list), rect, viaText: true)
            let same = kept == first  // as a Bool: the message shows the text, not every cell
            #expect(same, "\(what) at \(rect.width):\n\(kept.plainText())\nshould be\n\(first.plainText())")
        }
        for w in [40, 31, 12, 6, 25, 40] { check(Rect(x: 40 - w, y: 0, width: w, height: 6), "a resize") }
        list.items[0].title = "Sophie Thompson · Re: orientation lock, again"
        check(Rect(x: 0, y: 0, width: 30, height: 6), "a title changed")
        list.items[3].title = "Ada Allen"
        check(Rect(x: 2, y: 0, width: 30, height: 6), "a title shortened")
        list.scroll(to: 2)
        check(Rect(x: 0, y: 0, width: 28, height: 6), "a scroll")
        list.items = Array(Self.items().reversed())
        check(Rect(x: 0, y: 0, width: 33, height: 6), "new items")
        list.select(3)
        check(Rect(x: 0, y: 0, width: 33, height: 3), "fewer rows shown")
        check(Rect(x: 0, y: 0, width: 33, height: 6), "more again")
    }

    static let titles = ["Sophie Thompson · Re: orientation lock", "Inbox", "日本 · wide", "e\u{301}clair", "", "Ada Allen · Coffee?",
                         String(repeating: "long title ", count: 8)]
    static let accessories = ["", "08:26", "Nov 20", "12", "·", "日"]
    static let markers: [Character?] = [nil, "●", "📷", "e\u{301}"]

    @Test("Any rows, widths, clips, selection, focus and chevrons: a row drawn as one span equals the usual calls' drawing")
    func plainRowsMatchTheUsualCalls() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1000).array(of: 1...6), Gen.int(in: 1...40), Gen.int(in: 0...39),
                            Gen.int(in: 0...63)) { seeds, width, x, flags in
            let items = seeds.map { n in
                ListItem(Self.titles[n % Self.titles.count], accessory: Self.accessories[n / 7 % Self.accessories.count],
                         marker: Self.markers[n / 42 % Self.markers.count], isEmphasized: n % 3 == 0)
            }
            let list = ListViewController(title: "L", items: items)
            list.select(flags % items.count)
            if flags & 8 != 0 {
                list.showsDisclosureIndicatorsWhenCollapsed = true
                list.applyTraitCollection(TraitCollection(splitViewControllerLayoutEnvironment: .collapsed))
            }
            let rect = Rect(x: min(x, 39), y: 0, width: min(width, 40 - min(x, 39)), height: 6)
            let clip = flags & 16 != 0 ? Rect(x: x / 2, y: 1, width: 9 + width / 2, height: 4) : Rect(x: 0, y: 0, width: 40, height: 6)
            let reference = ListViewController(title: "L", items: items)
            reference.select(list.selectedIndex)
            reference.showsDisclosureIndicatorsWhenCollapsed = list.showsDisclosureIndicatorsWhenCollapsed
            reference.applyTraitCollection(list.traitCollection)
            let focused = flags & 32 != 0
            let oneSpan = Self.drawing(list, rect, focused: focused, clip: clip)
            let calls = Self.drawing(reference, rect, viaText: true, focused: focused, clip: clip)
            let same = oneSpan == calls
            #expect(same, "\(items.map(\.title)) in \(rect), clip \(clip), flags \(flags):\n\(oneSpan.plainText())\nshould be\n\(calls.plainText())")
        }
    }
}

import Testing
import TerminalCanvas
@testable import SceneryKit

/// A list keeps each shown row's title as glyphs between drawings (`TextCells`): whatever
/// changed since — the width, a title, the scroll, the items — a drawing must equal a list's
/// that kept nothing, its titles drawn through `drawText`.
@Suite("List titles kept between drawings")
struct ListTitleCellsTests {
    static func items() -> [ListItem] {
        ["Sophie Thompson · Re: orientation lock", "Grace Ritchie · Question about the inspector", "日本 · wide title",
         "Ada Allen · Coffee?", "Ken Liskov · Weekly digest", "Radia Turing · Build is green"].enumerated().map { i, t in
            ListItem(t, accessory: "Nov \(20 - i)", marker: i % 2 == 0 ? "●" : nil, isEmphasized: i == 1)
        }
    }

    /// `list` drawn into a 40×6 canvas in `rect`; `viaText`, with every title drawn through
    /// `drawText` (a transform that changes nothing turns the kept glyphs off).
    static func drawing(_ list: ListViewController, _ rect: Rect, viaText: Bool = false) -> Canvas {
        var canvas = Canvas(width: 40, height: 6)
        if viaText { canvas.textTransform = TextTransform { $0 } }
        list.layout(in: rect)
        list.draw(in: &canvas, rect: rect, context: DrawContext(isFocused: true))
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
            var kept = Self.drawing(list, rect), first = Self.drawing(Self.fresh(like: list), rect, viaText: true)
            kept.textTransform = nil; first.textTransform = nil
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
}

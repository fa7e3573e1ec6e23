import SceneryKit
import TerminalCanvas

/// Music's Search page: a query field on the first row and the matching songs and artists
/// below. Typing goes into the field (so `s` and digits type there); arrows move in the
/// results; `Enter` opens one; `Backspace` deletes.
public final class MusicSearchViewController: ViewController {
    public private(set) var query = ""
    let results = ListViewController(title: "Results")
    private var matches: [MusicLibrary.Song] = []

    public init() {
        super.init(title: "Search")
        addChild(results)
        results.onChoose = { [unowned self] i in
            guard self.matches.indices.contains(i) else { return }
            self.navigationController?.pushViewController(MusicPages.nowPlaying(self.matches[i]))
        }
        search("")
    }

    /// Runs a search: songs whose title, artist or album contains `text` (any case).
    public func search(_ text: String) {
        query = text
        let q = text.lowercased()
        let songs = MusicPages.library.songs
        matches = q.isEmpty ? [] : songs.filter {
            $0.title.lowercased().contains(q) || $0.artist.lowercased().contains(q) || $0.album.lowercased().contains(q)
        }
        results.items = matches.map { ListItem($0.title, accessory: $0.artist) }
        results.select(0)
    }

    public override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        guard rect.height > 0 else { return }
        let field = Rect(x: rect.x + 1, y: rect.y, width: max(0, rect.width - 2), height: 1)
        canvas.fill(field, style: context.theme.inactiveSelection)
        let glyph = canvas.symbol("⌕", ascii: "?")
        let text = query.isEmpty ? "Artists, Songs, Albums" : query
        canvas.put(glyph, x: field.x + 1, y: field.y, style: context.theme.inactiveSelection)
        canvas.drawText(text, x: field.x + 3, y: field.y,
                        style: query.isEmpty ? context.theme.inactiveSelection.with(.dim) : context.theme.inactiveSelection,
                        maxWidth: max(0, field.width - 4))
        if context.isFocused && !query.isEmpty {
            canvas.put(canvas.symbol("▏", ascii: "|"), x: min(field.maxX - 1, field.x + 3 + DisplayWidth.of(query)), y: field.y,
                       style: context.theme.inactiveSelection)
        }
        let list = rect.inset(top: 2)
        if matches.isEmpty {
            let y = list.y + list.height / 3
            if query.isEmpty {
                canvas.drawField("Type to search your library.", x: list.x, y: y, width: list.width,
                                 style: context.theme.secondaryText, alignment: .center)
            } else {
                // As iOS's search: a title, then what was searched for.
                canvas.drawField("No Results", x: list.x, y: y, width: list.width, style: .bold, alignment: .center)
                canvas.drawField("for “\(query)”", x: list.x, y: y + 1, width: list.width,
                                 style: context.theme.secondaryText, alignment: .center)
            }
            return
        }
        canvas.withClip(list) { c in results.draw(in: &c, rect: list, context: context) }
    }

    /// The results go under the search field and a blank row.
    public override func layout(in rect: Rect) { results.layout(in: rect.inset(top: 2)) }

    /// The results' keys (arrows, Enter); the keys that type go to the search field first.
    public override var keyCommands: [KeyCommand] { results.keyCommands }

    public override var typingHint: String? { "search" }

    public override func handleKey(_ key: KeyEvent) -> Bool {
        if key.key == .backspace && key.modifiers.isEmpty {
            guard !query.isEmpty else { return false }
            search(String(query.dropLast()))
            return true
        }
        // Any printable character types, emoji and symbols included; control characters do not.
        if case .character(let c) = key.key, key.modifiers.isSubset(of: [.shift]), !c.isNewline, query.count < 40,
           !(c == " " && query.isEmpty), c.unicodeScalars.first?.properties.generalCategory != .control {
            search(query + String(c))
            return true
        }
        return false
    }

    public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        results.handleMouse(event, in: rect.inset(top: 2))
    }

    public override func encodeRestorableState(into state: inout [String: String]) {
        if !query.isEmpty { state["query"] = query }
        super.encodeRestorableState(into: &state)
    }

    public override func decodeRestorableState(from state: [String: String]) {
        if let q = state["query"] { search(q) }
        super.decodeRestorableState(from: state)
    }
}

/// The Library group's landing page: its children as rows; choosing one selects that tab, so
/// its page is pushed on the group's stack (the tab bar shows Library as one destination).
final class LibraryLandingViewController: ListViewController {
    weak var group: TabGroup?

    init(group: TabGroup) {
        self.group = group
        super.init(title: group.title)
        restorationIdentifier = "landing"
        refresh()
        onChoose = { [unowned self] i in
            guard let children = self.group?.visibleChildren, children.indices.contains(i) else { return }
            self.group?.tabBarController?.selectTab(children[i])
        }
    }

    /// Rows follow the group's children as people hide and reorder them.
    private func refresh() {
        let rows = (group?.visibleChildren ?? []).map { ListItem($0.label) }
        if rows != items { items = rows }
    }

    override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        refresh()
        super.draw(in: &canvas, rect: rect, context: context)
    }
}

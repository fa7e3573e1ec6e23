import Foundation
import SceneryKit
import TerminalCanvas

/// Music's Search page: a search field on the first row and the matching songs and artists
/// below. Typing goes into the field (so `s` and digits type there), with the field's editing
/// keys (←→, word moves, selection, paste); ↑↓ move in the results; `Enter` opens one.
public final class MusicSearchViewController: ViewController {
    public let searchField = SearchField(placeholder: "Artists, Songs, Albums")
    let results = ListViewController(title: "Results")
    private var matches: [MusicLibrary.Song] = []

    public init() {
        super.init(title: "Search")
        addChild(searchField)
        addChild(results)
        searchField.maximumLength = 40
        searchField.textStyle = Theme.standard.inactiveSelection
        searchField.onChange = { [unowned self] text in self.runSearch(text) }
        results.onChoose = { [unowned self] i in
            guard self.matches.indices.contains(i) else { return }
            self.navigationController?.pushViewController(MusicPages.nowPlaying(self.matches[i]))
        }
        runSearch("")
    }

    /// What is typed in the search field.
    public var query: String { searchField.text }

    /// Searches for `text` as if it were typed: songs whose title, artist or album contains it (any case).
    public func search(_ text: String) {
        searchField.text = text
        runSearch(text)
    }

    private func runSearch(_ text: String) {
        let q = text.trimmingCharacters(in: .whitespaces).lowercased()
        let songs = MusicPages.library.songs
        matches = q.isEmpty ? [] : songs.filter {
            $0.title.lowercased().contains(q) || $0.artist.lowercased().contains(q) || $0.album.lowercased().contains(q)
        }
        results.items = matches.map { ListItem($0.title, accessory: $0.artist) }
        results.select(0)
        // Nothing to list: what to do, or UIKit's search configuration with what was searched for.
        results.contentUnavailableConfiguration = !matches.isEmpty ? nil
            : q.isEmpty ? ContentUnavailableConfiguration(secondaryText: "Type to search your library.")
            : .search(text: query)
    }

    private func fieldRect(in rect: Rect) -> Rect { Rect(x: rect.x + 1, y: rect.y, width: max(0, rect.width - 2), height: min(1, rect.height)) }

    public override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        guard rect.height > 0 else { return }
        let field = fieldRect(in: rect)
        canvas.fill(field, style: context.theme.inactiveSelection)
        var fieldTheme = context
        fieldTheme.theme.secondaryText = context.theme.inactiveSelection.with(.dim)
        canvas.withClip(field) { c in searchField.draw(in: &c, rect: searchField.frame, context: fieldTheme) }
        canvas.withClip(results.frame) { c in results.draw(in: &c, rect: results.frame, context: context) }
    }

    /// The field on the first row, the results under it and a blank row.
    public override func layout(in rect: Rect) {
        layoutChild(searchField, in: fieldRect(in: rect).inset(left: 1))
        layoutChild(results, in: rect.inset(top: 2))
    }

    /// Keys go to the search field first (typing, editing); ↑↓ and Enter then reach the results.
    public override var keyFocusedChild: ViewController? { searchField }

    public override var keyCommands: [KeyCommand] { results.keyCommands }

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

    /// Rows follow the group's children as people hide and reorder them; the bar's `⋯` pulls
    /// down a menu to show or hide the Downloaded tab and to edit the tabs.
    private func refresh() {
        let rows = (group?.visibleChildren ?? []).map { ListItem($0.label) }
        if rows != items { items = rows }
        guard let tabs = group?.tabBarController, let downloaded = tabs.tab(forIdentifier: "downloaded") else { return }
        let shown = !downloaded.isHidden
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "⋯", keyAction: .libraryMenu, menu: Menu(title: "Library", children: [
            .action(Action(title: "Downloaded Tab", image: "↓", state: shown ? .on : .off) { _ = tabs.setHidden(shown, for: downloaded) }),
            .action(Action(keyAction: .editTabs) { tabs.showCustomization() }),
        ]))]
    }

    /// `L` pulls down what the `⋯` button does.
    override var keyCommands: [KeyCommand] {
        super.keyCommands + [KeyCommand(.libraryMenu, hinted: false) {
            self.refresh()
            if let button = self.navigationItem.rightBarButtonItems.first, let menu = button.menu { self.presentMenu(menu, from: button) }
        }]
    }

    override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        refresh()
        super.draw(in: &canvas, rect: rect, context: context)
    }
}

import TerminalCanvas

/// What an overlay wants after a mouse event.
public enum OverlayResult: Sendable {
    /// Stay up; go away.
    case keep, dismiss
}

/// A modal panel over the desktop (a menu, the launcher, a prompt): it gets every key until
/// it is dismissed.
public protocol Overlay: AnyObject {
    /// Its key commands (move, choose, close), first in the responder chain while it shows.
    var keyCommands: [KeyCommand] { get }
    /// The keys no command names: a menu item's own key, typing into a prompt. True when used.
    func handleKey(_ key: KeyEvent) -> Bool
    /// What typing does (`URL`), when it types.
    var typingHint: String? { get }
    /// Set once a key chose, closed or submitted: the simulator then takes it away.
    var isDismissed: Bool { get }
    /// Runs the item whose own key this is, before the overlay's moves see it (a menu item on
    /// `k` wins over `menu.up`'s `k`); false when no item has it.
    func chooseItem(forKey key: KeyEvent) -> Bool
    /// A click or the wheel in the overlay: stays up or goes away.
    func handleMouse(_ event: MouseEvent) -> OverlayResult
    /// Places the panel on a screen of `size`: where a click lands is decided here, not in `draw`.
    func layout(in size: Size)
    /// Draws the panel over the desktop.
    func draw(in canvas: inout Canvas, theme: Theme)
}

extension Overlay {
    public func layout(in size: Size) {}
    /// No items: every key goes to the overlay's commands.
    public func chooseItem(forKey key: KeyEvent) -> Bool { false }
}

/// A list of choices with direct keys, as the arrange menu and the launcher are. Header rows
/// group items and cannot be chosen.
public final class MenuOverlay: Overlay {
    /// One row of the menu.
    public struct Item {
        /// What it says.
        public var title: String
        /// The key that chooses it directly, if any.
        public var key: Character?
        /// A heading that cannot be chosen.
        public var isHeader: Bool
        /// What choosing it does.
        public var action: (() -> Void)?
        /// Called with `x` or Delete on the highlighted item (discarding a closed session).
        public var remove: (() -> Void)?
        /// A heading row.
        public static func header(_ title: String) -> Item { Item(title: title, key: nil, isHeader: true) }
        /// A row titled `title`, chosen by `key` or Enter.
        public init(title: String, key: Character? = nil, isHeader: Bool = false,
                    action: (() -> Void)? = nil, remove: (() -> Void)? = nil) {
            self.title = title; self.key = key; self.isHeader = isHeader; self.action = action; self.remove = remove
        }
    }

    /// What the menu is for, on its border.
    public let title: String
    /// The rows.
    public private(set) var items: [Item]
    /// The highlighted row.
    public private(set) var highlighted: Int
    /// The keys on the bottom border.
    public var footer: String
    private var box = Rect(x: 0, y: 0, width: 0, height: 0)
    private var firstVisible = 0

    /// A menu of `items`, the first choosable one highlighted.
    public init(title: String, items: [Item], footer: String = "↑↓ move · Enter choose · Esc close") {
        self.title = title
        self.items = items
        self.footer = footer
        highlighted = items.firstIndex { !$0.isHeader } ?? 0
    }

    /// The highlighted row, if it can be chosen.
    public var highlightedItem: Item? { items.indices.contains(highlighted) ? items[highlighted] : nil }

    private func move(_ step: Int) {
        var i = highlighted
        repeat {
            i += step
            guard items.indices.contains(i) else { return }
        } while items[i].isHeader
        highlighted = i
    }

    public private(set) var isDismissed = false
    public var typingHint: String? { nil }

    public var keyCommands: [KeyCommand] {
        [
            KeyCommand(.menuUp) { self.move(-1) },
            KeyCommand(.menuDown) { self.move(1) },
            KeyCommand(.menuChoose, when: highlightedItem.map { !$0.isHeader } ?? false) {
                self.highlightedItem?.action?()
                self.isDismissed = true
            },
            KeyCommand(.menuClose) { self.isDismissed = true },
            KeyCommand(.menuRemove, when: highlightedItem?.remove != nil) {
                if self.removeHighlighted() == .dismiss { self.isDismissed = true }
            },
        ]
    }

    /// An item's own key chooses it, before the menu's moves (`j`, `k`) can take it.
    public func chooseItem(forKey key: KeyEvent) -> Bool {
        guard case .character(let c) = key.key, key.modifiers.isEmpty,
              let item = items.first(where: { $0.key == c && !$0.isHeader }) else { return false }
        item.action?()
        isDismissed = true
        return true
    }

    /// Other keys do nothing while the menu shows.
    public func handleKey(_ key: KeyEvent) -> Bool { true }

    private func removeHighlighted() -> OverlayResult {
        guard let remove = highlightedItem?.remove else { return .keep }
        remove()
        items.remove(at: highlighted)
        if items.allSatisfy(\.isHeader) { return .dismiss }
        if !items.indices.contains(highlighted) || items[highlighted].isHeader { move(-1) }
        if items[highlighted].isHeader { move(1) }
        return .keep
    }

    /// Clicks choose a row; a click outside closes the menu; the wheel moves the highlight.
    public func handleMouse(_ event: MouseEvent) -> OverlayResult {
        guard box.contains(event.position) else { return event.kind == .press ? .dismiss : .keep }
        let row = event.position.y - box.y - 2 + firstVisible
        guard event.kind == .press, items.indices.contains(row), !items[row].isHeader else { return .keep }
        highlighted = row
        items[row].action?()
        return .dismiss
    }

    private var lines: [String] {
        items.map { item in item.isHeader ? item.title : "  " + (item.key.map { "\($0)  " } ?? "   ") + item.title }
    }

    /// The box, centred above the hint bar, and the first row shown (the highlight stays in view).
    public func layout(in size: Size) {
        let contentWidth = max(DisplayWidth.of(title) + 4, DisplayWidth.of(footer), lines.map { DisplayWidth.of($0) }.max() ?? 0)
        let w = min(size.width - 2, contentWidth + 4)
        let h = min(size.height - 2, items.count + 4)
        box = Rect(x: (size.width - w) / 2, y: max(0, (size.height - 1 - h) / 2), width: w, height: h)
        let visibleRows = max(1, h - 4)
        if highlighted < firstVisible { firstVisible = highlighted }
        if highlighted >= firstVisible + visibleRows { firstVisible = highlighted - visibleRows + 1 }
        laidOutFor = (size, highlighted, items.count)
    }

    private var laidOutFor: (Size, Int, Int)?

    /// Draws the box, the rows and the footer, centred on the screen.
    public func draw(in canvas: inout Canvas, theme: Theme) {
        let lines = self.lines
        let w = box.width
        let visibleRows = max(1, box.height - 4)
        canvas.fill(box)
        canvas.drawBox(box, style: .rounded, lineStyle: theme.windowBorder)
        canvas.drawField(" " + title + " ", x: box.x + 2, y: box.y, width: min(w - 4, DisplayWidth.of(title) + 2), style: theme.windowTitle)
        canvas.withClip(box.inset(by: 1)) { c in
            for row in 0..<visibleRows {
                let i = firstVisible + row
                guard lines.indices.contains(i) else { break }
                let style = items[i].isHeader ? theme.secondaryText : (i == highlighted ? theme.menuHighlight : .plain)
                c.drawField(lines[i], x: box.x + 2, y: box.y + 2 + row, width: w - 4, style: style)
            }
            c.drawField(footer, x: box.x + 2, y: box.maxY - 2, width: w - 4, style: theme.secondaryText)
        }
    }
}

/// A one-line text prompt on the bottom row (Open URL).
public final class PromptOverlay: Overlay {
    /// What is asked for (`Open URL:`).
    public let label: String
    /// What is typed so far.
    public private(set) var text: String
    /// The keys shown at the row's end, as bound (the simulator sets them from its bindings).
    public var keysHint = "Enter open · Esc cancel"
    private let onSubmit: (String) -> Void

    /// A prompt saying `label`, starting with `text`; Enter hands the text to `onSubmit`.
    public init(label: String, text: String = "", onSubmit: @escaping (String) -> Void) {
        self.label = label; self.text = text; self.onSubmit = onSubmit
    }

    public private(set) var isDismissed = false
    public var typingHint: String? { "text" }

    public var keyCommands: [KeyCommand] {
        [
            KeyCommand(.menuChoose, title: "open") { self.onSubmit(self.text); self.isDismissed = true },
            KeyCommand(.menuClose, title: "cancel") { self.isDismissed = true },
        ]
    }

    /// Typing; Backspace or Delete takes back a character.
    public func handleKey(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .backspace, .delete: if !text.isEmpty { text.removeLast() }
        case .character(let c) where !key.modifiers.contains(.control): text.append(c)
        default: break
        }
        return true
    }

    /// A prompt ignores the mouse: it stays up until Enter or Esc.
    public func handleMouse(_ event: MouseEvent) -> OverlayResult { .keep }

    /// Draws the prompt on the bottom row.
    public func draw(in canvas: inout Canvas, theme: Theme) {
        let y = canvas.height - 1
        canvas.fill(Rect(x: 0, y: y, width: canvas.width, height: 1), style: theme.hintBar)
        let x = 1 + canvas.drawText(label + " ", x: 1, y: y, style: theme.hintKey)
        // Its keys at the end of the row, when the row leaves room to type as well.
        var limit = canvas.width - 1
        let keysWidth = DisplayWidth.of(keysHint)
        if canvas.width - x - keysWidth - 2 >= 12 {
            limit = canvas.width - 1 - keysWidth
            canvas.drawText(keysHint, x: limit, y: y, style: theme.hintBar)
        }
        let room = max(1, limit - x - 2)
        let shown = DisplayWidth.of(text) > room - 1 ? String(text.suffix(room - 1)) : text
        let end = x + canvas.drawText(shown, x: x, y: y, style: theme.hintBar)
        canvas.put(canvas.symbol("▏", ascii: "_"), x: end, y: y, style: theme.hintKey)
    }
}

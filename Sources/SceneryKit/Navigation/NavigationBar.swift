import TerminalCanvas

/// The one-row navigation bar shared by navigation controllers, split-view columns and sheets:
/// leading items (or `‹ Previous`), the centred title, trailing items. `layout` says where each
/// button lands (the click regions, made when the container lays out); `draw` paints that
/// layout and reads nothing else. A `reserved` span (an iPad tab strip) is left free: the title
/// then sits on the leading side, trailing items past the span.
public enum NavigationBar {
    /// What a bar button is.
    public enum Button {
        /// The back button (`‹ Title`); an item of the navigation item.
        case back, item(BarButtonItem)
    }

    /// Where everything of one bar goes.
    public struct Layout {
        /// The bar's row.
        public var rect: Rect
        /// Each button's cells, what it is, and its label.
        public var buttons: [(rect: Rect, button: Button, label: String)]
        /// The title as it fits between the buttons.
        public var title: String
        /// The title's room: from `titleLeft` to `titleRight`, centred unless `reserved`.
        var titleLeft: Int
        var titleRight: Int
        var centresTitle: Bool
        /// The strings are in the window's language already: drawn as they are.
        var isLocalized = false

        /// The buttons as `owner`'s items in the region map: a press on `‹ Back` runs `back`, on
        /// an item its action, or its menu as a pull-down under it.
        func regionItems(owner: ViewController, back: (() -> Void)? = nil) -> [RegionItem] {
            buttons.enumerated().map { i, b in
                RegionItem(b.rect, .item(b.label), tag: i) { _ in
                    switch b.button {
                    case .back: back?()
                    case .item(let item): owner.perform(item, at: b.rect)
                    }
                }
            }
        }

        /// The bar for `direction`: in right-to-left every button and the title's room mirror
        /// within the row, and the back button reads `Inbox ›` on the right, as UIKit's does.
        public func mirrored(for direction: UserInterfaceLayoutDirection) -> Layout {
            guard direction == .rightToLeft else { return self }
            var m = self
            func flip(_ r: Rect) -> Rect { Rect(x: rect.x + rect.maxX - r.maxX, y: r.y, width: r.width, height: r.height) }
            m.buttons = buttons.map { b in
                guard case .back = b.button else { return (flip(b.rect), b.button, b.label) }
                let title = b.label.hasPrefix("‹ ") ? String(b.label.dropFirst(2)) : ""
                return (flip(b.rect), b.button, title.isEmpty ? "›" : title + " ›")
            }
            m.titleLeft = rect.x + rect.maxX - titleRight
            m.titleRight = rect.x + rect.maxX - titleLeft
            return m
        }
    }

    /// The back button's text for the room it has: `‹ Inbox`, then `‹ Back`, then `‹`.
    public static func backLabel(_ previousTitle: String, room: Int, unicode: Bool = true) -> String {
        backLabel(previousTitle, room: room, unicode: unicode, back: "Back")
    }

    /// As ``backLabel(_:room:unicode:)`` with `back` for the word `Back` (in the window's language).
    static func backLabel(_ previousTitle: String, room: Int, unicode: Bool = true, back: String) -> String {
        let chevron = unicode ? "‹" : "<"
        for label in [chevron + " " + previousTitle, chevron + " " + back, chevron] where DisplayWidth.of(label) <= room {
            return label
        }
        return ""
    }

    /// Lays a bar out: the back button or leading items, the title centred where it fits, the
    /// trailing items. With `leadingSupplementsBack` the back button follows the leading items
    /// (UIKit's `leftItemsSupplementBackButton`: a split view's display-mode button and `‹ Back`).
    public static func layout(rect: Rect, title: String, backTitle: String?, leading: [BarButtonItem] = [],
                              trailing: [BarButtonItem] = [], reserved: Range<Int>? = nil,
                              leadingSupplementsBack: Bool = false) -> Layout {
        layout(rect: rect, title: title, backTitle: backTitle, leading: leading, trailing: trailing, reserved: reserved,
               leadingSupplementsBack: leadingSupplementsBack, language: nil)
    }

    /// The bar with its strings in the window's language (`language`, the window scene's text
    /// transform): buttons are measured as they will read, so a longer translation gets its
    /// room and its click region; the bar then draws its strings as they are.
    static func layout(rect: Rect, title: String, backTitle: String?, leading: [BarButtonItem] = [],
                       trailing: [BarButtonItem] = [], reserved: Range<Int>? = nil,
                       leadingSupplementsBack: Bool = false, language: TextTransform?) -> Layout {
        func shown(_ s: String) -> String { language?.apply(s) ?? s }
        let title = language == nil ? title : shown(title), backTitle = language == nil ? backTitle : backTitle.map(shown)
        var bar = Layout(rect: rect, buttons: [], title: title, titleLeft: rect.x, titleRight: rect.x, centresTitle: reserved == nil)
        bar.isLocalized = language != nil
        guard rect.width > 0, rect.height > 0 else { return bar }
        let y = rect.y
        // Trailing items first: they are short and fixed, the back button and title share the rest.
        var right = rect.maxX - 1
        for item in trailing.reversed() {
            let label = shown(item.title), w = DisplayWidth.of(label)
            guard right - w >= (reserved?.upperBound ?? rect.x) + 1 else { break }
            right -= w
            bar.buttons.append((Rect(x: right, y: y, width: w, height: 1), .item(item), label))
            right -= 1
        }
        // With the tabs in the middle of the row (iPad), the title moves to the leading side.
        if let reserved { right = min(right, reserved.lowerBound - 1) }
        let titleWidth = min(DisplayWidth.of(title), max(0, right - rect.x - 2))
        var left = rect.x + 1
        for item in leading {
            let label = shown(item.title), w = DisplayWidth.of(label)
            guard left + w < right else { break }
            bar.buttons.append((Rect(x: left, y: y, width: w, height: 1), .item(item), label))
            left += w + 1
        }
        if let backTitle, leading.isEmpty || leadingSupplementsBack {
            // The back button may use what the centred title leaves on its leading side.
            let room = reserved != nil ? max(1, right - left - min(titleWidth, 8) - 1)
                : max(1, (right - rect.x - titleWidth) / 2 - 1)
            let label = backLabel(backTitle, room: room, back: shown("Back"))
            if !label.isEmpty {
                bar.buttons.append((Rect(x: left, y: y, width: DisplayWidth.of(label), height: 1), .back, label))
                left += DisplayWidth.of(label) + 1
            }
        }
        bar.titleLeft = left
        bar.titleRight = right
        return bar
    }

    /// Paints a bar laid out by `layout`.
    public static func draw(_ bar: Layout, in canvas: inout Canvas, isFocused: Bool, theme: Theme) {
        let rect = bar.rect
        guard rect.width > 0, rect.height > 0 else { return }
        let transform = canvas.textTransform
        if bar.isLocalized { canvas.textTransform = nil }
        defer { canvas.textTransform = transform }
        canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1))
        for b in bar.buttons {
            // An ASCII canvas gets the same-width chevron.
            let label = canvas.unicode ? b.label : b.label.replacingOccurrences(of: "‹", with: "<").replacingOccurrences(of: "›", with: ">")
            canvas.drawText(label, x: b.rect.x, y: rect.y, style: theme.accent)
        }
        let shown = TextLayout.truncate(bar.title, to: max(0, bar.titleRight - bar.titleLeft), unicode: canvas.unicode)
        let w = DisplayWidth.of(shown)
        let centred = bar.centresTitle ? rect.x + (rect.width - w) / 2 : bar.titleLeft
        canvas.drawText(shown, x: max(bar.titleLeft, min(centred, bar.titleRight - w)), y: rect.y,
                        style: isFocused ? theme.navigationTitle : theme.navigationTitle.with(.dim))
    }
}

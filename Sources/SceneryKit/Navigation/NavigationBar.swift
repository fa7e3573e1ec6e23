import TerminalCanvas

/// Draws the one-row navigation bar shared by navigation controllers, split-view columns and
/// sheets: leading items (or `‹ Previous`), the centred title, trailing items. Returns where
/// each button landed so that a click can find it. A `reserved` span (an iPad tab strip) is
/// left free: the title then sits on the leading side, trailing items past the span.
public enum NavigationBar {
    public enum Button { case back, item(BarButtonItem) }

    /// The back button's text for the room it has: `‹ Inbox`, then `‹ Back`, then `‹`.
    public static func backLabel(_ previousTitle: String, room: Int, unicode: Bool) -> String {
        let chevron = unicode ? "‹" : "<"
        for label in [chevron + " " + previousTitle, chevron + " Back", chevron] where DisplayWidth.of(label) <= room {
            return label
        }
        return ""
    }

    @discardableResult
    public static func draw(in canvas: inout Canvas, rect: Rect, title: String, backTitle: String?,
                            leading: [BarButtonItem] = [], trailing: [BarButtonItem] = [],
                            isFocused: Bool, theme: Theme, reserved: Range<Int>? = nil) -> [(Rect, Button)] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        let y = rect.y
        let titleStyle = isFocused ? theme.navigationTitle : theme.navigationTitle.with(.dim)
        canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1))
        var hits: [(Rect, Button)] = []
        // Trailing items first: they are short and fixed, the back button and title share the rest.
        var right = rect.maxX - 1
        for item in trailing.reversed() {
            let w = DisplayWidth.of(item.title)
            guard right - w >= (reserved?.upperBound ?? rect.x) + 1 else { break }
            right -= w
            canvas.drawText(item.title, x: right, y: y, style: theme.accent)
            hits.append((Rect(x: right, y: y, width: w, height: 1), .item(item)))
            right -= 1
        }
        // With the tabs in the middle of the row (iPad), the title moves to the leading side.
        if let reserved { right = min(right, reserved.lowerBound - 1) }
        let titleWidth = min(DisplayWidth.of(title), max(0, right - rect.x - 2))
        var left = rect.x + 1
        for item in leading {
            let w = DisplayWidth.of(item.title)
            guard left + w < right else { break }
            canvas.drawText(item.title, x: left, y: y, style: theme.accent)
            hits.append((Rect(x: left, y: y, width: w, height: 1), .item(item)))
            left += w + 1
        }
        if let backTitle, leading.isEmpty {
            // The back button may use what the centred title leaves on its leading side.
            let room = reserved != nil ? max(1, right - left - min(titleWidth, 8) - 1)
                : max(1, (right - rect.x - titleWidth) / 2 - 1)
            let label = backLabel(backTitle, room: room, unicode: canvas.unicode)
            if !label.isEmpty {
                canvas.drawText(label, x: left, y: y, style: theme.accent)
                hits.append((Rect(x: left, y: y, width: DisplayWidth.of(label), height: 1), .back))
                left += DisplayWidth.of(label) + 1
            }
        }
        let span = max(0, right - left)
        let shown = TextLayout.truncate(title, to: span, unicode: canvas.unicode)
        let w = DisplayWidth.of(shown)
        let centred = reserved != nil ? left : rect.x + (rect.width - w) / 2
        canvas.drawText(shown, x: max(left, min(centred, right - w)), y: y, style: titleStyle)
        return hits
    }
}

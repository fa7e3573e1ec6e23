/// The key map shown by the help overlay, the hint bar and the README.
public enum KeyMap {
    public struct Entry: Sendable {
        public let keys: String
        public let action: String
    }

    public static let entries: [Entry] = [
        Entry(keys: "Tab / Shift-Tab", action: "focus the next / previous column"),
        Entry(keys: "↑ ↓  j k", action: "move in a list, scroll text"),
        Entry(keys: "Home End PgUp PgDn", action: "jump in a list"),
        Entry(keys: "Enter", action: "open the highlighted row in the next column"),
        Entry(keys: "mouse click", action: "focus a window or column, open a row"),
        Entry(keys: "mouse wheel", action: "scroll a list or text"),
        Entry(keys: "F1  ?", action: "show or hide this help"),
        Entry(keys: "Esc", action: "close this help"),
        Entry(keys: "Ctrl-Q", action: "quit"),
    ]

    /// The one-line hint bar: key, then what it does.
    public static let hints: [(String, String)] = [
        ("Tab", "next column"), ("↑↓", "move"), ("Enter", "open"), ("F1", "help"), ("^Q", "quit"),
    ]
}

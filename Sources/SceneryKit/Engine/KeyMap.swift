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
        Entry(keys: "Ctrl-W", action: "window mode (keys below, then Enter or Esc)"),
        Entry(keys: "  ← ↑ ↓ →", action: "move the window"),
        Entry(keys: "  Shift-arrows  H J K L", action: "resize the window"),
        Entry(keys: "  f  h l k j", action: "full screen, left / right / top / bottom half"),
        Entry(keys: "  1 2 3  4 5", action: "thirds; left / right two thirds"),
        Entry(keys: "  6 7 8 9", action: "quarters"),
        Entry(keys: "  a", action: "arrange menu"),
        Entry(keys: "  m  u  x", action: "minimize, restore minimized, close"),
        Entry(keys: "  n  o", action: "launcher (new window, reopen), open URL"),
        Entry(keys: "  Tab", action: "next window"),
        Entry(keys: "  r  e", action: "rotate the device, external display"),
        Entry(keys: "mouse", action: "click focuses; drag title bar, border or corner"),
        Entry(keys: "mouse wheel", action: "scroll a list or text"),
        Entry(keys: "F12", action: "traits: size classes, geometry, margins"),
        Entry(keys: "F1  ?", action: "show or hide this help"),
        Entry(keys: "Ctrl-Q", action: "quit (every window's state is saved)"),
    ]

    /// The one-line hint bar: key, then what it does.
    public static let hints: [(String, String)] = [
        ("Tab", "next column"), ("↑↓", "move"), ("Enter", "open"), ("^W", "window"), ("F1", "help"), ("^Q", "quit"),
    ]

    /// The hint bar in window mode.
    public static let windowModeHints: [(String, String)] = [
        ("←↑↓→", "move"), ("S-←↑↓→", "size"), ("f", "full"), ("h l", "halves"), ("1 2 3", "thirds"),
        ("a", "arrange"), ("m", "minimize"), ("x", "close"), ("n", "new"), ("Esc", "done"),
    ]
}

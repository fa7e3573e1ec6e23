/// The key map shown by the help overlay, the hint bar and the README.
public enum KeyMap {
    public struct Entry: Sendable {
        public let keys: String
        public let action: String
    }

    public static let entries: [Entry] = [
        Entry(keys: "Tab  Shift-Tab", action: "next column or pane"),
        Entry(keys: "↑ ↓  j k", action: "move; scroll text"),
        Entry(keys: "Home End PgUp PgDn", action: "jump in a list"),
        Entry(keys: "Enter", action: "open in the next column"),
        Entry(keys: "Esc  Backspace", action: "back; close overlays"),
        Entry(keys: "s", action: "show / hide the sidebars"),
        Entry(keys: "1 … 9", action: "choose a tab"),
        Entry(keys: "  e (tabs focused)", action: "edit tabs: hide, reorder"),
        Entry(keys: "i", action: "show / hide the inspector"),
        Entry(keys: "Ctrl-R", action: "resize columns, then:"),
        Entry(keys: "  ← →  h l", action: "separator one cell"),
        Entry(keys: "  S-← →  H L", action: "move it eight cells"),
        Entry(keys: "  Tab  =", action: "next separator; preferred"),
        Entry(keys: "Ctrl-W", action: "window mode, then:"),
        Entry(keys: "  ← ↑ ↓ →", action: "move the window"),
        Entry(keys: "  S-arrows  HJKL", action: "resize the window"),
        Entry(keys: "  f  h l k j", action: "full screen; halves"),
        Entry(keys: "  1 2 3  4 5", action: "thirds; two thirds"),
        Entry(keys: "  6 7 8 9", action: "quarters"),
        Entry(keys: "  a", action: "arrange menu"),
        Entry(keys: "  m  u  x", action: "minimize, restore, close"),
        Entry(keys: "  n  o", action: "launcher; open URL"),
        Entry(keys: "  Tab  w", action: "next window; switcher"),
        Entry(keys: "  r  e", action: "rotate; external display"),
        Entry(keys: "  Enter  Esc", action: "leave the mode"),
        Entry(keys: "mouse", action: "drag separators, windows"),
        Entry(keys: "mouse wheel", action: "scroll a list or text"),
        Entry(keys: "F12", action: "traits and column widths"),
        Entry(keys: "F1  ?", action: "show or hide this help"),
        Entry(keys: "Ctrl-Q", action: "quit (state is saved)"),
    ]

    /// The hint bar's keys that work everywhere, after the focused window's own (`keyHints`).
    public static let hints: [(String, String)] = [("^W", "window"), ("F1", "help"), ("^Q", "quit")]

    /// The hint bar in column-resize mode.
    /// How to leave comes first, so that a narrow bar never drops it.
    public static let columnResizeHints: [(String, String)] = [
        ("Esc", "done"), ("← →", "move"), ("S-← →", "by 8"), ("Tab", "next separator"), ("=", "preferred"),
    ]

    /// The hint bar in window mode.
    public static let windowModeHints: [(String, String)] = [
        ("Esc", "done"), ("Tab", "next"), ("w", "windows"), ("←↑↓→", "move"), ("S-←↑↓→", "size"), ("f", "full"),
        ("h l", "halves"), ("1 2 3", "thirds"), ("a", "arrange"), ("m", "minimize"), ("x", "close"), ("n", "new"),
    ]
}

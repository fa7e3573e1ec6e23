// Bridges for code written against 0.1.0, kept for one minor version (CHANGELOG.md says what
// to write instead). Each compiles as it did, with a deprecation warning that names the way now.

extension BarButtonItem {
    /// 0.1.0's button with a key. A key that does the same is a key command of the controller
    /// now (the hint bar and the key map come from those); this bridge keeps the button and
    /// drops the key, so declare the `KeyCommand` when you follow the warning.
    @available(*, deprecated, message: "declare the key as a KeyCommand of the controller (keyCommands); this initializer drops it")
    public init(title: String, key: KeyEvent?, action: @escaping () -> Void) {
        self.init(title: title, action: action)
    }
}

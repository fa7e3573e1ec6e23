/// The environment panel's actions (F9): Xcode's Environment Overrides in the terminal.
extension KeyAction {
    private static func k(_ c: Character, _ m: Modifiers = []) -> KeyEvent { KeyEvent(.character(c), m) }
    private static func k(_ key: Key, _ m: Modifiers = []) -> KeyEvent { KeyEvent(key, m) }
    private static func panel(_ name: String, _ keys: [KeyEvent], _ title: String, _ help: String) -> KeyAction {
        KeyAction("environment." + name, keys: keys, title: title, discoverabilityTitle: help, group: .environmentPanel)
    }

    /// Open the environment panel.
    public static let environment = KeyAction("app.environment", keys: [k(.function(9))], title: "environment",
                                              discoverabilityTitle: "environment overrides: text size, appearance, language",
                                              group: .everywhere)
    /// The row above.
    public static let environmentUp = panel("up", [k(.up), k("k")], "choose", "the setting above")
    /// The row below.
    public static let environmentDown = panel("down", [k(.down), k("j")], "choose", "the setting below")
    /// The setting's previous value.
    public static let environmentPrevious = panel("previous", [k(.left), k("h")], "change", "the setting's previous value")
    /// The setting's next value.
    public static let environmentNext = panel("next", [k(.right), k("l"), k(" ")], "change", "the setting's next value")
    /// Every setting back to its default, for what the panel applies to.
    public static let environmentReset = panel("reset", [k("r")], "reset", "every setting back to the default")
    /// Close the panel (the settings stay).
    public static let environmentClose = panel("close", [k(.escape), k(.enter), k(.function(9))], "close",
                                               "close the panel; the settings stay")

    static let environmentActions: [KeyAction] = [
        environmentUp, environmentDown, environmentPrevious, environmentNext, environmentReset, environmentClose,
    ]
}

extension KeyAction.Group {
    /// The environment panel (F9).
    public static let environmentPanel = KeyAction.Group("The environment panel (F9)", order: 86)
}

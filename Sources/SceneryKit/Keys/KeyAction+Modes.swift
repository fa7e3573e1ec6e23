/// The actions of column-resize mode (Ctrl-R) and window mode (Ctrl-W).
extension KeyAction {
    private static func k(_ c: Character, _ m: Modifiers = []) -> KeyEvent { KeyEvent(.character(c), m) }
    private static func k(_ key: Key, _ m: Modifiers = []) -> KeyEvent { KeyEvent(key, m) }
    private static func columns(_ name: String, _ keys: [KeyEvent], _ title: String, _ help: String) -> KeyAction {
        KeyAction("columns." + name, keys: keys, title: title, discoverabilityTitle: help, group: .columnResize)
    }
    private static func window(_ name: String, _ keys: [KeyEvent], _ title: String, _ help: String) -> KeyAction {
        KeyAction("window." + name, keys: keys, title: title, discoverabilityTitle: help, group: .windowMode)
    }

    // MARK: Column-resize mode

    /// Leave column-resize mode.
    public static let columnsDone = columns("done", [k(.escape), k(.enter)], "done", "leave column-resize mode")
    /// The separator one cell left.
    public static let separatorLeft = columns("left", [k(.left), k("h")], "move", "the separator one cell left")
    /// The separator one cell right.
    public static let separatorRight = columns("right", [k(.right), k("l")], "move", "the separator one cell right")
    /// The separator eight cells left.
    public static let separatorFarLeft = columns("farLeft", [k(.left, .shift), k("H")], "by 8", "the separator eight cells left")
    /// The separator eight cells right.
    public static let separatorFarRight = columns("farRight", [k(.right, .shift), k("L")], "by 8", "the separator eight cells right")
    /// The next separator.
    public static let nextSeparator = columns("nextSeparator", [k(.tab)], "next separator", "the next separator")
    /// The previous separator.
    public static let previousSeparator = columns("previousSeparator", [k(.tab, .shift)], "previous separator",
                                                  "the previous separator")
    /// Back to the preferred widths.
    public static let preferredWidths = columns("preferred", [k("=")], "preferred", "back to the preferred widths")

    static let columnResizeActions: [KeyAction] = [
        columnsDone, separatorLeft, separatorRight, separatorFarLeft, separatorFarRight,
        nextSeparator, previousSeparator, preferredWidths,
    ]

    // MARK: Window mode

    /// Leave window mode.
    public static let windowDone = window("done", [k(.escape), k(.enter)], "done", "leave window mode")
    /// The next window, most recently used first.
    public static let nextWindow = window("next", [k(.tab)], "next", "the next window, most recently used first")
    /// The previous window.
    public static let previousWindow = window("previous", [k(.tab, .shift)], "previous", "the previous window")
    /// Every window, to choose one.
    public static let windowSwitcher = window("switcher", [k("w")], "windows", "every window, to choose one")
    /// Move the window left.
    public static let moveWindowLeft = window("moveLeft", [k(.left)], "move", "move the window left")
    /// Move the window up.
    public static let moveWindowUp = window("moveUp", [k(.up)], "move", "move the window up")
    /// Move the window down.
    public static let moveWindowDown = window("moveDown", [k(.down)], "move", "move the window down")
    /// Move the window right.
    public static let moveWindowRight = window("moveRight", [k(.right)], "move", "move the window right")
    /// Make the window narrower.
    public static let narrowerWindow = window("narrower", [k(.left, .shift), k("H")], "size", "make the window narrower")
    /// Make the window shorter.
    public static let shorterWindow = window("shorter", [k(.up, .shift), k("K")], "size", "make the window shorter")
    /// Make the window taller.
    public static let tallerWindow = window("taller", [k(.down, .shift), k("J")], "size", "make the window taller")
    /// Make the window wider.
    public static let widerWindow = window("wider", [k(.right, .shift), k("L")], "size", "make the window wider")
    /// The arrange menu.
    public static let arrangeMenu = window("arrangeMenu", [k("a")], "arrange", "the arrange menu")
    /// Minimize the window to the shelf.
    public static let minimizeWindow = window("minimize", [k("m")], "minimize", "minimize the window to the shelf")
    /// Bring back the last minimized window.
    public static let restoreWindow = window("restore", [k("u")], "restore", "bring back the last minimized window")
    /// Close the window (its session can be reopened).
    public static let closeWindow = window("close", [k("x")], "close", "close the window (its session can be reopened)")
    /// The launcher: a new window of any app.
    public static let launcher = window("launcher", [k("n")], "new", "the launcher: a new window of any app")
    /// Open a deep link.
    public static let openURL = window("openURL", [k("o")], "open URL", "open a deep link")
    /// Rotate the device.
    public static let rotate = window("rotate", [k("r")], "rotate", "rotate the device")
    /// Connect or disconnect an external display.
    public static let externalDisplay = window("externalDisplay", [k("e")], "display", "connect or disconnect an external display")

    /// `window.arrange.leftHalf`…: one action per arrange preset with a key.
    public static func arrange(_ preset: ArrangePreset) -> KeyAction {
        let title: String
        switch preset {
        case .fullScreen: title = "full"
        case .leftHalf, .rightHalf, .topHalf, .bottomHalf: title = "halves"
        case .leftThird, .middleThird, .rightThird: title = "thirds"
        case .leftTwoThirds, .rightTwoThirds: title = "two thirds"
        default: title = "quarters"
        }
        return window("arrange." + preset.rawValue, preset.key.map { [k($0)] } ?? [], title, preset.title.lowercased())
    }

    static let arrangeActions: [ArrangePreset: KeyAction] = Dictionary(
        uniqueKeysWithValues: ArrangePreset.allCases.filter { $0.key != nil }.map { ($0, arrange($0)) })

    /// Move the window to the attached terminal's desktop.
    public static let moveToSecondDesktop = window("toSecondDesktop", [k(">")], "to desktop 2",
                                                   "move the window to the desktop of the attached terminal")
    /// Move the window back to the main terminal's desktop.
    public static let moveToMainDesktop = window("toMainDesktop", [k("<")], "to desktop 1",
                                                 "move the window back to the main terminal's desktop")

    static let windowModeActions: [KeyAction] = [
        windowDone, nextWindow, previousWindow, windowSwitcher,
        moveWindowLeft, moveWindowUp, moveWindowDown, moveWindowRight,
        narrowerWindow, shorterWindow, tallerWindow, widerWindow,
    ] + ArrangePreset.allCases.compactMap { arrangeActions[$0] } + [
        arrangeMenu, minimizeWindow, restoreWindow, closeWindow, launcher, openURL, rotate, externalDisplay,
        moveToSecondDesktop, moveToMainDesktop,
    ]
}

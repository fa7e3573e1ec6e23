import TerminalCanvas

/// The styles the simulator draws with, in one place so that every view agrees.
public struct Theme: Sendable {
    /// A focused window's border.
    public var windowBorder = Style.plain
    /// Every other window's border.
    public var inactiveWindowBorder = Style(foreground: .brightBlack)
    /// A focused window's title.
    public var windowTitle = Style(attributes: .bold)
    /// Every other window's title.
    public var inactiveWindowTitle = Style(foreground: .brightBlack)
    /// The close control (red ●).
    public var closeControl = Style(foreground: .red)
    /// The minimize control (yellow ●).
    public var minimizeControl = Style(foreground: .yellow)
    /// The arrange control (green ●).
    public var arrangeControl = Style(foreground: .green)
    /// A navigation bar's title.
    public var navigationTitle = Style(attributes: .bold)
    /// Column separators and rules.
    public var separator = Style(foreground: .brightBlack)
    /// A sidebar's background (`primaryBackgroundStyle = .sidebar`); none on 8 and 16 colours.
    /// Grey 233: the darkest tint on which bright black text keeps 4.5:1.
    public var sidebar = Style(background: .indexed(233))
    /// The selected row of the focused list.
    public var selection = Style(attributes: .reverse)
    /// The selected row of a list that is not focused.
    public var inactiveSelection = Style(background: .indexed(238))
    /// Labels, placeholders and hints (5.2:1 on black, 4.7:1 on the sidebar).
    public var secondaryText = Style(foreground: .brightBlack)
    /// The accent colour (links, markers, bar buttons): cyan, 10.6:1 on black, where ANSI blue
    /// has 2.2:1 and bright blue 4.4:1 (blue in the light appearance, 9.4:1 on white). An ANSI
    /// colour, not a 256-colour one: its escape is 6 bytes shorter, on every marked row.
    public var accent = Style(foreground: .cyan)
    /// Unread markers and counts.
    public var unread = Style(foreground: .cyan, attributes: .bold)
    /// The hint bar on the bottom row.
    public var hintBar = Style(attributes: .reverse)
    /// A key on the hint bar.
    public var hintKey = Style(attributes: [.reverse, .bold])
    /// Menus, prompts and the key map.
    public var overlay = Style.plain
    /// The shelf of minimized windows.
    public var shelf = Style(foreground: .brightBlack)
    /// A minimized window on the shelf.
    public var shelfItem = Style(attributes: .reverse)
    /// Content behind a modal sheet or overlay.
    public var dimmed = Style(attributes: .dim)
    /// The highlighted item of a menu.
    public var menuHighlight = Style(attributes: .reverse)
    /// The WINDOW and COLUMNS mode badges.
    public var modeBadge = Style(foreground: .black, background: .yellow, attributes: .bold)
    /// A destructive action (`AlertAction.Style.destructive`, `.destructive` menu items): bright
    /// red, 5.3:1 on black, where ANSI red has 3.6:1 (red in the light appearance).
    public var destructive = Style(foreground: .ansi(9))

    /// A theme with the standard styles, to change some of them.
    public init() {}
    /// The theme every frame uses unless told otherwise: the terminal's colours, greys from the 256-colour set.
    public static let standard = Theme()
}

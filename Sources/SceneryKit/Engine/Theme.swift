import TerminalCanvas

/// The styles the simulator draws with, in one place so that every view agrees.
public struct Theme: Sendable {
    public var windowBorder = Style.plain
    public var inactiveWindowBorder = Style(foreground: .brightBlack)
    public var windowTitle = Style(attributes: .bold)
    public var inactiveWindowTitle = Style(foreground: .brightBlack)
    public var closeControl = Style(foreground: .red)
    public var minimizeControl = Style(foreground: .yellow)
    public var arrangeControl = Style(foreground: .green)
    public var navigationTitle = Style(attributes: .bold)
    public var separator = Style(foreground: .brightBlack)
    /// A sidebar's background (`primaryBackgroundStyle = .sidebar`); none on 8 and 16 colours.
    public var sidebar = Style(background: .indexed(236))
    public var selection = Style(attributes: .reverse)
    public var inactiveSelection = Style(background: .indexed(238))
    public var secondaryText = Style(foreground: .brightBlack)
    public var accent = Style(foreground: .blue)
    public var unread = Style(foreground: .blue, attributes: .bold)
    public var hintBar = Style(attributes: .reverse)
    public var hintKey = Style(attributes: [.reverse, .bold])
    public var overlay = Style.plain
    public var shelf = Style(foreground: .brightBlack)
    public var shelfItem = Style(attributes: .reverse)
    public var dimmed = Style(attributes: .dim)
    public var menuHighlight = Style(attributes: .reverse)
    public var modeBadge = Style(foreground: .black, background: .yellow, attributes: .bold)

    public init() {}
    public static let standard = Theme()
}

/// Which of the system's standard commands an app's menu bar has, as iPadOS 26's
/// `UIMainMenuSystem.Configuration`: an app that has no inspector removes Show Inspector, one
/// that opens one window only removes New Window. `.automatic` shows a command where the
/// window in front offers it. Returned by the app delegate's `mainMenuConfiguration`; its
/// `buildMenu(with:)` then adds, moves and removes the rest.
public struct MainMenuConfiguration: Equatable, Sendable {
    /// Whether a group of standard commands is in the menu bar.
    public enum Preference: Equatable, Sendable {
        /// Where the window in front offers the command.
        case automatic
        /// Always listed (dimmed where the window in front does not offer it).
        case included
        /// Never listed.
        case removed
    }
    /// File › New Window… (the launcher).
    public var newScenePreference: Preference = .automatic
    /// Edit › Find (a search tab or field the window offers).
    public var findingPreference: Preference = .automatic
    /// View › Show Inspector.
    public var inspectorPreference: Preference = .automatic
    /// View › Show Sidebar.
    public var sidebarPreference: Preference = .automatic
    /// Window › Full Screen (Scenery's: iPadOS lists it in the Window menu too).
    public var fullScreenPreference: Preference = .automatic
    /// The Format menu: shown only when the app's `buildMenu(with:)` fills it, unless removed.
    public var textFormattingPreference: Preference = .automatic

    /// Every standard command where the window offers it.
    public init() {}
}

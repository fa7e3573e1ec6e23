/// The actions of the simulator and of SceneryKit's controllers. Apps add their own through
/// `Application.keyActions`.
extension KeyAction {
    private static func k(_ c: Character, _ m: Modifiers = []) -> KeyEvent { KeyEvent(.character(c), m) }
    private static func k(_ key: Key, _ m: Modifiers = []) -> KeyEvent { KeyEvent(key, m) }

    // MARK: Everywhere

    /// Quit; every window's state is saved.
    public static let quit = KeyAction("app.quit", keys: [k("q", .control)], title: "quit",
                                       discoverabilityTitle: "quit; every window's state is saved", group: .everywhere)
    /// Show or hide this key map.
    public static let help = KeyAction("app.help", keys: [k(.function(1)), k("?")], title: "help",
                                       discoverabilityTitle: "show or hide this key map", group: .everywhere)
    /// Show or hide traits and column widths.
    public static let traits = KeyAction("app.traits", keys: [k(.function(12))], title: "traits",
                                         discoverabilityTitle: "show or hide traits and column widths", group: .everywhere)
    /// Window mode: move, size and arrange windows.
    public static let windowMode = KeyAction("app.windowMode", keys: [k("w", .control)], title: "window",
                                             discoverabilityTitle: "window mode: move, size and arrange windows", group: .everywhere)
    /// The menu bar: every menu of the system and the focused app, with their keys.
    public static let menuBar = KeyAction("app.menuBar", keys: [k(.function(10))], title: "menus",
                                          discoverabilityTitle: "the menu bar: every command, with its key", group: .everywhere)
    /// Column-resize mode: move a split view's separators.
    public static let columnResize = KeyAction("app.columnResize", keys: [k("r", .control)], title: "columns",
                                               discoverabilityTitle: "column-resize mode: move a split view's separators",
                                               group: .everywhere)

    // MARK: Lists, text and navigation

    /// Up a row; scroll up.
    public static let moveUp = KeyAction("move.up", keys: [k(.up), k("k")], title: "move",
                                         discoverabilityTitle: "up a row; scroll up", group: .content)
    /// Down a row; scroll down.
    public static let moveDown = KeyAction("move.down", keys: [k(.down), k("j")], title: "move",
                                           discoverabilityTitle: "down a row; scroll down", group: .content)
    /// A page up.
    public static let pageUp = KeyAction("move.pageUp", keys: [k(.pageUp)], title: "page",
                                         discoverabilityTitle: "a page up", group: .content)
    /// A page down.
    public static let pageDown = KeyAction("move.pageDown", keys: [k(.pageDown), k(" ")], title: "page",
                                           discoverabilityTitle: "a page down", group: .content)
    /// To the first row or the top.
    public static let moveToTop = KeyAction("move.top", keys: [k(.home)], title: "top",
                                            discoverabilityTitle: "to the first row or the top", group: .content)
    /// To the last row or the bottom.
    public static let moveToBottom = KeyAction("move.bottom", keys: [k(.end)], title: "bottom",
                                               discoverabilityTitle: "to the last row or the bottom", group: .content)
    /// Open the highlighted row in the next column.
    public static let open = KeyAction("list.open", keys: [k(.enter)], title: "open",
                                       discoverabilityTitle: "open the highlighted row in the next column", group: .content)
    /// Back to the previous page.
    public static let back = KeyAction("navigation.back", keys: [k(.escape), k(.backspace)], title: "back",
                                       discoverabilityTitle: "back to the previous page", group: .content)

    // MARK: Split view

    /// Focus the next column.
    public static let nextColumn = KeyAction("split.nextColumn", keys: [k(.tab)], title: "next column",
                                             discoverabilityTitle: "focus the next column", group: .split)
    /// Focus the previous column.
    public static let previousColumn = KeyAction("split.previousColumn", keys: [k(.tab, .shift)], title: "previous column",
                                                 discoverabilityTitle: "focus the previous column", group: .split)
    /// Show or hide the sidebars (the display-mode button).
    public static let sidebars = KeyAction("split.sidebars", keys: [k("s")], title: "sidebar",
                                           discoverabilityTitle: "show or hide the sidebars (the display-mode button)", group: .split)
    /// The secondary column alone, and back.
    public static let secondaryOnly = KeyAction("split.secondaryOnly", keys: [k("S")], title: "full width",
                                                discoverabilityTitle: "the secondary column alone, and back", group: .split)
    /// Show or hide the inspector.
    public static let inspector = KeyAction("split.inspector", keys: [k("i")], title: "inspector",
                                            discoverabilityTitle: "show or hide the inspector", group: .split)
    /// Hide sidebars lying over the content, else the inspector.
    public static let dismissColumns = KeyAction("split.dismiss", keys: [k(.escape)], title: "hide sidebars",
                                                 discoverabilityTitle: "hide sidebars lying over the content, else the inspector",
                                                 group: .split)

    // MARK: Tabs

    /// Choose the first to ninth tab.
    public static let selectTab = KeyAction("tabs.select", keys: (1...9).map { k(Character(String($0))) }, title: "tab",
                                            discoverabilityTitle: "choose the first to ninth tab", group: .tabs)
    /// Move the keys to the tab bar or sidebar.
    public static let focusTabs = KeyAction("tabs.focus", keys: [k(.tab), k(.tab, .shift)], title: "tabs",
                                            discoverabilityTitle: "move the keys to the tab bar or sidebar", group: .tabs)
    /// Turn the tab bar into a sidebar and back.
    public static let tabSidebar = KeyAction("tabs.sidebar", keys: [k("s")], title: "sidebar",
                                             discoverabilityTitle: "turn the tab bar into a sidebar and back", group: .tabs)
    /// Back to the More list from a tab opened there.
    public static let backToMore = KeyAction("tabs.more", keys: [k(.escape)], title: "More",
                                             discoverabilityTitle: "back to the More list from a tab opened there", group: .tabs)
    /// The previous tab (selection follows).
    public static let previousTab = KeyAction("tabBar.previous", keys: [k(.up), k(.left), k("k"), k("h")], title: "choose tab",
                                              discoverabilityTitle: "the previous tab (selection follows)", group: .tabBar)
    /// The next tab (selection follows).
    public static let nextTab = KeyAction("tabBar.next", keys: [k(.down), k(.right), k("j"), k("l")], title: "choose tab",
                                          discoverabilityTitle: "the next tab (selection follows)", group: .tabBar)
    /// The first tab.
    public static let firstTab = KeyAction("tabBar.first", keys: [k(.home)], title: "first",
                                           discoverabilityTitle: "the first tab", group: .tabBar)
    /// The last tab.
    public static let lastTab = KeyAction("tabBar.last", keys: [k(.end)], title: "last",
                                          discoverabilityTitle: "the last tab", group: .tabBar)
    /// Open More, fold a section, or give the keys to the tab.
    public static let activateTab = KeyAction("tabBar.activate", keys: [k(.enter), k(" ")], title: "open",
                                              discoverabilityTitle: "open More, fold a section, or give the keys to the tab",
                                              group: .tabBar)
    /// Edit the tabs: hide and reorder.
    public static let editTabs = KeyAction("tabBar.edit", keys: [k("e")], title: "edit tabs",
                                           discoverabilityTitle: "edit the tabs: hide and reorder", group: .tabBar)
    /// Give the keys back to the tab's content.
    public static let tabContent = KeyAction("tabBar.content", keys: [k(.escape)], title: "content",
                                             discoverabilityTitle: "give the keys back to the tab's content", group: .tabBar)
    /// Show or hide the highlighted tab.
    public static let toggleTabHidden = KeyAction("tabEditor.toggle", keys: [k(" "), k(.enter)], title: "show/hide",
                                                  discoverabilityTitle: "show or hide the highlighted tab", group: .tabEditor)
    /// Move the highlighted tab up.
    public static let moveTabUp = KeyAction("tabEditor.moveUp", keys: [k("K"), k(.up, .alt)], title: "reorder",
                                            discoverabilityTitle: "move the highlighted tab up", group: .tabEditor)
    /// Move the highlighted tab down.
    public static let moveTabDown = KeyAction("tabEditor.moveDown", keys: [k("J"), k(.down, .alt)], title: "reorder",
                                              discoverabilityTitle: "move the highlighted tab down", group: .tabEditor)

    // MARK: Sheets

    /// Close the sheet.
    public static let closeSheet = KeyAction("sheet.close", keys: [k(.escape)], title: "close",
                                             discoverabilityTitle: "close the sheet", group: .sheet)
    /// The large detent.
    public static let largerSheet = KeyAction("sheet.larger", keys: [k(.up, .shift)], title: "size",
                                              discoverabilityTitle: "the large detent", group: .sheet)
    /// The medium detent.
    public static let smallerSheet = KeyAction("sheet.smaller", keys: [k(.down, .shift)], title: "size",
                                               discoverabilityTitle: "the medium detent", group: .sheet)

    /// The highlighted row's context menu (a right click does the same).
    public static let contextMenu = KeyAction("list.contextMenu", keys: [k(.function(10), .shift)], title: "menu",
                                              discoverabilityTitle: "the highlighted row's context menu (a right click too)", group: .content)

    // MARK: Alerts and action sheets

    /// The previous action of an alert.
    public static let alertPrevious = KeyAction("alert.previous", keys: [k(.up), k(.left), k(.tab, .shift)], title: "move",
                                                discoverabilityTitle: "the previous action", group: .alert)
    /// The next action of an alert.
    public static let alertNext = KeyAction("alert.next", keys: [k(.down), k(.right), k(.tab)], title: "move",
                                            discoverabilityTitle: "the next action", group: .alert)
    /// Run the highlighted action.
    public static let alertChoose = KeyAction("alert.choose", keys: [k(.enter)], title: "choose",
                                              discoverabilityTitle: "run the highlighted action", group: .alert)
    /// Run the cancel action, or close.
    public static let alertCancel = KeyAction("alert.cancel", keys: [k(.escape)], title: "cancel",
                                              discoverabilityTitle: "run the cancel action (or just close)", group: .alert)

    // MARK: Menus, prompts, the key map

    /// The previous item.
    public static let menuUp = KeyAction("menu.up", keys: [k(.up), k("k")], title: "move",
                                         discoverabilityTitle: "the previous item", group: .menu)
    /// The next item.
    public static let menuDown = KeyAction("menu.down", keys: [k(.down), k("j")], title: "move",
                                           discoverabilityTitle: "the next item", group: .menu)
    /// Choose the highlighted item; submit a prompt.
    public static let menuChoose = KeyAction("menu.choose", keys: [k(.enter)], title: "choose",
                                             discoverabilityTitle: "choose the highlighted item; submit a prompt", group: .menu)
    /// Close the menu or prompt.
    public static let menuClose = KeyAction("menu.close", keys: [k(.escape)], title: "close",
                                            discoverabilityTitle: "close the menu or prompt", group: .menu)
    /// The menu on the left, in the menu bar.
    public static let previousMenu = KeyAction("menu.previousMenu", keys: [k(.left)], title: "menus",
                                               discoverabilityTitle: "the menu on the left (the menu bar)", group: .menu)
    /// The menu on the right, in the menu bar.
    public static let nextMenu = KeyAction("menu.nextMenu", keys: [k(.right)], title: "menus",
                                           discoverabilityTitle: "the menu on the right (the menu bar)", group: .menu)
    /// Discard the highlighted closed window.
    public static let menuRemove = KeyAction("menu.remove", keys: [k("x"), k(.delete), k(.backspace)], title: "discard",
                                             discoverabilityTitle: "discard the highlighted closed window", group: .menu)
    /// Close the key map.
    public static let closeHelp = KeyAction("help.close", keys: [k(.escape), k(.enter)], title: "close",
                                            discoverabilityTitle: "close the key map", group: .help)

    /// Close the traits box (F12 toggles it too).
    public static let closeTraits = KeyAction("traits.close", keys: [k(.escape)], title: "close traits",
                                              discoverabilityTitle: "close the traits box (F12 also does)", group: .traitsBox)

    /// Every action SceneryKit itself declares, in key-map order; apps add theirs with `Application.keyActions`.
    public static let builtIn: [KeyAction] = [
        quit, help, traits, environment, windowMode, columnResize, menuBar,
        moveUp, moveDown, pageUp, pageDown, moveToTop, moveToBottom, open, back, contextMenu,
        nextColumn, previousColumn, sidebars, secondaryOnly, inspector, dismissColumns,
        selectTab, focusTabs, tabSidebar, backToMore,
        previousTab, nextTab, firstTab, lastTab, activateTab, editTabs, tabContent,
        toggleTabHidden, moveTabUp, moveTabDown,
        closeSheet, largerSheet, smallerSheet, alertPrevious, alertNext, alertChoose, alertCancel,
    ] + textActions + columnResizeActions + windowModeActions + [menuUp, menuDown, previousMenu, nextMenu, menuChoose, menuClose, menuRemove, closeHelp, closeTraits] + environmentActions
}

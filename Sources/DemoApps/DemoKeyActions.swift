import SceneryKit

/// The demo apps' own key actions, listed in the key map under each app's name.
extension KeyAction {
    public static let compose = KeyAction("mail.compose", keys: [.char("c")], title: "compose",
                                          discoverabilityTitle: "a new message to the open message's sender", group: .app("Mail"))
    public static let moveMessage = KeyAction("mail.move", keys: [.char("m")], title: "move to",
                                              discoverabilityTitle: "move the open message to another mailbox (an action sheet)", group: .app("Mail"))
    public static let deleteMessage = KeyAction("mail.delete", keys: [KeyEvent(.delete)], title: "delete",
                                                discoverabilityTitle: "delete the open message, after asking (an alert)", group: .app("Mail"))
    public static let showHeaders = KeyAction("mail.headers", keys: [.char("H")], title: "headers",
                                              discoverabilityTitle: "the open message's raw headers, pushed in its column", group: .app("Mail"))
    /// Preview's Size button: the picture's size in a popover.
    public static let showPictureSize = KeyAction("preview.size", keys: [.char("z")], title: "size", menuTitle: "Show Size",
                                                  abbreviation: nil, discoverabilityTitle: "the picture's size in a popover (the Size button)",
                                                  group: .app("Preview"))
    /// Music's Library `⋯` button: its pull-down menu.
    public static let libraryMenu = KeyAction("music.libraryMenu", keys: [.char("L")], title: "library", menuTitle: "Library Menu…",
                                              abbreviation: "lib", discoverabilityTitle: "the Library's ⋯ menu: the Downloaded tab, editing tabs",
                                              group: .app("Music"))
    public static let nextField = KeyAction("compose.nextField", keys: [KeyEvent(.tab)], title: "next field",
                                            discoverabilityTitle: "the next field of a new message", group: .app("Mail"))
    public static let previousField = KeyAction("compose.previousField", keys: [KeyEvent(.tab, .shift)], title: "previous field",
                                                discoverabilityTitle: "the previous field", group: .app("Mail"))
    public static let send = KeyAction("compose.send", keys: [.ctrl("s")], title: "send",
                                       discoverabilityTitle: "send the message", group: .app("Mail"))
    // Closing keeps the draft (the launcher reopens it): "close", as the window's own line says.
    public static let cancelCompose = KeyAction("compose.cancel", keys: [KeyEvent(.escape)], title: "close",
                                                discoverabilityTitle: "close the message without sending (the draft is kept)",
                                                group: .app("Mail"))
    public static let startStopTimer = KeyAction("timer.startStop", keys: [.char(" "), KeyEvent(.enter)], title: "start/pause",
                                                 discoverabilityTitle: "start or pause the timer", group: .app("Timer"))
    public static let resetTimer = KeyAction("timer.reset", keys: [.char("r")], title: "reset",
                                             discoverabilityTitle: "reset the timer to zero", group: .app("Timer"))
    public static let startStopRace = KeyAction("race.startStop", keys: [.char(" ")], title: "race",
                                                discoverabilityTitle: "start or stop the race (the orientation locks while racing)",
                                                group: .app("Race"))
}

extension DemoCatalog {
    /// Every action the simulator on the demo apps knows: SceneryKit's, then each app's.
    public static var allKeyActions: [KeyAction] {
        KeyAction.builtIn + appNames.flatMap { appKeyActions[$0] ?? [] }
    }

    /// Each app's key actions, by app name.
    static let appKeyActions: [String: [KeyAction]] = [
        "Mail": [.compose, .moveMessage, .deleteMessage, .showHeaders, .nextField, .previousField, .send, .cancelCompose],
        "Timer": [.startStopTimer, .resetTimer],
        "Race": [.startStopRace],
        "Preview": [.showPictureSize],
        "Music": [.libraryMenu],
    ]
}

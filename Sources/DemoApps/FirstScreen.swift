import SceneryKit

/// The desktop `scenery run` opens when nothing is saved: the product at a glance.
extension DemoCatalog {
    /// The welcome on the hint bar until the first key, with the keys as they are bound: the key
    /// map, windows, the launcher of every app, columns (only where a window shows columns), quit.
    public static func welcome(_ bindings: KeyBindings = KeyBindings(), columns: Bool = true) -> String {
        func key(_ action: KeyAction) -> String { bindings.label(for: action) }
        return "Welcome to Scenery · \(key(.help)) keys · \(key(.windowMode)) windows · \(key(.windowMode)) \(key(.launcher)) apps"
            + (columns ? " · \(key(.columnResize)) columns" : "") + " · \(key(.quit)) quit"
    }

    /// Opens the first screen arranged to the terminal: Mail (a split view) large on the left,
    /// Music (tabs or a sidebar) and a small Timer stacked on the right. Smaller, Mail and Music
    /// side by side with the Timer on the shelf, then Mail alone with the others on the shelf:
    /// more than one app is always in sight, and the welcome says how to reach the rest. Mail is
    /// in front.
    public static func openFirstScreen(in sim: Simulator) {
        let area = sim.desktop.workArea
        let system = sim.system
        let desktop = sim.desktop
        if area.width >= 120 && area.height >= 30 {
            system.activateSceneSession(applicationName: "Music", placement: .arranged(.rightTop))
            system.activateSceneSession(applicationName: "Timer", placement: .arranged(.rightBottom))
            system.activateSceneSession(applicationName: "Mail", placement: .arranged(.leftLarge))
        } else {
            let timer = system.activateSceneSession(applicationName: "Timer", placement: .arranged(.rightBottom))?.window
            let music = system.activateSceneSession(applicationName: "Music", placement: .arranged(.rightHalf))?.window
            let mail = system.activateSceneSession(applicationName: "Mail", placement: .arranged(.leftHalf))?.window
            if let timer { desktop.setMinimized(timer, true) }
            // Side by side only when each half holds its window's minimum (with the shelf row):
            // else one window, the first of Mail, Music and Timer that fits, the others shelved.
            let halves = [mail, music].allSatisfy { w in w.map { desktop.hasRoom(for: $0) } ?? false }
            if !halves {
                let windows = [mail, music, timer].compactMap { $0 }
                for w in windows { desktop.arrange(w, .fullScreen) }
                let front = windows.first { desktop.hasRoom(for: $0) } ?? windows.first
                for w in windows where w !== front { desktop.setMinimized(w, true) }
                if let front { desktop.setMinimized(front, false); desktop.focus(front) }
            }
        }
        system.update()
        // ^R is offered only where it does something: the front window shows columns to resize.
        sim.layout()
        sim.statusMessage = welcome(sim.keyBindings, columns: sim.resizableSplitViewController != nil)
    }
}

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
    /// side by side with the Timer on the shelf, then Mail alone (or the first that fits) with
    /// the others on the shelf: more than one app is always in sight, and the welcome says how
    /// to reach the rest. The desktop keeps this tiling as the terminal changes size
    /// (`Desktop.tile(_:)`), so a resize gives the screen a fresh start at that size gives.
    public static func openFirstScreen(in sim: Simulator) {
        let system = sim.system
        let music = system.activateSceneSession(applicationName: "Music", placement: .arranged(.rightTop))?.window
        let timer = system.activateSceneSession(applicationName: "Timer", placement: .arranged(.rightBottom))?.window
        let mail = system.activateSceneSession(applicationName: "Mail", placement: .arranged(.leftLarge))?.window
        sim.desktop.tile([mail, music, timer].compactMap { $0 })
        system.update()
        // ^R is offered only where it does something: the front window shows columns to resize.
        sim.layout()
        sim.statusMessage = welcome(sim.keyBindings, columns: sim.resizableSplitViewController != nil)
    }
}

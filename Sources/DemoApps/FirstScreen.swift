import SceneryKit

/// The desktop `scenery run` opens when nothing is saved: the product at a glance.
extension DemoCatalog {
    /// The welcome on the hint bar until the first key, with the keys as they are bound.
    public static func welcome(_ bindings: KeyBindings = KeyBindings()) -> String {
        func key(_ action: KeyAction) -> String { bindings.label(for: action) }
        return "Welcome to Scenery · \(key(.help)) keys · \(key(.windowMode)) windows · \(key(.columnResize)) columns · \(key(.quit)) quit"
    }

    /// Opens the first screen arranged to the terminal: Mail (a split view) large on the left,
    /// Music (tabs or a sidebar) and a small Timer stacked on the right. Narrower or shorter,
    /// it falls back to fewer windows — Mail and Music side by side, then Mail alone — never
    /// to a broken layout. Mail is in front, with the welcome on the hint bar.
    public static func openFirstScreen(in sim: Simulator) {
        let area = sim.desktop.workArea
        let system = sim.system
        if area.width >= 120 && area.height >= 30 {
            system.activateSceneSession(applicationName: "Music", placement: .arranged(.rightTop))
            system.activateSceneSession(applicationName: "Timer", placement: .arranged(.rightBottom))
            system.activateSceneSession(applicationName: "Mail", placement: .arranged(.leftLarge))
        } else if area.width >= 100 && area.height >= 16 {
            system.activateSceneSession(applicationName: "Music", placement: .arranged(.rightHalf))
            system.activateSceneSession(applicationName: "Mail", placement: .arranged(.leftHalf))
        } else {
            system.activateSceneSession(applicationName: "Mail", placement: .arranged(.fullScreen))
        }
        sim.statusMessage = welcome(sim.keyBindings)
    }
}

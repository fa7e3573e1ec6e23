/// A simulator on an app's applications, set up the one way every host sets it up — the demo
/// catalog and any `SceneryApp` alike: the applications registered, the saved sessions back from
/// the store, the empty desktop naming the host's command, and, when nothing came back, what
/// `start` asks for.
extension Simulator {
    /// What opens when no saved session comes back.
    public enum Start: Equatable, Sendable {
        /// One full-screen window of the first application (tapes, tests, benches).
        case defaultWindow
        /// The host's first screen (`run` and `snapshot`).
        case firstScreen
        /// One full-screen window of the application of this name, even over a saved session
        /// when there is no store (`--app`).
        case application(String)
        /// Nothing: a tape's `Launch` lines open what it shows.
        case nothing
    }

    /// `start` named an application there is not, or one that is disabled.
    public struct StartError: Error, CustomStringConvertible, Equatable {
        /// What was asked, and what there is.
        public let description: String
    }

    /// The simulator at `size` on `applications` (at least one; `disabled` says which were left
    /// out and why, and joins the restore warnings). `command` names the host's command on the
    /// empty desktop (`From the shell: recipes run --app Recipes.`); `firstScreen` opens the
    /// host's first screen for `.firstScreen`.
    public static func hosting(_ applications: [Application], disabled: [String] = [], command: String, size: Size,
                               scale: CellScale = .standard, device: DeviceProfile? = nil, store: (any SceneStateStore)?,
                               keyBindings: KeyBindings, start: Start, firstScreen: (Simulator) -> Void) throws -> Simulator {
        let sim = Simulator(size: size, scale: scale, device: device)
        sim.keyBindings = keyBindings
        for application in applications { sim.system.register(application) }
        let names = applications.map(\.name)
        sim.shellHint = "From the shell: \(command) run --app \(names.first ?? "")"
            + (names.count > 1 ? " (or \(names.dropFirst().joined(separator: ", ")))." : ".")
        sim.system.store = store
        sim.restoreWarnings = disabled + applications.flatMap(\.manifest.warnings) + sim.system.restoreSessions()
        switch start {
        case .application(let name):
            guard let app = sim.system.application(named: name) else {
                throw StartError(description: disabled.first { $0.lowercased().hasPrefix(name.lowercased() + " ") }
                                 ?? "unknown app '\(name)'; \(command)'s apps are \(names.joined(separator: ", "))")
            }
            if store == nil || sim.desktop.windows.isEmpty {
                sim.system.activateSceneSession(applicationName: app.name, placement: .arranged(.fullScreen))
            }
        case .firstScreen where sim.desktop.windows.isEmpty:
            firstScreen(sim)
        case .defaultWindow where sim.desktop.windows.isEmpty:
            if let first = names.first { sim.system.activateSceneSession(applicationName: first, placement: .arranged(.fullScreen)) }
        default:
            break
        }
        return sim
    }
}

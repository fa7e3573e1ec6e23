import ArgumentParser
import Foundation
import SceneryKit
import SceneryStorage

/// An app hosted by Scenery: declare its applications, mark it `@main`, and it runs.
///
/// ```swift
/// @main
/// struct Recipes: SceneryApp {
///     static let identifier = "recipes"
///     static func makeApplications() throws -> [Application] { [try RecipesApp.make()] }
/// }
/// ```
///
/// `main()` gives the app the `scenery` command's options for free:
///
/// - `recipes` (or `recipes run`) starts the live session in this terminal. Sessions come back
///   from `$XDG_STATE_HOME/recipes/sessions/` and are saved on Ctrl-Q, SIGTERM, SIGINT, SIGHUP
///   and SIGQUIT; the terminal is restored first, then restore warnings are printed.
///   Options: `--state-dir DIR`, `--fresh`, `--device NAME`, `--scale COLxROW`, `--open URL`,
///   `--record FILE.cast`, `--record-input`, `--keys-file PATH`.
/// - `recipes snapshot --size 100x30 --keys '<Tab>j'` prints one frame as text, for tests and docs.
public protocol SceneryApp {
    /// Names the app: its state folder (`$XDG_STATE_HOME/IDENTIFIER/sessions/`), its keys file
    /// (`$XDG_CONFIG_HOME/IDENTIFIER/keys.toml`), its messages and its command's name.
    static var identifier: String { get }

    /// The applications to register, each with its manifest, app delegate and scene delegates.
    /// The first one opens a full-screen window when no saved session comes back.
    static func makeApplications() throws -> [Application]
}

extension SceneryApp {
    /// Parses the command line and runs: the entry point `@main` calls.
    public static func main() {
        SceneryAppCommand<Self>.main()
    }

    /// Parses `arguments` (without the program name) and runs, as `main()` does.
    public static func main(_ arguments: [String]) {
        SceneryAppCommand<Self>.main(arguments)
    }

    /// The simulator on this app's applications at `size`: saved sessions come back from
    /// `store`, else the first application opens one full-screen window.
    public static func makeSimulator(size: Size, store: (any SceneStateStore)? = nil, scale: CellScale = .standard,
                                     device: DeviceProfile? = nil, keyBindings: KeyBindings = KeyBindings()) throws -> Simulator {
        let sim = Simulator(size: size, scale: scale, device: device)
        sim.keyBindings = keyBindings
        let applications = try makeApplications()
        guard let first = applications.first else {
            throw SceneManifest.Error(file: "\(identifier).makeApplications()", key: "(result)", problem: "returned no application; return at least one")
        }
        for application in applications { sim.system.register(application) }
        // The empty desktop names this app's own command, not the demo's.
        sim.shellHint = "From the shell: \(identifier) run"
        sim.system.store = store
        sim.restoreWarnings = applications.flatMap(\.manifest.warnings) + sim.system.restoreSessions()
        if sim.desktop.windows.isEmpty {
            sim.system.activateSceneSession(applicationName: first.name, placement: .arranged(.fullScreen))
        }
        return sim
    }

    /// SceneryKit's key actions and every application's, for keys files.
    static func allKeyActions() throws -> [KeyAction] {
        KeyAction.builtIn + (try makeApplications()).flatMap(\.keyActions)
    }
}

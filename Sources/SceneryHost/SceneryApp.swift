import ArgumentParser
import CursesFront
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
/// `main()` gives the app the whole command line of the `scenery` command — the same commands,
/// options, defaults and words, because `scenery` is itself the demo apps hosted this way:
///
/// - `recipes` (or `recipes run`) starts the live session in this terminal. Sessions come back
///   from `$XDG_STATE_HOME/recipes/sessions/` and are saved on Ctrl-Q, SIGTERM, SIGINT, SIGHUP
///   and SIGQUIT; the terminal is restored first, then restore warnings are printed.
/// - `recipes snapshot --size 120x40 --keys '<Tab>j'` prints one frame as text.
/// - `recipes record demo.tape` runs a tape and writes its `.cast`, `.txt`, `.gif`…;
///   `recipes test tapes/` runs tapes as tests; `recipes render`, `play`, `keys`, `traits`
///   and `attach` as `scenery`'s.
///
/// In the app's tapes, `Launch NAME` opens an application by name or a scene configuration by
/// its name (`Launch "Quick Add"`); `recipes keys` lists them.
public protocol SceneryApp {
    /// Names the app: its state folder (`$XDG_STATE_HOME/IDENTIFIER/sessions/`), its keys file
    /// (`$XDG_CONFIG_HOME/IDENTIFIER/keys.toml`), its messages and its command's name.
    static var identifier: String { get }

    /// The applications to register, each with its manifest, app delegate and scene delegates.
    /// The first one opens a full-screen window when no saved session comes back.
    static func makeApplications() throws -> [Application]

    /// The applications and, in `warnings`, those left out and why (printed after the run).
    /// The default calls ``makeApplications()``.
    static func makeApplications(warnings: inout [String]) throws -> [Application]

    /// Opens the windows of a first run (`run` and `snapshot` with nothing saved and no `--app`).
    /// The default opens one full-screen window of the first application; tapes always start
    /// from that, whatever this does, so that they play the same as the app's first run changes.
    static func openFirstScreen(in simulator: Simulator)

    /// One line for `--help`; the default says the app runs in this terminal, hosted by Scenery.
    static var abstract: String { get }

    /// More for `--help` under the abstract; the default is none.
    static var discussion: String { get }

    /// What `--version` prints; empty (the default) offers no `--version`.
    static var version: String { get }

    /// Commands beside the shared ones (`scenery` adds `bench` and `new`); the default is none.
    static var additionalCommands: [any ParsableCommand.Type] { get }
}

extension SceneryApp {
    /// The default: no application is left out.
    public static func makeApplications(warnings: inout [String]) throws -> [Application] { try makeApplications() }

    /// The default first screen: one full-screen window of the first application.
    public static func openFirstScreen(in simulator: Simulator) {
        guard let first = simulator.system.applications.first else { return }
        simulator.system.activateSceneSession(applicationName: first.name, placement: .arranged(.fullScreen))
    }

    /// The default abstract.
    public static var abstract: String { "Run \(identifier) in this terminal, hosted by Scenery." }

    /// The default discussion: none.
    public static var discussion: String { "" }

    /// The default version: none.
    public static var version: String { "" }

    /// The default: only the shared commands.
    public static var additionalCommands: [any ParsableCommand.Type] { [] }

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
        try makeSimulator(size: size, store: store, scale: scale, device: device, keyBindings: keyBindings, start: .defaultWindow)
    }

    /// The simulator on this app's applications at `size`, with what opens when no saved
    /// session comes back (`start`). An unknown `.application` name is an error naming the
    /// applications there are.
    package static func makeSimulator(size: Size, store: (any SceneStateStore)?, scale: CellScale = .standard,
                                      device: DeviceProfile? = nil, keyBindings: KeyBindings, start: Simulator.Start) throws -> Simulator {
        var disabled: [String] = []
        let applications = try makeApplications(warnings: &disabled)
        guard !applications.isEmpty else {
            throw SceneManifest.Error(file: "\(identifier).makeApplications()", key: "(result)", problem: "returned no application; return at least one")
        }
        return try Simulator.hosting(applications, disabled: disabled, command: identifier, size: size, scale: scale, device: device,
                                     store: store, keyBindings: keyBindings, start: start, firstScreen: openFirstScreen(in:))
    }

    /// SceneryKit's key actions and every application's: what keys.toml may rebind and what
    /// `KeyBindings.conflicts(among:)` checks.
    public static func allKeyActions() throws -> [KeyAction] {
        KeyAction.builtIn + (try makeApplications()).flatMap(\.keyActions)
    }

    /// Reports `message` as `IDENTIFIER: MESSAGE` on standard error; the exit status to throw.
    package static func fail(_ message: String, code: Int32 = 2) -> ExitCode {
        StandardError.write("\(identifier): \(message)\n")
        return ExitCode(code)
    }
}

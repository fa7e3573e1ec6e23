import ArgumentParser
import CursesFront
import Foundation
import SceneryKit
import SceneryStorage

/// The command line every ``SceneryApp`` gets: `run` (the default) and `snapshot`.
struct SceneryAppCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: App.identifier,
            abstract: "Run \(App.identifier) in this terminal, hosted by Scenery.",
            subcommands: [HostRunCommand<App>.self, HostSnapshotCommand<App>.self, HostAttachCommand<App>.self],
            defaultSubcommand: HostRunCommand<App>.self
        )
    }
}

/// What `run` and `snapshot` share: device, scale, deep links and key bindings.
struct HostSimulatorOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Open a deep link once started (repeatable).", valueName: "url"))
    var open: [String] = []

    @Option(name: .long, help: ArgumentHelp("Follow a device's size classes (ipad, iphone, mac, vision…).", valueName: "name"))
    var device: String?

    @Option(name: .long, help: ArgumentHelp("Points per cell as COLxROW.", valueName: "scale"))
    var scale: String = "8x16"

    @Option(name: .customLong("keys-file"), help: ArgumentHelp("Key bindings (keys.toml) instead of the app's default file.", valueName: "path"))
    var keysFile: String?

    func validate() throws {
        if let device, DeviceProfile.named(device) == nil { throw ValidationError("unknown device '\(device)'") }
        if CellScale(parsing: scale) == nil { throw ValidationError("--scale '\(scale)' is not COLxROW points (for example 8x16)") }
    }

    /// A `live` simulator names the keys this terminal leaves free (`?` for help where F1 is the terminal's).
    func makeSimulator<App: SceneryApp>(_ app: App.Type, size: Size, store: (any SceneStateStore)?, live: Bool = false) throws -> Simulator {
        let actions = try App.allKeyActions()
        var bindings: KeyBindings
        if let keysFile {
            bindings = try KeysFile.load(path: keysFile, actions: actions) ?? KeyBindings()
        } else {
            bindings = try KeysFile.load(path: KeysFile.defaultPath(appIdentifier: App.identifier), actions: actions, isDefault: true) ?? KeyBindings()
        }
        if live { bindings = bindings.forTerminal(environment: ProcessInfo.processInfo.environment) }
        let sim = try App.makeSimulator(size: size, store: store, scale: CellScale(parsing: scale) ?? .standard,
                                        device: device.flatMap(DeviceProfile.named), keyBindings: bindings)
        for url in open { try sim.system.open(url) }
        return sim
    }
}

struct HostRunCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "run", abstract: "Start the live session in this terminal (the default).")
    }

    @OptionGroup var options: HostSimulatorOptions

    @OptionGroup var session: SessionOptions

    func run() throws {
        let status = session.session(appIdentifier: App.identifier).run { size, store in
            try options.makeSimulator(App.self, size: size, store: store, live: true)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

struct HostSnapshotCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "snapshot", abstract: "Print one frame as text after feeding it keys; no state is read or saved.")
    }

    @Option(name: .long, help: "Terminal size as COLSxROWS.")
    var size: String = "100x30"

    @OptionGroup var options: HostSimulatorOptions

    @Option(name: .long, parsing: .unconditional, help: "Keys to feed first, in Scenery's notation (<Tab>, <C-w>, jj).")
    var keys: String = ""

    func run() throws {
        // The one COLSxROWS parser, and the sizes a recording allows.
        guard let size = Size(parsing: size), size.width <= 2000, size.height <= 1000 else {
            throw ValidationError("--size '\(self.size)' is not COLSxROWS from 1x1 to 2000x1000 (for example 100x30)")
        }
        let keys: [KeyEvent]
        do { keys = try KeyNotation.parse(self.keys) } catch { throw ValidationError("--keys \(error)") }
        let sim = try options.makeSimulator(App.self, size: size, store: nil)
        sim.handle(.resize(size))
        for key in keys where !sim.isFinished { sim.handle(.key(key)) }
        print(sim.frame(size: size).plainText())
        for warning in sim.restoreWarnings { StandardError.write("\(App.identifier): warning: \(warning)\n") }
    }
}

struct HostAttachCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "attach", abstract: "Make this terminal the external display, or a second desktop, of the running app.")
    }

    @Option(name: .customLong("to"), help: ArgumentHelp("The running app's id (a process id, see --list); default: the newest.", valueName: "id"))
    var target: String?

    @Flag(name: .long, help: "List the running instances: ID, since when, socket.")
    var list = false

    @Flag(name: .long, help: "A second desktop (Ctrl-W > moves a window here) instead of the external display.")
    var interactive = false

    func run() throws {
        if list {
            for line in AttachClient.list(appIdentifier: App.identifier) { print(line) }
            return
        }
        let status = AttachClient.run(appIdentifier: App.identifier, target: target, interactive: interactive)
        if status != 0 { throw ExitCode(status) }
    }
}

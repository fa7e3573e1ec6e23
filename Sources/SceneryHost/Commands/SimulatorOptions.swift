import ArgumentParser
import CursesFront
import Foundation
import SceneryKit
import Tapes

/// Options `run` and `snapshot` share: which application, which deep link, which device, which scale.
struct SimulatorOptions<App: SceneryApp>: ParsableArguments {
    // Not listed here: naming them would load every manifest on every parse ('keys' lists them).
    @Option(name: .long, help: ArgumentHelp("Open a full-screen window of the app of this name ('\(App.identifier) keys' lists them).",
                                            valueName: "app"))
    var app: String?

    @Option(name: .long, help: ArgumentHelp("Open a deep link once started (repeatable), in a scheme an app declares (SCHEME://HOST/PATH).",
                                            valueName: "url"))
    var open: [String] = []

    @Option(name: .long, help: ArgumentHelp("Follow a device's size classes (see '\(App.identifier) traits --list-devices').", valueName: "name"))
    var device: String?

    @Option(name: .long, help: ArgumentHelp("Points per cell as COLxROW.", valueName: "scale"))
    var scale: String = "8x16"

    @OptionGroup var keys: KeysOption<App>

    @OptionGroup var traits: TraitOptions

    func validate() throws {
        // Before any terminal is taken over: a wrong name is said at once.
        if let app {
            var disabled: [String] = []
            let names = (try? App.makeApplications(warnings: &disabled).map(\.name)) ?? []
            // A disabled app is named by the run itself, with why it is disabled.
            let isDisabled = disabled.contains { $0.lowercased().hasPrefix(app.lowercased() + " ") }
            if !names.isEmpty, !isDisabled, !names.contains(where: { $0.lowercased() == app.lowercased() }) {
                throw ValidationError("unknown app '\(app)'; \(App.identifier)'s apps are \(names.joined(separator: ", "))")
            }
        }
        if let device, DeviceProfile.named(device) == nil {
            throw ValidationError("unknown device '\(device)'; '\(App.identifier) traits --list-devices' lists them")
        }
        if CellScale(parsing: scale) == nil {
            throw ValidationError("--scale '\(scale)' is not COLxROW points (for example 8x16)")
        }
    }

    /// Builds the simulator, opening the deep links. Failures are one-line messages. A `live`
    /// one names the keys this terminal leaves free (`?` for help where F1 is the terminal's).
    func makeSimulator(size: Size, store: (any SceneStateStore)?, live: Bool = false) throws -> Simulator {
        let sim: Simulator
        do {
            var bindings = try keys.bindings(readingDefault: true)
            if live { bindings = bindings.forTerminal(environment: ProcessInfo.processInfo.environment) }
            sim = try App.makeSimulator(size: size, store: store, scale: CellScale(parsing: scale) ?? .standard,
                                        device: device.flatMap(DeviceProfile.named), keyBindings: bindings,
                                        start: app.map(Simulator.Start.application) ?? .firstScreen)
        } catch {
            throw CLIError("\(error)")
        }
        if live, let style = UserInterfaceStyle.fromEnvironment(ProcessInfo.processInfo.environment) {
            sim.system.terminalAppearance = style
        }
        sim.system.setEnvironment(try traits.overrides())
        for url in open {
            do { try sim.system.open(url) } catch { throw CLIError("--open: \(error)") }
        }
        return sim
    }
}

/// A failure reported as `IDENTIFIER: MESSAGE` with exit status 2.
package struct CLIError: Error, CustomStringConvertible {
    package let description: String
    package init(_ message: String) { description = message }
}

/// Parses `--size COLSxROWS` within the sizes a recording allows.
package struct SizeArgument: ExpressibleByArgument, CustomStringConvertible {
    package let columns: Int
    package let rows: Int
    package init?(argument: String) {
        guard let size = Size(parsing: argument), RecordingLimits.allows(size) else { return nil }
        columns = size.width; rows = size.height
    }
    package var size: Size { Size(width: columns, height: rows) }
    package var description: String { "\(columns)x\(rows)" }
    package var defaultValueDescription: String { description }
    package static var defaultCompletionKind: CompletionKind { .default }
}

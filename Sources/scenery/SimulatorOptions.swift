import ArgumentParser
import CursesFront
import DemoApps
import Foundation
import SceneryKit

/// Options `run` and `snapshot` share: which app, which deep link, which device, which scale.
struct SimulatorOptions: ParsableArguments {
    @Option(name: .long, help: "Open a full-screen window of this demo app (\(DemoCatalog.appNames.joined(separator: ", "))).")
    var app: String?

    @Option(name: .long, help: ArgumentHelp("Open a deep link once started (repeatable), e.g. 'mail://mailbox/inbox/message/42'.",
                                            valueName: "url"))
    var open: [String] = []

    @Option(name: .long, help: ArgumentHelp("Follow a device's size classes (see 'scenery traits --list-devices').", valueName: "name"))
    var device: String?

    @Option(name: .long, help: ArgumentHelp("Points per cell as COLxROW.", valueName: "scale"))
    var scale: String = "8x16"

    @OptionGroup var keys: KeysOption

    func validate() throws {
        if let app, DemoCatalog.appName(app) == nil {
            throw ValidationError("unknown app '\(app)'; the demo apps are \(DemoCatalog.appNames.joined(separator: ", "))")
        }
        if let device, DeviceProfile.named(device) == nil {
            throw ValidationError("unknown device '\(device)'; 'scenery traits --list-devices' lists them")
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
            sim = try DemoCatalog.makeSimulator(size: size, app: app, store: store, scale: CellScale(parsing: scale) ?? .standard,
                                                device: device.flatMap(DeviceProfile.named), firstScreen: true,
                                                keyBindings: bindings)
        } catch {
            throw CLIError("\(error)")
        }
        for url in open {
            do { try sim.system.open(url) } catch { throw CLIError("--open: \(error)") }
        }
        return sim
    }
}

/// A failure reported as `scenery: MESSAGE` with exit status 2.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

func fail(_ message: String, code: Int32 = 2) -> ExitCode {
    StandardError.write("scenery: \(message)\n")
    return ExitCode(code)
}

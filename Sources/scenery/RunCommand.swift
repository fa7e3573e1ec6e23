import ArgumentParser
import CursesFront
import DemoApps
import Foundation
import SceneryKit

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Start the live simulator in this terminal (the default command).",
        discussion: """
            Windows and their state come back from the last run (saved on Ctrl-Q, on minimize and on close) \
            under $XDG_STATE_HOME/scenery, default ~/.local/state/scenery.
            """
    )

    @OptionGroup var options: SimulatorOptions

    @Flag(name: .long, help: "Start from the default desktop: do not read or write saved state.")
    var fresh = false

    @Option(name: .customLong("state-dir"), help: ArgumentHelp("Keep saved state here instead of the XDG state directory.", valueName: "dir"))
    var stateDirectory: String?

    func run() throws {
        let store: FileStateStore? = fresh ? nil : FileStateStore(
            directory: stateDirectory.map { URL(fileURLWithPath: $0) } ?? FileStateStore.defaultDirectory())
        let terminal = LiveTerminal()
        do {
            try terminal.start()
        } catch let failure as LiveTerminal.Failure {
            throw fail("\(failure)")
        }
        let simulator: Simulator
        do {
            simulator = try options.makeSimulator(size: terminal.size, store: store)
        } catch {
            terminal.stop()
            throw fail("\(error)")
        }
        let start = ContinuousClock.now
        let ending = terminal.run(simulator) {
            let d = ContinuousClock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
        if case .signal = ending { simulator.quit() }  // save state on SIGTERM/SIGINT/SIGHUP too
        terminal.stop()
        for warning in simulator.restoreWarnings + (store?.warnings ?? []) {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        if case .signal(let sig) = ending {
            let name = sig == SIGINT ? "SIGINT" : sig == SIGTERM ? "SIGTERM" : sig == SIGHUP ? "SIGHUP" : "signal \(sig)"
            FileHandle.standardError.write(Data("scenery: stopped by \(name); the terminal was restored\n".utf8))
            throw ExitCode(128 + sig)
        }
    }
}

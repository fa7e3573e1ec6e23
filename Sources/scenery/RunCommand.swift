import ArgumentParser
import CursesFront
import DemoApps
import Foundation
import SceneryKit

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Start the live simulator in this terminal (the default command)."
    )

    @Option(name: .long, help: "Open one full-screen window of this demo app (\(DemoCatalog.appNames.joined(separator: ", "))).")
    var app: String?

    func validate() throws {
        if let app, DemoCatalog.makeApp(named: app) == nil {
            throw ValidationError("unknown app '\(app)'; the demo apps are \(DemoCatalog.appNames.joined(separator: ", "))")
        }
    }

    func run() throws {
        let terminal = LiveTerminal()
        do {
            try terminal.start()
        } catch let failure as LiveTerminal.Failure {
            FileHandle.standardError.write(Data("scenery: \(failure)\n".utf8))
            throw ExitCode(2)
        }
        guard let simulator = DemoCatalog.makeSimulator(size: terminal.size, app: app) else {
            terminal.stop()
            throw ExitCode(2)
        }
        let start = ContinuousClock.now
        let ending = terminal.run(simulator) {
            let d = ContinuousClock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
        terminal.stop()
        if case .signal(let sig) = ending {
            let name = sig == SIGINT ? "SIGINT" : sig == SIGTERM ? "SIGTERM" : sig == SIGHUP ? "SIGHUP" : "signal \(sig)"
            FileHandle.standardError.write(Data("scenery: stopped by \(name); the terminal was restored\n".utf8))
            throw ExitCode(128 + sig)
        }
    }
}

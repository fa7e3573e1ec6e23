import ArgumentParser
import Benchmarks
import DemoApps
import SceneryHost
import SceneryKit

/// `scenery`: the demo apps hosted as any ``SceneryApp`` is, so the demo's command line and
/// every hosted app's are one; `bench` and `new` are the demo's own.
@main
struct Scenery: SceneryApp {
    static let identifier = "scenery"
    static let version = "0.2.0"
    static let abstract = "A terminal multi-window simulator of adaptive, scene-based apps."
    static let discussion = """
        Without a subcommand, 'scenery' is 'scenery run': the live simulator on the built-in demo.
        Keys: Tab next column, arrows move, Enter open, Ctrl-W window mode, F1 help, Ctrl-Q quit.
        """
    static var additionalCommands: [any ParsableCommand.Type] { [BenchCommand<Scenery>.self, NewCommand.self] }

    static func makeApplications() throws -> [Application] {
        var ignored: [String] = []
        return try makeApplications(warnings: &ignored)
    }

    /// A demo app whose manifest is broken is left out with one line saying why; the others run.
    static func makeApplications(warnings: inout [String]) throws -> [Application] {
        let (applications, disabled) = try DemoCatalog.makeApplications()
        warnings += disabled
        return applications
    }

    /// Mail, Music and a Timer arranged to the terminal, with the welcome on the hint bar.
    static func openFirstScreen(in simulator: Simulator) { DemoCatalog.openFirstScreen(in: simulator) }
}

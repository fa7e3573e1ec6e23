import ArgumentParser
import Foundation
import SceneryKit
import SceneryStorage

struct RunCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "run",
            abstract: "Start the live session in this terminal (the default command).",
            discussion: """
                Windows and their state come back from the last run (saved on Ctrl-Q, on minimize and on close) \
                under $XDG_STATE_HOME/\(App.identifier), default ~/.local/state/\(App.identifier). Frames go to the terminal as ANSI \
                sequences when its terminfo entry speaks ANSI, else through ncurses' own updates; \
                SCENERY_DRAWING=ncurses asks for ncurses' (docs/live-terminal.md).
                """
        )
    }

    @OptionGroup var options: SimulatorOptions<App>

    @OptionGroup var session: SessionOptions

    func run() throws {
        let status = session.session(appIdentifier: App.identifier).run { size, store in try options.makeSimulator(size: size, store: store, live: true) }
        if status != 0 { throw ExitCode(status) }
    }
}

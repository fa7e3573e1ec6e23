import ArgumentParser
import DemoApps
import Foundation
import SceneryKit
import SceneryHost
import SceneryStorage

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Start the live simulator in this terminal (the default command).",
        discussion: """
            Windows and their state come back from the last run (saved on Ctrl-Q, on minimize and on close) \
            under $XDG_STATE_HOME/scenery, default ~/.local/state/scenery. Frames go to the terminal as ANSI \
            sequences when its terminfo entry speaks ANSI, else through ncurses' own updates; \
            SCENERY_DRAWING=ncurses asks for ncurses' (docs/live-terminal.md).
            """
    )

    @OptionGroup var options: SimulatorOptions

    @Flag(name: .long, help: "Start from the default desktop: do not read or write saved state.")
    var fresh = false

    @Option(name: .customLong("state-dir"), help: ArgumentHelp("Keep session files in this folder, as given, instead of $XDG_STATE_HOME/scenery/sessions.", valueName: "dir"))
    var stateDirectory: String?

    @Option(name: .long, help: ArgumentHelp("Record the session as asciicast v2, written as it goes.", valueName: "file.cast"))
    var record: String?

    @Flag(name: .customLong("record-input"), help: "With --record, also record the keys and mouse events typed.")
    var recordInput = false

    func validate() throws {
        if recordInput && record == nil { throw ValidationError("--record-input needs --record FILE.cast") }
        if fresh && stateDirectory != nil {
            throw ValidationError("--fresh reads and writes no state, so --state-dir has no use with it: drop --fresh to use "
                                  + "that directory, or drop --state-dir to start fresh")
        }
    }

    func run() throws {
        let store: FileStateStore? = fresh ? nil : FileStateStore(
            directory: stateDirectory.map { URL(fileURLWithPath: $0) } ?? FileStateStore.defaultDirectory(appIdentifier: "scenery"))
        let session = LiveSession(appIdentifier: "scenery", store: store, recordPath: record, recordInput: recordInput)
        let status = session.run { size, store in try options.makeSimulator(size: size, store: store) }
        if status != 0 { throw ExitCode(status) }
    }
}

import ArgumentParser
import Tapes
import TerminalCanvas

@main
struct Scenery: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "scenery",
        abstract: "A terminal multi-window simulator of adaptive, scene-based apps.",
        discussion: """
            Without a subcommand, 'scenery' is 'scenery run': the live simulator on the built-in demo.
            Keys: Tab next column, arrows move, Enter open, Ctrl-W window mode, F1 help, Ctrl-Q quit.
            """,
        version: version,
        subcommands: [RunCommand.self, SnapshotCommand.self, RecordCommand.self, TestCommand.self, PlayCommand.self, TraitsCommand.self,
                      RenderCommand.self, KeysCommand.self, BenchCommand.self, NewCommand.self, AttachCommand.self],
        defaultSubcommand: RunCommand.self
    )
}

/// Parses `--size COLSxROWS`.
struct SizeArgument: ExpressibleByArgument, CustomStringConvertible {
    let columns: Int
    let rows: Int
    init?(argument: String) {
        guard let size = Size(parsing: argument), RecordingLimits.allows(size) else { return nil }
        columns = size.width; rows = size.height
    }
    var description: String { "\(columns)x\(rows)" }
    var defaultValueDescription: String { description }
    static var defaultCompletionKind: CompletionKind { .default }
}

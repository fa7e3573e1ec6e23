import ArgumentParser

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
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), c > 0, r > 0, c <= 2000, r <= 1000 else {
            return nil
        }
        columns = c; rows = r
    }
    var description: String { "\(columns)x\(rows)" }
    var defaultValueDescription: String { description }
    static var defaultCompletionKind: CompletionKind { .default }
}

import ArgumentParser
import CursesFront
import Foundation

struct AttachCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "attach",
            abstract: "Make this terminal the external display, or a second desktop, of a running '\(App.identifier) run'.",
            discussion: """
                Run '\(App.identifier) run' in one terminal, then '\(App.identifier) attach' in another of the same user: \
                the app delegates choose what an external display shows, sized to this terminal, with its own size \
                classes; keys typed there reach no scene. With --role interactive it is a second desktop: Ctrl-W then > \
                moves the focused window to it and < back, and keys typed there reach its windows. Ctrl-Q detaches. \
                --text-size, --appearance and --language are this terminal's own: the scenes it shows take them. \
                The link is a Unix socket in $XDG_RUNTIME_DIR/\(App.identifier) (mode 0700), accepting the same user \
                only. See docs/displays.md.
                """
        )
    }

    @Option(name: .customLong("to"), help: ArgumentHelp("The running simulator's id (a process id, see --list); default: the newest.", valueName: "id"))
    var target: String?

    @Flag(name: .long, help: "List this user's running simulators: the app in front, the terminal's size, the start time and the state folder; * marks the one attach picks.")
    var list = false

    @Option(name: .long, help: "external: a non-interactive external display (the default); interactive: a second desktop (Ctrl-W > moves a window here, < back).")
    var role: AttachRole = .external

    /// This terminal's own text size, appearance and language, for the scenes it shows.
    @OptionGroup var traits: TraitOptions

    /// Hosted apps' spelling before 0.2.0; `--role interactive` is the one word now (CHANGELOG).
    @Flag(name: .long, help: .hidden)
    var interactive = false

    func run() throws {
        if interactive { StandardError.write("\(App.identifier): warning: --interactive is deprecated; write --role interactive\n") }
        if list {
            let lines = AttachClient.list(appIdentifier: App.identifier)
            if lines.isEmpty { StandardError.write("\(App.identifier) attach: no running \(App.identifier)\n") }
            for line in lines { print(line) }
            return
        }
        let status = AttachClient.run(appIdentifier: App.identifier, target: target, interactive: role == .interactive || interactive,
                                      traits: traits.arguments)
        if status != 0 { throw ExitCode(status) }
    }
}

/// The attached terminal's role: `external` (a non-interactive external display) or `interactive`.
enum AttachRole: String, ExpressibleByArgument, CaseIterable {
    case external, interactive
}

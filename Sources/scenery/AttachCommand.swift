import ArgumentParser
import CursesFront
import Foundation
import SceneryHost

struct AttachCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attach",
        abstract: "Make this terminal the external display, or a second desktop, of a running 'scenery run'.",
        discussion: """
            Run 'scenery run' in one terminal, then 'scenery attach' in another of the same user: the app \
            delegates choose what an external display shows (the Timer shows its Timer Scene), sized to this \
            terminal, with its own size classes; keys typed there reach no scene. With --role interactive it is a \
            second desktop: Ctrl-W then > moves the focused window to it and < back, and keys typed there reach \
            its windows. Ctrl-Q detaches. The link is a \
            Unix socket in $XDG_RUNTIME_DIR/scenery (mode 0700), accepting the same user only. See docs/displays.md.
            """
    )

    enum Role: String, ExpressibleByArgument, CaseIterable {
        case external, interactive
    }

    @Option(name: .customLong("to"), help: ArgumentHelp("The running simulator's id (a process id, see --list); default: the newest.", valueName: "id"))
    var target: String?

    @Flag(name: .long, help: "List the running simulators: ID, since when, socket.")
    var list = false

    @Option(name: .long, help: "external: a non-interactive external display (the default); interactive: a second desktop (Ctrl-W > moves a window here, < back).")
    var role: Role = .external

    func run() throws {
        if list {
            let lines = AttachClient.list(appIdentifier: "scenery")
            if lines.isEmpty { StandardError.write("scenery attach: no running scenery\n") }
            for line in lines { print(line) }
            return
        }
        let status = AttachClient.run(appIdentifier: "scenery", target: target, interactive: role == .interactive)
        if status != 0 { throw ExitCode(status) }
    }
}

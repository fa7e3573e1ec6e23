import ArgumentParser
import DemoApps
import Foundation
import SceneryKit
import SceneryStorage

/// `--keys-file PATH`: the key bindings to use. `run`, `snapshot` and `keys` read
/// `$XDG_CONFIG_HOME/scenery/keys.toml` when it is not given; `record` and `test` read only
/// the file given, so that a tape plays the same on every machine.
struct KeysOption: ParsableArguments {
    @Option(name: .customLong("keys-file"), help: ArgumentHelp(
        "Key bindings (keys.toml) to use instead of $XDG_CONFIG_HOME/scenery/keys.toml.", valueName: "path"))
    var keysFile: String?

    /// The bindings for the demo apps' actions; a problem in the file is an error naming its lines.
    func bindings(readingDefault: Bool) throws -> KeyBindings {
        let actions = DemoCatalog.allKeyActions
        do {
            if let keysFile { return try KeysFile.load(path: keysFile, actions: actions) ?? KeyBindings() }
            guard readingDefault else { return KeyBindings() }
            return try KeysFile.load(path: KeysFile.defaultPath(), actions: actions, isDefault: true) ?? KeyBindings()
        } catch {
            throw CLIError("\(error)")
        }
    }
}

struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "List every key action: ACTION<TAB>KEYS<TAB>TITLE, with the keys now bound.",
        discussion: """
            KEYS are in the notation of --keys, separated by spaces (<C-r>, <S-Tab>, <Up> k). Rebind \
            any action by its name in $XDG_CONFIG_HOME/scenery/keys.toml (or --keys-file), for example:
                "app.columnResize" = "<C-e>"
                window.minimize = ["m", "<A-m>"]
            docs/keys.md is this list as Markdown (--markdown).
            """
    )

    @OptionGroup var keys: KeysOption

    @Flag(name: .long, help: "Print the key map as Markdown, by group (docs/keys.md).")
    var markdown = false

    func run() throws {
        let sim: Simulator
        do {
            sim = try DemoCatalog.makeSimulator(size: Size(width: 80, height: 24), openDefaultWindow: false)
            sim.keyBindings = try keys.bindings(readingDefault: true)
        } catch let e as CLIError { throw fail(e.description) } catch { throw fail("\(error)") }
        print(markdown ? KeyMapDocument.markdown(sim) : KeyMapDocument.table(sim), terminator: "")
    }
}

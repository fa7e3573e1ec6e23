import ArgumentParser
import Foundation
import SceneryKit
import SceneryStorage

/// `--keys-file PATH`: the key bindings to use. `run`, `snapshot` and `keys` read
/// `$XDG_CONFIG_HOME/APP/keys.toml` when it is not given; `record` and `test` read only
/// the file given, so that a tape plays the same on every machine.
struct KeysOption<App: SceneryApp>: ParsableArguments {
    @Option(name: .customLong("keys-file"), help: ArgumentHelp(
        "Key bindings (keys.toml) to use instead of $XDG_CONFIG_HOME/\(App.identifier)/keys.toml.", valueName: "path"))
    var keysFile: String?

    /// The bindings for the app's actions; a problem in the file is an error naming its lines.
    func bindings(readingDefault: Bool) throws -> KeyBindings {
        do {
            let actions = try App.allKeyActions()
            // The app's own defaults sharing a key: the developer's to fix, said as such (once).
            for c in KeyBindings().conflicts(among: actions) {
                StandardError.write("\(App.identifier): warning: the app's own key actions share a key: \(c); only one of them runs. "
                                    + "Give one another key or its own KeyAction.Group (your keys.toml is not the cause)\n")
            }
            if let keysFile { return try KeysFile.load(path: keysFile, actions: actions) ?? KeyBindings() }
            guard readingDefault else { return KeyBindings() }
            return try KeysFile.load(path: KeysFile.defaultPath(appIdentifier: App.identifier), actions: actions, isDefault: true)
                ?? KeyBindings()
        } catch var error as KeysFile.Error {
            error.appIdentifier = App.identifier
            throw CLIError("\(error)")
        } catch {
            throw CLIError("\(error)")
        }
    }
}

struct KeysCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "keys",
            abstract: "List every key action: ACTION<TAB>KEYS<TAB>TITLE, with the keys now bound.",
            discussion: """
                KEYS are in the notation of --keys, separated by spaces (<C-r>, <S-Tab>, <Up> k). Rebind \
                any action by its name in $XDG_CONFIG_HOME/\(App.identifier)/keys.toml (or --keys-file), for example:
                    "app.columnResize" = "<C-e>"
                    window.minimize = ["m", "<A-m>"]
                --markdown prints the key map by group as Markdown (docs/keys.md), with what a tape's Launch \
                accepts; --launch prints only that: NAME<TAB>APP<TAB>CONFIGURATION (- where the app delegate \
                chooses).
                """
        )
    }

    @OptionGroup var keys: KeysOption<App>

    @Flag(name: .long, help: "Print the key map as Markdown, by group (docs/keys.md).")
    var markdown = false

    @Flag(name: .long, help: "List what a tape's Launch accepts: NAME<TAB>APP<TAB>CONFIGURATION.")
    var launch = false

    func run() throws {
        let sim: Simulator
        do {
            sim = try App.makeSimulator(size: Size(width: 80, height: 24), store: nil, keyBindings: try keys.bindings(readingDefault: true),
                                        start: .nothing)
        } catch let e as CLIError { throw App.fail(e.description) } catch { throw App.fail("\(error)") }
        if launch {
            for t in sim.system.launchTargets { print("\(t.name)\t\(t.application)\t\(t.configuration ?? "-")") }
            return
        }
        print(markdown ? KeyMapDocument.markdown(sim, appIdentifier: App.identifier) : KeyMapDocument.table(sim), terminator: "")
    }
}

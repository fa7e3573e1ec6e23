import DemoApps
import Foundation
import SceneryStorage
import Testing
@testable import SceneryKit

/// Keys are data: one declaration per action drives the handler, the hint bar, the F1 key
/// map, `scenery keys` and docs/keys.md; keys.toml rebinds any action by name.
@Suite("Key commands")
struct KeyCommandTests {
    func simulator(_ app: String, _ width: Int, _ height: Int, bindings: KeyBindings = KeyBindings()) throws -> Simulator {
        let size = Size(width: width, height: height)
        let sim = try DemoCatalog.makeSimulator(size: size, app: app)
        sim.keyBindings = bindings
        sim.handle(.resize(size))
        return sim
    }

    func press(_ sim: Simulator, _ keys: String) throws { for k in try KeyNotation.parse(keys) { sim.handle(.key(k)) } }

    func text(_ sim: Simulator) -> String { sim.frame(size: sim.desktop.size).plainText() }

    func hintBar(_ sim: Simulator) -> String { String(text(sim).split(separator: "\n").last ?? "") }

    @Test("The default bindings have no conflicts, and every action name is unique and dotted")
    func defaults() {
        let actions = DemoCatalog.allKeyActions
        #expect(KeyBindings().conflicts(among: actions).isEmpty)
        #expect(Set(actions.map(\.name)).count == actions.count)
        #expect(actions.allSatisfy { $0.name.contains(".") && !$0.defaultKeys.isEmpty })
    }

    @Test("Commands keep no controller alive: a closed window's controllers go, after the hint bar and the menu bar read them")
    func closedWindowsControllersGo() throws {
        let sim = try simulator("Mail", 120, 40)
        weak var root: ViewController?, focused: ViewController?
        do {
            let window = try #require(sim.desktop.focusedWindow)
            root = window.rootViewController
            focused = root?.keyResponders.first
            #expect(focused is ListViewController)
            _ = text(sim)  // the hint bar makes every link's commands (each capturing its controller)
            try press(sim, "<F10><Esc>")  // the menu bar holds them while it is open
            sim.system.close(try #require(window.scene))
        }
        _ = text(sim)
        #expect(root == nil, "Mail's root controller outlived its window")
        #expect(focused == nil, "the focused list outlived its window")
    }

    @Test("F1 lists the focused app's own keys first: Timer's in a Timer window, Mail's in Mail")
    func ownGroupFirst() throws {
        for (app, first) in [("Timer", "Timer"), ("Mail", "Mail"), ("Race", "Race")] {
            let sim = try simulator(app, 100, 40)
            try press(sim, "<F1>")
            let lines = text(sim).split(separator: "\n")
            let heading = try #require(lines.firstIndex { $0.contains("Keys") }).advanced(by: 2)
            #expect(lines[heading].contains("║ \(first) "), "\(app): the key map starts with \(lines[heading])")
        }
        // Preview has no keys of its own: the built-in groups keep their order.
        let preview = try simulator("Preview", 100, 40)
        try press(preview, "<F1>")
        #expect(text(preview).contains("║ Everywhere"))
    }

    @Test("Column-resize mode remapped to Ctrl-E: ^E enters it, ^R no longer does; the hint bar and F1 show ^E")
    func remap() throws {
        let bindings = try KeysFile.parse("\"app.columnResize\" = \"<C-e>\"\n", file: "keys.toml", actions: DemoCatalog.allKeyActions)
        let sim = try simulator("Mail", 120, 40, bindings: bindings)
        #expect(hintBar(sim).contains("^E columns") && !hintBar(sim).contains("^R"))
        try press(sim, "<C-r>")
        #expect(!sim.isInColumnResizeMode)
        try press(sim, "<C-e>")
        #expect(sim.isInColumnResizeMode && hintBar(sim).contains("COLUMNS"))
        try press(sim, "<Esc><F1>")
        #expect(text(sim).contains("^E               column-resize mode"))
        #expect(!text(sim).contains("^R "))
    }

    @Test("keys.toml: tables, lists and [] unbinding; problems name the line, all at once, nothing applied")
    func keysFile() throws {
        let actions = DemoCatalog.allKeyActions
        let good = try KeysFile.parse("""
            # my keys
            [window]
            minimize = ["m", "<A-m>"]
            rotate = []
            """, file: "k.toml", actions: actions)
        #expect(good.keys(for: .minimizeWindow) == [.char("m"), KeyEvent(.character("m"), .alt)])
        #expect(good.keys(for: .rotate).isEmpty && good.keys(for: .quit) == [.ctrl("q")])

        do {
            _ = try KeysFile.parse("""
                "app.colmnResize" = "<C-e>"
                window.minimize = "x"
                window.close = "ab"
                move.up = 3
                """, file: "k.toml", actions: actions)
            Issue.record("a bad keys.toml parsed")
        } catch {
            let lines = error.problems.map(\.description)
            #expect(lines.contains("k.toml:1: unknown action \"app.colmnResize\"; did you mean app.columnResize?"))
            #expect(lines.contains("k.toml:3: window.close: \"ab\" is 2 keys; a binding is one key (write several as a list)"))
            #expect(lines.contains { $0.hasPrefix("k.toml:4: move.up: expected a key") })
            #expect(lines.contains("k.toml:2: conflict: x is bound to both window.minimize and window.close (Window mode)")
                    || lines.contains("k.toml:2: conflict: x is bound to both window.close and window.minimize (Window mode)"), "\(lines)")
        }
        #expect(throws: KeysFile.Error.self) { try KeysFile.parse("a = \n", file: "k.toml", actions: actions) }
    }

    @Test("The arrange menu's own keys win over its moves (k Top Half, j Bottom Half) and follow keys.toml")
    func menuAccelerators() throws {
        let size = Size(width: 120, height: 40)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        let w = try #require(sim.desktop.focusedWindow)
        for k in try KeyNotation.parse("<C-w>ak") { sim.handle(.key(k)) }
        #expect(w.placement == .arranged(.topHalf), "\(w.placement)")
        for k in try KeyNotation.parse("aj") { sim.handle(.key(k)) }
        #expect(w.placement == .arranged(.bottomHalf), "\(w.placement)")
        // Moved in keys.toml, the menu shows and takes the new key; k is a move again.
        let bindings = try KeysFile.parse("\"window.arrange.topHalf\" = \"t\"\n", file: "k.toml", actions: DemoCatalog.allKeyActions)
        let moved = try DemoCatalog.makeSimulator(size: size, app: "Mail", keyBindings: bindings)
        moved.handle(.resize(size))
        let m = try #require(moved.desktop.focusedWindow)
        for k in try KeyNotation.parse("<C-w>a") { moved.handle(.key(k)) }
        #expect(moved.frame(size: size).plainText().contains("t  Top Half") || moved.frame(size: size).plainText().contains("t Top Half"),
                "\(moved.frame(size: size).plainText())")
        moved.handle(.key(.char("t")))
        #expect(m.placement == .arranged(.topHalf))
    }

    @Test("keys.toml messages: CRLF files have line numbers, a key set twice is named readably, a key that works everywhere is not taken")
    func keysFileMessages() {
        let actions = DemoCatalog.allKeyActions
        func problems(_ text: String) -> [String] {
            do { _ = try KeysFile.parse(text, file: "k.toml", actions: actions); return [] } catch { return error.problems.map(\.description) }
        }
        #expect(problems("# mine\r\n\"window.nope\" = \"y\"\r\n") == ["k.toml:2: unknown action \"window.nope\"; did you mean window.done?"])
        #expect(problems("\"app.help\" = \"x\"\n\"app.help\" = \"y\"\n") == ["k.toml:2: app.help is set twice (first on line 1); keep one of them"])
        #expect(problems("\"move.down\" = \"<C-q>\"\n")
                == ["k.toml:1: move.down: <C-q> is app.quit's key, which works everywhere; choose another key (or rebind app.quit first)"])
    }

    @Test("A shown key works: each hint's first key, pressed in that state, runs the command the bar names")
    func shownKeysWork() throws {
        for (app, keys, width) in [("Mail", "", 120), ("Mail", "i", 120), ("Mail", "<Enter>", 60), ("Mail", "c", 120), ("Music", "<Tab>", 120),
                                   ("Music", "1", 120), ("Timer", "", 120), ("Preview", "<C-w>", 120), ("Mail", "<F12>", 80),
                                   ("Mail", "<C-r>", 160), ("Mail", "<F1>", 120), ("Race", "", 120),
                                   ("Mail", "m", 150), ("Mail", "<Del>", 120), ("Mail", "<Enter>m", 80)] {
            let sim = try simulator(app, width, 40)
            try press(sim, keys)
            let (own, reserved) = sim.keyHints()
            for hint in own + reserved where hint.keys != "type" {
                let first = try #require(KeyNotation.parse(KeyLabelParser.notation(hint.keys)).first)
                let runs = sim.keyCommand(for: first)
                #expect(runs?.title == hint.action, "\(app) after '\(keys)': the bar shows \(hint.keys) \(hint.action), which runs \(runs?.title ?? "nothing")")
            }
        }
    }

    @Test("scenery keys lists every action; docs/keys.md is what scenery keys --markdown prints")
    func documents() throws {
        let sim = try simulator("Mail", 80, 24)
        let table = KeyMapDocument.table(sim).split(separator: "\n")
        #expect(table.count == DemoCatalog.allKeyActions.count)
        #expect(table.contains("app.columnResize\t<C-r>\tcolumn-resize mode: move a split view's separators"))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/keys.md"), encoding: .utf8)
        #expect(doc == KeyMapDocument.markdown(sim), "docs/keys.md is stale: regenerate it with scenery keys --markdown > docs/keys.md")
    }

    @Test("A search field types the keys other controllers bind (s, j, ?), and the bar does not offer them")
    func typingFirst() throws {
        let sim = try simulator("Music", 160, 45)
        try press(sim, "1")
        let bar = hintBar(sim)
        #expect(bar.contains("type search") && !bar.contains("s sidebar"))
        try press(sim, "sj?")
        #expect(text(sim).contains("sj?") && !sim.isShowingHelp)
    }

    @Test("Modes stack: a menu from window mode closes back into it; the key map over column-resize mode too")
    func modesStack() throws {
        let sim = try simulator("Mail", 160, 45)
        try press(sim, "<C-w>a")
        #expect(sim.overlay != nil && sim.isInWindowMode && hintBar(sim).contains("WINDOW"))
        try press(sim, "<Esc>")
        #expect(sim.overlay == nil && sim.isInWindowMode)
        try press(sim, "<Esc><C-r><F1>")
        #expect(sim.isShowingHelp && sim.isInColumnResizeMode)
        if case .help = sim.mode {} else { Issue.record("the key map is not the innermost mode: \(String(describing: sim.mode))") }
        try press(sim, "<Esc>")
        #expect(!sim.isShowingHelp && sim.isInColumnResizeMode && hintBar(sim).contains("COLUMNS"))
        try press(sim, "<Esc>")
        #expect(sim.modes.isEmpty)
    }
}

/// A controller that counts how often its key commands are made, focusing `child` if any.
private final class CountingController: ViewController {
    var reads = 0, ran = 0
    let action: KeyAction
    var child: ViewController?
    init(_ action: KeyAction) { self.action = action }
    override var keyFocusedChild: ViewController? { child }
    var available = true
    override var keyCommands: [KeyCommand] {
        reads += 1
        return [KeyCommand(action, when: available) { [unowned self] in self.ran += 1 }]
    }
}

@Suite("The key walk")
struct KeyWalkTests {
    @Test("A key the first link takes makes no later link's commands; a key it passes makes the next link's")
    func linksMadeWhenReached() {
        let inner = KeyAction("test.inner", keys: [KeyEvent(.character("i"))], title: "inner", discoverabilityTitle: "inner", group: .content)
        let outer = KeyAction("test.outer", keys: [KeyEvent(.character("o"))], title: "outer", discoverabilityTitle: "outer", group: .content)
        let parent = CountingController(outer), child = CountingController(inner)
        parent.addChild(child)
        parent.child = child
        #expect(parent.performKey(KeyEvent(.character("i"))))
        #expect(child.ran == 1 && child.reads == 1)
        #expect(parent.reads == 0, "the parent's commands were made for a key its child took")
        #expect(parent.performKey(KeyEvent(.character("o"))))
        #expect(parent.ran == 1 && parent.reads == 1 && child.reads == 2)
    }

    @Test("With damage tracking on, the key after a frame walks the chain that frame's hint bar made; after any other event, or with tracking off, it makes its own")
    func keyAfterFrameUsesHintBarChain() {
        let step = KeyAction("test.step", keys: [KeyEvent(.character("j"))], title: "step", discoverabilityTitle: "step", group: .content)
        let size = Size(width: 60, height: 20), j = KeyEvent(.character("j"))
        for tracking in [true, false] {
            let sim = Simulator(size: size), vc = CountingController(step)
            sim.drawsOnlyChangedWindows = tracking
            sim.checksDamage = false  // the check makes the chain afresh too: this counts the walk's reads alone
            sim.desktop.open(vc)
            sim.handle(.resize(size))
            _ = sim.frame(size: size)
            let afterFrame = vc.reads
            #expect(afterFrame > 0, "the hint bar made the chain")
            sim.handle(.key(j))
            #expect(vc.ran == 1)
            #expect(vc.reads == afterFrame + (tracking ? 0 : 1), "tracking \(tracking): the key made the commands again")
            // A second key with no frame between, then a key after a frame and a tick: each makes its own.
            sim.handle(.key(j))
            #expect(vc.ran == 2 && vc.reads == afterFrame + (tracking ? 1 : 2))
            _ = sim.frame(size: size)
            let beforeTick = vc.reads
            sim.handle(.tick(1))
            sim.handle(.key(j))
            #expect(vc.ran == 3 && vc.reads == beforeTick + 1, "tracking \(tracking): the tick left the frame's chain to the key")
            // A controller that asked to be drawn again since the frame sends the key through a new chain.
            _ = sim.frame(size: size)
            let beforeAsk = vc.reads
            vc.setNeedsDisplay()
            sim.handle(.key(j))
            #expect(vc.ran == 4 && vc.reads == beforeAsk + 1)
        }
    }

    @Test("The damage check's comparison: a chain made now differs from the frame's when a command changed without an event, and not otherwise")
    func frameChainCheck() throws {
        let step = KeyAction("test.step", keys: [KeyEvent(.character("j"))], title: "step", discoverabilityTitle: "step", group: .content)
        let size = Size(width: 60, height: 20)
        let sim = Simulator(size: size), vc = CountingController(step)
        sim.drawsOnlyChangedWindows = true
        sim.desktop.open(vc)
        sim.handle(.resize(size))
        _ = sim.frame(size: size)
        let frameChain = try #require(sim.system.frameCache.keyChain)
        #expect(!sim.shell.differsFromNow(frameChain))
        vc.available = false  // changed between frames, and not said
        #expect(sim.shell.differsFromNow(frameChain))
    }
}

/// The hint bar's short labels back to the notation of `--keys`, for the first key of a hint.
enum KeyLabelParser {
    static func notation(_ label: String) -> String {
        let first = label.split(separator: " ").first.map(String.init) ?? label
        var mods = "", rest = Substring(first)
        if rest.hasPrefix("^") && rest.count > 1 { mods += "C-"; rest = rest.dropFirst() }
        if rest.hasPrefix("A-") { mods += "A-"; rest = rest.dropFirst(2) }
        if rest.hasPrefix("S-") { mods += "S-"; rest = rest.dropFirst(2) }
        let names: [String: String] = ["↑": "Up", "↓": "Down", "←": "Left", "→": "Right", "Esc": "Esc", "Enter": "Enter",
                                       "Tab": "Tab", "Space": "Space", "PgUp": "PgUp", "PgDn": "PgDn", "Home": "Home", "End": "End",
                                       "Backspace": "BS", "Del": "Del"]
        let arrow = rest.first.map(String.init) ?? ""
        if let n = names[String(rest)] ?? (["↑", "↓", "←", "→"].contains(arrow) ? names[arrow] : nil) { return "<\(mods)\(n)>" }
        if rest.first == "F", rest.count > 1, Int(rest.dropFirst()) != nil { return "<\(mods)\(rest)>" }
        if let digit = rest.first, digit.isNumber { return String(digit) }
        return mods.isEmpty ? String(rest) : "<\(mods)\(rest.lowercased())>"
    }
}

import DemoApps
import Foundation
import Fuzzing
import SceneryEvents
import SceneryKit
import Tapes
import Testing

/// ISIG is off in the live session: a pasted 0x03 is text; a typed Ctrl-C still stops the
/// session as SIGINT did; a paste that never ends is given after a pause, and keys work again.
@Suite("Live input: signals and unfinished pastes", .serialized)
struct LiveInputTests {
    @Test("A paste holding 0x03 is text; Ctrl-C typed alone stops with 130 and saves")
    func pastedControlC() throws {
        let state = NSTemporaryDirectory() + "scenery-isig-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let pty = try PseudoTerminal()
        // setsid -c: the pty becomes its controlling terminal, so with ISIG on a 0x03 byte
        // would raise SIGINT, as in a person's terminal.
        let p = try pty.launch("/usr/bin/setsid", ["-c", "-w", try #require(TestPaths.scenery), "run", "--state-dir", state, "--app", "Mail"])
        #expect(pty.waitFor("Sophie Thompson"))
        pty.write("c")
        #expect(pty.waitFor("New Message"))
        pty.write("\u{1b}[200~one\u{03}two\u{1b}[201~")
        #expect(pty.waitFor("onetwo"), "the paste did not arrive: \(pty.output.suffix(300))")
        #expect(p.isRunning, "a pasted 0x03 stopped the session")
        pty.write("\u{03}")
        #expect(PseudoTerminal.waitExit(p))
        #expect(p.terminationStatus == 128 + SIGINT)
        #expect(pty.waitFor("stopped by SIGINT"))
    }

    @Test("A stray ESC[200~ swallows keys only until a pause: Ctrl-Q then quits")
    func unfinishedPaste() throws {
        let pty = try PseudoTerminal()
        let p = try pty.launch(try #require(TestPaths.scenery), ["run", "--fresh", "--app", "Mail"])
        #expect(pty.waitFor("Sophie Thompson"))
        pty.write("\u{1b}[200~stray")
        usleep(700_000)
        pty.write("\u{11}")
        #expect(PseudoTerminal.waitExit(p, seconds: 5), "Ctrl-Q was swallowed by an unfinished paste")
        #expect(p.terminationStatus == 0)
    }
}

/// Alt-keys through the live front: ncurses gives Alt-Backspace as Esc and then its own
/// KEY_BACKSPACE; it must be one key, Alt-Backspace, deleting a word, as headless.
@Suite("Live Alt-keys", .serialized)
struct LiveAltKeyTests {
    @Test("Alt-Backspace deletes a word in a live text field", arguments: ["xterm-256color", "screen"])
    func altBackspace(term: String) throws {
        let state = NSTemporaryDirectory() + "scenery-altbs-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let pty = try PseudoTerminal()
        let p = try pty.launch(try #require(TestPaths.scenery), ["run", "--state-dir", state, "--app", "Mail"], term: term)
        #expect(pty.waitFor("Sophie Thompson"))
        pty.write("c")
        #expect(pty.waitFor("New Message"))
        pty.write(" hello world")
        #expect(pty.waitFor("world"))
        pty.write("\u{1b}\u{7f}")
        usleep(200_000)
        pty.write("XQZ")
        usleep(200_000)
        pty.write("\u{11}")
        #expect(PseudoTerminal.waitExit(p))
        let saved = try FileManager.default.contentsOfDirectory(atPath: state).filter { $0.hasSuffix(".json") }
            .map { try String(contentsOfFile: state + "/" + $0, encoding: .utf8) }.joined()
        #expect(saved.contains("hello XQZ"), "the draft is not 'hello XQZ': \(saved)")
    }

    @Test("Every other key of the key map, and the forms other terminals send (SS3, rxvt, the Linux console), reaches the live front as itself: KeyDecoder reads them all, ncurses none",
          arguments: ["xterm-256color", "linux"])
    func everyKey(term: String) throws {
        // Ctrl-C, Ctrl-\, Ctrl-Z and Ctrl-Q stop, suspend or quit: they are tested on their own.
        let stopping = Set("cz\\q")
        var sent: [(bytes: String, key: KeyEvent)] = []
        for action in DemoCatalog.allKeyActions {
            for k in action.defaultKeys where !k.modifiers.contains(.alt) && !sent.contains(where: { $0.key == k }) {
                if k.modifiers.contains(.control), case .character(let c) = k.key, stopping.contains(c) { continue }
                sent.append((KeyEncoding.bytes(for: k), k))
            }
        }
        #expect(sent.count >= 30, "\(sent.map(\.key))")
        sent += [("\u{1b}OA", KeyEvent(.up)), ("\u{1b}OP", KeyEvent(.function(1))), ("\u{1b}[[B", KeyEvent(.function(2))),
                 ("\u{1b}[a", KeyEvent(.up, .shift)), ("\u{1b}Od", KeyEvent(.left, .control)), ("\u{1b}[7~", KeyEvent(.home)),
                 ("\u{1b}[3$", KeyEvent(.delete, .shift)), ("\u{7f}", KeyEvent(.backspace)), ("\u{08}", KeyEvent(.backspace))]
        // The keys that may open a menu, a mode or help come after the others (so Enter never
        // chooses Quit from a menu bar F10 opened), and Esc last: Esc read together with the next
        // key is Alt on it, which a loaded machine can make happen whatever the pause.
        func opens(_ k: KeyEvent) -> Bool {
            if case .function = k.key { return true }
            return k.modifiers.contains(.control) || k == KeyEvent(.character("?"))
        }
        let escape = KeyEvent(.escape)
        sent = sent.filter { !opens($0.key) && $0.key != escape } + sent.filter { opens($0.key) } + sent.filter { $0.key == escape }
        let received = try Self.keysReadLive(term: term, typing: sent.map(\.bytes), pause: 40_000)
        let keys = sent.map(\.key)
        #expect(received == keys, "\(term): sent \(keys.map(KeyNotation.describe)), the live front read \(received.map(KeyNotation.describe))")
    }

    @Test("Every Alt key of the key map, in xterm's form and Esc-prefixed, reaches the live front as itself",
          arguments: ["xterm-256color", "screen"])
    func everyAltKey(term: String) throws {
        var keys: [KeyEvent] = []
        for action in DemoCatalog.allKeyActions {
            for k in action.defaultKeys where k.modifiers.contains(.alt) && !keys.contains(k) { keys.append(k) }
        }
        #expect(keys.count >= 10, "\(keys)")
        var sent: [KeyEvent] = [], typed: [String] = []
        for key in keys {
            var plain = key
            plain.modifiers.remove(.alt)
            // xterm's own bytes (`ESC [1;3A`, `ESC b`), then the Esc-prefixed form other terminals send (`ESC ESC [A`).
            for bytes in [KeyEncoding.bytes(for: key), "\u{1b}" + KeyEncoding.bytes(for: plain)] {
                typed.append(bytes)
                sent.append(key)
            }
        }
        let received = try Self.keysReadLive(term: term, typing: typed, pause: 60_000)
        #expect(received == sent, "\(term): sent \(sent.map(KeyNotation.describe)), the live front read \(received.map(KeyNotation.describe))")
    }

    /// Types each string into a live `scenery run --app Timer` on `term`, `pause` µs apart, then
    /// quits: the keys the live front read, from its input recording (Ctrl-Q left out).
    static func keysReadLive(term: String, typing: [String], pause: useconds_t) throws -> [KeyEvent] {
        let path = NSTemporaryDirectory() + "scenery-keys-\(UUID().uuidString).cast"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pty = try PseudoTerminal()
        let p = try pty.launch(try #require(TestPaths.scenery), ["run", "--fresh", "--app", "Timer", "--record", path, "--record-input"], term: term)
        #expect(pty.waitFor("Timer"))
        for bytes in typing {
            pty.write(bytes)
            usleep(pause)
        }
        // Ctrl-Q read together with a last Esc would be Alt-Ctrl-Q: it is typed once the input
        // recording holds every key typed (a loaded machine may not have read the Esc when the
        // screen settles, as an Esc draws nothing in Timer), or after five seconds.
        _ = pty.settledOutput(seconds: 1)
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, ((try? CastFile(contentsOf: path)).map(keys(in:))?.count ?? 0) < typing.count { usleep(50_000) }
        pty.write("\u{11}")
        #expect(PseudoTerminal.waitExit(p))
        return keys(in: try CastFile(contentsOf: path))
    }

    /// The keys a cast's input events hold, Ctrl-Q left out.
    static func keys(in cast: CastFile) -> [KeyEvent] {
        cast.events.filter { $0.code == "i" }.flatMap { KeyDecoder.decode($0.data) }.compactMap { e -> KeyEvent? in
            if case .key(let k) = e { return k } else { return nil }
        }.filter { $0 != KeyEvent(.character("q"), .control) }
    }
}

/// The mouse is read by Scenery's own decoder whatever terminfo's `kmous` says: under
/// `xterm-256color` ncurses used to take SGR reports itself and keep only the left button, so
/// a right click did nothing there and worked under `screen`.
@Suite("Live mouse on every TERM", .serialized)
struct LiveMouseTests {
    /// Every button and the wheel, each with every combination of Shift, Alt and Control:
    /// press, drag and release for buttons, a move with no button, one notch each way for the wheel.
    static var everyReport: [MouseEvent] {
        let modifierSets: [Modifiers] = [[], .shift, .alt, .control, [.shift, .alt], [.shift, .control], [.alt, .control], [.shift, .alt, .control]]
        var events: [MouseEvent] = []
        for (i, mods) in modifierSets.enumerated() {
            for button in 1...3 {
                let at = Point(x: 10 + button * 3, y: 5 + i)
                events.append(MouseEvent(.press, button: button, at: at, modifiers: mods))
                events.append(MouseEvent(.drag, button: button, at: Point(x: at.x + 1, y: at.y), modifiers: mods))
                events.append(MouseEvent(.release, button: button, at: Point(x: at.x + 1, y: at.y), modifiers: mods))
            }
            events.append(MouseEvent(.move, button: 0, at: Point(x: 28, y: 5 + i), modifiers: mods))
            events.append(MouseEvent(.scrollUp, button: 0, at: Point(x: 30, y: 5 + i), modifiers: mods))
            events.append(MouseEvent(.scrollDown, button: 0, at: Point(x: 30, y: 5 + i), modifiers: mods))
        }
        return events
    }

    @Test("Every button × modifier reaches the live front as itself",
          arguments: ["xterm", "xterm-256color", "screen", "screen-256color", "tmux-256color"])
    func everyButtonAndModifier(term: String) throws {
        let sent = Self.everyReport
        #expect(sent.count == 8 * (3 * 3 + 3))
        let path = NSTemporaryDirectory() + "scenery-mouse-\(UUID().uuidString).cast"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pty = try PseudoTerminal()
        let p = try pty.launch(try #require(TestPaths.scenery), ["run", "--fresh", "--app", "Timer", "--record", path, "--record-input"], term: term)
        #expect(pty.waitFor("Timer"))
        for event in sent {
            pty.write(try #require(TerminalInput.bytes(for: .mouse(event))))
            usleep(15_000)
        }
        usleep(200_000)
        pty.write("\u{11}")
        #expect(PseudoTerminal.waitExit(p))
        let cast = try CastFile(contentsOf: path)
        let received = cast.events.filter { $0.code == "i" }.flatMap { KeyDecoder.decode($0.data) }.compactMap { e -> MouseEvent? in
            if case .mouse(let m) = e { return m } else { return nil }
        }
        #expect(received == sent, "\(term): the live front read \(received.count) of \(sent.count) reports; first difference at \(Array(zip(received, sent)).firstIndex { $0.0 != $0.1 } ?? min(received.count, sent.count))")
    }

    @Test("Under xterm-256color a right click on a Music song opens its menu")
    func rightClickOpensContextMenu() throws {
        let pty = try PseudoTerminal(columns: 120, rows: 40)
        let p = try pty.launch(try #require(TestPaths.scenery), ["run", "--fresh", "--app", "Music"], term: "xterm-256color")
        #expect(pty.waitFor("Listen Now"))
        pty.write("7")
        #expect(pty.waitFor("After the Echoes"))
        pty.write("\u{1b}[<2;50;6M\u{1b}[<2;50;6m")
        #expect(pty.waitFor("Unlove All"), "no context menu: \(pty.output.suffix(300))")
        pty.write("\u{11}")
        #expect(PseudoTerminal.waitExit(p))
    }
}

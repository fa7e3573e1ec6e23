import Foundation
import Fuzzing
import Testing

/// The terminal going away (its window closed, `tmux kill-server`, ssh dropped) is a normal end:
/// state saved, nothing written to the dead terminal, exit 129, no trap and no spinning.
@Suite("Terminal hang-up", .serialized)
struct HangUpTests {
    /// Ends normally with 129, as after SIGHUP, not by a signal of its own (a trap is SIGILL).
    func expectHungUpExit(_ p: Process, _ what: String) {
        #expect(PseudoTerminal.waitExit(p, seconds: 10), "\(what) kept running after its terminal closed")
        #expect(p.terminationReason == .exit, "\(what) died of signal \(p.terminationStatus)")
        #expect(p.terminationStatus == 129, "\(what) exited \(p.terminationStatus)")
    }

    @Test("scenery run: saves its windows and exits 129, with SIGHUP (a controlling terminal) or without",
          arguments: [true, false])
    func run(withSignal: Bool) throws {
        let state = NSTemporaryDirectory() + "scenery-hangup-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let pty = try PseudoTerminal()
        let p = try pty.launch(try #require(TestPaths.scenery), ["run", "--state-dir", state])
        #expect(pty.waitFor("Sophie Thompson"))
        pty.write("c")  // a Compose window, with its draft
        #expect(pty.waitFor("New Message"))
        pty.write("someone@example.com")
        #expect(pty.waitFor("someone@example.com"))
        pty.hangUp()
        // Its messages then go to a terminal that answers EIO: they must be dropped, not trap.
        if withSignal { kill(p.processIdentifier, SIGHUP) }
        expectHungUpExit(p, "scenery run")
        let files = try FileManager.default.contentsOfDirectory(atPath: state).filter { $0.hasSuffix(".json") }
        let drafts = try files.map { try String(contentsOfFile: state + "/" + $0, encoding: .utf8) }.filter { $0.contains("someone@example.com") }
        #expect(drafts.count == 1, "the draft was not saved: \(files)")
    }

    @Test("A hosted app (Recipes): saves and exits 129")
    func hostedApp() throws {
        let state = NSTemporaryDirectory() + "recipes-hangup-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let pty = try PseudoTerminal()
        let p = try pty.launch(try #require(TestPaths.recipes, "build the Recipes example first"), ["--state-dir", state])
        #expect(pty.waitFor("Pancakes"))
        pty.hangUp()
        expectHungUpExit(p, "recipes")
        #expect(FileManager.default.fileExists(atPath: state + "/recipes-1.json"))
    }

    @Test("scenery attach: the attached terminal closing ends it with 129; the simulator goes on")
    func attach() throws {
        let runtime = NSTemporaryDirectory() + "scenery-hangup-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let env = ["XDG_RUNTIME_DIR": runtime]
        let first = try PseudoTerminal(columns: 120, rows: 40), second = try PseudoTerminal(columns: 80, rows: 24)
        let sim = try first.launch(try #require(TestPaths.scenery), ["run", "--fresh"], environment: env)
        #expect(first.waitFor("Timer"))
        let client = try second.launch(try #require(TestPaths.scenery), ["attach"], environment: env)
        #expect(second.waitFor("External display"), "\(second.output.suffix(300))")
        second.hangUp()
        expectHungUpExit(client, "scenery attach")
        #expect(sim.isRunning)
        first.write("\u{11}")
        #expect(PseudoTerminal.waitExit(sim))
    }

    @Test("scenery play: a long cast stops with 129 when its terminal closes")
    func play() throws {
        let cast = NSTemporaryDirectory() + "hangup-\(UUID().uuidString).cast"
        defer { unlink(cast) }
        try """
        {"version": 2, "width": 40, "height": 10}
        [0.1, "o", "first line\\r\\n"]
        [60.0, "o", "a minute later\\r\\n"]

        """.write(toFile: cast, atomically: true, encoding: .utf8)
        let pty = try PseudoTerminal()
        let p = try pty.launch(try #require(TestPaths.scenery), ["play", cast])
        #expect(pty.waitFor("first line"))
        pty.hangUp()
        expectHungUpExit(p, "scenery play")
    }
}

import Foundation
import Fuzzing
import Testing

/// `scenery run` in a pseudo-terminal: it must take the terminal over and give it back.
@Suite("Terminal restore", .serialized)
struct TerminalRestoreTests {
    /// Whether `/dev/full` is a character device (the one that is always full), not a
    /// regular file someone made there or nothing: only then does every write to it fail.
    static var hasDevFull: Bool {
        var st = stat()
        return stat("/dev/full", &st) == 0 && st.st_mode & S_IFMT == S_IFCHR
    }

    /// A pty pair with a reader that collects everything the child writes.
    typealias PTY = PseudoTerminal

    /// A state directory of the test's own, so runs never touch the user's saved windows.
    static func stateDirectory() -> String {
        NSTemporaryDirectory() + "scenery-restore-\(UUID().uuidString)"
    }

    func launch(_ pty: PTY, term: String = "xterm-256color", stateDirectory: String = stateDirectory(),
                arguments: [String]? = nil, environment: [String: String] = [:]) throws -> Process {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        return try pty.launch(bin, arguments ?? ["run", "--state-dir", stateDirectory], term: term, environment: environment)
    }

    func waitExit(_ p: Process, seconds: Double = 10) -> Bool { PseudoTerminal.waitExit(p, seconds: seconds) }

    func sameModes(_ a: termios, _ b: termios) -> Bool { PseudoTerminal.sameModes(a, b) }

    @Test("SIGTERM restores the terminal modes and leaves the alternate screen")
    func sigterm() throws {
        let pty = try PTY()
        let before = pty.modes()
        let state = Self.stateDirectory()
        let p = try launch(pty, stateDirectory: state)
        #expect(pty.waitFor("Sophie Thompson"), "the demo never drew: \(pty.output.suffix(300))")
        let during = pty.modes()
        #expect(during.c_lflag & tcflag_t(ICANON) == 0, "ncurses should have left canonical mode")
        #expect(during.c_lflag & tcflag_t(ECHO) == 0)
        #expect(during.c_oflag & tcflag_t(OPOST) == 0, "frames should reach the terminal without the kernel looking at each byte")
        #expect(before.c_oflag & tcflag_t(OPOST) != 0)
        p.terminate()
        #expect(waitExit(p))
        #expect(p.terminationStatus == 128 + SIGTERM)
        #expect(sameModes(pty.modes(), before))
        #expect(pty.waitFor("stopped by SIGTERM"))
        #expect(pty.output.contains("\u{1b}[?1049l"), "rmcup (leave the alternate screen) was not sent")
        #expect(pty.output.contains("\u{1b}[?1002l"), "mouse tracking was not switched off")
        #expect(pty.output.contains("\u{1b}[?1003l"), "pointer tracking was not switched off")
        // A signal saves state as Ctrl-Q does.
        #expect(FileManager.default.fileExists(atPath: state + "/mail-1.json"))
    }

    @Test("Ctrl-Q quits with status 0 and restores the modes")
    func ctrlQ() throws {
        let pty = try PTY()
        let before = pty.modes()
        let p = try launch(pty)
        #expect(pty.waitFor("Sophie Thompson"))
        pty.write("\u{11}")
        #expect(waitExit(p))
        #expect(p.terminationStatus == 0)
        #expect(sameModes(pty.modes(), before))
    }

    @Test("Ctrl-C (SIGINT) restores the terminal")
    func sigint() throws {
        let pty = try PTY()
        let before = pty.modes()
        let p = try launch(pty)
        #expect(pty.waitFor("Sophie Thompson"))
        p.interrupt()
        #expect(waitExit(p))
        #expect(p.terminationStatus == 128 + SIGINT)
        #expect(sameModes(pty.modes(), before))
    }

    @Test("With no tty, run exits 2 with one clear line")
    func noTTY() throws {
        let bin = try #require(TestPaths.scenery)
        let r = try runProgram(bin, ["run"], environment: ["TERM": "xterm-256color"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("needs an interactive terminal"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test("TERM=dumb, which cannot move the cursor, is refused with one line, like an unknown TERM")
    func dumbTerminal() throws {
        let pty = try PTY()
        let p = try launch(pty, term: "dumb")
        #expect(waitExit(p))
        #expect(p.terminationStatus == 2)
        #expect(pty.waitFor("TERM='dumb' cannot move the cursor"))
    }

    @Test("COLUMNS and LINES in the environment do not override the terminal's real size")
    func environmentSize() throws {
        let pty = try PTY(columns: 100, rows: 30)
        let p = try launch(pty, arguments: ["run", "--fresh", "--app", "Mail"], environment: ["COLUMNS": "50", "LINES": "10"])
        // At 100 columns Mail shows the message list beside the message; at 50 it would collapse.
        #expect(pty.waitFor("Inbox"), "\(pty.output.suffix(200))")
        #expect(pty.waitFor("[‹]"), "the 100-column layout was drawn")
        pty.write("\u{11}")
        #expect(waitExit(p))
    }

    @Test("An unknown TERM exits 2 and says what to use instead")
    func unknownTerm() throws {
        let pty = try PTY()
        let p = try launch(pty, term: "no-such-terminal-xyz")
        #expect(waitExit(p))
        #expect(p.terminationStatus == 2)
        #expect(pty.waitFor("TERM=xterm-256color"))
    }

    @Test("A terminal without an alternate screen (TERM=linux) is cleared on quit, so the prompt starts on a clean screen")
    func noAlternateScreen() throws {
        let pty = try PTY()
        let p = try launch(pty, term: "linux")
        #expect(pty.waitFor("Sophie"), "the demo never drew: \(pty.output.suffix(300))")
        pty.write("\u{11}")
        #expect(waitExit(p))
        #expect(p.terminationStatus == 0)
        let out = pty.settledOutput()  // the reader may not have the last bytes yet
        let lastFrame = try #require(out.range(of: "Sophie", options: .backwards))
        #expect(out[lastFrame.upperBound...].contains("\u{1b}[H\u{1b}[J"), "the last frame was not cleared")
        #expect(!out.contains("\u{1b}[?1049h"), "linux has no alternate screen")
    }

    @Test("--fresh with --state-dir is refused with which one to drop; --fresh says on the way out that nothing was saved")
    func freshAndStateDirectory() throws {
        let bin = try #require(TestPaths.scenery)
        let r = try runProgram(bin, ["run", "--fresh", "--state-dir", "/tmp/x"], environment: ["TERM": "xterm-256color"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("drop --fresh") && r.stderr.contains("drop --state-dir"))
        let pty = try PTY()
        let proc = try launch(pty, arguments: ["run", "--fresh"])
        #expect(pty.waitFor("Sophie"))
        pty.write("\u{11}")
        #expect(waitExit(proc))
        #expect(pty.waitFor("--fresh: this session's windows were not saved"))
    }

    @Test("--record to a full device fails loudly: exit 1 with the path and the reason, after the terminal is restored",
          .enabled(if: TerminalRestoreTests.hasDevFull, "needs /dev/full, the device that is always full (here it is missing or not that device)"))
    func recordToFullDevice() throws {
        let pty = try PTY()
        let before = pty.modes()
        let p = try launch(pty, arguments: ["run", "--fresh", "--record", "/dev/full"])
        #expect(pty.waitFor("Sophie"))
        pty.write("\u{11}")
        #expect(waitExit(p))
        #expect(p.terminationStatus == 1)
        #expect(pty.waitFor("the recording /dev/full is incomplete: No space left on device"), "\(pty.output.suffix(300))")
        #expect(!pty.output.contains("recorded "), "never reported as a success")
        #expect(sameModes(pty.modes(), before))
    }

    @Test("Ctrl-\\ (SIGQUIT) restores the terminal, saves and exits like the other stop signals: no crash-reporter prompt")
    func sigquit() throws {
        let pty = try PTY()
        let before = pty.modes()
        let state = Self.stateDirectory()
        let p = try launch(pty, stateDirectory: state)
        #expect(pty.waitFor("Sophie"))
        // The child has no controlling terminal here, so Ctrl-\\ is sent as the signal the tty makes of it.
        kill(p.processIdentifier, SIGQUIT)
        #expect(waitExit(p, seconds: 1), "SIGQUIT did not end the session within a second")
        #expect(p.terminationStatus == 128 + SIGQUIT)
        #expect(sameModes(pty.modes(), before))
        #expect(pty.waitFor("stopped by SIGQUIT"))
        #expect(FileManager.default.fileExists(atPath: state + "/mail-1.json"))
    }

    @Test("A crash restores the terminal, writes its backtrace to a crash log under the state directory and says where")
    func crashLog() throws {
        let pty = try PTY()
        let before = pty.modes()
        let stateHome = NSTemporaryDirectory() + "scenery-crash-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: stateHome) }
        let p = try launch(pty, environment: ["XDG_STATE_HOME": stateHome])
        #expect(pty.waitFor("Sophie"))
        kill(p.processIdentifier, SIGSEGV)
        #expect(waitExit(p, seconds: 2), "the crash did not end the process")
        #expect(sameModes(pty.modes(), before))
        let log = stateHome + "/scenery/crashes/crash-\(p.processIdentifier).txt"
        #expect(pty.waitFor("crashed (signal 11); the terminal was restored; the backtrace is in \(log)"), "\(pty.output.suffix(300))")
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(text.hasPrefix("scenery crashed with signal 11") && text.split(separator: "\n").count > 3, "\(text)")
    }
}

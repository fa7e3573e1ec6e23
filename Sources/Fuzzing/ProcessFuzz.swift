import Foundation
import SceneryKit
import SceneryStorage

/// `scenery run` under a pseudo-terminal, hit at random moments: a stop or fatal signal must
/// end it within two seconds with the terminal's modes as they were; `kill -9` while it saves
/// must never leave a state file that does not load.
public enum ProcessFuzz {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGABRT]
    static let keys = ["j", "k", "\t", "s", "i", "\u{17}n", "\u{1b}", "\u{17}h", "\u{17}\u{1b}", "2"]

    /// `scenery run` on `pty` with its own state folder, after its first frame and up to six
    /// random keys at random moments; nil (and the process ended) when it never drew.
    static func startSession(_ scenery: String, state: String, on pty: PseudoTerminal, keys r: inout EventStream) throws -> Process? {
        let p = try pty.launch(scenery, ["run", "--state-dir", state], environment: ["XDG_STATE_HOME": state])
        guard pty.waitFor("Sophie", seconds: 10) else { _ = PseudoTerminal.waitExit(p, seconds: 0); return nil }
        for _ in 0..<r.next(6) { pty.write(keys[r.next(keys.count)]); usleep(useconds_t(r.next(30_000))) }
        return p
    }

    public static func signals(count: Int, seed: UInt64, scenery: String) -> [String] {
        var r = EventStream(seed: seed)
        var failures: [String] = []
        for trial in 0..<count {
            let state = NSTemporaryDirectory() + "scenery-fuzz-signal-\(getpid())-\(trial)"
            defer { try? FileManager.default.removeItem(atPath: state) }
            do {
                let pty = try PseudoTerminal()
                let before = pty.modes()
                guard let p = try startSession(scenery, state: state, on: pty, keys: &r) else { failures.append("trial \(trial): never drew"); continue }
                let sig = signals[r.next(signals.count)]
                kill(p.processIdentifier, sig)
                if !PseudoTerminal.waitExit(p, seconds: 2) { failures.append("trial \(trial): signal \(sig) did not end it within 2 s"); continue }
                if !PseudoTerminal.sameModes(pty.modes(), before) { failures.append("trial \(trial): signal \(sig) left the terminal's modes changed") }
                // Restored at the escape level too: the alternate screen left, mouse reports and
                // bracketed paste switched off, after the last frame.
                if let missing = Self.missingRestore(pty.settledOutput()) { failures.append("trial \(trial): signal \(sig): \(missing)") }
            } catch {
                failures.append("trial \(trial): \(error)")
            }
        }
        return failures
    }

    /// What the end of a session's output lacks of giving the terminal back, or nil.
    public static func missingRestore(_ output: String) -> String? {
        let frame = output.range(of: "Sophie", options: .backwards)?.upperBound ?? output.startIndex
        let tail = output[frame...]
        for (sequence, what) in [("\u{1b}[?1049l", "the alternate screen was not left"), ("\u{1b}[?1002l", "mouse tracking was not switched off"),
                                 ("\u{1b}[?1003l", "pointer tracking was not switched off"),
                                 ("\u{1b}[?2004l", "bracketed paste was not switched off")] where !tail.contains(sequence) {
            return what + " after the last frame"
        }
        return nil
    }

    /// The terminal closed under a running session at a random moment: it must end within two
    /// seconds with 129 (not a signal of its own: a trap is SIGILL), and its state must load.
    public static func hangUps(count: Int, seed: UInt64, scenery: String) -> [String] {
        var r = EventStream(seed: seed &+ 17)
        var failures: [String] = []
        for trial in 0..<count {
            let state = NSTemporaryDirectory() + "scenery-fuzz-hangup-\(getpid())-\(trial)"
            defer { try? FileManager.default.removeItem(atPath: state) }
            do {
                let pty = try PseudoTerminal()
                guard let p = try startSession(scenery, state: state, on: pty, keys: &r) else { failures.append("trial \(trial): never drew"); continue }
                pty.hangUp()
                if r.next(2) == 0 { kill(p.processIdentifier, SIGHUP) }  // as when it was the controlling terminal
                if !PseudoTerminal.waitExit(p, seconds: 2) { failures.append("trial \(trial): still running 2 s after its terminal closed"); continue }
                if p.terminationReason != .exit || p.terminationStatus != 129 {
                    failures.append("trial \(trial): ended by \(p.terminationReason == .exit ? "exit" : "signal") \(p.terminationStatus), not exit 129")
                }
                let store = FileStateStore(directory: URL(fileURLWithPath: state))
                if store.loadAll().isEmpty { failures.append("trial \(trial): nothing was saved") }
            } catch {
                failures.append("trial \(trial): \(error)")
            }
        }
        return failures
    }

    public static func kills(count: Int, seed: UInt64, scenery: String) -> [String] {
        var r = EventStream(seed: seed)
        var failures: [String] = []
        for trial in 0..<count {
            // Each trial its own folder: one trial's random keys (Music saved over Mail) must
            // not make every later trial fail to find Mail's text.
            let state = NSTemporaryDirectory() + "scenery-fuzz-kill-\(getpid())-\(trial)"
            defer { try? FileManager.default.removeItem(atPath: state) }
            do {
                let pty = try PseudoTerminal()
                let p = try pty.launch(scenery, ["run", "--state-dir", state])
                guard pty.waitFor("Sophie", seconds: 10) else { failures.append("trial \(trial): never drew"); _ = PseudoTerminal.waitExit(p, seconds: 0); continue }
                for _ in 0..<r.next(4) { pty.write(keys[r.next(keys.count)]) }
                // Quit saves every window; kill it somewhere in the middle of that.
                pty.write("\u{11}")
                usleep(useconds_t(r.next(15_000)))
                kill(p.processIdentifier, SIGKILL)
                p.waitUntilExit()
                let store = FileStateStore(directory: URL(fileURLWithPath: state))
                _ = store.loadAll()
                if let bad = store.warnings.first { failures.append("trial \(trial): after kill -9 during saves: \(bad)") }
            } catch {
                failures.append("trial \(trial): \(error)")
            }
        }
        return failures
    }
}

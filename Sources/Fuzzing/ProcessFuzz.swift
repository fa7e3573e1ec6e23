import Foundation
import SceneryKit
import SceneryStorage

/// `scenery run` under a pseudo-terminal, hit at random moments: a stop or fatal signal must
/// end it within two seconds with the terminal's modes as they were; `kill -9` while it saves
/// must never leave a state file that does not load.
public enum ProcessFuzz {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGABRT]
    static let keys = ["j", "k", "\t", "s", "i", "\u{17}n", "\u{1b}", "\u{17}h", "\u{17}\u{1b}", "2"]

    public static func signals(count: Int, seed: UInt64, scenery: String) -> [String] {
        var r = EventStream(seed: seed)
        var failures: [String] = []
        for trial in 0..<count {
            let state = NSTemporaryDirectory() + "scenery-fuzz-signal-\(getpid())-\(trial)"
            defer { try? FileManager.default.removeItem(atPath: state) }
            do {
                let pty = try PseudoTerminal()
                let before = pty.modes()
                let p = try pty.launch(scenery, ["run", "--state-dir", state], environment: ["XDG_STATE_HOME": state])
                guard pty.waitFor("Sophie", seconds: 10) else { failures.append("trial \(trial): never drew"); _ = PseudoTerminal.waitExit(p, seconds: 0); continue }
                for _ in 0..<r.next(6) { pty.write(keys[r.next(keys.count)]); usleep(useconds_t(r.next(30_000))) }
                let sig = signals[r.next(signals.count)]
                kill(p.processIdentifier, sig)
                if !PseudoTerminal.waitExit(p, seconds: 2) { failures.append("trial \(trial): signal \(sig) did not end it within 2 s"); continue }
                if !PseudoTerminal.sameModes(pty.modes(), before) { failures.append("trial \(trial): signal \(sig) left the terminal's modes changed") }
            } catch {
                failures.append("trial \(trial): \(error)")
            }
        }
        return failures
    }

    public static func kills(count: Int, seed: UInt64, scenery: String) -> [String] {
        var r = EventStream(seed: seed)
        var failures: [String] = []
        let state = NSTemporaryDirectory() + "scenery-fuzz-kill-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: state) }
        for trial in 0..<count {
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

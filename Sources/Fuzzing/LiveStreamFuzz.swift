import Foundation
import SceneryKit
import SceneryStorage

/// `scenery run` under a pseudo-terminal fed what a person's terminal sends, as bytes at random
/// moments: keys that open the menu bar, alerts, popovers, context menus, the panels and the
/// modes and act in them; SGR mouse reports of every button — left, middle and right presses
/// and releases, drags, moves, wheel turns, with Shift, Alt and Control — at any cell, the
/// menus' and the hint bar's included; and resizes. The session must keep going (or quit with 0
/// when the menu bar's Quit was chosen), quit with Ctrl-Q within three seconds with status 0,
/// give the terminal back, and leave state that loads.
public enum LiveStreamFuzz {
    /// Keys as terminals send them. Not Ctrl-Q (the end of every trial), Ctrl-C, Ctrl-\ or
    /// Ctrl-Z (signals, their own category).
    static let keys = [
        "j", "k", "\t", "\u{1b}[Z", "\r", "\u{1b}", "\u{1b}[A", "\u{1b}[B", "\u{1b}[C", "\u{1b}[D", " ",
        "\u{1b}[21~",   // F10: the menu bar
        "\u{1b}[20~",   // F9: the environment panel
        "\u{1b}[24~",   // F12: the traits
        "\u{1b}OP",     // F1: the key map
        "\u{1b}[3~",    // Delete: an alert
        "\u{1b}[21;2~", // Shift-F10: a context menu
        "\u{17}", "\u{17}n", "\u{12}", "c", "i", "s", "m", "x", "1", "2", "e", "H", "a",
    ]

    /// One SGR mouse report: `button` (0 left, 1 middle, 2 right; +32 a drag, 35 a move, 64 and
    /// 65 the wheel; +4 Shift, +8 Alt, +16 Control) at the 1-based `x`, `y`, pressed or released.
    static func mouse(_ button: Int, _ x: Int, _ y: Int, pressed: Bool) -> String {
        "\u{1b}[<\(button);\(x);\(y)\(pressed ? "M" : "m")"
    }

    /// A random burst: a key, a click (press and release, any button), a drag, a wheel turn or a
    /// pointer move, somewhere in `columns` × `rows` (the top row and the hint bar most often).
    static func burst(_ r: inout EventStream, columns: Int, rows: Int) -> String {
        let x = 1 + r.next(columns)
        let y = [1, rows, 1 + r.next(rows)][r.next(3)]
        let modifiers = [0, 0, 0, 4, 8, 16][r.next(6)]
        switch r.next(10) {
        case 0..<5: return keys[r.next(keys.count)]
        case 5, 6:
            let b = r.next(3) + modifiers
            return mouse(b, x, y, pressed: true) + mouse(b, x, y, pressed: false)
        case 7:
            let b = r.next(3)
            let to = (1 + r.next(columns), 1 + r.next(rows))
            return mouse(b, x, y, pressed: true) + mouse(32 + b, (x + to.0) / 2, (y + to.1) / 2, pressed: true)
                + mouse(32 + b, to.0, to.1, pressed: true) + mouse(b, to.0, to.1, pressed: false)
        case 8: return mouse(64 + r.next(2) + modifiers, x, y, pressed: true)
        default: return mouse(35, x, y, pressed: true)
        }
    }

    /// `count` trials of `events` bursts each, from `seed`.
    public static func run(count: Int, events: Int = 150, seed: UInt64, scenery: String) -> [String] {
        var r = EventStream(seed: seed &+ 29)
        var failures: [String] = []
        for trial in 0..<count {
            let state = NSTemporaryDirectory() + "scenery-fuzz-live-\(getpid())-\(trial)"
            defer { try? FileManager.default.removeItem(atPath: state) }
            do {
                var columns = 120, rows = 40
                let pty = try PseudoTerminal(columns: UInt16(columns), rows: UInt16(rows))
                let before = pty.modes()
                let p = try pty.launch(scenery, ["run", "--state-dir", state])
                guard pty.waitFor("Sophie", seconds: 10) else {
                    failures.append("trial \(trial): never drew")
                    _ = PseudoTerminal.waitExit(p, seconds: 0)
                    continue
                }
                var sent: [String] = []
                for _ in 0..<events {
                    if r.next(25) == 0 {
                        (columns, rows) = (30 + r.next(171), 10 + r.next(41))
                        pty.resize(columns: UInt16(columns), rows: UInt16(rows), telling: p)
                        sent.append("resize \(columns)x\(rows)")
                    } else {
                        let bytes = burst(&r, columns: columns, rows: rows)
                        pty.write(bytes)
                        sent.append(bytes.debugDescription)
                    }
                    usleep(useconds_t(r.next(4_000)))
                    if !p.isRunning { break }
                }
                let last = sent.suffix(6).joined(separator: " ")
                usleep(200_000)
                // The menu bar's Quit (a click, or Enter on it) quits as Ctrl-Q does: the same checks follow.
                let quitByItself = !p.isRunning
                if !quitByItself {
                    pty.write("\u{11}")
                    guard PseudoTerminal.waitExit(p, seconds: 3) else {
                        failures.append("trial \(trial): Ctrl-Q did not end it within 3 s; the last input: \(last)")
                        continue
                    }
                }
                if p.terminationReason != .exit || p.terminationStatus != 0 {
                    failures.append("trial \(trial): \(quitByItself ? "it ended by itself" : "Ctrl-Q ended it") with "
                                    + "\(p.terminationReason == .exit ? "exit" : "signal") \(p.terminationStatus) after \(last)")
                }
                if !PseudoTerminal.sameModes(pty.modes(), before) { failures.append("trial \(trial): the terminal's modes changed") }
                if let missing = ProcessFuzz.missingRestore(pty.settledOutput()) { failures.append("trial \(trial): \(missing)") }
                let store = FileStateStore(directory: URL(fileURLWithPath: state))
                if store.loadAll().isEmpty || !store.warnings.isEmpty {
                    failures.append("trial \(trial): the saved state does not load whole: \(store.warnings)")
                }
            } catch {
                failures.append("trial \(trial): \(error)")
            }
        }
        return failures
    }
}

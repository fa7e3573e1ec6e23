import DemoApps
import Foundation
import Pictures
import SceneryKit
import Tapes

/// Random tapes, from VHS's words and Scenery's, with random and hostile arguments: each must
/// parse or fail with a `TapeError`, and one that parses must run or fail with a `Failure` —
/// never crash, never hang.
public enum TapeFuzz {
    static let words = ["Type", "Sleep", "Enter", "Down", "Up", "Tab", "Escape", "Ctrl+W", "Ctrl+R", "Alt+x", "Shift+Tab", "F12",
                        "Space", "Hide", "Show", "Set Width", "Set Height", "Set TypingSpeed", "Set Theme", "Set FontSize",
                        "Resize", "Mouse click", "Mouse drag", "Launch", "Restart", "Open", "Marker", "Expect", "Wait",
                        "ScrollDown", "ScrollUp", "Copy", "Paste", "Screenshot", "Tpye", "Set Bogus", "#", "", "Env X"]
    static let arguments = ["", "1", "3", "0", "-1", "99999999999999999999", "1e30", "500ms", "2s", "\"hello\"", "'quo\"te'",
                            "`C:\\new`", "/Inbox/", "@100ms", "120x40", "10x4", "0x0", "40c", "Mail", "Music", "Timer", "Bogus",
                            "mail://mailbox/inbox/message/3", "3 4", "5 5 -> 20 5", "\"unterminated", "日本", "\u{0}", "<Down>"]

    /// Makes and runs `count` tapes from `seed`; returns the failures (a crash ends the process,
    /// which the table shows as not finished).
    public static func run(count: Int, seed: UInt64, timeLimit: Duration = .seconds(10)) -> [String] {
        var r = EventStream(seed: seed)
        var failures: [String] = []
        for trial in 0..<count {
            var lines: [String] = []
            for _ in 0..<(1 + r.next(12)) {
                var line = words[r.next(words.count)]
                for _ in 0..<r.next(3) { line += " " + arguments[r.next(arguments.count)] }
                if r.next(8) == 0 { line += " " + words[r.next(words.count)] }  // several commands on a line
                lines.append(line)
            }
            let text = lines.joined(separator: r.next(4) == 0 ? "\r\n" : "\n")
            let tape: Tape
            do { tape = try TapeParser.parse(text, file: "fuzz-\(trial).tape") } catch is TapeError { continue } catch {
                failures.append("tape \(trial): the parser threw \(type(of: error)), not a TapeError: \(error)")
                continue
            }
            // Long tapes are fine but slow: the fuzz keeps to a minute of virtual time.
            guard tape.size.width <= 300, tape.size.height <= 120 else { continue }
            let runner = TapeRunner(tape: tape) { size, withDefault, store in
                try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: withDefault)
            }
            runner.timeLimit = timeLimit
            // One tape in eight also makes a picture of every frame it shows, as Output x.gif would.
            var picture: (size: Size, image: RasterImage)?
            var pictureProblem: String?
            if r.next(8) == 0 {
                var options = PictureOptions()
                options.fontSize = 6 + r.next(12)
                options.padding = r.next(20)
                runner.frameObserver = { _, canvas in
                    do {
                        if picture?.size != canvas.size {
                            picture = (canvas.size, try RasterImage(cells: canvas.size, options: options, coverageLevels: 8))
                        }
                        picture?.image.draw(canvas)
                    } catch is PictureOptions.TooLarge {
                    } catch {
                        pictureProblem = "\(error)"
                    }
                }
            }
            do { _ = try runner.run() } catch let e as TapeRunner.TimeLimitExceeded {
                failures.append("tape \(trial): \(e)\n\(text)")
            } catch is TapeRunner.Failure {} catch is TapeError {} catch let e as DemoCatalog.SetupError {
                _ = e
            } catch {
                failures.append("tape \(trial): the runner threw \(type(of: error)): \(error)\n\(text)")
            }
            if let pictureProblem { failures.append("tape \(trial): its picture failed: \(pictureProblem)\n\(text)") }
        }
        return failures
    }
}

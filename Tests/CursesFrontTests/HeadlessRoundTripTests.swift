import CursesFront
import DemoApps
import Foundation
import SceneryKit
import Testing

/// The bytes the front writes for a canvas — ANSI frames, or ncurses' own updates — replayed in
/// an independent terminal emulator (pyte, through scripts/cast_screen.py), must show the canvas text.
@Suite("Headless ncurses round trip")
struct HeadlessRoundTripTests {
    /// Writes the frames as an asciicast v2 and returns the screen pyte shows at the end;
    /// `resizes` gives the terminal a new size before the frame of that index.
    func replay(_ frames: [[UInt8]], size: Size, resizes: [Int: Size] = [:]) throws -> String {
        var lines = ["{\"version\": 2, \"width\": \(size.width), \"height\": \(size.height)}"]
        for (i, bytes) in frames.enumerated() {
            if let new = resizes[i] { lines.append("[\(Double(i) * 0.1), \"r\", \"\(new.width)x\(new.height)\"]") }
            let data = try JSONSerialization.data(withJSONObject: [Double(i) * 0.1, "o", String(decoding: bytes, as: UTF8.self)],
                                                  options: [.withoutEscapingSlashes])
            lines.append(String(decoding: data, as: UTF8.self))
        }
        let path = NSTemporaryDirectory() + "/scenery-roundtrip-\(UUID().uuidString).cast"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { if ProcessInfo.processInfo.environment["SCENERY_KEEP_CASTS"] == nil { try? FileManager.default.removeItem(atPath: path) } }
        let r = try runProgram("/usr/bin/env", ["python3", TestPaths.castToScreen, path])
        #expect(r.status == 0, "cast_to_screen.py failed (is pyte installed? pip install pyte): \(r.stderr)")
        return r.stdout
    }

    /// The rows where two screens differ, for a readable failure.
    func differences(_ a: String, _ b: String) -> String {
        let la = a.split(separator: "\n", omittingEmptySubsequences: false)
        let lb = b.split(separator: "\n", omittingEmptySubsequences: false)
        return (0..<max(la.count, lb.count)).compactMap { i -> String? in
            let x = i < la.count ? String(la[i]) : "<none>", y = i < lb.count ? String(lb[i]) : "<none>"
            return x == y ? nil : "row \(i):\n  emulator: \(x)\n  engine:   \(y)"
        }.joined(separator: "\n")
    }

    @Test("A known canvas with boxes, CJK and emoji comes back as the same text", arguments: [TerminalDrawing.ansi, .ncurses])
    func knownCanvas(drawing: TerminalDrawing) throws {
        let size = Size(width: 30, height: 6)
        var canvas = Canvas(size: size)
        canvas.drawBox(Rect(x: 0, y: 0, width: 30, height: 6), style: .rounded)
        canvas.drawText("Scenery 日本語", x: 2, y: 1, style: .bold)
        canvas.drawText("colour", x: 2, y: 2, style: Style(foreground: .red, background: .indexed(238)))
        canvas.drawText("emoji 📷 ok", x: 2, y: 3, style: .reverse)
        canvas.drawText("é and ß", x: 2, y: 4, style: Style(foreground: .rgb(255, 135, 0)))
        let screen = try HeadlessScreen(size: size, drawing: drawing)
        let bytes = screen.present(canvas)
        screen.close()
        #expect(!bytes.isEmpty)
        let shown = try trimmed(replay([bytes], size: size))
        #expect(shown == trimmed(canvas.plainText()), "\(differences(shown, trimmed(canvas.plainText())))")
    }

    @Test("Successive frames of the demo are minimal diffs that still replay to the engine's frame", arguments: [TerminalDrawing.ansi, .ncurses])
    func demoFrames(drawing: TerminalDrawing) throws {
        let size = Size(width: 100, height: 30)
        let sim = try DemoCatalog.makeSimulator(size: size)
        sim.handle(.resize(size))
        let screen = try HeadlessScreen(size: size, drawing: drawing)
        var frames = [screen.present(sim.frame(size: size))]
        for key in try KeyNotation.parse("<Down><Down><Down><Enter><S-Tab><Down>") {
            sim.handle(.key(key))
            frames.append(screen.present(sim.frame(size: size)))
        }
        #expect(frames[1].count < 300, "moving the highlight by one row should emit a few hundred bytes at most, got \(frames[1].count)")
        #expect(frames[1].count < frames[0].count / 10)
        let final = sim.frame(size: size).plainText()
        let shown = try trimmed(replay(frames, size: size))
        #expect(shown == trimmed(final), "\(differences(shown, trimmed(final)))")
        screen.close()
    }

    @Test("Frames compared through their damage, as the live front's are, replay to the engine's frame; counting the bytes counts what is written")
    func damagedFrames() throws {
        let size = Size(width: 120, height: 36)
        let sim = try DemoCatalog.makeSimulator(size: size)
        for app in ["Music", "Timer"] { sim.system.activateSceneSession(applicationName: app) }
        sim.drawsOnlyChangedWindows = true  // as the live terminal and tapes draw
        sim.handle(.resize(size))
        let screen = try HeadlessScreen(size: size, drawing: .ansi)
        var last = sim.frame(size: size)
        var frames = [screen.present(last)], throughDamage = 0
        // Music, in front of the cascade, switching tabs over the windows it covers (copied); then
        // the next window's separator steps, list moves and inspector, and Timer started.
        var copied = 0
        for key in try KeyNotation.parse("2<Down>1<Down><Down><C-w><Tab><Esc><C-r><Right><Right><Left><Tab><Right><Esc>"
                                         + "<Down><Down><Enter>i<Esc><Up><C-w><Tab><Esc><Space><Down>") {
            sim.handle(.key(key))
            let frame = sim.frame(size: size)
            if frame.tracksDamage(against: last) { throughDamage += 1 }
            copied += sim.desktop.windowsCopied
            frames.append(screen.present(frame))
            last = frame
        }
        #expect(throughDamage == frames.count - 1, "every frame after the first was compared through its damage")
        #expect(copied > 10, "windows under the one a key reached were copied: \(copied)")
        let shown = try trimmed(replay(frames, size: size))
        #expect(shown == trimmed(last.plainText()), "\(differences(shown, trimmed(last.plainText())))")
        // The count the benches take is the number of bytes `present` returns.
        sim.handle(.key(.ctrl("w")))  // window mode: the hint bar changes at least
        let frame = sim.frame(size: size)
        screen.close()
        let again = try HeadlessScreen(size: size, drawing: .ansi)
        _ = again.present(last)
        let counted = again.presentCountingBytes(frame)
        again.close()
        let other = try HeadlessScreen(size: size, drawing: .ansi)
        _ = other.present(last)
        #expect(counted > 0 && counted == other.present(frame).count)
        other.close()
    }

    @Test("Frames that shift wide glyphs, clusters, symbols and colours by a cell replay to the last frame", arguments: [TerminalDrawing.ansi, .ncurses])
    func shiftingFrames(drawing: TerminalDrawing) throws {
        // The painter sends plain narrow cells to ncurses in runs and everything else one cell at
        // a time; these frames put each kind next to the other and move them, so a run that
        // swallowed a wide glyph or lost its column would show as a wrong row.
        let size = Size(width: 40, height: 8)
        let pieces = ["plain", "日本", "📷", "e\u{301}", "·", "┃", "─", "›", "Ωλ", "★", "x"]
        let styles = [Style.plain, .bold, Style(foreground: .blue), Style(background: .indexed(238)), .reverse]
        var seed: UInt64 = 0x5CE9E
        func next(_ n: Int) -> Int {  // a fixed LCG: the same frames every run
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % n
        }
        let screen = try HeadlessScreen(size: size, drawing: drawing)
        defer { screen.close() }
        var frames: [[UInt8]] = []
        for frame in 0..<60 {
            var canvas = Canvas(size: size)
            for y in 0..<size.height {
                var x = (frame + y) % 3
                while x < size.width {
                    x += canvas.drawText(pieces[next(pieces.count)], x: x, y: y, style: styles[next(styles.count)]) + next(2)
                }
            }
            frames.append(screen.present(canvas))
            if frame % 20 == 19 {  // a wrong cell could be painted over later: look on the way too
                let shown = try trimmed(replay(frames, size: size))
                #expect(shown == trimmed(canvas.plainText()), "frame \(frame): \(differences(shown, trimmed(canvas.plainText())))")
            }
        }
    }

    @Test("A resize repaints at the new size, and frames after it are diffs that replay", arguments: [TerminalDrawing.ansi, .ncurses])
    func resize(drawing: TerminalDrawing) throws {
        let big = Size(width: 100, height: 30), small = Size(width: 90, height: 25)
        let sim = try DemoCatalog.makeSimulator(size: big)
        sim.handle(.resize(big))
        let screen = try HeadlessScreen(size: big, drawing: drawing)
        defer { screen.close() }
        var frames = [screen.present(sim.frame(size: big))]
        sim.handle(.resize(small))
        frames.append(screen.present(sim.frame(size: small)))
        sim.handle(.key(KeyEvent(.down)))
        frames.append(screen.present(sim.frame(size: small)))
        #expect(frames[1].count > 1000, "a resize draws the whole frame")
        #expect(frames[2].count < 400, "the frame after it is a diff, got \(frames[2].count) bytes")
        let final = sim.frame(size: small).plainText()
        let shown = try trimmed(replay(frames, size: big, resizes: [1: small]))
        #expect(shown == trimmed(final), "\(differences(shown, trimmed(final)))")
    }

    @Test("Terminals whose terminfo speaks ANSI get ANSI frames; others get ncurses' updates")
    func drawingChoice() throws {
        for (term, expected) in [("xterm-256color", TerminalDrawing.ansi), ("screen", .ansi), ("linux", .ansi), ("vt100", .ncurses)] {
            let screen = try HeadlessScreen(size: Size(width: 20, height: 5), term: term)
            #expect(screen.drawing == expected, "TERM=\(term)")
            screen.close()
        }
        let asked = try HeadlessScreen(size: Size(width: 20, height: 5), drawing: .ncurses)
        #expect(asked.drawing == .ncurses)
        asked.close()
    }

    @Test("An unknown terminal type is a clear error")
    func unknownTerm() {
        #expect(throws: HeadlessScreen.Failure.self) { try HeadlessScreen(size: Size(width: 10, height: 5), term: "no-such-terminal-xyz") }
    }
}

/// The deprecated bridge still answers as before (its deprecation warnings are expected here).
@Suite("ncurses key codes")
struct CursesKeysTests {
    @Test("Plain, shifted and extended key codes")
    func codes() {
        #expect(CursesKeys.event(code: 0o403, name: nil) == .key(KeyEvent(.up)))            // KEY_UP
        #expect(CursesKeys.event(code: 0o541, name: nil) == .key(KeyEvent(.tab, .shift)))   // KEY_BTAB
        #expect(CursesKeys.event(code: 0o611, name: nil) == .key(KeyEvent(.left, .shift)))  // KEY_SLEFT
        #expect(CursesKeys.event(code: 0o410 + 12, name: nil) == .key(KeyEvent(.function(12))))
        #expect(CursesKeys.event(code: 0o410 + 13, name: nil) == .key(KeyEvent(.function(1), .shift)))
        #expect(CursesKeys.event(code: 0o410 + 25, name: nil) == .key(KeyEvent(.function(1), .control)))
        #expect(CursesKeys.event(code: 600, name: "kLFT5") == .key(KeyEvent(.left, .control)))
        #expect(CursesKeys.event(code: 601, name: "kRIT3") == .key(KeyEvent(.right, .alt)))
        #expect(CursesKeys.event(code: 602, name: "kUP6") == .key(KeyEvent(.up, [.control, .shift])))
        #expect(CursesKeys.event(code: 603, name: "kxOUT") == nil)
    }
}

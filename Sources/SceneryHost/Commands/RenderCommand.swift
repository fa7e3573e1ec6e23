import ArgumentParser
import CursesFront
import Foundation
import SceneryEvents
import Pictures
import Tapes
import TerminalCanvas

struct RenderCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract: "Turn an asciicast into pictures: an animated GIF, SVG or HTML player, a PNG of the last frame, PNG or text frames.",
            discussion: """
                Any asciicast v2 or v3 — Scenery's or another program's — is replayed through a terminal \
                emulation into frames of cells, then drawn as record draws tapes (docs/pictures.md). \
                Times for --from and --to are on the played timeline (after --speed and --idle-limit).
                """
        )
    }

    @Argument(help: "The .cast file (asciicast v2 or v3).")
    var cast: String?

    @Option(name: [.short, .long], help: ArgumentHelp("A picture to write (.gif, .svg, .png, .mp4, .webm, .html, .txt, a folder/ of PNG frames, or folder/*.txt of text frames); repeatable.",
                                                        valueName: "file"))
    var output: [String] = []

    // `.unconditional` so that `--cols -5` reaches validate() and is called out of range,
    // rather than read as an unknown option "-5" and reported as a missing value.
    @Option(name: .long, parsing: .unconditional, help: "Start at this many seconds.") var from: Double?
    @Option(name: .long, parsing: .unconditional, help: "End at this many seconds.") var to: Double?
    @Option(name: .long, parsing: .unconditional, help: "Playback speed (2 is twice as fast).") var speed: Double = 1
    @Option(name: .customLong("idle-limit"), parsing: .unconditional, help: "Longest pause in seconds (default: the recording's idle_time_limit).")
    var idleLimit: Double?
    @Option(name: .long, parsing: .unconditional, help: "At most this many frames a second (changes in between are merged).") var fps: Double = 30
    @Option(name: .long, help: "A theme name (see --list-themes) or a JSON theme file.") var theme: String?
    @Option(name: .customLong("font-size"), parsing: .unconditional, help: "Font size in pixels (16: 9×19 px cells, from the font's metrics).") var fontSize: Int = 16
    @Option(name: .long, parsing: .unconditional, help: "Crop to this many columns from the left.") var cols: Int?
    @Option(name: .long, parsing: .unconditional, help: "Crop to this many rows from the top.") var rows: Int?
    @Flag(name: .customLong("follow-size"), help: "SVG: draw each frame at its own size, not inside the largest.")
    var followSize = false
    @Flag(name: .customLong("list-themes"), help: "List the picture themes and exit.") var listThemes = false

    func validate() throws {
        guard speed > 0, speed.isFinite else { throw ValidationError("--speed \(speed) is out of range: it must be more than 0, for example 2") }
        guard fps > 0, fps <= 1000 else { throw ValidationError("--fps \(fps) is out of range: 1 to 1000 frames a second, for example 30") }
        guard RecordingLimits.fontSizes.contains(fontSize) else {
            throw ValidationError("--font-size \(fontSize) is out of range: \(RecordingLimits.fontSizes.lowerBound) to \(RecordingLimits.fontSizes.upperBound) pixels")
        }
        let largest = RecordingLimits.largestTerminal
        if let cols, !(1...largest.width).contains(cols) { throw ValidationError("--cols \(cols) is out of range: 1 to \(largest.width) columns") }
        if let rows, !(1...largest.height).contains(rows) { throw ValidationError("--rows \(rows) is out of range: 1 to \(largest.height) rows") }
        if let from, !(from >= 0 && from.isFinite) { throw ValidationError("--from \(from) is out of range: a time in seconds, 0 or more") }
        if let to, !(to >= 0 && to.isFinite) { throw ValidationError("--to \(to) is out of range: a time in seconds, 0 or more") }
        if let from, let to, to <= from { throw ValidationError("--to \(to) must come after --from \(from): nothing would be rendered") }
        if let idleLimit, !(idleLimit > 0) { throw ValidationError("--idle-limit \(idleLimit) is out of range: more than 0 seconds") }
        if !listThemes {
            guard cast != nil else { throw ValidationError("give a .cast file to render (or --list-themes)") }
            guard !output.isEmpty else { throw ValidationError("give at least one output with -o, for example -o demo.gif") }
        }
    }

    func run() throws {
        InterruptCleanup.shared.install(program: App.identifier)
        if listThemes {
            for t in PictureTheme.builtIn { print("\(t.name)\tbackground \(t.background.hex)\tforeground \(t.foreground.hex)") }
            return
        }
        guard let cast else { return }
        let file: CastFile
        do { file = try CastFile(contentsOf: cast) } catch { throw App.fail("\(error)") }
        var options = PictureOptions()
        options.fontSize = fontSize
        options.followsSize = followSize
        // The cast's own colours, unless --theme names others.
        if let castTheme = file.theme { options.theme = castTheme }
        if let theme {
            if let t = PictureTheme.named(theme) {
                options.theme = t
            } else if let data = FileManager.default.contents(atPath: theme), let t = PictureTheme.json(String(decoding: data, as: UTF8.self)) {
                options.theme = t
            } else if let vhsName = PictureTheme.formerNames[theme], let t = PictureTheme.named(vhsName) {
                options.theme = t
                FileHandle.standardError.write(Data("scenery: --theme \(theme) is Scenery 0.2's name; VHS calls it \"\(vhsName)\" (drawn as that)\n".utf8))
            } else {
                throw App.fail("--theme: " + PictureTheme.notFoundMessage(theme) + " (or give a JSON theme file)")
            }
        }
        for path in output where TapeSupport.kind(of: path) == .unsupported || TapeSupport.kind(of: path) == .cast {
            throw App.fail("-o \(path): render writes .gif, .svg, .png, .mp4, .webm, .html, .txt, a folder/ of PNG frames or folder/*.txt of text frames")
        }
        let times = file.schedule(speed: speed, idleLimit: idleLimit ?? file.idleTimeLimit)
        var size = Size(width: file.width, height: file.height)
        var largest = size
        for s in file.events.compactMap(\.size) { largest = Size(width: max(largest.width, s.width), height: max(largest.height, s.height)) }
        let crop = { (s: Size) in Size(width: min(s.width, cols ?? s.width), height: min(s.height, rows ?? s.height)) }
        // A raster picture too large to draw is refused before the terminal is emulated (its cells
        // alone can take tens of megabytes).
        if output.contains(where: { [.png, .gif, .video].contains(TapeSupport.kind(of: $0)) }) {
            do { _ = try options.checkedPixelSize(for: crop(largest)) } catch { throw App.fail("\(error); nothing was written") }
        }
        let files: RecordingFiles
        do { files = try RecordingFiles(outputs: output, pictureOptions: options, largestSize: crop(largest)) } catch { throw App.fail("\(error)") }
        var emulator = TerminalEmulator(size: size)
        let start = from ?? 0, end = to ?? (times.last ?? 0)
        let progress = Progress(total: file.events.count)
        var lastShown = -Double.infinity, pending: (Double, Canvas)?
        do {
            func show(_ frame: (Double, Canvas)) throws {
                try files.frameShown(at: max(0, frame.0 - start), frame.1)
                try files.frame { frame.1.plainText() }
                lastShown = frame.0
            }
            // A program that leaves the alternate screen as its last act (every Scenery cast does)
            // hands the shell's screen back; the picture keeps the last screen it drew.
            let lastOutput = file.events.lastIndex { $0.code == "o" }
            for (i, e) in file.events.enumerated() {
                progress.step(i)
                let t = times[i]
                if t > end { break }
                if i == lastOutput, ["\u{1b}[?1049l", "\u{1b}[?1047l", "\u{1b}[?47l"].contains(where: e.data.contains) { continue }
                // With --from, the screen as it stood at `start` opens the picture and holds until
                // the first change after it, as the recording showed it.
                if t >= start && start > 0 && pending == nil && lastShown == -Double.infinity {
                    pending = (start, emulator.screen.cropped(to: crop(size)))
                }
                switch e.code {
                case "o": emulator.feed(e.data)
                case "r": if let s = e.size { emulator.resize(to: s); size = s }
                case "i":
                    // What was typed, captioned in a player page: `<C-r>`, `hello`.
                    let keys = KeyDecoder.decode(e.data).compactMap { if case .key(let k) = $0 { KeyNotation.describe(k) } else { nil } }
                    if t >= start, !keys.isEmpty { files.inputShown(at: t - start, keys.joined()) }
                    continue
                default: continue
                }
                guard t >= start else { continue }
                let frame = (t, emulator.screen.cropped(to: crop(size)))
                // Frames closer than 1/fps are merged: the later one is shown from the earlier time.
                if let p = pending, t - p.0 < 1 / fps { pending = (p.0, frame.1); continue }
                if let p = pending { try show(p) }
                pending = frame
            }
            if let p = pending { try show(p) }
            if lastShown == -Double.infinity { try show((start, emulator.screen.cropped(to: crop(size)))) }
            progress.finish()
            let written = try files.commit(duration: max(0, end - start))
            if let warning = files.missingGlyphsWarning { StandardError.write("\(App.identifier): warning: \(warning)\n") }
            print("rendered \(cast) (\(String(format: "%.1f", max(0, end - start))) s) → " + written.joined(separator: ", "))
        } catch {
            files.discard()
            progress.finish()
            throw App.fail("\(error); nothing was written")
        }
    }

    /// A progress bar on standard error when it is a terminal and the render is long.
    final class Progress {
        let total: Int
        let shows: Bool
        var shown = -1
        init(total: Int) {
            self.total = total
            shows = isatty(STDERR_FILENO) == 1 && total > 2000
        }
        func step(_ i: Int) {
            guard shows else { return }
            let percent = total > 0 ? i * 100 / total : 100
            guard percent / 5 != shown / 5 else { return }
            shown = percent
            let filled = percent / 5
            StandardError.write("\rrendering ▕\(String(repeating: "█", count: filled))\(String(repeating: " ", count: 20 - filled))▏ \(percent)%")
        }
        func finish() { if shows && shown >= 0 { StandardError.write("\r\u{1b}[K") } }
    }
}

import Foundation
import Pictures
import SceneryEvents
import Tapes
import TerminalCanvas

/// A run's outputs — `.cast`, `.txt`, `frames/*.txt`, and the pictures `.svg`, `.png`, `.gif`,
/// `.mp4`, `.webm`, `frames/` — streamed or built as the tape (or `render`) runs, into temporary files
/// beside them. `commit()` moves them into place once the run succeeded; `discard()` removes
/// them, so a failing `Expect`, a full disk or a signal leaves the previous outputs untouched.
final class RecordingFiles: TapeOutputStream {
    private struct Stream { let handle: FileHandle; let temp: String; let final: String }
    private var casts: [Stream] = []
    private var texts: [Stream] = []
    /// Frame folders: the temporary folder and the one named in the tape.
    private var folders: [(temp: String, final: String)] = []
    private var frames = 0
    /// SVG outputs: each writer collects the frames (its rows deduplicated) until the end.
    private var pictures: [(path: String, writer: SVGWriter)] = []
    /// Player pages: each writer collects the frames and captions until the end.
    private var players: [(path: String, writer: HTMLPlayerWriter)] = []
    private var duration = 0.0
    /// Raster outputs: the picture every frame is drawn into, the GIFs and where they go, the PNGs.
    private var raster: RasterImage?
    private var gifs: [(writer: GIFWriter, temp: String, final: String)] = []
    private var videos: [(writer: VideoWriter, temp: String, final: String)] = []
    private var pngs: [String] = []
    private var pngFolders: [PNGFrameFolder] = []
    /// With `LoopOffset`, the frames GIFs, videos and PNG frames show, kept until the end, when
    /// the recording's length says where they start (nil without one).
    private var heldFrames: [(time: Double, value: Canvas)]?
    private var lastFrame: Canvas?

    let pictureOptions: PictureOptions

    /// One line naming the characters no font had (blank in the GIF and video), or nil.
    var missingGlyphsWarning: String? {
        guard let missing = raster?.missingCharacters, !missing.isEmpty else { return nil }
        let named = missing.sorted { $0.value < $1.value }.prefix(12)
            .map { "\(String(Character($0))) U+\(String($0.value, radix: 16, uppercase: true))" }
        return "no font has \(named.joined(separator: ", "))\(missing.count > 12 ? " and \(missing.count - 12) more" : ""): "
            + "their cells are blank in the pictures; install a font that has them (fc-list ':charset=HEX' finds one)"
    }
    /// The largest terminal the recording shows: raster pictures are that big.
    let largestSize: Size

    init(outputs: [String], pictureOptions: PictureOptions = PictureOptions(), largestSize: Size) throws {
        self.pictureOptions = pictureOptions
        self.largestSize = largestSize
        let tag = Self.temporaryTag
        do {
            for output in outputs {
                switch TapeSupport.kind(of: output) {
                case .cast, .text:
                    let temp = Self.temporaryPath(for: output)
                    // Private while it is written (a half-made recording is nobody else's business);
                    // given the ordinary mode when it is moved into place.
                    unlink(temp)
                    let fd = FileFaults.open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                    guard fd >= 0 else {
                        throw CLIError("\(output): cannot create a file beside it (\(String(cString: strerror(errno))))")
                    }
                    InterruptCleanup.shared.add(file: temp)
                    let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
                    let stream = Stream(handle: handle, temp: temp, final: output)
                    if TapeSupport.kind(of: output) == .cast { casts.append(stream) } else { texts.append(stream) }
                case .frames, .pngFrames:
                    let folder = TapeSupport.folderPath(of: output)!
                    let temp = String(folder.dropLast()) + tag + "/"
                    InterruptCleanup.shared.add(folder: temp)
                    try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                    folders.append((temp, folder))
                    if TapeSupport.kind(of: output) == .pngFrames {
                        pngFolders.append(try PNGFrameFolder(temp: temp, final: folder, cells: largestSize, options: pictureOptions))
                    } else { textFolders.append(temp) }
                case .svg:
                    pictures.append((output, SVGWriter(options: pictureOptions)))
                case .html:
                    let title = URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent
                    players.append((output, HTMLPlayerWriter(options: pictureOptions, title: title)))
                case .png:
                    pngs.append(output)
                case .gif:
                    if raster == nil { raster = try RasterImage(cells: largestSize, options: pictureOptions, coverageLevels: 8) }
                    let temp = Self.temporaryPath(for: output)
                    InterruptCleanup.shared.add(file: temp)
                    do { gifs.append((try GIFWriter(path: temp, width: raster!.width, height: raster!.height), temp, output)) } catch {
                        // Named as the user wrote it, not by the temporary file beside it.
                        throw CLIError("\(output): cannot write a GIF there (\(String(cString: strerror(errno))))")
                    }
                case .video:
                    if raster == nil { raster = try RasterImage(cells: largestSize, options: pictureOptions, coverageLevels: 8) }
                    // ffmpeg picks the container by the extension, so the temporary name keeps it last.
                    let url = URL(fileURLWithPath: output)
                    let temp = url.deletingLastPathComponent().appendingPathComponent(
                        "." + url.deletingPathExtension().lastPathComponent + tag + "." + url.pathExtension).path
                    InterruptCleanup.shared.add(file: temp)
                    let writer = try VideoWriter(path: temp, width: raster!.width, height: raster!.height, name: output)
                    InterruptCleanup.shared.add(process: writer.processIdentifier)
                    videos.append((writer, temp, output))
                case .unsupported:
                    continue
                }
            }
            if pictureOptions.loopOffset != 0 && (raster != nil || !pngFolders.isEmpty) { heldFrames = [] }
        } catch {
            discard()
            throw error
        }
    }

    func cast(_ chunk: String) throws {
        let data = Data(chunk.utf8)
        for s in casts { try write(data, to: s) }
    }

    func frame(_ makeText: () -> String) throws {
        frames += 1
        guard !texts.isEmpty || !textFolders.isEmpty else { return }
        let text = makeText()
        let entry = Data((text + "\n" + String(repeating: "─", count: 80) + "\n").utf8)
        for s in texts { try write(entry, to: s) }
        let name = String(repeating: "0", count: max(0, 4 - String(frames).count)) + String(frames) + ".txt"
        for folder in textFolders {
            do { try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: folder + name)) } catch {
                throw CLIError("\(folder)\(name): \(error.localizedDescription)")
            }
        }
    }

    /// A frame the recording shows from `time` on: the pictures take it, on their own clock
    /// (`PlaybackSpeed`), GIFs and videos at most `Framerate` frames a second.
    func frameShown(at recordingTime: Double, _ canvas: Canvas) throws {
        let time = recordingTime / pictureOptions.playbackSpeed
        duration = max(duration, time)
        lastFrame = canvas
        for i in pictures.indices { pictures[i].writer.add(canvas, at: time) }
        for i in players.indices { players[i].writer.add(canvas, at: time) }
        if heldFrames != nil { heldFrames!.append((time, canvas)); return }
        try showMoving(canvas, at: time)
    }

    /// A key, typing or click from `recordingTime` on, captioned in the player pages.
    func inputShown(at recordingTime: Double, _ text: String) {
        for i in players.indices { players[i].writer.caption(text, at: recordingTime / pictureOptions.playbackSpeed) }
    }

    /// The temporary folders of `frames/*.txt` outputs.
    private var textFolders: [String] = []

    /// A frame for the moving pictures — GIFs, videos, PNG frames — in the order they show it.
    private func showMoving(_ canvas: Canvas, at time: Double) throws {
        for f in pngFolders { try f.add(canvas, at: time) }
        guard raster != nil else { return }
        guard let fps = pictureOptions.framerate else { return try drawRaster(canvas, at: time) }
        // Frames closer than 1/fps are merged: the later one is shown from the earlier time.
        if let p = pendingRaster, time - p.time < 1 / fps { pendingRaster = (p.time, canvas); return }
        if let p = pendingRaster { try drawRaster(p.canvas, at: p.time) }
        pendingRaster = (time, canvas)
    }

    /// A frame waiting for the framerate's interval to pass.
    private var pendingRaster: (time: Double, canvas: Canvas)?

    private func drawRaster(_ canvas: Canvas, at time: Double) throws {
        guard let raster else { return }
        let first = !hasDrawnRaster
        raster.draw(canvas)
        hasDrawnRaster = true
        guard let change = first ? (0, 0, raster.width, raster.height) : raster.lastChange else { return }
        for g in gifs { try g.writer.add(raster, rect: change, at: time) }
        for v in videos { try v.writer.add(raster, at: time) }
    }

    private var hasDrawnRaster = false

    private func write(_ data: Data, to s: Stream) throws {
        if let e = FileFaults.injected(.write) { throw CLIError("\(s.final): cannot write (\(String(cString: strerror(e))))") }
        do { try s.handle.write(contentsOf: data) } catch {
            throw CLIError("\(s.final): cannot write (\(error.localizedDescription))")
        }
    }

    /// Finishes every output into its temporary file — the encoders first — and only then
    /// moves them all into place, so a failure (ffmpeg refusing, a full disk) leaves no output
    /// half-replaced. Returns their names. `duration` is the recording's length.
    func commit(duration: Double) throws -> [String] {
        let length = max(self.duration, duration / pictureOptions.playbackSpeed)
        if let held = heldFrames {
            heldFrames = nil
            for f in LoopOffset.rotated(held, duration: length, percent: pictureOptions.loopOffset) { try showMoving(f.value, at: f.time) }
        }
        if let p = pendingRaster { try drawRaster(p.canvas, at: p.time); pendingRaster = nil }
        for f in pngFolders { try f.finish(duration: length) }
        // The stills first: they are made here while the GIFs' last frames compress on the workers.
        var stills: [(Data, String)] = []
        if !pngs.isEmpty, let lastFrame {
            let png = try Self.png(of: lastFrame, options: pictureOptions)
            stills += pngs.map { (png, $0) }
        }
        stills += pictures.map { (Data($0.writer.finish(duration: length).utf8), $0.path) }
        stills += players.map { (Data($0.writer.finish(duration: length).utf8), $0.path) }
        var moves: [(temp: String, final: String)] = []
        for g in gifs {
            try g.writer.finish(duration: length)
            // The GIF is created private (0600) while written; a picture is as readable as the other outputs.
            Self.giveOrdinaryMode(g.temp)
            moves.append((g.temp, g.final))
        }
        for v in videos {
            try v.writer.finish(duration: length)
            InterruptCleanup.shared.remove(process: v.writer.processIdentifier)
            Self.giveOrdinaryMode(v.temp)
            moves.append((v.temp, v.final))
        }
        for (data, path) in stills {
            let temp = Self.temporaryPath(for: path)
            InterruptCleanup.shared.add(file: temp)
            if let e = FileFaults.injected(.write) { throw CLIError("\(path): cannot write (\(String(cString: strerror(e))))") }
            do { try data.write(to: URL(fileURLWithPath: temp)) } catch {
                throw CLIError("\(path): cannot write (\(error.localizedDescription))")
            }
            Self.giveOrdinaryMode(temp)
            moves.append((temp, path))
            stillTemps.append(temp)
        }
        for s in casts + texts {
            if let e = FileFaults.injected(.fsync) { throw CLIError("\(s.final): cannot write (\(String(cString: strerror(e))))") }
            do { try s.handle.synchronize() } catch { throw CLIError("\(s.final): cannot write (\(error.localizedDescription))") }
            try? s.handle.close()
            Self.giveOrdinaryMode(s.temp)
            moves.append((s.temp, s.final))
        }
        // Everything is made: now into place, all or none — an output already there is first
        // renamed aside, and put back (with every output moved before it) if a rename fails.
        var written: [String] = [], placed: [(final: String, aside: String?)] = []
        func putBack() {
            for p in placed.reversed() {
                if let aside = p.aside { rename(aside, p.final) } else { unlink(p.final) }
            }
        }
        for m in moves {
            var st = stat()
            let aside: String? = lstat(m.final, &st) != 0 ? nil : Self.temporaryPath(for: m.final) + ".old"
            if let aside, FileFaults.rename(m.final, aside) != 0 {
                let code = errno
                putBack()
                throw CLIError("\(m.final): cannot write (\(String(cString: strerror(code))))")
            }
            guard FileFaults.rename(m.temp, m.final) == 0 else {
                let code = errno
                if let aside { rename(aside, m.final) }
                putBack()
                throw CLIError("\(m.final): cannot write (\(String(cString: strerror(code))))")
            }
            placed.append((m.final, aside))
            InterruptCleanup.shared.remove(file: m.temp)
            written.append(m.final)
        }
        for p in placed { if let aside = p.aside { unlink(aside) } }
        for folder in folders {
            try FileManager.default.createDirectory(atPath: folder.final, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.temp).sorted() {
                Self.giveOrdinaryMode(folder.temp + name)
                guard rename(folder.temp + name, folder.final + name) == 0 else {
                    throw CLIError("\(folder.final)\(name): cannot write (\(String(cString: strerror(errno))))")
                }
            }
            try? FileManager.default.removeItem(atPath: folder.temp)
            InterruptCleanup.shared.remove(folder: folder.temp)
            written.append(folder.final)
        }
        gifs = []; videos = []; pictures = []; players = []; stillTemps = []
        casts = []; texts = []; folders = []; pngFolders = []; textFolders = []
        return written
    }

    /// This run's mark on its temporary files: `.NAME.scenery-PID.tmp` beside each output.
    static var temporaryTag: String { ".scenery-\(getpid()).tmp" }

    /// Where `output` is written until the run succeeds: hidden, beside it, marked with this run.
    static func temporaryPath(for output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + temporaryTag).path
    }

    /// PNG and SVG outputs written to their temporary names by `commit`, removed if it fails.
    private var stillTemps: [String] = []

    /// The mode a new file gets from the umask (0644 usually): outputs are the user's to share.
    static func giveOrdinaryMode(_ path: String) {
        let mask = umask(0)
        umask(mask)
        chmod(path, 0o666 & ~mask)
    }

    /// Removes everything written so far.
    func discard() {
        for s in casts + texts {
            try? s.handle.close()
            unlink(s.temp)
            InterruptCleanup.shared.remove(file: s.temp)
        }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder.temp); InterruptCleanup.shared.remove(folder: folder.temp) }
        for g in gifs { try? g.writer.finish(duration: 0); unlink(g.temp); InterruptCleanup.shared.remove(file: g.temp) }
        for v in videos {
            try? v.writer.finish(duration: 0); unlink(v.temp)
            InterruptCleanup.shared.remove(file: v.temp); InterruptCleanup.shared.remove(process: v.writer.processIdentifier)
        }
        for temp in stillTemps { unlink(temp); InterruptCleanup.shared.remove(file: temp) }
        casts = []; texts = []; folders = []; gifs = []; videos = []; stillTemps = []; pngFolders = []; textFolders = []
    }

    /// One frame as a PNG, at its own size.
    static func png(of canvas: Canvas, options: PictureOptions) throws -> Data {
        let image = try RasterImage(cells: canvas.size, options: options)
        image.draw(canvas)
        return try PNGWriter.encode(width: image.width, height: image.height, rgb: image.pixels)
    }
}

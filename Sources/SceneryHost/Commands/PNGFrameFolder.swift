import Foundation
import Pictures
import SceneryEvents
import TerminalCanvas

/// `Output frames/`: the picture as it stands every 1/`Framerate` of a second (VHS's 50 unless
/// the tape sets one), one PNG a frame named as VHS names its frames — `frame-text-00001.png`,
/// `frame-text-00002.png`… — so a folder made by either feeds the same `ffmpeg -framerate 50 -i
/// frame-text-%05d.png`. A frame that repeats the one before is a hard link to its file, so a
/// still stretch costs no encoding and no disk. Written into a temporary folder beside it.
final class PNGFrameFolder {
    let temp: String, final: String
    private let image: RasterImage
    private let interval: Double
    /// The number of the next frame to write (VHS counts from 1).
    private var number = 1
    /// The frame on screen now, and the file it was last written to (while it stays on screen).
    private var shown: Canvas?
    private var shownFile: String?

    init(temp: String, final: String, cells: Size, options: PictureOptions) throws {
        self.temp = temp
        self.final = final
        interval = 1 / (options.framerate ?? 50)
        image = try RasterImage(cells: cells, options: options)
    }

    /// `canvas` is shown from `time` on: every frame slot before `time` shows the one before it.
    func add(_ canvas: Canvas, at time: Double) throws {
        if let shown { try fill(until: time, with: shown) }
        shown = canvas
        shownFile = nil
    }

    /// Writes the slots up to `duration` (at least one for the last frame shown).
    func finish(duration: Double) throws {
        guard let shown else { return }
        try fill(until: max(duration, Double(number - 1) * interval + interval / 2), with: shown)
    }

    private func fill(until end: Double, with canvas: Canvas) throws {
        // A slot at time t shows what is on screen at t: the frame that started at or before it.
        while Double(number - 1) * interval < end - 1e-9 {
            let path = temp + "frame-text-" + String(repeating: "0", count: max(0, 5 - String(number).count)) + String(number) + ".png"
            if let shownFile {
                guard link(shownFile, path) == 0 else { throw CLIError("\(final): cannot write a frame (\(String(cString: strerror(errno))))") }
            } else {
                image.draw(canvas)
                let png = try PNGWriter.encode(width: image.width, height: image.height, rgb: image.pixels)
                if let e = FileFaults.injected(.write) { throw CLIError("\(final): cannot write a frame (\(String(cString: strerror(e))))") }
                do { try png.write(to: URL(fileURLWithPath: path)) } catch {
                    throw CLIError("\(final): cannot write a frame (\(error.localizedDescription))")
                }
                shownFile = path
            }
            number += 1
        }
    }
}

import Foundation

/// MP4 (H.264) and WebM (VP9) by piping raw frames into `ffmpeg` at a constant frame rate:
/// each picture is repeated for as many frames as it shows. Frames go as YUV 4:2:0, converted
/// here once per picture (BT.601, limited range, as ffmpeg's own conversion), so ffmpeg neither
/// converts each repeat nor reads twice the bytes. Without ffmpeg, one line says how to install it.
public final class VideoWriter {
    private let process = Process()
    private let input = Pipe()
    private let width: Int, height: Int
    private let fps: Double
    private var written = 0
    private var last: Data?
    private var lastTime = 0.0

    /// `ffmpeg` on `PATH`, or nil.
    public static var ffmpeg: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts ffmpeg writing `path` (its extension chooses the codec) for pictures of
    /// `width`×`height` (made even, as the codecs need).
    /// `name` is the output as the user named it, for messages (`path` may be a temporary file).
    public init(path: String, width: Int, height: Int, fps: Double = 30, name: String? = nil) throws {
        guard let ffmpeg = Self.ffmpeg else {
            throw PictureError("\(name ?? path): video needs ffmpeg, which is not installed; install it with: apt-get install ffmpeg")
        }
        self.width = width + width % 2
        self.height = height + height % 2
        self.fps = fps
        let webm = path.lowercased().hasSuffix(".webm")
        // VP9 at its realtime deadline with row threads, H.264 at its fastest preset: a terminal's
        // frames are flat colour and mostly repeats, which both encode well at these settings.
        let codec = webm ? ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1"]
            : ["-c:v", "libx264", "-preset", "ultrafast", "-crf", "20", "-tune", "animation"]
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "yuv420p",
                             "-s", "\(self.width)x\(self.height)", "-r", "\(fps)", "-i", "-"]
            + codec + ["-pix_fmt", "yuv420p", "-threads", "0", "-fflags", "+bitexact", "-flags:v", "+bitexact", path]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        stderr = errors
        try process.run()
    }

    private let stderr: Pipe

    /// The encoder's process id, so that an interrupted run can end it.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Adds the picture shown from `time` on.
    public func add(_ image: RasterImage, at time: Double) throws {
        try emit(until: time)
        last = Self.yuv420(image, width: width, height: height)
        lastTime = time
    }

    /// The picture as planar YUV 4:2:0 of `width`×`height` (even; the picture's last row and
    /// column repeat into the padding), BT.601 limited range in integers, chroma the mean of
    /// each 2×2 block.
    static func yuv420(_ image: RasterImage, width: Int, height: Int) -> Data {
        let cw = width / 2, ch = height / 2
        var out = Data(count: width * height + 2 * cw * ch)
        image.pixels.withUnsafeBufferPointer { rgb in
            out.withUnsafeMutableBytes { raw in
                let y = raw.bindMemory(to: UInt8.self)
                let iw = image.width, ih = image.height
                @inline(__always) func at(_ x: Int, _ row: Int) -> Int { (min(row, ih - 1) * iw + min(x, iw - 1)) * 3 }
                for row in 0..<height {
                    var o = row * width
                    for x in 0..<width {
                        let i = at(x, row)
                        let r = Int(rgb[i]), g = Int(rgb[i + 1]), b = Int(rgb[i + 2])
                        y[o] = UInt8((66 * r + 129 * g + 25 * b + 128) >> 8 + 16)
                        o += 1
                    }
                }
                let u = width * height, v = u + cw * ch
                for row in 0..<ch {
                    for x in 0..<cw {
                        var r = 0, g = 0, b = 0
                        for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                            let i = at(2 * x + dx, 2 * row + dy)
                            r += Int(rgb[i]); g += Int(rgb[i + 1]); b += Int(rgb[i + 2])
                        }
                        r = (r + 2) >> 2; g = (g + 2) >> 2; b = (b + 2) >> 2
                        y[u + row * cw + x] = UInt8((-38 * r - 74 * g + 112 * b + 128) >> 8 + 128)
                        y[v + row * cw + x] = UInt8((112 * r - 94 * g - 18 * b + 128) >> 8 + 128)
                    }
                }
            }
        }
        return out
    }

    /// Repeats the last picture for the frames before `time`.
    private func emit(until time: Double) throws {
        guard let data = last else { return }
        let target = Int((time * fps).rounded())
        while written < target {
            do { try input.fileHandleForWriting.write(contentsOf: data) } catch {
                throw PictureError("ffmpeg stopped taking frames: " + String(decoding: stderr.fileHandleForReading.availableData, as: UTF8.self))
            }
            written += 1
        }
    }

    /// Writes the last picture until `duration` and waits for ffmpeg.
    public func finish(duration: Double) throws {
        try emit(until: max(duration, lastTime + 1 / fps))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw PictureError("ffmpeg failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
    }
}

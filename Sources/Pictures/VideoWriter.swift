import Foundation

/// MP4 (H.264) and WebM (VP9) by piping raw RGB frames into `ffmpeg` at a constant frame rate:
/// each picture is repeated for as many frames as it shows. Without ffmpeg, one line says how
/// to install it.
public final class VideoWriter {
    private let process = Process()
    private let input = Pipe()
    private let width: Int, height: Int
    private let fps: Double
    private var written = 0
    private var last: [UInt8]?
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
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24",
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
        var frame = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<image.height {
            let row = image.pixels[(y * image.width * 3)..<((y + 1) * image.width * 3)]
            frame.replaceSubrange((y * width * 3)..<(y * width * 3 + image.width * 3), with: row)
        }
        last = frame
        lastTime = time
    }

    /// Repeats the last picture for the frames before `time`.
    private func emit(until time: Double) throws {
        guard let last else { return }
        let target = Int((time * fps).rounded())
        let data = Data(last)
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

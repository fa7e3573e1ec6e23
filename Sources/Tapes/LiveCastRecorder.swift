import SceneryEvents
import Foundation
import SceneryKit
import TerminalCanvas

/// Writes a live session as asciicast v2 while it happens (`scenery run --record`): each frame
/// is one `"o"` event (the changed cells, by `AnsiFrameEncoder`) written with one `write(2)`,
/// so a crash keeps everything up to the last frame.
public final class LiveCastRecorder: TerminalRecorder {
    public let path: String
    private let fd: Int32
    private let recordInput: Bool
    /// The recording's time zero: an attached display's cast counts from the same moment.
    public let start: ContinuousClock.Instant
    private let title: String
    private var encoder = AnsiFrameEncoder()
    private var begun = false
    public private(set) var duration: Double = 0
    /// Why the recording is incomplete (a full disk, a file that went away), from the first
    /// write that failed; nil while everything was written. Nothing more is written after it.
    public private(set) var failure: String?

    public struct CannotWrite: Error, CustomStringConvertible {
        public let description: String
    }

    /// Opens (creates or truncates) `path` now, so that a bad path is reported before the
    /// terminal is taken over.
    public init(path: String, recordInput: Bool, title: String = "scenery run", start: ContinuousClock.Instant = .now) throws {
        self.path = path
        self.recordInput = recordInput
        self.title = title
        self.start = start
        // 0600: a live session's recording holds what was typed in it, drafts included.
        fd = FileFaults.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw CannotWrite(description: "cannot write the recording '\(path)': \(String(cString: strerror(errno))); choose another path")
        }
        fchmod(fd, 0o600)  // an older file of that name keeps its mode through O_TRUNC
    }

    private var now: Double { (ContinuousClock.now - start).inSeconds }

    public func begin(size: Size) {
        guard !begun else { return }
        begun = true
        writeLine(AsciicastWriter(width: size.width, height: size.height, title: title).text)
        event("o", AnsiFrameEncoder.enter)
    }

    public func frame(_ canvas: Canvas) {
        let bytes = encoder.encode(canvas)
        if !bytes.isEmpty { event("o", bytes) }
    }

    public func resized(to size: Size) {
        event("r", "\(size.width)x\(size.height)")
        encoder.invalidate()
    }

    public func input(_ events: [Event]) {
        guard recordInput else { return }
        for e in events {
            if let bytes = TerminalInput.bytes(for: e) { event("i", bytes) }
        }
    }

    /// Leaves the alternate screen and closes the file (a close that fails is a failure too).
    public func finish() {
        event("o", AnsiFrameEncoder.leave)
        duration = now
        if FileFaults.fsync(fd) != 0, failure == nil, errno != EINVAL, errno != EROFS { failure = String(cString: strerror(errno)) }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    }

    private func event(_ code: String, _ data: String) {
        guard begun else { return }
        var w = AsciicastWriter.line()
        w.event(now, code, data)
        writeLine(w.text)
    }

    private func writeLine(_ line: String) {
        guard failure == nil else { return }
        if let code = FileFaults.injected(.write) ?? FileOutput.write(fd, line) { failure = String(cString: strerror(code)) }
    }
}

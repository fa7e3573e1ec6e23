import CursesFront
import Foundation
import SceneryEvents
import TerminalCanvas
import Tapes

/// Plays a cast to the terminal with keyboard control, keeping the terminal's modes safe.
final class CastPlayer {
    enum Ending { case finished, quit, interrupted(Int32) }

    let file: CastFile
    let times: [Double]
    private var saved = termios()
    private var hasTerminalInput = false
    /// The terminal went away (EOF or EIO on input): playback ends as after SIGHUP.
    private var hungUp = false

    init(file: CastFile, speed: Double, idleLimit: Double?) {
        self.file = file
        times = file.schedule(speed: speed, idleLimit: idleLimit)
    }

    func play() -> Ending {
        enterRawMode()
        defer { restore() }
        var index = 0
        var paused = false
        var clock = 0.0          // playback time reached
        var last = monotonic()
        while index < file.events.count {
            if playerSignal != 0 { return .interrupted(playerSignal) }
            if hungUp { return .interrupted(SIGHUP) }
            let wait = paused ? 0.25 : max(0, times[index] - clock)
            switch readKey(timeout: min(wait, 0.25)) {
            case "q", "\u{1b}", "\u{03}": return .quit
            case " ": paused.toggle()
            case ".", "\u{1b}[C":
                if paused { emit(file.events[index]); clock = times[index]; index += 1 }
            default: break
            }
            let now = monotonic()
            if !paused { clock += now - last }
            last = now
            while !paused, index < file.events.count, times[index] <= clock {
                emit(file.events[index])
                index += 1
            }
        }
        return .finished
    }

    private func emit(_ e: CastFile.Event) {
        switch e.code {
        case "o": write(e.data)
        case "r":
            if let size = e.size { write("\u{1b}[8;\(size.height);\(size.width)t") }
        default: break  // input and markers are not shown
        }
    }

    private func write(_ s: String) { FileOutput.write(STDOUT_FILENO, s) }

    /// One key (or escape sequence) within `timeout` seconds, or nil.
    private func readKey(timeout: Double) -> String? {
        guard hasTerminalInput else {
            usleep(useconds_t(max(0, timeout) * 1_000_000))
            return nil
        }
        guard FileInput.isReadable(STDIN_FILENO, waiting: Int32(timeout * 1000)) else { return nil }
        var buffer = [UInt8](repeating: 0, count: 16)
        let n = read(STDIN_FILENO, &buffer, 16)
        // Readable but nothing to read: the terminal hung up, and would never block again.
        if n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN) { hungUp = true }
        return n > 0 ? String(decoding: buffer[..<n], as: UTF8.self) : nil
    }

    private func monotonic() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Keys without Enter and without echo; Ctrl-C arrives as a key. Stop signals only set a flag.
    private func enterRawMode() {
        for s in [SIGTERM, SIGHUP, SIGINT] { signal(s) { sig in playerSignal = sig } }
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        hasTerminalInput = true
    }

    /// Modes back, however playback ended and whatever the cast did (a cast from another
    /// program may end in the alternate screen, with a scroll region, the mouse on): the full
    /// teardown, then the terminal's own modes.
    private func restore() {
        if !hungUp {  // nothing to restore on a terminal that is gone
            write(AnsiFrameEncoder.leave + "\r\n")
            if hasTerminalInput { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        }
        for s in [SIGTERM, SIGHUP, SIGINT] { signal(s, SIG_DFL) }
    }
}

nonisolated(unsafe) private var playerSignal: Int32 = 0

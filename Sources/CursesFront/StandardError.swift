import Foundation

/// Messages to standard error that never trap: `FileHandle.write` raises a Swift runtime trap
/// when the write fails, which it does with EIO once the terminal has been closed (a hang-up).
/// A message that cannot be written is dropped; nobody is there to read it.
public enum StandardError {
    /// Writes `text` to standard error with `write(2)`, retrying short writes; errors are ignored.
    public static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(STDERR_FILENO, $0.baseAddress! + done, $0.count - done) }
            if n < 0 { if errno == EINTR { continue } else { return } }
            if n == 0 { return }
            done += n
        }
    }
}

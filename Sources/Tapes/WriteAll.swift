import Foundation

/// Writes all of `text` to a file descriptor with `write(2)`, retrying short writes and
/// interruptions; gives up silently on an error (the terminal or file is gone).
func writeAll(_ fd: Int32, _ text: String) { _ = writeAllOrError(fd, text) }

/// `writeAll` that says why it stopped: nil when everything was written, else the `errno`.
func writeAllOrError(_ fd: Int32, _ text: String) -> Int32? {
    var bytes = Array(text.utf8)
    var done = 0
    while done < bytes.count {
        let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + done, $0.count - done) }
        if n < 0 { if errno == EINTR { continue } else { return errno } }
        done += n
    }
    return nil
}

/// `writeAll` for other modules (the player).
public enum FileOutput {
    public static func write(_ fd: Int32, _ text: String) { writeAll(fd, text) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes that never trap and never stop half-way by accident: all of the bytes with `write(2)`,
/// retrying short writes and interruptions. Foundation's `FileHandle.write` raises a trap when
/// a write fails, which it does with EIO once the terminal has been closed (a hang-up).
public enum FileOutput {
    /// Writes all of `text` to `fd`; nil when everything was written, else the `errno` it stopped on.
    @discardableResult
    public static func write(_ fd: Int32, _ text: String) -> Int32? {
        Array(text.utf8).withUnsafeBytes { write(fd, bytes: $0) }
    }

    /// Writes all of `bytes` to `fd`, in one `write(2)` unless the kernel takes fewer; nil when
    /// everything was written, else the `errno` it stopped on.
    @discardableResult
    public static func write(_ fd: Int32, bytes: UnsafeRawBufferPointer) -> Int32? {
        var done = 0
        while done < bytes.count {
            let n = systemWrite(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 { if errno == EINTR { continue } else { return errno } }
            if n == 0 { return EIO }
            done += n
        }
        return nil
    }
}

/// Messages to standard error: a message that cannot be written (the terminal is gone) is
/// dropped, since nobody is there to read it.
public enum StandardError {
    /// Writes `text` to standard error; errors are ignored.
    public static func write(_ text: String) { FileOutput.write(STDERR_FILENO, text) }
}

/// `write(2)`, named apart from `FileOutput.write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }

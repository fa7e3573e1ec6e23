#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SceneryEvents

/// What the terminal sent, read straight from its descriptor in one `read` a batch. ncurses'
/// `wget_wch` asked `poll` and then read a single byte, for every byte: a typed arrow was six
/// system calls and a paste a million. The bytes go to `KeyDecoder`, as attach's and tapes' do.
enum TypedInput {
    /// What a read found.
    enum Outcome: Equatable {
        /// This many bytes (0: nothing there, or a signal came first).
        case read(Int)
        /// The terminal is gone: end of file, or an error that is not an interruption.
        case gone
    }

    /// Bytes taken from the descriptor a read, at most.
    static let chunk = 4096

    /// Appends what `fd` holds now to `bytes`. Call it when `poll` said `fd` is readable (the
    /// first read would otherwise wait); it reads again only while a read filled its buffer and
    /// more is there.
    static func readAvailable(_ fd: Int32, into bytes: inout [UInt8]) -> Outcome {
        var total = 0
        while true {
            let n = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunk) { buffer -> Int in
                let n = read(fd, buffer.baseAddress, buffer.count)
                if n > 0 { bytes.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress, count: n)) }
                return n
            }
            if n < 0, errno == EINTR { continue }
            if n < 0, errno == EAGAIN || errno == EWOULDBLOCK { return .read(total) }
            if n <= 0 { return total > 0 ? .read(total) : .gone }
            total += n
            guard n == chunk, FileInput.isReadable(fd) else { return .read(total) }
        }
    }
}

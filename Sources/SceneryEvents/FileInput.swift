#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asking a descriptor whether it has something to read, beside `FileOutput`: the live loop's
/// terminal, the attach server's listening socket, the cast player's keys.
package enum FileInput {
    /// Whether `fd` becomes readable (or reports an end or an error) within `ms` milliseconds;
    /// 0 asks without waiting. A listening socket is readable when a connection waits: asking
    /// first spares an `accept`, which on Linux makes and frees a socket even when nobody waits.
    package static func isReadable(_ fd: Int32, waiting ms: Int32 = 0) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, ms) > 0 && p.revents != 0
    }
}

import Foundation

/// The few Unix-domain socket calls the display link needs, with errors as one-line reasons.
enum UnixSocket {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static func address(_ path: String) throws -> sockaddr_un {
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: addr.sun_path)
        guard bytes.count < capacity else { throw Failure(description: "the socket path \(path) is longer than \(capacity - 1) bytes") }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
            raw[bytes.count] = 0
        }
        return addr
    }

    private static func reason() -> String { String(cString: strerror(errno)) }

    /// A listening socket at `path` (which must not exist), non-blocking.
    static func listen(at path: String) throws -> Int32 {
        var addr = try address(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "cannot make a socket (\(reason()))") }
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, Glibc.listen(fd, 4) == 0 else {
            let why = reason()
            close(fd)
            throw Failure(description: "cannot listen at \(path) (\(why))")
        }
        chmod(path, 0o600)
        setNonBlocking(fd)
        return fd
    }

    /// A connection to the socket at `path`.
    static func connect(to path: String) throws -> Int32 {
        var addr = try address(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "cannot make a socket (\(reason()))") }
        let connected = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            let why = reason()
            close(fd)
            throw Failure(description: why)
        }
        return fd
    }

    static func setNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// The user id of the process at the other end (the kernel's word, not the peer's).
    static func peerUID(_ fd: Int32) -> uid_t? {
        // struct ucred { pid_t pid; uid_t uid; gid_t gid; }, which Swift's Glibc does not export.
        var cred: [UInt32] = [0, 0, 0]
        var length = socklen_t(12)
        let ok = cred.withUnsafeMutableBytes { getsockopt(fd, SOL_SOCKET, SO_PEERCRED, $0.baseAddress, &length) }
        guard ok == 0, length == 12 else { return nil }
        return uid_t(cred[1])
    }

    /// Sends what it can without blocking (never raising SIGPIPE); returns the bytes sent, or nil
    /// when the peer is gone.
    static func send(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Int? {
        let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if n >= 0 { return n }
        return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : nil
    }

    /// Reads what is there without blocking: bytes, [] when nothing is waiting, nil when the peer is gone.
    static func receive(_ fd: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if n > 0 { return Array(buffer[0..<n]) }
        if n == 0 { return nil }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? [] : nil
    }
}

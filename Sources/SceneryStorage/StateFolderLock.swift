import Foundation

/// An advisory lock on a state folder, held by the one live session that writes to it.
///
/// The lock is `flock(2)` on `.lock` inside the folder, holding the owner's process
/// identifier and command so a second session can say who has it. The kernel drops the lock
/// when its process ends in any way (Ctrl-Q, a signal, a crash, `kill -9`), so a stale `.lock`
/// file never blocks anyone: only a running process holds the lock.
public final class StateFolderLock {
    /// Who holds a folder's lock, as far as its `.lock` file says.
    public struct Holder: Equatable, Sendable {
        /// The process identifier, or nil when the file could not be read.
        public var processIdentifier: Int32?
        /// The command line the holder wrote (`scenery run`), or empty.
        public var command: String
    }

    /// The folder is held by another process.
    public struct InUse: Error, CustomStringConvertible {
        /// The locked folder.
        public var directory: String
        /// Who holds it.
        public var holder: Holder
        /// The app's name, for the commands the message suggests.
        public var appIdentifier: String

        /// One line that names the holder and says what to do.
        public var description: String {
            let who = holder.processIdentifier.map { "process \($0)" + (holder.command.isEmpty ? "" : ", \(holder.command)") } ?? "another process"
            return "the state folder \(directory) is in use by another session (\(who)); "
                + "open this terminal as a second display of it with '\(appIdentifier) attach', "
                + "or start a separate session with --state-dir DIR or --fresh"
        }
    }

    /// The lock file's path.
    public let path: String
    private var descriptor: Int32

    /// Takes the lock of `directory` (created private if missing), or throws ``InUse`` naming
    /// its holder. Any other failure (a read-only folder) throws with the reason.
    public init(directory: URL, appIdentifier: String = "scenery") throws {
        try PrivateFiles.makeFolder(directory)
        path = directory.appendingPathComponent(".lock").path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSDebugDescriptionErrorKey:
                "cannot open \(path) (\(String(cString: strerror(errno))))"])
        }
        fchmod(descriptor, 0o600)
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = Self.readHolder(descriptor)
            close(descriptor)
            // deinit still runs after a class's init throws: it must not close (or truncate!)
            // this number again, which another thread may have opened meanwhile.
            descriptor = -1
            throw InUse(directory: directory.path, holder: holder, appIdentifier: appIdentifier)
        }
        // Who holds it, for the message a second session prints.
        let arguments = CommandLine.arguments
        let name = arguments.first.map { ($0 as NSString).lastPathComponent } ?? appIdentifier
        let command = ([name] + arguments.dropFirst().prefix(1)).joined(separator: " ")
        let text = "\(getpid()) \(command)\n"
        ftruncate(descriptor, 0)
        _ = text.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }

    deinit { unlock() }

    /// Gives the lock back (also done by the kernel when the process ends).
    public func unlock() {
        guard descriptor >= 0 else { return }
        ftruncate(descriptor, 0)
        close(descriptor)
        descriptor = -1
    }

    /// The holder a lock file names: `PID command…` on its first line.
    static func readHolder(_ fd: Int32) -> Holder {
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 256, 0) }
        guard n > 0 else { return Holder(processIdentifier: nil, command: "") }
        let line = String(decoding: buffer[..<n], as: UTF8.self).split(separator: "\n").first ?? ""
        let parts = line.split(separator: " ", maxSplits: 1)
        return Holder(processIdentifier: parts.first.flatMap { Int32($0) },
                      command: parts.count > 1 ? String(parts[1]) : "")
    }
}

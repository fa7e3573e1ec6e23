import Foundation
import SceneryEvents

/// Folders and files only their owner can read, whatever the umask: saved sessions hold what
/// people typed (drafts), so nothing Scenery writes there is readable by other local users.
public enum PrivateFiles {
    /// Creates `folder` and every missing folder above it with mode 0700 (existing ones are left
    /// as they are: the user chose their modes).
    public static func makeFolder(_ folder: URL) throws {
        var missing: [String] = []
        var path = folder.standardizedFileURL.path
        while !path.isEmpty, path != "/", FileKind.at(path) == .missing {
            missing.append(path)
            path = (path as NSString).deletingLastPathComponent
        }
        for p in missing.reversed() {
            if mkdir(p, 0o700) != 0, errno != EEXIST {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSDebugDescriptionErrorKey:
                    "cannot create the folder \(p) (\(String(cString: strerror(errno))))"])
            }
            chmod(p, 0o700)  // mkdir's mode is cut by the umask
        }
    }

    /// Creates `path` anew (it must not exist) with mode 0600 and writes `data` to it, flushed
    /// to disk. Throws with the reason; a half-written file is removed.
    public static func create(_ path: String, contents data: Data) throws {
        let fd = FileFaults.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSDebugDescriptionErrorKey:
                "cannot create \((path as NSString).lastPathComponent) (\(String(cString: strerror(errno))))"])
        }
        defer { close(fd) }
        fchmod(fd, 0o600)
        var failure: Int32 = 0
        if let e = FileFaults.injected(.write) { failure = e }
        if failure == 0 { data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; failure = errno; return }
                offset += n
            }
        } }
        if failure == 0, FileFaults.fsync(fd) != 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSDebugDescriptionErrorKey: String(cString: strerror(failure))])
        }
    }

    /// A warning when `folder` exists and other users may read or enter it, else nil.
    public static func exposureWarning(_ folder: URL, appIdentifier: String) -> String? {
        var st = stat()
        guard stat(folder.path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR, st.st_mode & 0o077 != 0 else { return nil }
        let mode = String(st.st_mode & 0o777, radix: 8)
        return "\(appIdentifier): the state folder \(folder.path) can be read by other users (mode \(mode)); "
            + "make it private with: chmod 700 \(folder.path)"
    }
}

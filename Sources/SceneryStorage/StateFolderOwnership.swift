import Foundation

/// Only your own state: a state folder another user owns, or one other users may write to,
/// could hand this session files someone else planted (a draft it would show) or lose it its
/// lock (another user removing `.lock`). Such a folder is refused before anything is read —
/// as the attach socket's folder is — with its owner, its path and the fix.
public struct ForeignStateFolder: Error, CustomStringConvertible {
    /// The folder refused.
    public var path: String
    /// Its owner's name (or uid), when it is not this user.
    public var owner: String?
    /// Its mode, when others may write to it.
    public var mode: String?
    /// The app whose state it is.
    public var appIdentifier: String

    /// What, where, and what to do.
    public var description: String {
        if let owner {
            let me = Self.userName(getuid())
            return "the state folder \(path) belongs to \(owner), not to you (\(me)): "
                + "another user could change what this session reads and saves; use a folder of your own "
                + "(--state-dir DIR, or set XDG_STATE_HOME), or, if it is yours, chown \(me) \(path)"
        }
        return "the state folder \(path) can be written by other users (mode \(mode ?? "?")): they could plant "
            + "or remove this session's files; make it yours alone with: chmod go-w \(path)"
    }

    /// The refusal for `folder`, or nil when it is missing or this user's alone.
    static func check(_ folder: String, appIdentifier: String) -> ForeignStateFolder? {
        var st = stat()
        guard lstat(folder, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else { return nil }
        if st.st_uid != getuid() {
            return ForeignStateFolder(path: folder, owner: "\(userName(st.st_uid)) (uid \(st.st_uid))", mode: nil, appIdentifier: appIdentifier)
        }
        // Writable by others, unless sticky (like /tmp) — there others cannot remove what is ours.
        if st.st_mode & 0o022 != 0, st.st_mode & S_ISVTX == 0 {
            return ForeignStateFolder(path: folder, owner: nil, mode: String(st.st_mode & 0o7777, radix: 8), appIdentifier: appIdentifier)
        }
        return nil
    }

    /// A user's name, else the number.
    static func userName(_ uid: uid_t) -> String {
        guard let pw = getpwuid(uid), let name = pw.pointee.pw_name else { return "\(uid)" }
        return String(cString: name)
    }
}

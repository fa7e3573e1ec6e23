import Foundation

/// What is wrong with a path given as an input file (a tape, a cast), said for a person, before
/// anything reads it: a folder reads as nothing and a FIFO would block until someone writes.
enum InputFile {
    /// Nil when `path` is a regular file this process can read; else the reason, such as
    /// "is a folder, not a file" or "does not exist".
    static func problem(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else {
            return errno == ENOENT ? "does not exist" : "cannot be read (\(String(cString: strerror(errno))))"
        }
        switch st.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "is a folder, not a file"
        case S_IFIFO: return "is a FIFO (a named pipe), not a file"
        default: return "is not a regular file"
        }
        guard access(path, R_OK) == 0 else { return "cannot be read (\(String(cString: strerror(errno))))" }
        return nil
    }
}

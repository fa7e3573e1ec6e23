import Foundation

/// What stands at a path, said for a person: the state store names it when a folder or a file
/// is not what it should be ("a FIFO (a named pipe)", "a symbolic link that loops").
enum FileKind: Equatable {
    case missing, folder, file, fifo, device, socket, loopingLink, danglingLink, unknown

    static func at(_ path: String) -> FileKind {
        var st = stat()
        guard lstat(path, &st) == 0 else { return .missing }
        if st.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            guard stat(path, &target) == 0 else { return errno == ELOOP ? .loopingLink : .danglingLink }
            st = target
        }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFIFO: return .fifo
        case S_IFCHR, S_IFBLK: return .device
        case S_IFSOCK: return .socket
        default: return .unknown
        }
    }

    var described: String {
        switch self {
        case .missing: return "missing"
        case .folder: return "a folder"
        case .file: return "a file"
        case .fifo: return "a FIFO (a named pipe)"
        case .device: return "a device"
        case .socket: return "a socket"
        case .loopingLink: return "a symbolic link that loops"
        case .danglingLink: return "a symbolic link to nothing"
        case .unknown: return "something other than a file or folder"
        }
    }
}

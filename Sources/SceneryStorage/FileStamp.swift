import Foundation

/// What identifies one version of a file without reading it: device, inode, size and change
/// time. A save compares the file it is about to replace with the stamp it took when it read
/// or wrote that file; any difference means someone else put it there.
struct FileStamp: Equatable {
    var device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int

    /// The stamp of the file at `path` now, or nil when nothing is there.
    init?(_ path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        device = UInt64(st.st_dev); inode = UInt64(st.st_ino); size = Int64(st.st_size)
        seconds = st.st_ctim.tv_sec; nanoseconds = st.st_ctim.tv_nsec
    }
}

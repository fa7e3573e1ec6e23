#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system calls a save or a recording makes, made to fail on purpose in tests, as
/// SQLite tests its I/O errors: a test runs its code under a ``FileFaults/Plan`` that fails the
/// `n`th call of one kind with one `errno`, in turn for every call and every error, and checks
/// what is left on disk and what the person is told. Outside such a test no plan is set and
/// every check is one task-local read (saves and recordings only, never a frame's writes).
package enum FileFaults {
    /// The calls that can be made to fail.
    package enum Call: String, Sendable, CaseIterable {
        case open, write, fsync, rename
    }

    /// Fails the `failing`th `call` (counted from 1) with `error`, and counts every call of that kind.
    package final class Plan: @unchecked Sendable {
        package let call: Call, failing: Int, error: Int32
        /// Calls of `call` seen so far.
        package private(set) var seen = 0
        /// Whether the failure happened (false: the code made fewer such calls).
        package private(set) var fired = false

        package init(_ call: Call, failing: Int = 1, error: Int32) {
            self.call = call; self.failing = failing; self.error = error
        }

        fileprivate func check(_ c: Call) -> Int32? {
            guard c == call else { return nil }
            seen += 1
            guard seen == failing else { return nil }
            fired = true
            return error
        }
    }

    /// The plan of the running task, if a test set one.
    @TaskLocal package static var plan: Plan?

    /// The `errno` a call of this kind fails with now, or nil to make it for real.
    package static func injected(_ call: Call) -> Int32? { plan?.check(call) }

    /// `open(2)`, or -1 with `errno` set when the plan fails it.
    package static func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
        if let e = injected(.open) { errno = e; return -1 }
        return systemOpen(path, flags, mode)
    }

    /// `fsync(2)`, or -1 with `errno` set when the plan fails it.
    package static func fsync(_ fd: Int32) -> Int32 {
        if let e = injected(.fsync) { errno = e; return -1 }
        return systemFsync(fd)
    }

    /// `rename(2)`, or -1 with `errno` set when the plan fails it.
    package static func rename(_ from: String, _ to: String) -> Int32 {
        if let e = injected(.rename) { errno = e; return -1 }
        return systemRename(from, to)
    }
}

// The system's calls, named apart from FileFaults' own.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemFsync(_ fd: Int32) -> Int32 { fsync(fd) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }

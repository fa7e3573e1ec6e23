import Foundation

/// ncurses keeps global state (the current screen, colour pairs). Every use of it in this
/// module runs under this lock, so headless screens can be used from concurrent tests.
let cursesLock = NSRecursiveLock()

@inline(__always)
func withCurses<T>(_ body: () throws -> T) rethrows -> T {
    cursesLock.lock()
    defer { cursesLock.unlock() }
    return try body()
}

import Foundation

/// Whether the terminal on a descriptor has gone away: its window was closed, `tmux kill-server`,
/// an ssh connection dropped. The kernel then reports a hang-up on the descriptor (reads give
/// EOF or EIO at once), and SIGHUP may or may not follow, so a loop that waits for input must
/// look, or it spins on a read that never blocks again.
public enum TerminalHangUp {
    /// True when `fd` reports a hang-up, an error, or is no longer open. Does not block.
    public static func hasHappened(on fd: Int32 = STDIN_FILENO) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, 0) >= 0 else { return errno == EBADF }
        return Int32(p.revents) & (POLLHUP | POLLERR | POLLNVAL) != 0
    }
}

import CNCurses
import Foundation
import TerminalCanvas

/// How a front puts its frames on the terminal. Both kinds are called with the curses lock held
/// and the right screen current.
protocol FramePainter: AnyObject {
    /// Shows `canvas` and flushes it: one frame.
    func present(_ canvas: Canvas)
    /// The screen now has `size` (ncurses has been through `resizeterm`).
    func resized(to size: Size)
    /// The terminal's content is unknown (after a suspend): the next frame is drawn whole.
    func invalidate()
}

/// How frames reach the terminal.
public enum TerminalDrawing: String, Sendable {
    /// `AnsiFrameEncoder`'s bytes, written straight to ncurses' output stream: on terminals whose
    /// terminfo speaks ANSI (xterm, tmux and screen, the Linux console, VTE, kitty…).
    case ansi
    /// ncurses' own `doupdate`: for any other terminal, whatever its control sequences, or when
    /// `SCENERY_DRAWING=ncurses` asks for it.
    case ncurses

    /// The painter for the current screen: ANSI bytes when its terminfo entry allows and nothing
    /// asks otherwise. Called with the curses lock held, once ncurses has started.
    static func painter(output: UnsafeMutablePointer<FILE>, preferring preferred: TerminalDrawing? = nil,
                        environment: [String: String] = ProcessInfo.processInfo.environment) -> (TerminalDrawing, FramePainter) {
        let colors = Int(scenery_colors())
        let wanted = preferred ?? (environment["SCENERY_DRAWING"] == "ncurses" ? .ncurses : .ansi)
        if wanted == .ansi, let terminal = AnsiFrameEncoder.Terminal.current(colors: colors) {
            return (.ansi, AnsiPainter(terminal: terminal, output: output))
        }
        return (.ncurses, CursesPainter(colorDepth: ColorDepth(colors: colors)))
    }
}

import CNCurses
import TerminalCanvas

/// How big ncurses' own screens are kept. Where frames go through ncurses (`doupdate`) they
/// must be the terminal's size exactly; where the ANSI encoder writes them, ncurses draws
/// nothing and its screens need only be at least as big as the terminal (its mouse decoding
/// drops positions past them), so they grow and never shrink: a resize sweep reallocates them
/// once, not every step. Call with ncurses' lock held and the screen current.
enum CursesScreenSize {
    static func follow(_ size: Size, exactly: Bool) {
        let lines = Int(scenery_lines()), cols = Int(scenery_cols())
        if exactly {
            if lines != size.height || cols != size.width { _ = resizeterm(Int32(size.height), Int32(size.width)) }
        } else if size.height > lines || size.width > cols {
            _ = resizeterm(Int32(max(lines, size.height)), Int32(max(cols, size.width)))
        }
    }
}

import CNCurses
import TerminalCanvas

/// How big ncurses' own screens are kept. Where frames go through ncurses (`doupdate`) they
/// must be the terminal's size exactly; where the ANSI encoder writes them, ncurses draws
/// nothing and decodes no mouse report (Scenery's decoder reads them), so its screens are left
/// as they are: a resize sweep reallocates nothing. Call with ncurses' lock held and the
/// screen current.
enum CursesScreenSize {
    static func follow(_ size: Size, exactly: Bool) {
        guard exactly else { return }
        if Int(scenery_lines()) != size.height || Int(scenery_cols()) != size.width {
            _ = resizeterm(Int32(size.height), Int32(size.width))
        }
    }
}

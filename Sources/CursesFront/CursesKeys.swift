import CNCurses
import SceneryEvents
import TerminalCanvas

/// Maps the key codes ncurses returns with `keypad` on (`KEY_UP`, `KEY_SLEFT`, the extended
/// `kLFT5`-style codes it names through `keyname`) to `Event`s. The live front no longer uses it:
/// it reads the terminal's bytes with `keypad` off and decodes every key with `KeyDecoder`.
@available(*, deprecated, message: "decode the terminal's bytes with KeyDecoder, as the live front does")
public enum CursesKeys {
    /// The event for an ncurses key code; `name` is `keyname(code)` for extended codes.
    public static func event(code: Int32, name: String?) -> Event? {
        func key(_ k: Key, _ m: Modifiers = []) -> Event { .key(KeyEvent(k, m)) }
        switch code {
        case KEY_UP: return key(.up)
        case KEY_DOWN: return key(.down)
        case KEY_LEFT: return key(.left)
        case KEY_RIGHT: return key(.right)
        case KEY_SR: return key(.up, .shift)
        case KEY_SF: return key(.down, .shift)
        case KEY_SLEFT: return key(.left, .shift)
        case KEY_SRIGHT: return key(.right, .shift)
        case KEY_HOME: return key(.home)
        case KEY_END: return key(.end)
        case KEY_SHOME: return key(.home, .shift)
        case KEY_SEND: return key(.end, .shift)
        case KEY_PPAGE: return key(.pageUp)
        case KEY_NPAGE: return key(.pageDown)
        case KEY_SPREVIOUS: return key(.pageUp, .shift)
        case KEY_SNEXT: return key(.pageDown, .shift)
        case KEY_DC: return key(.delete)
        case KEY_SDC: return key(.delete, .shift)
        case KEY_IC: return key(.insert)
        case KEY_BACKSPACE: return key(.backspace)
        case KEY_ENTER: return key(.enter)
        case KEY_BTAB: return key(.tab, .shift)
        case KEY_F0 + 1 ... KEY_F0 + 60:
            // xterm numbers modified function keys in blocks of 12: Shift, Ctrl, Ctrl-Shift, Alt.
            let n = Int(code - KEY_F0)
            let block = (n - 1) / 12
            let mods: [Modifiers] = [[], .shift, .control, [.control, .shift], .alt]
            return key(.function((n - 1) % 12 + 1), mods[block])
        default:
            return name.flatMap(extendedEvent)
        }
    }

    /// ncurses names modified keys after their terminfo capability: `kLFT5` is Ctrl-Left,
    /// the digit being xterm's modifier parameter.
    static func extendedEvent(_ name: String) -> Event? {
        let bases: [(String, Key)] = [("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right),
                                      ("kHOM", .home), ("kEND", .end), ("kPRV", .pageUp), ("kNXT", .pageDown),
                                      ("kDC", .delete), ("kIC", .insert)]
        for (prefix, k) in bases where name.hasPrefix(prefix) {
            guard let p = Int(name.dropFirst(prefix.count)) else { return nil }
            return .key(KeyEvent(k, Modifiers(xtermParameter: p)))
        }
        return nil
    }
}

import TerminalCanvas

/// Modifier keys held with a key or a mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The bits, one per member.
    public let rawValue: UInt8
    /// A set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift, xterm's modifier bit 1.
    public static let shift = Modifiers(rawValue: 1)
    /// Alt (Meta, Option), xterm's modifier bit 2.
    public static let alt = Modifiers(rawValue: 2)
    /// Control, xterm's modifier bit 4.
    public static let control = Modifiers(rawValue: 4)

    /// From the xterm modifier parameter (`CSI 1;5C` has 5): 1 + shift·1 + alt·2 + ctrl·4.
    public init(xtermParameter p: Int) {
        self.init(rawValue: UInt8(clamping: max(0, p - 1) & 7))
    }
}

/// A key, independent of the bytes that encode it.
public enum Key: Hashable, Sendable {
    /// A printable character (a letter, digit, symbol or emoji); Ctrl-letters are lower case.
    case character(Character)
    /// Return, Esc, Tab, Backspace, Delete (forward) and Insert.
    case enter, escape, tab, backspace, delete, insert
    /// The arrows and the paging keys.
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1 to F12 (`function(1)` is F1).
    case function(Int)
}

/// A key press with its modifiers. Ctrl-letters are `.character` keys with `.control`,
/// always in lower case (Ctrl-Q is `KeyEvent(.character("q"), [.control])`).
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// Which key.
    public var key: Key
    /// The modifiers held with it.
    public var modifiers: Modifiers
    /// A key with its modifiers.
    public init(_ key: Key, _ modifiers: Modifiers = []) { self.key = key; self.modifiers = modifiers }

    /// A character key: `.char("j")`, `.char("J", .shift)`.
    public static func char(_ c: Character, _ m: Modifiers = []) -> KeyEvent { KeyEvent(.character(c), m) }
    /// A Ctrl-letter: `.ctrl("q")` is Ctrl-Q.
    public static func ctrl(_ c: Character) -> KeyEvent { KeyEvent(.character(c), .control) }

    /// How it reads in messages and test output.
    public var description: String { KeyNotation.describe(self) }
}

/// A mouse action at a cell of the screen (0-based).
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// A button went down; a button came up.
        case press, release
        /// The mouse moved with a button held; without one (reported only when asked for).
        case drag, move
        /// A step of the wheel.
        case scrollUp, scrollDown
    }
    /// What happened.
    public var kind: Kind
    /// 1 left, 2 middle, 3 right; 0 when no button is involved.
    public var button: Int
    /// The cell, 0-based from the screen's top-left corner.
    public var position: Point
    /// The modifiers held.
    public var modifiers: Modifiers
    /// A mouse event at a cell; the left button unless `button` says otherwise.
    public init(_ kind: Kind, button: Int = 1, at position: Point, modifiers: Modifiers = []) {
        self.kind = kind; self.button = button; self.position = position; self.modifiers = modifiers
    }
}

/// Everything that drives the engine. The engine is a function of these: the same events
/// give the same frames, live or headless.
public enum Event: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// A mouse press, drag, release, move or wheel step.
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(Size)
    /// Time has advanced to this many seconds since the session began (an injected clock).
    case tick(Double)
    /// A second terminal attached as a display (`scenery attach`): its number and size. Frames
    /// for it come from the engine's `renderDisplay(_:into:)`.
    case attachDisplay(id: Int, size: Size)
    /// A second terminal attached as a desktop of its own (`scenery attach --role interactive`):
    /// windows can move to it and back, and keys typed there reach its focused window.
    case attachDesktop(id: Int, size: Size)
    /// A key typed in the attached terminal `id` (an interactive one).
    case displayKey(id: Int, KeyEvent)
    /// A mouse event in the attached terminal `id` (an interactive one).
    case displayMouse(id: Int, MouseEvent)
    /// The attached terminal `id` changed size.
    case resizeDisplay(id: Int, size: Size)
    /// The attached terminal `id` went away.
    case detachDisplay(id: Int)
    /// Text pasted in the terminal (bracketed paste: `ESC [200~ … ESC [201~`), as one event, so
    /// a pasted Ctrl-Q or Esc is text, never a command.
    case paste(String)
    /// Text pasted in the attached terminal `id` (an interactive one), as one event like ``paste(_:)``.
    case displayPaste(id: Int, String)
}

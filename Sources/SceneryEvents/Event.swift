import TerminalCanvas

/// Modifier keys held with a key or a mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1)
    public static let alt = Modifiers(rawValue: 2)
    public static let control = Modifiers(rawValue: 4)

    /// From the xterm modifier parameter (`CSI 1;5C` has 5): 1 + shift·1 + alt·2 + ctrl·4.
    public init(xtermParameter p: Int) {
        self.init(rawValue: UInt8(clamping: max(0, p - 1) & 7))
    }
}

/// A key, independent of the bytes that encode it.
public enum Key: Hashable, Sendable {
    case character(Character)
    case enter, escape, tab, backspace, delete, insert
    case up, down, left, right, home, end, pageUp, pageDown
    case function(Int)
}

/// A key press with its modifiers. Ctrl-letters are `.character` keys with `.control`,
/// always in lower case (Ctrl-Q is `KeyEvent(.character("q"), [.control])`).
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    public var key: Key
    public var modifiers: Modifiers
    public init(_ key: Key, _ modifiers: Modifiers = []) { self.key = key; self.modifiers = modifiers }

    public static func char(_ c: Character, _ m: Modifiers = []) -> KeyEvent { KeyEvent(.character(c), m) }
    public static func ctrl(_ c: Character) -> KeyEvent { KeyEvent(.character(c), .control) }

    public var description: String { KeyNotation.describe(self) }
}

/// A mouse action at a cell of the screen (0-based).
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case press, drag, release, move, scrollUp, scrollDown }
    public var kind: Kind
    /// 1 left, 2 middle, 3 right; 0 when no button is involved.
    public var button: Int
    public var position: Point
    public var modifiers: Modifiers
    public init(_ kind: Kind, button: Int = 1, at position: Point, modifiers: Modifiers = []) {
        self.kind = kind; self.button = button; self.position = position; self.modifiers = modifiers
    }
}

/// Everything that drives the engine. The engine is a function of these: the same events
/// give the same frames, live or headless.
public enum Event: Hashable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(Size)
    /// Time has advanced to this many seconds since the session began (an injected clock).
    case tick(Double)
    /// Text pasted in the terminal (bracketed paste: `ESC [200~ … ESC [201~`), as one event, so
    /// a pasted Ctrl-Q or Esc is text, never a command.
    case paste(String)
}

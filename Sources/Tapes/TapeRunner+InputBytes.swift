import SceneryKit

extension TapeRunner {
    /// The bytes a terminal would send for a key (for `"i"` events): ``KeyEncoding``'s.
    static func inputBytes(_ key: KeyEvent) -> String { KeyEncoding.bytes(for: key) }

    /// Whether a command is something a person presses — keys, typing, clicks, the wheel —
    /// which a player page captions.
    static func isInput(_ command: TapeCommand) -> Bool {
        switch command {
        case .type, .key, .mouseClick, .mouseSecondaryClick, .mouseMove, .mouseDrag, .scroll: true
        default: false
        }
    }
}

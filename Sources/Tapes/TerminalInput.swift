import SceneryKit

/// Events as the bytes a terminal sends for them: keys (xterm sequences), SGR mouse reports,
/// bracketed pastes. For a cast's `"i"` events, and for sending an attached terminal's input on.
public enum TerminalInput {
    /// The bytes for a key, mouse or paste event; nil for any other event.
    public static func bytes(for event: Event) -> String? {
        switch event {
        case .key(let key): return TapeRunner.inputBytes(key)
        case .mouse(let m):
            // SGR mouse reporting, 1-based.
            let code: Int
            switch m.kind {
            case .press, .release: code = 0
            case .drag: code = 32
            case .move: code = 35
            case .scrollUp: code = 64
            case .scrollDown: code = 65
            }
            return "\u{1b}[<\(code);\(m.position.x + 1);\(m.position.y + 1)" + (m.kind == .release ? "m" : "M")
        case .paste(let text): return "\u{1b}[200~" + text + "\u{1b}[201~"
        default: return nil
        }
    }
}

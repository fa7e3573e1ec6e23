import SceneryKit

/// Events as the bytes a terminal sends for them: keys (xterm sequences), SGR mouse reports,
/// bracketed pastes. For a cast's `"i"` events, and for sending an attached terminal's input on.
public enum TerminalInput {
    /// The bytes for a key, mouse or paste event; nil for any other event.
    public static func bytes(for event: Event) -> String? {
        switch event {
        case .key(let key): return TapeRunner.inputBytes(key)
        case .mouse(let m):
            // SGR mouse reporting, 1-based, the exact inverse of `KeyDecoder`: the button and the
            // modifiers are kept, so a recorded right click plays back as a right click.
            let button = min(max(m.button, 1), 3) - 1
            var code: Int
            switch m.kind {
            case .press, .release: code = button
            case .drag: code = 32 + button
            case .move: code = 35
            case .scrollUp: code = 64
            case .scrollDown: code = 65
            }
            if m.modifiers.contains(.shift) { code += 4 }
            if m.modifiers.contains(.alt) { code += 8 }
            if m.modifiers.contains(.control) { code += 16 }
            return "\u{1b}[<\(code);\(m.position.x + 1);\(m.position.y + 1)" + (m.kind == .release ? "m" : "M")
        case .paste(let text): return "\u{1b}[200~" + text + "\u{1b}[201~"
        default: return nil
        }
    }
}

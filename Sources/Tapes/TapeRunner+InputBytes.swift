import SceneryKit

extension TapeRunner {
    /// The bytes a terminal would send for a key (for `"i"` events).
    static func inputBytes(_ key: KeyEvent) -> String {
        let alt = key.modifiers.contains(.alt) ? "\u{1b}" : ""
        switch key.key {
        case .character(let c):
            if key.modifiers.contains(.control), let a = c.asciiValue, a >= 0x40 {
                return alt + String(UnicodeScalar((a & 0x1f)))
            }
            return alt + String(c)
        case .enter: return alt + "\r"
        case .tab: return key.modifiers.contains(.shift) ? "\u{1b}[Z" : alt + "\t"
        case .backspace: return alt + "\u{7f}"
        case .escape: return "\u{1b}"
        case .up: return "\u{1b}[A"
        case .down: return "\u{1b}[B"
        case .right: return "\u{1b}[C"
        case .left: return "\u{1b}[D"
        case .home: return "\u{1b}[H"
        case .end: return "\u{1b}[F"
        case .pageUp: return "\u{1b}[5~"
        case .pageDown: return "\u{1b}[6~"
        case .delete: return "\u{1b}[3~"
        case .insert: return "\u{1b}[2~"
        case .function(let n): return "\u{1b}[\(n)~"
        }
    }
}

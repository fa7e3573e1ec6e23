/// A key as the bytes xterm sends for it: the one encoder, the inverse of ``KeyDecoder``. Tapes'
/// input events, an attached terminal's keys sent to the simulator, and recordings use it, so a
/// key typed anywhere arrives as the same key (a round-trip property test holds it to that).
///
/// - Characters are their UTF-8; Ctrl with a letter or `@ [ \ ] ^ _` is the control byte
///   (Ctrl-Space is NUL); Alt prefixes Esc.
/// - Enter `\r`, Tab `\t`, Shift-Tab `ESC [Z`, Backspace DEL (0x7f), Esc `ESC`.
/// - Arrows, Home, End: `ESC [A`…; with modifiers `ESC [1;mA`, m = 1 + Shift·1 + Alt·2 + Ctrl·4.
/// - F1–F4: `ESC O P`…`S`, with modifiers `ESC [1;mP`; F5–F12: `ESC [15~`, 17–21, 23, 24, with
///   modifiers `ESC [15;m~`. Insert, Delete, Page Up/Down: `ESC [2~`, `3~`, `5~`, `6~`.
public enum KeyEncoding {
    /// The bytes for `key`, as text (every byte is ASCII or UTF-8 of the key's character).
    public static func bytes(for key: KeyEvent) -> String {
        let mods = key.modifiers
        let alt = mods.contains(.alt) ? "\u{1b}" : ""
        let parameter = 1 + Int(mods.rawValue & 7)
        func csi(_ final: String, number: Int = 1) -> String {
            mods.isEmpty ? "\u{1b}[" + (number == 1 && final != "~" ? "" : "\(number)") + final : "\u{1b}[\(number);\(parameter)" + final
        }
        switch key.key {
        case .character(let c):
            if mods.contains(.control), let byte = controlByte(c) { return alt + String(UnicodeScalar(byte)) }
            return alt + String(c)
        case .enter: return alt + "\r"
        case .tab: return mods.contains(.shift) ? "\u{1b}[Z" : alt + "\t"
        case .backspace: return alt + "\u{7f}"
        case .escape: return alt + "\u{1b}"
        case .up: return csi("A")
        case .down: return csi("B")
        case .right: return csi("C")
        case .left: return csi("D")
        case .home: return csi("H")
        case .end: return csi("F")
        case .insert: return csi("~", number: 2)
        case .delete: return csi("~", number: 3)
        case .pageUp: return csi("~", number: 5)
        case .pageDown: return csi("~", number: 6)
        case .function(let n) where (1...4).contains(n):
            let final = ["P", "Q", "R", "S"][n - 1]
            return mods.isEmpty ? "\u{1b}O" + final : csi(final)
        case .function(let n):
            let numbers = [5: 15, 6: 17, 7: 18, 8: 19, 9: 20, 10: 21, 11: 23, 12: 24]
            return csi("~", number: numbers[n] ?? 24)
        }
    }

    /// Ctrl with a character: the byte a terminal sends (`a`…`z` and `@ [ \ ] ^ _`, Space as NUL).
    static func controlByte(_ c: Character) -> UInt8? {
        guard let a = c.asciiValue else { return nil }
        switch a {
        case 0x20: return 0
        case 0x61...0x7a: return a - 0x60
        case 0x40, 0x5b...0x5f: return a - 0x40
        default: return nil
        }
    }
}

import TerminalCanvas
/// Decodes the bytes a terminal sends (UTF-8 text, control bytes, CSI/SS3 escape sequences,
/// xterm SGR and X10 mouse reports) into events. An OSC string a terminal sends in answer to a
/// query (`ESC ] 11 ; rgb:… BEL`, its background colour) is no key and gives no event.
///
/// It is a streaming decoder: an incomplete sequence at the end of the input waits for more
/// bytes; `flush()` gives a lone pending Esc as the Esc key (the front calls it when no more
/// input arrived within the Esc delay).
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// Decodes a whole byte string at once (pending bytes at the end are flushed).
    public static func decode(_ bytes: [UInt8]) -> [Event] {
        var d = KeyDecoder()
        return d.feed(bytes) + d.flush()
    }
    /// Decodes a whole string's UTF-8 bytes at once.
    public static func decode(_ text: String) -> [Event] { decode(Array(text.utf8)) }

    /// Whether an incomplete sequence waits for more bytes (a lone Esc, half a paste).
    public var hasPending: Bool { !pending.isEmpty }

    /// Takes a lone pending Esc, if that is all that waits: a front that decodes some keys itself
    /// (ncurses gives Esc as a byte, then Backspace as `KEY_BACKSPACE`) puts Alt on the next key.
    public mutating func takePendingEscape() -> Bool {
        guard pending == [0x1b] else { return false }
        pending.removeAll()
        return true
    }

    /// Whether a bracketed paste has begun and its end marker has not come.
    public var isInUnfinishedPaste: Bool { startsPaste(at: 0) }

    /// Gives an unfinished paste's text as one paste, as if its end marker had come. A front
    /// calls it when no byte arrived for a while (a stray `ESC [200~` from a confused terminal
    /// would otherwise swallow every key typed after it, Ctrl-Q included).
    public mutating func finishPaste() -> [Event] {
        guard isInUnfinishedPaste else { return [] }
        let text = String(decoding: pending[Self.pasteStart.count...], as: UTF8.self)
        pending.removeAll()
        return [.paste(text)]
    }

    /// Adds bytes and returns the events that are complete.
    public mutating func feed(_ bytes: [UInt8]) -> [Event] {
        pending.append(contentsOf: bytes)
        var out: [Event] = []
        var i = 0
        while i < pending.count {
            guard let (events, used) = decodeOne(at: i, final: false) else { break }
            out += events
            i += used
        }
        pending.removeFirst(i)
        return out
    }

    /// Treats whatever is pending as complete (a lone Esc becomes the Esc key).
    public mutating func flush() -> [Event] {
        var out: [Event] = []
        var i = 0
        while i < pending.count, let (events, used) = decodeOne(at: i, final: true) {
            out += events
            i += used
        }
        // Only a paste still waiting for its end marker stops the loop: keep it for the next read.
        pending.removeFirst(i)
        return out
    }

    /// Decodes one key or report at `i`; nil when more bytes are needed.
    private func decodeOne(at i: Int, final: Bool) -> ([Event], Int)? {
        let b = pending[i]
        if b == 0x1b {
            guard i + 1 < pending.count else { return final ? ([.key(KeyEvent(.escape))], 1) : nil }
            let n = pending[i + 1]
            if n == UInt8(ascii: "[") { return decodeCSI(at: i, final: final) }
            if n == UInt8(ascii: "]"), let length = oscLength(at: i, final: final) { return length == 0 ? nil : ([], length) }
            if n == UInt8(ascii: "O") {
                guard i + 2 < pending.count else {
                    return final ? ([.key(KeyEvent(.character("O"), .alt))], 2) : nil
                }
                if let k = ss3Key(pending[i + 2]) { return ([.key(k)], 3) }
                // Old xterms put the modifier before the final byte: `ESC O 5 C` is Ctrl-Right.
                if (0x32...0x38).contains(pending[i + 2]) {
                    guard i + 3 < pending.count else { return final ? ([.key(KeyEvent(.character("O"), .alt))], 2) : nil }
                    if var k = ss3Key(pending[i + 3]) {
                        k.modifiers.formUnion(Modifiers(xtermParameter: Int(pending[i + 2] - 0x30)))
                        return ([.key(k)], 4)
                    }
                }
                return ([.key(KeyEvent(.character("O"), .alt))], 2)
            }
            if n == 0x1b {
                // Esc before an escape sequence is Alt on that key, as terminals without xterm's
                // modifier parameters send Alt-arrows (`ESC ESC [A`); Esc Esc is two Escs.
                guard i + 2 < pending.count else { return final ? ([.key(KeyEvent(.escape))], 1) : nil }
                guard pending[i + 2] == UInt8(ascii: "[") || pending[i + 2] == UInt8(ascii: "O") else {
                    return ([.key(KeyEvent(.escape))], 1)
                }
                guard let (events, used) = decodeOne(at: i + 1, final: final) else { return nil }
                return (withAlt(events), used + 1)
            }
            // Esc followed by a key: that key with Alt.
            guard let (events, used) = decodePlain(at: i + 1, final: final) else { return nil }
            return (withAlt(events), used + 1)
        }
        return decodePlain(at: i, final: final)
    }

    /// The length of the OSC string at `i` (`ESC ] digits ;` … BEL or ESC `\`), to drop; 0 while
    /// its end has not come — kept across flushes, as an answer may be split over two reads, up
    /// to 256 bytes; nil when the bytes are not one (Alt-] and the keys after it).
    private func oscLength(at i: Int, final: Bool) -> Int? {
        var j = i + 2
        while j < pending.count, (0x30...0x39).contains(pending[j]) { j += 1 }
        guard j > i + 2 else { return nil }
        // `ESC ] 1` at the end of a read is taken for an answer's start: Alt-] then a digit typed
        // within one read is far rarer than an answer split there.
        guard j < pending.count else { return 0 }
        guard pending[j] == UInt8(ascii: ";") else { return nil }
        while j < pending.count {
            if pending[j] == 0x07 { return j + 1 - i }
            if pending[j] == 0x1b {
                guard j + 1 < pending.count else { return 0 }
                return pending[j + 1] == UInt8(ascii: "\\") ? j + 2 - i : j - i
            }
            j += 1
        }
        return pending.count - i > 256 ? pending.count - i : 0
    }

    /// The keys among `events` with Alt added.
    private func withAlt(_ events: [Event]) -> [Event] {
        events.map { e -> Event in
            if case .key(var k) = e { k.modifiers.insert(.alt); return .key(k) }
            return e
        }
    }

    /// A single byte or UTF-8 character that is not an escape sequence.
    private func decodePlain(at i: Int, final: Bool) -> ([Event], Int)? {
        let b = pending[i]
        switch b {
        case 0x0d, 0x0a: return ([.key(KeyEvent(.enter))], 1)
        case 0x09: return ([.key(KeyEvent(.tab))], 1)
        case 0x7f, 0x08: return ([.key(KeyEvent(.backspace))], 1)
        case 0x00: return ([.key(KeyEvent(.character(" "), .control))], 1)
        case 0x01...0x1a:
            let letter = Character(Unicode.Scalar(b + 0x60))
            return ([.key(KeyEvent(.character(letter), .control))], 1)
        case 0x1b: return ([.key(KeyEvent(.escape))], 1)
        // Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_ (with ISIG off, Ctrl-\ reaches the program as this byte).
        case 0x1c...0x1f: return ([.key(KeyEvent(.character(Character(Unicode.Scalar(b + 0x40))), .control))], 1)
        case 0x20..<0x80: return ([.key(KeyEvent(.character(Character(Unicode.Scalar(b)))))], 1)
        default:
            let need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1
            if need == 1 { return ([], 1) }  // a stray continuation byte
            guard i + need <= pending.count else { return final ? ([], pending.count - i) : nil }
            let s = String(decoding: pending[i..<(i + need)], as: UTF8.self)
            guard let c = s.first else { return ([], need) }
            return ([.key(KeyEvent(.character(c)))], need)
        }
    }

    /// `ESC O` and one byte: xterm's normal-mode arrows, Home, End and F1–F4, and rxvt's
    /// Ctrl-arrows (`ESC O a`…`d`).
    private func ss3Key(_ b: UInt8) -> KeyEvent? {
        switch b {
        case UInt8(ascii: "A"): return KeyEvent(.up)
        case UInt8(ascii: "B"): return KeyEvent(.down)
        case UInt8(ascii: "C"): return KeyEvent(.right)
        case UInt8(ascii: "D"): return KeyEvent(.left)
        case UInt8(ascii: "H"): return KeyEvent(.home)
        case UInt8(ascii: "F"): return KeyEvent(.end)
        case UInt8(ascii: "M"): return KeyEvent(.enter)
        case UInt8(ascii: "P"): return KeyEvent(.function(1))
        case UInt8(ascii: "Q"): return KeyEvent(.function(2))
        case UInt8(ascii: "R"): return KeyEvent(.function(3))
        case UInt8(ascii: "S"): return KeyEvent(.function(4))
        case UInt8(ascii: "a"): return KeyEvent(.up, .control)
        case UInt8(ascii: "b"): return KeyEvent(.down, .control)
        case UInt8(ascii: "c"): return KeyEvent(.right, .control)
        case UInt8(ascii: "d"): return KeyEvent(.left, .control)
        default: return nil
        }
    }

    static let pasteStart = Array("\u{1b}[200~".utf8), pasteEnd = Array("\u{1b}[201~".utf8)
    /// A paste without its end marker is given as it is once this many bytes wait.
    static let longestPaste = 1 << 20

    /// `ESC [200~ text ESC [201~`: the text as one paste event. Waits for the end marker, even
    /// across a flush (a long paste comes in several reads).
    private func decodePaste(at i: Int, final: Bool) -> ([Event], Int)? {
        let start = i + Self.pasteStart.count
        var j = start
        while j + Self.pasteEnd.count <= pending.count {
            if pending[j] == 0x1b && Array(pending[j..<(j + Self.pasteEnd.count)]) == Self.pasteEnd {
                return ([.paste(String(decoding: pending[start..<j], as: UTF8.self))], j + Self.pasteEnd.count - i)
            }
            j += 1
        }
        // A paste arrives over several reads: wait for its end, unless it is past all reason.
        guard final, pending.count - i > Self.longestPaste else { return nil }
        return ([.paste(String(decoding: pending[start...], as: UTF8.self))], pending.count - i)
    }

    private func startsPaste(at i: Int) -> Bool {
        i + Self.pasteStart.count <= pending.count && Array(pending[i..<(i + Self.pasteStart.count)]) == Self.pasteStart
    }

    /// `ESC [ params final`, including SGR (`ESC [ < b;x;y M/m`) and X10 (`ESC [ M cb cx cy`) mouse.
    private func decodeCSI(at i: Int, final: Bool) -> ([Event], Int)? {
        if startsPaste(at: i) { return decodePaste(at: i, final: final) }
        var j = i + 2
        // The Linux console's F1–F5: `ESC [ [ A`…`E`.
        if j < pending.count, pending[j] == UInt8(ascii: "[") {
            guard j + 1 < pending.count else { return final ? ([], pending.count - i) : nil }
            let n = Int(pending[j + 1]) - Int(UInt8(ascii: "A"))
            return ((0...4).contains(n) ? [.key(KeyEvent(.function(n + 1)))] : [], j + 2 - i)
        }
        if j < pending.count, pending[j] == UInt8(ascii: "M") {
            guard j + 3 < pending.count else { return final ? ([], pending.count - i) : nil }
            let cb = Int(pending[j + 1]) - 32, cx = Int(pending[j + 2]) - 33, cy = Int(pending[j + 3]) - 33
            return (mouse(code: cb, x: cx, y: cy, released: (cb & 3) == 3, x10: true), j + 4 - i)
        }
        let sgrMouse = j < pending.count && pending[j] == UInt8(ascii: "<")
        if sgrMouse { j += 1 }
        var params: [Int] = []
        var current: Int? = nil
        while j < pending.count {
            let c = pending[j]
            if c >= 0x30 && c <= 0x39 {
                current = (current ?? 0) * 10 + Int(c - 0x30)
            } else if c == UInt8(ascii: ";") {
                params.append(current ?? 1); current = nil
            } else if c >= 0x40 && c <= 0x7e || (c == UInt8(ascii: "$") && !sgrMouse) {
                // rxvt ends a shifted key with `$` (`ESC [ 3 $` Shift-Delete).
                if let current { params.append(current) }
                let used = j + 1 - i
                if sgrMouse {
                    guard params.count >= 3 else { return ([], used) }
                    return (mouse(code: params[0], x: params[1] - 1, y: params[2] - 1,
                                  released: c == UInt8(ascii: "m"), x10: false), used)
                }
                return (csiKey(final: c, params: params).map { [.key($0)] } ?? [], used)
            } else if c >= 0x20 && c <= 0x3f {
                // intermediate or private marker bytes: keep scanning
            } else {
                return ([], j - i)  // malformed: drop what we read
            }
            j += 1
        }
        return final ? ([], pending.count - i) : nil
    }

    private func csiKey(final c: UInt8, params: [Int]) -> KeyEvent? {
        var mods = params.count >= 2 ? Modifiers(xtermParameter: params[1]) : []
        // rxvt: `ESC [ a`…`d` are Shift-arrows; `$`, `^` and `@` end shifted, Ctrl and Ctrl-Shift
        // keys of the `~` kind (`ESC [ 5 ^` Ctrl-PageUp).
        switch c {
        case UInt8(ascii: "a"): return KeyEvent(.up, .shift)
        case UInt8(ascii: "b"): return KeyEvent(.down, .shift)
        case UInt8(ascii: "c"): return KeyEvent(.right, .shift)
        case UInt8(ascii: "d"): return KeyEvent(.left, .shift)
        case UInt8(ascii: "$"): mods = .shift
        case UInt8(ascii: "^"): mods = .control
        case UInt8(ascii: "@"): mods = [.control, .shift]
        default: break
        }
        switch c {
        case UInt8(ascii: "A"): return KeyEvent(.up, mods)
        case UInt8(ascii: "B"): return KeyEvent(.down, mods)
        case UInt8(ascii: "C"): return KeyEvent(.right, mods)
        case UInt8(ascii: "D"): return KeyEvent(.left, mods)
        case UInt8(ascii: "H"): return KeyEvent(.home, mods)
        case UInt8(ascii: "F"): return KeyEvent(.end, mods)
        case UInt8(ascii: "Z"): return KeyEvent(.tab, mods.union(.shift))
        case UInt8(ascii: "P"): return KeyEvent(.function(1), mods)
        case UInt8(ascii: "Q"): return KeyEvent(.function(2), mods)
        case UInt8(ascii: "R"): return KeyEvent(.function(3), mods)
        case UInt8(ascii: "S"): return KeyEvent(.function(4), mods)
        case UInt8(ascii: "~"), UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
            let key: Key?
            switch params.first ?? 0 {
            case 1, 7: key = .home
            case 2: key = .insert
            case 3: key = .delete
            case 4, 8: key = .end
            case 5: key = .pageUp
            case 6: key = .pageDown
            case 11...15: key = .function((params.first ?? 11) - 10)
            case 17...21: key = .function((params.first ?? 17) - 11)
            case 23, 24: key = .function((params.first ?? 23) - 12)
            default: key = nil
            }
            return key.map { KeyEvent($0, mods) }
        default: return nil
        }
    }

    private func mouse(code: Int, x: Int, y: Int, released: Bool, x10: Bool) -> [Event] {
        var mods: Modifiers = []
        if code & 4 != 0 { mods.insert(.shift) }
        if code & 8 != 0 { mods.insert(.alt) }
        if code & 16 != 0 { mods.insert(.control) }
        let at = Point(x: max(0, x), y: max(0, y))
        if code & 64 != 0 {
            return [.mouse(MouseEvent((code & 1) == 0 ? .scrollUp : .scrollDown, button: 0, at: at, modifiers: mods))]
        }
        let button = (code & 3) == 3 ? 0 : (code & 3) + 1
        if released { return [.mouse(MouseEvent(.release, button: x10 ? 1 : button, at: at, modifiers: mods))] }
        if code & 32 != 0 {
            return [.mouse(MouseEvent(button == 0 ? .move : .drag, button: button, at: at, modifiers: mods))]
        }
        return [.mouse(MouseEvent(.press, button: button, at: at, modifiers: mods))]
    }
}

import DemoApps
import Testing
@testable import SceneryKit

/// One key table end to end: every key the key map names, and every special key with every
/// modifier, becomes xterm's bytes and comes back as the same key.
@Suite("Key encoding round trip")
struct KeyEncodingTests {
    /// Keys a terminal cannot tell apart send the same bytes: these are their one spelling.
    static func canonical(_ key: KeyEvent) -> KeyEvent {
        guard key.modifiers.contains(.control), case .character(let c) = key.key else { return key }
        let rest = key.modifiers.subtracting(.control)
        switch c {
        case "i": return KeyEvent(.tab, rest)
        case "m", "j": return KeyEvent(.enter, rest)
        case "h": return KeyEvent(.backspace, rest)
        case "[": return KeyEvent(.escape, rest)
        case "@": return KeyEvent(.character(" "), key.modifiers)
        default: return key
        }
    }

    func roundTrip(_ key: KeyEvent) -> [Event] { KeyDecoder.decode(KeyEncoding.bytes(for: key)) }

    @Test("Every key of every action's defaults comes back as itself")
    func keyMap() {
        for action in DemoCatalog.allKeyActions {
            for key in action.defaultKeys {
                #expect(roundTrip(key) == [.key(Self.canonical(key))], "\(action.name): \(KeyNotation.describe(key)) → \(KeyEncoding.bytes(for: key).debugDescription)")
            }
        }
    }

    @Test("Arrows, Home, End, Insert, Delete, Page keys and F1–F12 with every modifier; Ctrl and Alt with characters")
    func everyModifier() {
        let specials: [Key] = [.up, .down, .left, .right, .home, .end, .insert, .delete, .pageUp, .pageDown] + (1...12).map { .function($0) }
        for k in specials {
            for raw in UInt8(0)...7 {
                let key = KeyEvent(k, Modifiers(rawValue: raw))
                #expect(roundTrip(key) == [.key(key)], "\(KeyNotation.describe(key)) → \(KeyEncoding.bytes(for: key).debugDescription)")
            }
        }
        for c in "abcdefgklnopqrstuvwxyz\\]^_ " {
            for mods: Modifiers in [[.control], [.control, .alt]] {
                let key = KeyEvent(.character(c), mods)
                #expect(roundTrip(key) == [.key(key)], "\(KeyNotation.describe(key))")
            }
        }
        for c in "aZ7?é日" { #expect(roundTrip(KeyEvent(.character(c), .alt)) == [.key(KeyEvent(.character(c), .alt))]) }
        for k: Key in [.enter, .tab, .backspace] { #expect(roundTrip(KeyEvent(k, .alt)) == [.key(KeyEvent(k, .alt))]) }
        #expect(roundTrip(KeyEvent(.tab, .shift)) == [.key(KeyEvent(.tab, .shift))])
    }

    @Test("xterm's own bytes for the keys the issue named")
    func xtermBytes() {
        #expect(KeyEncoding.bytes(for: KeyEvent(.function(1))) == "\u{1b}OP")
        #expect(KeyEncoding.bytes(for: KeyEvent(.function(12))) == "\u{1b}[24~")
        #expect(KeyEncoding.bytes(for: KeyEvent(.right, .shift)) == "\u{1b}[1;2C")
        #expect(KeyEncoding.bytes(for: KeyEvent(.left, .alt)) == "\u{1b}[1;3D")
        #expect(KeyEncoding.bytes(for: KeyEvent(.up, .control)) == "\u{1b}[1;5A")
        #expect(KeyEncoding.bytes(for: KeyEvent(.delete)) == "\u{1b}[3~")
        #expect(KeyEncoding.bytes(for: .ctrl("\\")) == "\u{1c}")
    }
}

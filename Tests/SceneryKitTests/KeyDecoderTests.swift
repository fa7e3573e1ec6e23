import Testing
@testable import SceneryKit

@Suite("Key decoding from escape sequences")
struct KeyDecoderTests {
    func keys(_ s: String) -> [Event] { KeyDecoder.decode(s) }
    func key(_ k: Key, _ m: Modifiers = []) -> Event { .key(KeyEvent(k, m)) }

    @Test("Printable characters, including multi-byte UTF-8")
    func printable() {
        #expect(keys("aZ?") == [key(.character("a")), key(.character("Z")), key(.character("?"))])
        #expect(keys("é日") == [key(.character("é")), key(.character("日"))])
    }

    @Test("Enter, Tab, Backspace and Ctrl-letters")
    func controls() {
        #expect(keys("\r") == [key(.enter)])
        #expect(keys("\t") == [key(.tab)])
        #expect(keys("\u{7f}") == [key(.backspace)])
        #expect(keys("\u{11}") == [key(.character("q"), .control)])
        #expect(keys("\u{12}") == [key(.character("r"), .control)])
        #expect(keys("\u{17}") == [key(.character("w"), .control)])
    }

    @Test("Esc before an escape sequence is Alt on its key; Esc Esc is two Escs, also across reads")
    func escPrefixedSequences() {
        #expect(keys("\u{1b}\u{1b}[A") == [key(.up, .alt)])
        #expect(keys("\u{1b}\u{1b}OB") == [key(.down, .alt)])
        #expect(keys("\u{1b}\u{1b}[1;2D") == [key(.left, [.alt, .shift])])
        #expect(keys("\u{1b}\u{1b}") == [key(.escape), key(.escape)])
        #expect(keys("\u{1b}\u{1b}x") == [key(.escape), key(.character("x"), .alt)])
        var d = KeyDecoder()
        #expect(d.feed(Array("\u{1b}\u{1b}".utf8)).isEmpty, "waits: it may be the start of Alt-Up")
        #expect(d.feed(Array("[C".utf8)) == [key(.right, .alt)])
    }

    @Test("A lone Esc is the Esc key once flushed, not before")
    func escape() {
        var d = KeyDecoder()
        #expect(d.feed([0x1b]).isEmpty)
        #expect(d.hasPending)
        #expect(d.flush() == [key(.escape)])
        #expect(keys("\u{1b}\u{1b}") == [key(.escape), key(.escape)])
    }

    @Test("Esc followed by a key is Alt with that key")
    func alt() {
        #expect(keys("\u{1b}x") == [key(.character("x"), .alt)])
        #expect(keys("\u{1b}\r") == [key(.enter, .alt)])
    }

    @Test("Arrows and navigation keys, CSI and SS3 forms")
    func arrows() {
        #expect(keys("\u{1b}[A\u{1b}[B\u{1b}[C\u{1b}[D") == [key(.up), key(.down), key(.right), key(.left)])
        #expect(keys("\u{1b}OA\u{1b}OD") == [key(.up), key(.left)])
        #expect(keys("\u{1b}[H\u{1b}[F\u{1b}[1~\u{1b}[4~") == [key(.home), key(.end), key(.home), key(.end)])
        #expect(keys("\u{1b}[5~\u{1b}[6~\u{1b}[3~\u{1b}[2~") == [key(.pageUp), key(.pageDown), key(.delete), key(.insert)])
    }

    @Test("Shift, Ctrl and Alt on arrows and Home/End/PageUp (xterm modifier parameter)")
    func modifiedArrows() {
        #expect(keys("\u{1b}[1;2C") == [key(.right, .shift)])
        #expect(keys("\u{1b}[1;5D") == [key(.left, .control)])
        #expect(keys("\u{1b}[1;3A") == [key(.up, .alt)])
        #expect(keys("\u{1b}[1;6B") == [key(.down, [.control, .shift])])
        #expect(keys("\u{1b}[1;2H") == [key(.home, .shift)])
        #expect(keys("\u{1b}[5;5~") == [key(.pageUp, .control)])
    }

    @Test("The keys other terminals send, now that the live front reads every key as bytes: the Linux console's F1–F5, rxvt's Shift- and Ctrl-arrows and `$ ^ @` endings, old xterm's SS3 modifiers")
    func otherTerminals() {
        let cases: [(String, KeyEvent)] = [
            ("\u{1b}[[A", KeyEvent(.function(1))), ("\u{1b}[[E", KeyEvent(.function(5))),
            ("\u{1b}[a", KeyEvent(.up, .shift)), ("\u{1b}[d", KeyEvent(.left, .shift)),
            ("\u{1b}Oc", KeyEvent(.right, .control)), ("\u{1b}Ob", KeyEvent(.down, .control)),
            ("\u{1b}[3$", KeyEvent(.delete, .shift)), ("\u{1b}[5^", KeyEvent(.pageUp, .control)),
            ("\u{1b}[7@", KeyEvent(.home, [.control, .shift])), ("\u{1b}[8^", KeyEvent(.end, .control)),
            ("\u{1b}O5C", KeyEvent(.right, .control)), ("\u{1b}O2P", KeyEvent(.function(1), .shift)),
            ("\u{1b}[7~", KeyEvent(.home)), ("\u{1b}[11~", KeyEvent(.function(1))),
        ]
        for (bytes, key) in cases {
            #expect(KeyDecoder.decode(bytes) == [.key(key)], "\(bytes.debugDescription)")
        }
        // The key after an rxvt `$` ending is its own, not swallowed into the sequence.
        #expect(KeyDecoder.decode("\u{1b}[3$x") == [.key(KeyEvent(.delete, .shift)), .key(KeyEvent(.character("x")))])
    }

    @Test("Shift-Tab")
    func backtab() {
        #expect(keys("\u{1b}[Z") == [key(.tab, .shift)])
    }

    @Test("Function keys F1–F12 and modified ones")
    func functionKeys() {
        #expect(keys("\u{1b}OP\u{1b}OQ\u{1b}OR\u{1b}OS") == [key(.function(1)), key(.function(2)), key(.function(3)), key(.function(4))])
        #expect(keys("\u{1b}[15~\u{1b}[17~\u{1b}[21~\u{1b}[24~") == [key(.function(5)), key(.function(6)), key(.function(10)), key(.function(12))])
        #expect(keys("\u{1b}[1;2P") == [key(.function(1), .shift)])
        #expect(keys("\u{1b}[24;5~") == [key(.function(12), .control)])
    }

    @Test("SGR mouse: press, drag, release, wheel, with modifiers")
    func sgrMouse() {
        #expect(keys("\u{1b}[<0;10;5M") == [.mouse(MouseEvent(.press, button: 1, at: Point(x: 9, y: 4)))])
        #expect(keys("\u{1b}[<32;11;5M") == [.mouse(MouseEvent(.drag, button: 1, at: Point(x: 10, y: 4)))])
        #expect(keys("\u{1b}[<0;11;5m") == [.mouse(MouseEvent(.release, button: 1, at: Point(x: 10, y: 4)))])
        #expect(keys("\u{1b}[<64;1;1M") == [.mouse(MouseEvent(.scrollUp, button: 0, at: Point(x: 0, y: 0)))])
        #expect(keys("\u{1b}[<65;1;1M") == [.mouse(MouseEvent(.scrollDown, button: 0, at: Point(x: 0, y: 0)))])
        #expect(keys("\u{1b}[<16;2;3M") == [.mouse(MouseEvent(.press, button: 1, at: Point(x: 1, y: 2), modifiers: .control))])
        #expect(keys("\u{1b}[<2;2;3M") == [.mouse(MouseEvent(.press, button: 3, at: Point(x: 1, y: 2)))])
    }

    @Test("X10 mouse reports")
    func x10Mouse() {
        let bytes: [UInt8] = [0x1b, 0x5b, 0x4d, 32, 33 + 4, 33 + 2, 0x1b, 0x5b, 0x4d, 35, 33 + 4, 33 + 2]
        #expect(KeyDecoder.decode(bytes) == [.mouse(MouseEvent(.press, button: 1, at: Point(x: 4, y: 2))),
                                              .mouse(MouseEvent(.release, button: 1, at: Point(x: 4, y: 2)))])
    }

    @Test("A sequence split across reads is decoded when it completes")
    func splitReads() {
        var d = KeyDecoder()
        #expect(d.feed(Array("\u{1b}[1;".utf8)).isEmpty)
        #expect(d.feed(Array("5C".utf8)) == [key(.right, .control)])
        #expect(d.feed([0xe6, 0x97]).isEmpty)
        #expect(d.feed([0xa5]) == [key(.character("日"))])
    }

    @Test("Unknown sequences are dropped whole, not typed as text")
    func unknown() {
        #expect(keys("\u{1b}[99zq") == [key(.character("q"))])
    }
}

@Suite("Key notation")
struct KeyNotationTests {
    @Test("Plain characters and named keys")
    func parse() throws {
        let keys = try KeyNotation.parse("jj<Enter><S-Tab><C-r><A-x><F12><Space><lt>")
        #expect(keys == [.char("j"), .char("j"), KeyEvent(.enter), KeyEvent(.tab, .shift), .ctrl("r"),
                         KeyEvent(.character("x"), .alt), KeyEvent(.function(12)), .char(" "), .char("<")])
        #expect(try KeyNotation.parse("<C-Q>") == [.ctrl("q")])
        #expect(try KeyNotation.parse("<S-Right><C-Left>") == [KeyEvent(.right, .shift), KeyEvent(.left, .control)])
    }

    @Test("An unknown name is an error that says where")
    func unknown() {
        #expect(throws: KeyNotation.ParseError.self) { try KeyNotation.parse("ab<Dwon>") }
        do {
            _ = try KeyNotation.parse("ab<Dwon>")
        } catch {
            #expect(error.offset == 2)
            #expect(error.description.contains("<Dwon>"))
        }
    }

    @Test("Describe round-trips")
    func roundTrip() throws {
        for text in ["<C-r>", "x", "<S-Tab>", "<F5>", "<Enter>", "<A-Left>"] {
            let k = try KeyNotation.parse(text)
            try #require(k.count == 1)
            #expect(KeyNotation.describe(k[0]) == text)
        }
    }
}

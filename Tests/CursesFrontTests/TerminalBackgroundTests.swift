import Foundation
import Fuzzing
import SceneryEvents
import Testing
@testable import CursesFront

/// The terminal's background colour (OSC 11): the answer is taken out of what was typed and
/// sets the appearance; any OSC string is no key, even split over two reads.
@Suite("Terminal background", .serialized)
struct TerminalBackgroundTests {
    @Test("The answer is taken out of the typed bytes, in 1 to 4 hex digits a channel, ended by BEL or ST; a partial one is left alone")
    func answerParsing() {
        func take(_ s: String) -> (Bool?, String) {
            var bytes = Array(s.utf8)
            let answer = TerminalBackground.takeAnswer(from: &bytes)
            return (answer, String(decoding: bytes, as: UTF8.self))
        }
        #expect(take("\u{1b}]11;rgb:ffff/ffff/ffff\u{1b}\\") == (true, ""))
        #expect(take("a\u{1b}]11;rgb:0000/0000/0000\u{7}b") == (false, "ab"))
        #expect(take("\u{1b}]11;rgb:fd/f6/e3\u{7}") == (true, ""), "Solarized Light's base3")
        #expect(take("\u{1b}]11;rgb:0/2/3\u{7}") == (false, ""), "one digit a channel: Solarized Dark's base03, roughly")
        #expect(take("\u{1b}]11;rgb:ffff/ffff/ff") == (nil, "\u{1b}]11;rgb:ffff/ffff/ff"), "not whole yet")
        #expect(take("\u{1b}]11;rgb:ffff/ffff\u{7}") == (nil, "\u{1b}]11;rgb:ffff/ffff\u{7}"), "two channels is no answer")
        #expect(TerminalBackground.isLight(red: 0.8, green: 0.8, blue: 0.8) && !TerminalBackground.isLight(red: 0.2, green: 0.2, blue: 0.2))
    }

    @Test("An OSC string is no key: whole, split over two reads and a flush, or at the end; Alt-] is still Alt-]")
    func decoderSwallowsOSC() {
        let answer = Array("\u{1b}]11;rgb:ffff/ffff/ffff\u{1b}\\".utf8)
        #expect(KeyDecoder.decode(answer + Array("j".utf8)) == [.key(.char("j"))])
        #expect(KeyDecoder.decode(Array("\u{1b}]11;rgb:0/0/0\u{7}k".utf8)) == [.key(.char("k"))])
        // Cut anywhere after `ESC ] 1` (before it, a read that ends is an Esc or an Alt-] key,
        // as any escape sequence cut there is).
        for cut in 3..<answer.count {
            var d = KeyDecoder()
            var events = d.feed(Array(answer[..<cut])) + d.flush()
            events += d.feed(Array(answer[cut...]) + Array("q".utf8)) + d.flush()
            #expect(events == [.key(.char("q"))], "cut at \(cut): \(events)")
        }
        #expect(KeyDecoder.decode(Array("\u{1b}]".utf8)) == [.key(KeyEvent(.character("]"), .alt))])
        #expect(KeyDecoder.decode(Array("\u{1b}]a".utf8)) == [.key(KeyEvent(.character("]"), .alt)), .key(.char("a"))])
        // A string that never ends stops being waited for after 256 bytes: typing is not lost for good.
        var d = KeyDecoder()
        _ = d.feed(Array("\u{1b}]11;".utf8) + Array(repeating: UInt8(ascii: "x"), count: 300))
        #expect(d.feed(Array("z".utf8)) + d.flush() == [.key(.char("z"))])
    }

    @Test("scenery run asks for the background; a light answer draws the app light, and types nothing")
    func lightAnswer() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let state = NSTemporaryDirectory() + "scenery-bg-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let pty = try PseudoTerminal()
        let p = try pty.launch(bin, ["run", "--state-dir", state])
        #expect(pty.waitFor("Sophie Thompson"), "the demo never drew: \(pty.output.suffix(300))")
        #expect(pty.output.contains(TerminalBackground.query), "the front asks the terminal")
        // Dark until the terminal answers: the unfocused selection on grey 238; light after: on grey 248.
        let colours = Set(pty.output.matches(of: /[34]8;5;\d+/).map { String($0.output) })
        #expect(colours.contains("48;5;238") && !colours.contains("48;5;248"), "\(colours.sorted())")
        pty.write("\u{1b}]11;rgb:ffff/ffff/ffff\u{1b}\\")
        #expect(pty.waitFor("48;5;248"), "no light frame after the answer: \(pty.output.suffix(300).debugDescription)")
        pty.write("\u{11}")
        #expect(PseudoTerminal.waitExit(p))
        #expect(p.terminationStatus == 0, "the answer typed nothing: Ctrl-Q still quits")
    }
}

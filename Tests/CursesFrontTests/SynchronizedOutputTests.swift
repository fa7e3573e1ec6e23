import Foundation
import Fuzzing
import Testing
@testable import CursesFront

/// Synchronized output: the terminal's answer is taken out of what was typed, and frames are
/// wrapped only when the terminal said it has the mode.
@Suite("Synchronized output", .serialized)
struct SynchronizedOutputTests {
    @Test("The answer is taken out of the typed bytes, whatever surrounds it; a partial one is left alone")
    func answerParsing() {
        func take(_ s: String) -> (Bool?, String) {
            var bytes = Array(s.utf8)
            let answer = SynchronizedOutput.takeAnswer(from: &bytes)
            return (answer, String(decoding: bytes, as: UTF8.self))
        }
        #expect(take("\u{1b}[?2026;2$y") == (true, ""))
        #expect(take("ab\u{1b}[?2026;1$ycd") == (true, "abcd"))
        #expect(take("\u{1b}[A\u{1b}[?2026;0$y") == (false, "\u{1b}[A"), "0: the terminal does not know the mode")
        #expect(take("\u{1b}[?2026;4$y") == (false, ""), "4: permanently reset")
        #expect(take("\u{1b}[?2026;2$") == (nil, "\u{1b}[?2026;2$"), "not whole yet")
        #expect(take("\u{1b}[?2026;$y") == (nil, "\u{1b}[?2026;$y"))
        #expect(take("x") == (nil, "x"))
    }

    @Test("Not asked where the query could show: the Linux console, GNU screen; asked in tmux and elsewhere")
    func whereToAsk() {
        #expect(!SynchronizedOutput.shouldAsk(term: "linux", environment: [:]))
        #expect(!SynchronizedOutput.shouldAsk(term: "screen", environment: [:]))
        #expect(SynchronizedOutput.shouldAsk(term: "screen-256color", environment: ["TMUX": "/tmp/tmux-0/default,1,0"]))
        #expect(SynchronizedOutput.shouldAsk(term: "xterm-256color", environment: [:]))
        #expect(SynchronizedOutput.shouldAsk(term: "tmux-256color", environment: [:]))
    }

    @Test("scenery run asks; frames are wrapped once the terminal says yes, and never when it does not answer")
    func wrapsWhenTheTerminalHasIt() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let state = NSTemporaryDirectory() + "scenery-sync-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }

        let silent = try PseudoTerminal()
        let p1 = try silent.launch(bin, ["run", "--state-dir", state + "/" + UUID().uuidString])
        #expect(silent.waitFor("Sophie Thompson"), "the demo never drew: \(silent.output.suffix(300))")
        #expect(silent.output.contains(SynchronizedOutput.query), "the front asks the terminal")
        silent.write("\u{1b}[B")
        usleep(300_000)
        silent.write("\u{11}")
        #expect(PseudoTerminal.waitExit(p1))
        #expect(!silent.output.contains("\u{1b}[?2026h"), "no answer, no marks")

        let answering = try PseudoTerminal()
        let p2 = try answering.launch(bin, ["run", "--state-dir", state + "/" + UUID().uuidString])
        #expect(answering.waitFor("Sophie Thompson"))
        answering.write("\u{1b}[?2026;2$y")
        usleep(300_000)
        answering.write("\u{1b}[B")  // Down: a frame after the answer
        #expect(answering.waitFor("\u{1b}[?2026h"), "frames are wrapped after the answer: \(answering.output.suffix(300).debugDescription)")
        answering.write("\u{11}")
        #expect(PseudoTerminal.waitExit(p2))
        #expect(p2.terminationStatus == 0, "the answer typed nothing: Ctrl-Q still quits")
        let out = answering.settledOutput()
        let begins = out.components(separatedBy: "\u{1b}[?2026h").count - 1, ends = out.components(separatedBy: "\u{1b}[?2026l").count - 1
        #expect(begins > 0 && begins == ends, "every frame that begins also ends (\(begins) begins, \(ends) ends)")
    }
}

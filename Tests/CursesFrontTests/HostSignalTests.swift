import Foundation
import Fuzzing
import Testing

/// An app hosted by `SceneryApp` (the tutorial's Recipes) in a pseudo-terminal: every stop
/// signal and Ctrl-Q save its sessions in its own state folder, and the terminal comes back.
@Suite("Hosted app signals", .serialized)
struct HostSignalTests {
    @Test("SIGTERM, SIGINT, SIGHUP and Ctrl-Q each save the chosen recipe and restore the terminal",
          arguments: [SIGTERM, SIGINT, SIGHUP, 0])
    func savesOnStop(_ sig: Int32) throws {
        let bin = try #require(TestPaths.recipes, "build the Recipes example first (swift build)")
        let state = NSTemporaryDirectory() + "recipes-signal-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let pty = try PseudoTerminal()
        let before = pty.modes()
        let p = try pty.launch(bin, ["--state-dir", state], term: "xterm-256color", environment: [:])
        #expect(pty.waitFor("Pancakes"), "Recipes never drew: \(pty.output.suffix(300))")
        pty.write("\u{1b}[B\r")  // Down, Enter: Tomato soup
        #expect(pty.waitFor("1 kg tomatoes"))
        if sig == 0 { pty.write("\u{11}") } else { kill(p.processIdentifier, sig) }
        #expect(PseudoTerminal.waitExit(p, seconds: 10))
        #expect(p.terminationStatus == (sig == 0 ? 0 : 128 + sig))
        #expect(PseudoTerminal.sameModes(pty.modes(), before))
        if sig == SIGTERM { #expect(pty.waitFor("recipes: stopped by SIGTERM")) }
        let saved = try String(contentsOfFile: state + "/recipes-1.json", encoding: .utf8)
        #expect(saved.contains("\"recipe\" : \"1\""), "\(saved)")
    }
}

/// The live front's terminal modes and bracketed paste, as a terminal sees them.
@Suite("Live paste and modes", .serialized)
struct LivePasteTests {
    @Test("Drag tracking, SGR mouse and bracketed paste are on before the first frame; a paste with Ctrl-Q in it is text",
          arguments: ["xterm-256color", "screen"])
    func pasteIsText(term: String) throws {
        let bin = try #require(TestPaths.scenery)
        let pty = try PseudoTerminal()
        let p = try pty.launch(bin, ["run", "--fresh", "--app", "Mail"], term: term, environment: [:])
        #expect(pty.waitFor("Sophie Thompson"), "Mail never drew: \(pty.output.suffix(300))")
        let output = pty.output
        for mode in ["\u{1b}[?1002h", "\u{1b}[?1003h", "\u{1b}[?1006h", "\u{1b}[?2004h"] {
            let at = try #require(output.range(of: mode), "\(mode.debugDescription) never sent")
            let frame = try #require(output.range(of: "Sophie Thompson"))
            #expect(at.lowerBound < frame.lowerBound, "\(mode.debugDescription) came after the first frame")
        }
        pty.write("c")
        #expect(pty.waitFor("New Message"))
        pty.write("\u{1b}[200~pasted\u{11}text\u{1b}[201~")
        #expect(pty.waitFor("pastedtext"), "the paste did not reach the To field: \(pty.output.suffix(400))")
        #expect(p.isRunning, "a Ctrl-Q inside a paste quit the session")
        pty.write("\u{1b}")
        usleep(100_000)
        pty.write("\u{11}")
        #expect(PseudoTerminal.waitExit(p, seconds: 10))
        #expect(pty.waitFor("\u{1b}[?2004l"), "bracketed paste was not switched off")  // the last bytes may still be on their way
    }
}

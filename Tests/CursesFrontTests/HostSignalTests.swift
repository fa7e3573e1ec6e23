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

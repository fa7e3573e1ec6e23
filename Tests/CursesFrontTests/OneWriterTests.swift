import Foundation
import Fuzzing
import Testing

/// Two terminal tabs running `scenery run` on one state folder: the second is refused, so the
/// first's windows (a draft among them) are never overwritten by it.
@Suite("One writer per state folder", .serialized)
struct OneWriterTests {
    @Test("A second run on a folder in use exits 2 with one line naming the first; the first's draft survives its quit")
    func secondRunRefused() throws {
        let bin = try #require(TestPaths.scenery)
        let state = NSTemporaryDirectory() + "scenery-writers-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = try PseudoTerminal(), second = try PseudoTerminal()
        let a = try first.launch(bin, ["run", "--state-dir", state])
        #expect(first.waitFor("Sophie Thompson"))
        first.write("c")
        #expect(first.waitFor("New Message"))
        first.write("draft@example.com")
        #expect(first.waitFor("draft@example.com"))
        let b = try second.launch(bin, ["run", "--state-dir", state])
        #expect(PseudoTerminal.waitExit(b))
        #expect(b.terminationStatus == 2)
        let said = second.settledOutput().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        #expect(said == ["scenery: the state folder \(state) is in use by another session (process \(a.processIdentifier), scenery run); "
                         + "open this terminal as a second display of it with 'scenery attach', or start a separate session with --state-dir DIR or --fresh"],
                "\(said)")
        #expect(!second.output.contains("\u{1b}[?1049h"), "the refused run took the terminal over")
        first.write("\u{11}")  // quits from inside the field too
        #expect(PseudoTerminal.waitExit(a))
        #expect(a.terminationStatus == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: state).filter { $0.hasSuffix(".json") }
        let withDraft = try files.filter { try String(contentsOfFile: state + "/" + $0, encoding: .utf8).contains("draft@example.com") }
        #expect(withDraft.count == 1, "\(files)")
        // Private: the folder 0700, every file 0600.
        var st = stat()
        stat(state, &st)
        #expect(st.st_mode & 0o777 == 0o700)
        for f in files { stat(state + "/" + f, &st); #expect(st.st_mode & 0o777 == 0o600, "\(f)") }
        // The lock went with the process: a new run takes the folder.
        let c = try second.launch(bin, ["run", "--state-dir", state])
        #expect(second.waitFor("draft@example.com"), "the relaunch did not restore the draft")
        kill(c.processIdentifier, SIGTERM)
        #expect(PseudoTerminal.waitExit(c))
        #expect(c.terminationStatus == 128 + SIGTERM)
    }
}

import Foundation
import Fuzzing
import Testing

/// A state folder that can be read but not written is said as such, with the fix, and the
/// session runs without touching it. Root ignores permissions, so as root the check runs as
/// another user (uid 65534, through setpriv) on a folder that user owns.
@Suite("A read-only state folder", .serialized)
struct ReadOnlyStateTests {
    static var asRoot: Bool { getuid() == 0 }

    @Test("scenery run on a folder it may read but not write says so, names the fix, and leaves the folder as it was",
          .enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "as root it needs setpriv to be another user"))
    func readOnly() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let base = NSTemporaryDirectory() + "scenery-readonly-\(UUID().uuidString)"
        let state = base + "/sessions", runtime = base + "/run"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        defer { chmod(state, 0o700); try? FileManager.default.removeItem(atPath: base) }
        try #"{"kept": true}"#.write(toFile: state + "/note.txt", atomically: true, encoding: .utf8)
        if Self.asRoot {
            for path in [base, state, runtime, state + "/note.txt"] { chown(path, 65534, 65534) }
        }
        chmod(base, 0o755)
        chmod(runtime, 0o700)
        chmod(state, 0o500)
        let pty = try PseudoTerminal()
        let arguments = ["run", "--state-dir", state]
        let p = Self.asRoot
            ? try pty.launch("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", bin] + arguments,
                             environment: ["XDG_RUNTIME_DIR": runtime])
            : try pty.launch(bin, arguments, environment: ["XDG_RUNTIME_DIR": runtime])
        #expect(pty.waitFor("Sophie", seconds: 10), "it runs: \(pty.output.suffix(300))")
        pty.write("\u{11}")
        #expect(PseudoTerminal.waitExit(p))
        #expect(pty.waitFor("can be read but not written", seconds: 5), "\(pty.output.suffix(400).debugDescription)")
        #expect(pty.output.contains("chmod u+w \(state)"), "the fix is named")
        #expect(try FileManager.default.contentsOfDirectory(atPath: state) == ["note.txt"], "nothing written there")
    }
}

import Foundation
import SceneryHost

/// The peers' live programs for `scenery bench --live`: the same Mail split view in Bubble Tea
/// (`mailsplit`, built by the peer's `build.sh`: Go and Debian's bubbletea and lipgloss
/// packages) and in Textual (`mail_split.py`, where a Python can import textual), each run
/// interactively on a pseudo-terminal as `scenery run` is, `[` and `]` as their key steps, `q`
/// to quit. A peer that cannot run here is a note saying what it needs.
enum LivePeers {
    static func find(in folder: String) -> (programs: [LiveBench.Program], notes: [String]) {
        var programs: [LiveBench.Program] = [], notes: [String] = []
        let keys: [[UInt8]] = [Array("[".utf8), Array("]".utf8)]
        let build = folder + "/bubbletea/build.sh"
        if FileManager.default.isExecutableFile(atPath: build),
           case .success(let out) = PeerComparison.output(build, [NSTemporaryDirectory() + "scenery-bubbletea-peer"]),
           let binary = out.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last.map(String.init),
           FileManager.default.isExecutableFile(atPath: binary) {
            programs.append(LiveBench.Program(name: "Bubble Tea", executable: binary, arguments: [], keySteps: keys, quit: [Array("q".utf8)]))
        } else {
            notes.append("no live Bubble Tea peer: \(build) did not build it (it needs apt-get install golang-go "
                         + "golang-github-charmbracelet-bubbletea-dev golang-github-charmbracelet-lipgloss-dev)")
        }
        let script = folder + "/textual/mail_split.py"
        let pythons = [folder + "/textual/.venv/bin/python"] + ["/usr/local/bin/python3", "/usr/bin/python3"] + pathPythons()
        if FileManager.default.fileExists(atPath: script),
           let found = pythons.first(where: { FileManager.default.isExecutableFile(atPath: $0) && canImportTextual($0) }),
           case .success(let real) = PeerComparison.output(found, ["-c", "import sys; print(sys.executable)"]) {
            // The interpreter itself, not a shim (pyenv's needs its own PATH, which the pty's environment has not).
            let python = real.trimmingCharacters(in: .whitespacesAndNewlines)
            programs.append(LiveBench.Program(name: "Textual", executable: python, arguments: [script], keySteps: keys, quit: [Array("q".utf8)]))
        } else {
            notes.append("no live Textual peer: no Python here imports textual (pip install -r \(folder)/textual/requirements.txt)")
        }
        return (programs, notes)
    }

    /// `python3` in each folder of this process's PATH (a pyenv or a virtual environment).
    private static func pathPythons() -> [String] {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
    }

    private static func canImportTextual(_ python: String) -> Bool {
        if case .success = PeerComparison.output(python, ["-c", "import textual"]) { return true }
        return false
    }
}

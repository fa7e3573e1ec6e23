import SceneryHost
import Foundation

/// The peers' own benchmarks run beside `PeerScreenBench`, alternately, so that machine load
/// moves both the same way: Bubble Tea's `mailsplit -bench` (built by the peer's `build.sh`,
/// which needs Go and Debian's bubbletea packages) and, where Python can import Textual,
/// Textual's `bench_resize.py`. Each figure is the median over the runs of the per-step CPU
/// median, as the peers' `bench.sh` reports it.
struct PeerComparison {
    /// A peer's bench: the command that prints its JSON line, and the unit of its figures
    /// (`resize_cpu_median_us` for Bubble Tea, `resize_cpu_median_ms` for Textual).
    struct Peer {
        var name: String
        var tool: String
        var arguments: [String]
        var unit: String
        var sweepCPUMicroseconds: [Double] = []
        var keyCPUMicroseconds: [Double] = []

        /// One run: its sweep step and its key step (the column resize), in microseconds.
        func run() throws -> (sweep: Double, key: Double?) {
            let line = try PeerComparison.output(tool, arguments).get()
            let scale = unit == "ms" ? 1000.0 : 1
            guard let sweep = PeerComparison.number("resize_cpu_median_\(unit)", in: line) else {
                throw CLIError("bench: the \(name) peer printed no resize_cpu_median_\(unit): \(line.prefix(200))")
            }
            return (sweep * scale, PeerComparison.number("colresize_cpu_median_\(unit)", in: line).map { $0 * scale })
        }
    }
    var scenerySweep: [Double] = []
    var sceneryKey: [Double] = []
    var peers: [Peer]
    var notes: [String]
    var last: PeerScreenBench.Result?

    /// The peers found in `folder`; a note for each that cannot run here.
    init(folder: String) {
        var peers: [Peer] = [], notes: [String] = []
        let bubbletea = folder + "/bubbletea/build.sh"
        if FileManager.default.isExecutableFile(atPath: bubbletea) {
            switch Self.output(bubbletea, [NSTemporaryDirectory() + "scenery-bubbletea-peer"]) {
            case .success(let out):
                // build.sh prints the binary's path last.
                let binary = out.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last.map(String.init) ?? ""
                peers.append(Peer(name: "Bubble Tea", tool: binary, arguments: ["-bench"], unit: "us"))
            case .failure(let error):
                notes.append("the Bubble Tea peer did not build (\(error.description.prefix(300))); see \(folder)/bubbletea/README.md")
            }
        } else {
            notes.append("no Bubble Tea peer at \(folder)/bubbletea")
        }
        let textual = folder + "/textual/bench_resize.py"
        let venv = folder + "/textual/.venv/bin/python"
        let python = FileManager.default.isExecutableFile(atPath: venv) ? venv : "/usr/bin/python3"
        if FileManager.default.fileExists(atPath: textual), case .success = Self.output(python, ["-c", "import textual"]) {
            peers.append(Peer(name: "Textual", tool: python, arguments: [textual], unit: "ms"))
        } else {
            notes.append("no Textual peer (Python cannot import textual; \(folder)/textual/README.md says how to install it)")
        }
        self.peers = peers
        self.notes = notes
    }

    /// Each run's peer figure over Scenery's of the same run: pairs taken back to back cancel
    /// most of the machine's drift, which moves both sides alike.
    func ratios(of peer: Peer, key: Bool = false) -> [Double] {
        let theirs = key ? peer.keyCPUMicroseconds : peer.sweepCPUMicroseconds
        let ours = key ? sceneryKey : scenerySweep
        return zip(theirs, ours).compactMap { $1 > 0 ? $0 / $1 : nil }
    }

    /// Scenery, then each peer, `runs` times over.
    mutating func run(_ runs: Int) throws {
        for _ in 0..<max(1, runs) {
            let s = try PeerScreenBench.measure()
            scenerySweep.append(s.sweepCPUMicrosecondsMedian)
            sceneryKey.append(s.keyCPUMicrosecondsMedian)
            last = s
            for i in peers.indices {
                let figures = try peers[i].run()
                peers[i].sweepCPUMicroseconds.append(figures.sweep)
                if let key = figures.key { peers[i].keyCPUMicroseconds.append(key) }
            }
        }
    }

    static func median(_ values: [Double]) -> Double {
        let v = values.sorted()
        guard !v.isEmpty else { return 0 }
        return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
    }

    static func number(_ key: String, in line: String) -> Double? {
        guard let r = line.range(of: "\"\(key)\":") else { return nil }
        // Go writes `"key":1.5`, Python's json `"key": 1.5`.
        return Double(line[r.upperBound...].drop { $0 == " " }.prefix { "0123456789.".contains($0) })
    }

    /// Runs `path` with `arguments` to its end: what it printed, or its last lines on failing.
    static func output(_ path: String, _ arguments: [String]) -> Result<String, CLIError> {
        do {
            let (status, text) = try ChildProcess.output(of: path, arguments)
            guard status == 0 else {
                return .failure(CLIError("\(path) exited with \(status): " + text.split(separator: "\n").suffix(3).joined(separator: " ")))
            }
            return .success(text)
        } catch {
            return .failure(CLIError("cannot start \(path): \(error.localizedDescription)"))
        }
    }
}

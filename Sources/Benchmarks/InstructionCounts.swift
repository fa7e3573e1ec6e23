import SceneryHost
import Foundation

/// Instruction counts (callgrind) for one resize-sweep step, one separator step, one step of
/// the peer screen's sweep and one of its sidebar keys, and a key (typed, then deleted) in text
/// fields of 2,000 and 32,000 characters: figures that hold whatever the machine's load. Each is what
/// callgrind collects inside `CountedSteps`' function for the part (`--toggle-collect`), over
/// `scenery bench --only PART --steps N`, divided by N: start-up and set-up are not counted.
/// valgrind cannot read Swift's debug info, so a copy without it runs (its symbols kept).
enum InstructionCounts {
    struct Result {
        /// Instructions per step, by part.
        var counts: [CountedSteps.Part: Int]
        /// How many steps of each part were counted (the counts are per step).
        var steps: Int
        var sweepStep: Int { counts[.sweep] ?? 0 }
        var separatorStep: Int { counts[.separator] ?? 0 }
        var peerSweepStep: Int { counts[.peer] ?? 0 }
        var peerKeyStep: Int { counts[.peerKey] ?? 0 }
        /// Each workload that has a C floor, as a multiple of the floor's count on its frames.
        var timesCFloor: [(part: String, times: Double)] {
            CountedSteps.Part.allCases.compactMap { part in
                guard let floor = part.cFloor, let n = counts[part], let f = counts[floor], f > 0 else { return nil }
                let name = part == .separator ? "separator-160x45" : part.rawValue
                return (name, Double(n) / Double(f))
            }
        }
    }

    /// Where valgrind is, if it is installed.
    static var valgrind: String? { which("valgrind") }

    /// Steps counted of each part unless `--steps` says otherwise: the baselines' count (counts
    /// repeat to the instruction; 400 steps of every part under callgrind took a quarter of an hour).
    static let defaultSteps = 40

    /// Counts each part over `steps` steps, with the executable running now.
    static func measure(steps: Int = defaultSteps, parts: [CountedSteps.Part] = CountedSteps.Part.allCases) throws -> Result {
        guard let valgrind else {
            throw CLIError("bench --instructions needs valgrind: apt-get install -y valgrind")
        }
        guard let strip = which("strip") else { throw CLIError("bench --instructions needs strip: apt-get install -y binutils") }
        let me = ChildProcess.executable
        let folder = NSTemporaryDirectory() + "scenery-instructions-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = folder + "/scenery"
        try FileManager.default.copyItem(atPath: me, toPath: copy)
        _ = try ChildProcess.output(of: strip, ["--strip-debug", copy])
        // Hashing seeded per process would move the counts from run to run.
        setenv("SWIFT_DETERMINISTIC_HASHING", "1", 1)
        func count(_ part: CountedSteps.Part) throws -> Int {
            let output = try ChildProcess.output(of: valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", "--toggle-collect=\(part.function)",
                                            copy, "bench", "--only", part.rawValue, "--steps", "\(steps)"]).text
            guard let line = output.split(separator: "\n").first(where: { $0.contains("Collected :") }),
                  let n = Int(line.split(separator: " ").last ?? ""), n > 0 else {
                throw CLIError("valgrind printed no instruction count for \(part): \(output.suffix(300))")
            }
            return n / steps
        }
        var counts: [CountedSteps.Part: Int] = [:]
        for part in parts { counts[part] = try count(part) }
        return Result(counts: counts, steps: steps)
    }

    private static func which(_ tool: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The build the counts are for: a debug build does many times the work of a release one.
    static var configuration: String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }

    /// The counts as a baseline file keeps them, with the steps they were counted over.
    static func entry(_ r: Result, steps: Int) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: r.counts.map { ($0.key.rawValue, $0.value) }).merging(["steps": steps]) { a, _ in a }
    }

    /// `--check-instructions FILE`: counts each part over as many steps as FILE's counts were
    /// (unless `steps` says) and compares it with FILE's count for this build; more than
    /// `tolerance` above it fails. Without valgrind, says so and passes.
    static func check(baseline path: String, steps: Int?, tolerance: Double = 0.05) throws {
        guard valgrind != nil else {
            print("instructions: not checked: valgrind is not installed (apt-get install -y valgrind)")
            return
        }
        guard let data = FileManager.default.contents(atPath: path),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CLIError("--check-instructions \(path): no such baseline; write one with --record-instructions \(path)")
        }
        guard let before = root[configuration] as? [String: Any] else {
            throw CLIError("--check-instructions \(path): no \(configuration) counts in it; add them with --record-instructions \(path)")
        }
        // Only the parts the baseline holds (the C floor's are reported by the bench, not checked).
        let parts = CountedSteps.Part.allCases.filter { before[$0.rawValue] != nil }
        let now = try measure(steps: steps ?? (before["steps"] as? NSNumber)?.intValue ?? defaultSteps, parts: parts)
        var worse: [String] = []
        for part in CountedSteps.Part.allCases {
            let name = part.rawValue, count = now.counts[part] ?? 0
            guard let old = (before[name] as? NSNumber)?.intValue, old > 0 else { continue }
            let change = Double(count - old) / Double(old)
            print(String(format: "instructions (%@ build): %@ step %d, baseline %d (%+.1f%%)", configuration, name, count, old, change * 100))
            if change > tolerance { worse.append(name) }
        }
        // A key in a text field costs what it costs whatever the text's length (issue 50).
        if let short = now.counts[.field2k], let long = now.counts[.field32k], short > 0 {
            let ratio = Double(long) / Double(short)
            print(String(format: "instructions (%@ build): a key in a 32,000-character field is %.2f× one in a 2,000-character field (at most 1.2×)", configuration, ratio))
            if ratio > 1.2 {
                throw CLIError("instructions: a key in a 32,000-character text field costs \(String(format: "%.2f", ratio))× one in a 2,000-character field; "
                               + "something in TextField's key, layout or drawing grew with the text's length (bench --only field-32k under callgrind finds it)")
            }
        }
        if !worse.isEmpty {
            throw CLIError("instructions: \(worse.joined(separator: ", ")) step more than \(Int(tolerance * 100))% over \(path); "
                           + "find what made the work grow, or, if it is meant, record the new counts with "
                           + "'scenery bench --record-instructions \(path)' and say why in the commit")
        }
    }

    /// `--record-instructions FILE`: writes this build's counts into FILE, keeping the other build's.
    static func record(baseline path: String, steps: Int) throws {
        let now = try measure(steps: steps)
        var root = FileManager.default.contents(atPath: path).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
        root[configuration] = entry(now, steps: steps)
        let data = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
        try (data + Data("\n".utf8)).write(to: URL(fileURLWithPath: path))
        print("instructions: recorded \(configuration) counts \(entry(now, steps: steps).sorted { $0.key < $1.key }) in \(path)")
    }
}

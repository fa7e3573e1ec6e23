import Foundation
import SceneryKit
import Testing

/// What the environment and the command line hand Scenery is not trusted blindly: keys that
/// begin with `-`, a combining mark after `>`, keys after Ctrl-Q, a `SCENERY_RESOURCES` that
/// names no folder, one broken app manifest.
@Suite("Environment and input edges", .serialized)
struct EnvironmentTests {
    func scenery(_ args: [String], environment: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        return try runProgram(bin, args, environment: env)
    }

    @Test("A combining mark after > does not hide it; --keys may begin with -; keys after <C-q> are not typed")
    func keys() throws {
        #expect(try KeyNotation.parse("<Down>\u{301}") == [KeyEvent(.down), KeyEvent(.character("\u{301}"))])
        #expect(try KeyNotation.parse("<\u{301}") == [.char("<"), KeyEvent(.character("\u{301}"))])
        let minus = try scenery(["snapshot", "--app", "Mail", "--size", "80x24", "--keys", "-x"])
        #expect(minus.status == 0, "\(minus.stderr)")
        let quit = try scenery(["snapshot", "--app", "Mail", "--size", "80x24", "--keys", "i<C-q>i"])
        #expect(quit.stdout.contains("Esc close"), "the second i would have closed the sheet")
    }

    @Test("SCENERY_RESOURCES naming no folder is one line; a broken manifest disables that app only")
    func manifests() throws {
        let missing = try scenery(["snapshot", "--size", "80x24"], environment: ["SCENERY_RESOURCES": "/nonexistent/apps"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "scenery: SCENERY_RESOURCES=/nonexistent/apps is not a folder; point it at the project's Resources/Apps, or unset it\n")
        let dir = NSTemporaryDirectory() + "scenery-res-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: TestPaths.repository + "/Resources/Apps", toPath: dir)
        try "not a plist".write(toFile: dir + "/Music/Info.plist", atomically: true, encoding: .utf8)
        let first = try scenery(["snapshot", "--size", "120x40"], environment: ["SCENERY_RESOURCES": dir])
        #expect(first.status == 0 && first.stdout.contains("Mail — Inbox") && !first.stdout.contains("Music —"))
        #expect(first.stderr.hasPrefix("scenery: warning: Music is disabled: \(dir)/Music/Info.plist"))
        let music = try scenery(["snapshot", "--app", "Music", "--size", "80x24"], environment: ["SCENERY_RESOURCES": dir])
        #expect(music.status == 2 && music.stderr.contains("Music is disabled"))
    }
}

/// `scenery bench --baseline`: figures compared with a previous `--json` run.
@Suite("Bench baseline", .serialized)
struct BenchBaselineTests {
    @Test("bench --baseline compares every figure with a previous --json run; a file that is not one is refused first")
    func baseline() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let path = NSTemporaryDirectory() + "scenery-bench-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try runProgram(bin, ["bench", "--json", "--sizes", "40x12", "--frames", "10", "--no-instructions", "--no-media"])
        #expect(first.status == 0)
        try first.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let second = try runProgram(bin, ["bench", "--sizes", "40x12", "--frames", "10", "--no-instructions", "--no-media", "--baseline", path])
        #expect(second.status == 0 && second.stdout.contains("compared with \(path)"))
        #expect(second.stdout.contains("40x12 first_frame_bytes: ") && second.stdout.contains("split separator_step_bytes_median: 2441.0 → 2441.0 (+0.0%)"))
        #expect(second.stdout.contains("split separator_step_ncurses_bytes_median: 2799.0 → 2799.0 (+0.0%)"))
        // The separator step writes no more than ncurses' own diff of the same two frames.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        let split = try #require(json["split"] as? [String: Any])
        let ours = try #require(split["separator_step_bytes_median"] as? Int), theirs = try #require(split["separator_step_ncurses_bytes_median"] as? Int)
        #expect(ours <= theirs)
        let bad = try runProgram(bin, ["bench", "--baseline", "/nonexistent.json"])
        #expect(bad.status != 0 && bad.stderr.contains("not a file written by 'scenery bench --json'"))
    }
}

/// `scenery bench --live` (issue 50): the real `scenery run` in a pseudo-terminal, resized and
/// stepped as a terminal does it, beside the same steps in process.
@Suite("Bench live", .serialized)
struct BenchLiveTests {
    @Test("bench --live --json measures the live sweep and column steps (CPU and bytes a step), the in-process figures and their ratio")
    func live() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        // Nothing outside the repository: the peers' live programs are left out.
        let run = try runProgram(bin, ["bench", "--live", "--json", "--peers", "/nonexistent"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let live = try #require(json["live"] as? [String: Any], "\(run.stdout)")
        for key in ["sweep_cpu_us", "sweep_bench_cpu_us", "sweep_times_bench", "separator_cpu_us", "separator_bench_us", "separator_times_bench"] {
            #expect(((live[key] as? Double) ?? 0) > 0, "\(key): \(live[key] ?? "missing")")
        }
        // Each step drew something: a resize repaints, a separator step moves a column's edge.
        #expect(((live["sweep_bytes"] as? Int) ?? 0) > 1000 && ((live["separator_bytes"] as? Int) ?? 0) > 100, "\(live)")
        #expect(live["idle_cpu_ms_per_s"] is Double)
    }
}

/// `scenery bench --peer-screen`: the Textual and Bubble Tea peers' Mail screen built with SceneryKit.
/// Nothing outside the repository is read: the peers' own benches are left out (`--peers /nonexistent`).
@Suite("Bench peer screen", .serialized)
struct BenchPeerScreenTests {
    @Test("The peer screen draws the peers' mail (their seed, their strings) with their columns, and collapses to ‹ Inbox")
    func snapshots() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let dir = NSTemporaryDirectory() + "scenery-peer-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try runProgram(bin, ["bench", "--peer-snapshots", dir])
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files == ["120x50.txt", "160x50.txt", "240x50.txt", "50x50.txt", "80x50.txt"])
        let wide = try String(contentsOfFile: dir + "/160x50.txt", encoding: .utf8)
        // The peers' first message, its date, the inbox's unread count and a mailbox's, as the
        // peers' own 160x50 snapshots show them (copied here, not read from them).
        for text in ["Mailboxes", "Inbox  (62)", "Sent  (14)", "● Whitfield Allen", "31 May 06:25", "build cache: draft for Thursday",
                     "Lunch after the layout engine", "Date: Friday 31 May 2024 06:25", "Inspector", "    From        Whitfield Allen",
                     "<0000.20240531@mail.example>"] {
            #expect(wide.contains(text), "160x50 lacks \(text.debugDescription)")
        }
        let lines = wide.split(separator: "\n")
        #expect(lines.count == 50 && lines[0].count == 160 && lines.allSatisfy { $0.count <= 160 })
        let compact = try String(contentsOfFile: dir + "/50x50.txt", encoding: .utf8)
        #expect(compact.contains("‹ Inbox") && !compact.contains("Mailboxes") && !compact.contains("Message-ID"))
    }

    @Test("bench --peer-screen --json reports the sweep, the key step, the floor and the column rule; a missing peer is named")
    func json() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let run = try runProgram(bin, ["bench", "--peer-screen", "--json", "--peers", "/nonexistent", "--peer-runs", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("no Bubble Tea peer at /nonexistent/bubbletea"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["column_rule"] as? String == "ok")
        for key in ["sweep_cpu_us_median", "sweep_cpu_us_p95", "key_cpu_us_median", "floor_sweep_us_median", "sweep_times_floor"] {
            #expect((json[key] as? NSNumber)?.doubleValue ?? 0 > 0, "\(key)")
        }
    }
}

/// `scenery bench --check-instructions`, the instruction-count regression check of make test.
@Suite("Bench instruction check", .serialized)
struct BenchInstructionCheckTests {
    static let valgrind = FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind")

    @Test("Counts over the baseline fail with what to do; a baseline without this build's counts is refused",
          .enabled(if: valgrind, "valgrind is not installed"))
    func regressionFails() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let path = NSTemporaryDirectory() + "scenery-instructions-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"debug":{"sweep":1000,"separator":1000,"peer":1000},"release":{"sweep":1000,"separator":1000,"peer":1000}}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let worse = try runProgram(bin, ["bench", "--check-instructions", path, "--steps", "2"])
        #expect(worse.status != 0 && worse.stderr.contains("more than 5% over \(path)") && worse.stderr.contains("--record-instructions"))
        #expect(worse.stdout.contains("sweep step") && worse.stdout.contains("baseline 1000"))
        try #"{"other":{}}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let none = try runProgram(bin, ["bench", "--check-instructions", path, "--steps", "2"])
        #expect(none.status != 0 && none.stderr.contains("counts in it; add them with --record-instructions"))
    }
}

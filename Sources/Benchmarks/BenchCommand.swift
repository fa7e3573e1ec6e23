import SceneryHost
import ArgumentParser
import CursesFront
import DemoApps
import Foundation
import Pictures
import SceneryKit

/// `scenery bench`, for any hosted app's identity (the demo's `scenery` uses it): the figures
/// of docs/headless.md. Its own module, apart from the product's commands.
package struct BenchCommand<App: SceneryApp>: ParsableCommand {
    package static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the simulator's speed: frames and their bytes, separator steps, a resize sweep, recordings, start-up.",
        discussion: """
            For each size: the time to lay out and draw a full frame into the canvas (median and p95, \
            microseconds), the bytes the front writes for the first frame, and for a one-row move of the \
            list selection. Then the split view: moving a column separator one cell in Ctrl-R mode at \
            160x45 (key to flushed frame, its bytes, and what ncurses' own update would write), and a \
            resize sweep of a Mail window from 240 to 40 columns and back, one column per step. Then \
            recordings: each tape in --tapes recorded in this process (a first, cold run, then the median \
            and p95 of the others) and one whole `scenery record` process on the 20-second Mail tape; \
            start-up to the first frame of `scenery run` in a pseudo-terminal; and instruction counts \
            (callgrind) when valgrind is installed. Build with -c release for meaningful figures \
            (make bench). docs/headless.md explains each figure and its goal.
            """
    ) }

    package init() {}

    @Flag(name: .long, help: "Print one JSON line instead of a table.")
    var json = false

    @Option(name: .long, help: "Frames measured per size.")
    var frames: Int = 400

    @Option(name: .long, help: ArgumentHelp("A previous `bench --json` output: each figure is compared with it, and those more than 10% worse are flagged.",
                                            valueName: "file.json"))
    var baseline: String?

    @Flag(name: .long, inversion: .prefixedNo,
          help: "Count instructions (callgrind) per step of every counted part, 40 steps each (--steps): on by default when valgrind is installed; takes about two minutes.")
    var instructions: Bool?

    /// What `--only` runs: one of `CountedSteps`' parts, or the recordings (`frames` runs the
    /// whole bench, as without it). The counted parts' names are theirs, not listed again here.
    enum Part: ExpressibleByArgument, Equatable {
        case counted(CountedSteps.Part), frames, recordings

        init?(argument: String) {
            switch argument {
            case "frames": self = .frames
            case "recordings": self = .recordings
            default:
                guard let part = CountedSteps.Part(rawValue: argument) else { return nil }
                self = .counted(part)
            }
        }

        static var allValueStrings: [String] { ["frames"] + CountedSteps.Part.allCases.map(\.rawValue) + ["recordings"] }
    }

    @Option(name: .long, help: ArgumentHelp("Run only this part's steps, untimed (\(Part.allValueStrings.joined(separator: ", "))): for instruction counts and profiles.", visibility: .hidden))
    var only: Part?

    @Option(name: .long, help: ArgumentHelp("With --only (400), --record-instructions or the bench's own counts (40), or --check-instructions (as its baseline was counted): this many steps, spread over the sweep's widths.", visibility: .hidden))
    var steps: Int?

    @Option(name: .long, help: ArgumentHelp("With --only: run the part this many times over (recordings: runs of each tape).", visibility: .hidden))
    var repeats: Int = 1

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Folders of tapes to record; a folder that does not exist is skipped (--tapes none records nothing).", valueName: "folder"))
    var tapes: [String] = ["Resources/tapes", "Resources/bench"]

    @Option(name: .long, help: "Runs of each tape in process: the first is reported as cold, the median of the others as the figure.")
    var recordRuns: Int = 6

    @Flag(name: .long, help: "Also record a 100,000-command tape as a whole process and report its peak memory (about 20 s).")
    var long = false

    @Option(name: .customLong("sweep-rows"), help: "Rows of the Mail resize sweep (240→40→240 columns).")
    var sweepRows: Int = 45

    @Flag(name: .customLong("no-media"), help: "Skip the whole-process picture (200x50 SVG, GIF, PNG) and video (MP4, WebM) recordings.")
    var noMedia = false

    @Flag(name: .customLong("peer-screen"),
          help: "Only the peers' Mail screen built with SceneryKit (their resize sweep and sidebar keys, 50 rows), beside the peers' own benches from --peers, run alternately.")
    var peerScreen = false

    @Flag(name: .long, help: "Only the live figures: scenery run in a pseudo-terminal, resized column by column and stepped with Ctrl-R ← →, its CPU a step (idle time included) and bytes, beside the same steps in this process and the peers' live programs from --peers (--peer-runs rounds, alternating).")
    var live = false

    @Option(name: .long, help: ArgumentHelp("With --peer-screen or --live: the peers' folder (bubbletea/, textual/); a peer that cannot run here is named and skipped.",
                                            valueName: "folder"))
    var peers = "../shared/peers"

    @Option(name: .customLong("peer-snapshots"), help: ArgumentHelp("Write the peer screen as text at 240, 160, 120, 80 and 50 columns (x50) into this folder, as the peers' -snapshots do, and stop.", valueName: "folder"))
    var peerSnapshots: String?

    @Option(name: .customLong("check-instructions"), help: ArgumentHelp("Count the instructions (callgrind) of a resize-sweep step, a separator step, a peer-screen sweep step, a peer-screen key step and a key in text fields of 2,000 and 32,000 characters, and fail if one is more than 5% over this baseline file's count for this build (debug or release), or if the 32,000-character field's key costs more than 1.2× the 2,000-character one's; passes with a note without valgrind. make test runs it.", valueName: "file.json"))
    var checkInstructions: String?

    @Option(name: .customLong("record-instructions"), help: ArgumentHelp("Write this build's instruction counts into this baseline file.", valueName: "file.json"))
    var recordInstructions: String?

    @Option(name: .customLong("peer-runs"), help: "With --peer-screen or --live: runs of each side, alternating; the figure is the median of the runs' figures.")
    var peerRuns = 3

    @Option(name: .long, parsing: .upToNextOption, help: "Sizes to measure, as COLSxROWS.")
    var sizes: [SizeArgument] = ["80x24", "120x40", "160x45", "200x60", "240x70"].compactMap(SizeArgument.init(argument:))

    package func validate() throws {
        if let baseline, FileManager.default.contents(atPath: baseline).flatMap(Self.figures) == nil {
            throw ValidationError("--baseline \(baseline): not a file written by 'scenery bench --json'")
        }
    }

    package func run() throws {
        if let peerSnapshots { return try PeerScreenBench.writeSnapshots(to: peerSnapshots) }
        if let checkInstructions { return try InstructionCounts.check(baseline: checkInstructions, steps: steps) }
        if let recordInstructions { return try InstructionCounts.record(baseline: recordInstructions, steps: steps ?? 40) }
        if peerScreen { return try runPeerScreen() }
        if live { return try runLive() }
        if let only, only != .frames {
            // Work without a report, for callgrind (`CountedSteps`) and profiles.
            switch only {
            case .counted(let part): for _ in 0..<max(1, repeats) { try CountedSteps.run(part, steps: max(1, steps ?? 400)) }
            case .recordings: for tape in RecordBench.tapes(in: tapes) { _ = try RecordBench.measure(tape, runs: max(2, repeats), app: App.self) }
            case .frames: break
            }
            return
        }
        var results: [FrameBench.Result] = []
        for s in sizes {
            results.append(try FrameBench.measure(size: Size(width: s.columns, height: s.rows), frames: max(10, frames)))
        }
        let separator = try SplitBench.separator(size: Size(width: 160, height: 45), steps: max(40, frames / 2))
        let sweep = try SplitBench.sweep(rows: sweepRows, withFloor: true)
        let desktop = try DesktopBench.measure(steps: max(40, frames / 2))
        let growth = try OneAppGrowthBench.measure(steps: max(40, frames / 2))
        let recordings = try RecordBench.tapes(in: tapes).map { try RecordBench.measure($0, runs: recordRuns, app: App.self) }
        let wholeTape = RecordBench.tapes(in: tapes).first { $0.hasSuffix("/mail-20s.tape") }
        let process = try wholeTape.map { try RecordBench.wholeProcess($0) }
        let longRun = long ? try RecordBench.wholeProcess(RecordBench.longTape(commands: 100_000)) : nil
        // Pictures and video as whole processes, encoders included (video only where ffmpeg is).
        let media = noMedia ? [] : try RecordBench.tapes(in: tapes)
            .filter { $0.hasSuffix("/pictures-200x50.tape") || ($0.hasSuffix("/video-140x36.tape") && VideoWriter.ffmpeg != nil) }
            .map { try RecordBench.wholeProcess($0, runs: 3) }
        let peer = try PeerScreenBench.measure()
        let startup = try StartupBench.measure()
        let hostile = try HostileBench.measure()
        let counts = try countInstructions() ? InstructionCounts.measure(steps: steps ?? InstructionCounts.defaultSteps) : nil
        let jsonLine = String(Self.json(results, separator: separator, sweep: sweep, frames: frames, instructions: counts).dropLast())
            + Self.recordingJSON(recordings, process: process, long: longRun, media: media)
            + ",\"startup\":{\"first_frame_ms\":\(String(format: "%.1f", startup.firstFrameMillisecondsMedian)),"
            + "\"first_frame_ms_p95\":\(String(format: "%.1f", startup.firstFrameMillisecondsP95)),"
            + (startup.firstFrameCPUMillisecondsMedian.map { "\"first_frame_cpu_ms\":\(String(format: "%.1f", $0))," } ?? "")
            + (startup.firstScreenKilobytes.map { "\"first_screen_rss_kb\":\($0)," } ?? "")
            + (startup.firstScreenPrivateKilobytes.map { "\"first_screen_private_kb\":\($0)," } ?? "")
            + "\"peak_kb\":\(startup.peakKilobytes)},"
            + "\"hostile\":{\"refused\":\(hostile.refused),\"tried\":\(hostile.tried),\"peak_kb\":\(hostile.peakKilobytes)},"
            + "\"desktop_key\":{\"us_median\":\(fmt(desktop.copyingMicrosecondsMedian)),\"whole_us_median\":\(fmt(desktop.wholeMicrosecondsMedian)),"
            + "\"windows_copied_median\":\(desktop.windowsCopiedMedian),\"times_faster\":\(String(format: "%.2f", desktop.timesFaster))},"
            + "\"one_app_key\":{\"one_window_us_median\":\(fmt(growth.oneMicrosecondsMedian)),\"sixteen_windows_us_median\":\(fmt(growth.sixteenMicrosecondsMedian)),"
            + "\"times_one_window\":\(String(format: "%.2f", growth.times))},"
            + "\"peer_screen\":\(Self.peerJSON(peer, comparison: nil))}"
        if json {
            print(jsonLine)
        } else {
            print("size       frame µs median    p95   first frame B   select-move B median   max   move µs   × floor   × C floor")
            for r in results {
                print(pad(r.size.description, 10) + pad(fmt(r.frameMedian), 16, right: true) + pad(fmt(r.frameP95), 7, right: true)
                      + pad("\(r.firstFrameBytes)", 16, right: true) + pad("\(r.selectMoveBytesMedian)", 23, right: true)
                      + pad("\(r.selectMoveBytesMax)", 6, right: true) + pad(fmt(r.selectMoveMicrosecondsMedian), 10, right: true)
                      + pad(String(format: "%.2f", r.selectMoveTimesFloor), 10, right: true)
                      + pad(String(format: "%.2f", r.selectMoveTimesCFloor), 12, right: true))
            }
            print("")
            print("column separator, one cell at 160x45 (Ctrl-R ← →): key to flushed frame \(fmt(separator.stepMicrosecondsMedian)) µs median, "
                  + "\(fmt(separator.stepMicrosecondsP95)) µs p95 (median engine \(fmt(separator.engineMicrosecondsMedian)) µs, "
                  + "output \(fmt(separator.outputMicrosecondsMedian)) µs); \(separator.bytesMedian) B median, \(separator.bytesMax) B max; "
                  + "through ncurses' doupdate \(fmt(separator.ncursesStepMicrosecondsMedian)) µs, \(separator.ncursesBytesMedian) B median; "
                  + "floor \(fmt(separator.floor.microsecondsMedian)) µs: \(String(format: "%.1f", separator.timesFloor))× the floor; "
                  + "C floor (the changed cells) \(fmt(separator.cFloor.microsecondsMedian)) µs, \(separator.cFloor.bytesMedian) B: "
                  + "\(String(format: "%.2f", separator.timesCFloor))× the C floor")
            print("Mail resize sweep 240→40→240 columns × \(sweepRows) rows (\(sweep.steps) steps): \(fmt(sweep.engineMicrosecondsMedian)) µs median, "
                  + "\(fmt(sweep.engineMicrosecondsP95)) µs p95 per step; presented (resize, encode, write) \(fmt(sweep.presentedMicrosecondsMedian)) µs median, "
                  + "\(fmt(sweep.presentedMicrosecondsP95)) µs p95 (CPU \(fmt(sweep.presentedCPUMicrosecondsMedian)) µs), "
                  + "\(sweep.bytesMedian) B a step; floor (the same frames, no engine, to /dev/null) \(fmt(sweep.floor.microsecondsMedian)) µs, "
                  + "\(sweep.floor.bytesMedian) B: \(String(format: "%.1f", sweep.timesFloor))× the floor; C floor (clear, the cells not blank) "
                  + "\(fmt(sweep.cFloor.microsecondsMedian)) µs, \(sweep.cFloor.bytesMedian) B: CPU \(String(format: "%.2f", sweep.timesCFloor))× the C floor")
            print("four windows at 200x50, a key in one (↓ in Mail): key to frame bytes \(fmt(desktop.copyingMicrosecondsMedian)) µs median "
                  + "copying the \(desktop.windowsCopiedMedian) windows it did not reach, \(fmt(desktop.wholeMicrosecondsMedian)) µs drawing every window: "
                  + "\(String(format: "%.1f", desktop.timesFaster))× faster")
            print("sixteen windows of Mail at 240x64, a key in one (↓): \(fmt(growth.sixteenMicrosecondsMedian)) µs median, "
                  + "\(fmt(growth.oneMicrosecondsMedian)) µs with that window alone: \(String(format: "%.2f", growth.times))× one window")
            print(Self.peerLine(peer))
            if let counts {
                print("instructions (callgrind, \(counts.steps) steps a part): sweep step \(counts.sweepStep), separator step \(counts.separatorStep), "
                      + "peer screen sweep step \(counts.peerSweepStep), peer screen key step \(counts.peerKeyStep), "
                      + "a key in a text field of 2,000 characters \(counts.counts[.field2k] ?? 0), of 32,000 \(counts.counts[.field32k] ?? 0); "
                      + "a key with sixteen windows of its app \(counts.counts[.oneApp16] ?? 0), alone \(counts.counts[.oneApp1] ?? 0) "
                      + String(format: "(%.2f×); ", Double(counts.counts[.oneApp16] ?? 0) / Double(max(1, counts.counts[.oneApp1] ?? 0)))
                      + "the C floor's sweep step \(counts.counts[.cFloorSweep] ?? 0) and separator step \(counts.counts[.cFloorSeparator] ?? 0): "
                      + String(format: "Scenery %.2f× and %.2f× the C floor", Double(counts.sweepStep) / Double(max(1, counts.counts[.cFloorSweep] ?? 0)),
                               Double(counts.separatorStep) / Double(max(1, counts.counts[.cFloorSeparator] ?? 0))))
                print("by instructions, Scenery ÷ the C floor on the same frames (issue 50: at most 1.5×): "
                      + counts.timesCFloor.map { "\($0.part) \(String(format: "%.2f", $0.times))×" }.joined(separator: ", "))
            }
            if !recordings.isEmpty {
                print("")
                print("recording in process (median of \(max(2, recordRuns) - 1) runs after a first, cold one)")
                print("tape                       length      median       p95   × real time   cold")
                for r in recordings {
                    print(pad(r.name, 24) + pad(String(format: "%.1f s", r.seconds), 9, right: true)
                          + pad(String(format: "%.1f ms", r.millisecondsMedian), 12, right: true)
                          + pad(String(format: "%.1f ms", r.millisecondsP95), 10, right: true)
                          + pad(String(format: "%.0f×", r.timesRealTime), 14, right: true)
                          + pad(String(format: "%.1f ms", r.coldMilliseconds), 10, right: true))
                }
            }
            print("")
            print("start-up: scenery run --fresh in a 120x40 pseudo-terminal shows its first frame in "
                  + "\(String(format: "%.1f", startup.firstFrameMillisecondsMedian)) ms median, \(String(format: "%.1f", startup.firstFrameMillisecondsP95)) ms p95 "
                  + "(\(startup.runs) runs)"
                  + (startup.firstFrameCPUMillisecondsMedian.map { String(format: ", %.1f ms of CPU time (steady under load)", $0) } ?? "")
                  + (startup.firstScreenKilobytes.map { "; the first screen at rest holds \($0) KB" } ?? "")
                  + (startup.firstScreenPrivateKilobytes.map { ", \($0) KB of it written by the process" } ?? "")
                  + "; peak memory \(startup.peakKilobytes) KB")
            print("hostile inputs (100000×100000 casts, a 2000×1000 PNG, FontSize 1999, Padding 1000000): \(hostile.refused) of "
                  + "\(hostile.tried) refused; peak memory of the worst \(hostile.peakKilobytes) KB")
            for p in [process, longRun].compactMap({ $0 }) + media {
                print("whole process, scenery record \(p.name): \(String(format: "%.1f", p.seconds)) s of tape in "
                      + "\(String(format: "%.3f", p.wallSeconds)) s (\(String(format: "%.0f", p.timesRealTime))×), peak \(p.peakKilobytes) KB")
            }
        }
        if let baseline { try compare(jsonLine, with: baseline) }
    }

    /// `--instructions` counts or fails; by default they are counted when valgrind is there.
    private func countInstructions() throws -> Bool {
        if let instructions { return instructions }
        if InstructionCounts.valgrind != nil { return true }
        StandardError.write("scenery: note: no instruction counts: valgrind is not installed (apt-get install -y valgrind)\n")
        return false
    }

    /// Prints each figure against the baseline's; more than 10% worse is flagged.
    private func compare(_ now: String, with path: String) throws {
        guard let data = FileManager.default.contents(atPath: path), let before = Self.figures(data) else {
            throw App.fail("--baseline \(path): not a file written by 'scenery bench --json'")
        }
        guard let current = Self.figures(Data(now.utf8)) else { return }
        let stream = json ? FileHandle.standardError : FileHandle.standardOutput
        var out = "\ncompared with \(path) (lower is better; more than 10% worse is flagged):\n"
        var flagged = 0
        for key in current.keys.sorted() {
            guard let old = before[key], let new = current[key], old > 0 else { continue }
            let change = (new - old) / old * 100
            let mark = change > 10 ? "  REGRESSION" : ""
            if change > 10 { flagged += 1 }
            out += "  \(key): \(fmt(old)) → \(fmt(new)) (\(change >= 0 ? "+" : "")\(fmt(change))%)\(mark)\n"
        }
        out += flagged == 0 ? "no figure is more than 10% worse\n" : "\(flagged) figure(s) more than 10% worse\n"
        stream.write(Data(out.utf8))
    }

    /// The figures of a `--json` line, flat: `160x45 frame_us_median`, `split separator_step_us_median`…
    static func figures(_ data: Data) -> [String: Double]? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let results = root["results"] as? [[String: Any]], let split = root["split"] as? [String: Any] else { return nil }
        var out: [String: Double] = [:]
        for r in results {
            let size = r["size"] as? String ?? "?"
            for (k, v) in r where k != "size" { if let n = (v as? NSNumber)?.doubleValue { out["\(size) \(k)"] = n } }
        }
        for (k, v) in split where k != "sweep_steps" { if let n = (v as? NSNumber)?.doubleValue { out["split \(k)"] = n } }
        // Recordings: the times and the memory (lower is better), not the ratios.
        for r in root["recordings"] as? [[String: Any]] ?? [] {
            guard let tape = r["tape"] as? String else { continue }
            for k in ["record_ms_median", "record_ms_p95"] { if let n = (r[k] as? NSNumber)?.doubleValue { out["record \(tape) \(k)"] = n } }
        }
        if let startup = root["startup"] as? [String: Any] {
            for k in ["first_frame_ms", "first_frame_ms_p95", "first_frame_cpu_ms", "peak_kb"] { if let n = (startup[k] as? NSNumber)?.doubleValue { out["startup \(k)"] = n } }
        }
        if let hostile = root["hostile"] as? [String: Any], let n = (hostile["peak_kb"] as? NSNumber)?.doubleValue { out["hostile peak_kb"] = n }
        for (k, v) in root["peer_screen"] as? [String: Any] ?? [:] where !k.hasSuffix("times_floor") {
            if let n = v as? NSNumber, !(v is Bool) { out["peer_screen \(k)"] = n.doubleValue }
        }
        for key in ["record_process", "record_100k_commands"] {
            guard let p = root[key] as? [String: Any] else { continue }
            for k in ["wall_s", "peak_kb"] { if let n = (p[k] as? NSNumber)?.doubleValue { out["\(key) \(k)"] = n } }
        }
        return out
    }

    static func json(_ results: [FrameBench.Result], separator: SplitBench.SeparatorResult, sweep: SplitBench.SweepResult, frames: Int,
                     instructions: InstructionCounts.Result? = nil) -> String {
        func fmt(_ v: Double) -> String { String(format: "%.1f", v) }
        let rows = results.map { r in
            "{\"size\":\"\(r.size)\",\"frame_us_median\":\(fmt(r.frameMedian)),\"frame_us_p95\":\(fmt(r.frameP95)),"
                + "\"first_frame_bytes\":\(r.firstFrameBytes),\"select_move_bytes_median\":\(r.selectMoveBytesMedian),"
                + "\"select_move_bytes_max\":\(r.selectMoveBytesMax),\"select_move_us_median\":\(fmt(r.selectMoveMicrosecondsMedian)),"
                + "\"floor_select_move_us_median\":\(fmt(r.selectMoveFloor.microsecondsMedian)),\"select_move_times_floor\":\(fmt(r.selectMoveTimesFloor)),"
                + "\"c_floor_select_move_us_median\":\(fmt(r.selectMoveCFloor.microsecondsMedian)),\"select_move_times_c_floor\":\(String(format: "%.2f", r.selectMoveTimesCFloor))}"
        }
        let split = "{\"separator_step_us_median\":\(fmt(separator.stepMicrosecondsMedian)),"
            + "\"separator_step_us_p95\":\(fmt(separator.stepMicrosecondsP95)),"
            + "\"separator_step_engine_us_median\":\(fmt(separator.engineMicrosecondsMedian)),"
            + "\"separator_step_output_us_median\":\(fmt(separator.outputMicrosecondsMedian)),\"separator_step_bytes_median\":\(separator.bytesMedian),"
            + "\"separator_step_bytes_max\":\(separator.bytesMax),"
            + "\"separator_step_ncurses_us_median\":\(fmt(separator.ncursesStepMicrosecondsMedian)),"
            + "\"separator_step_ncurses_bytes_median\":\(separator.ncursesBytesMedian),\"sweep_steps\":\(sweep.steps),"
            + "\"sweep_step_us_median\":\(fmt(sweep.engineMicrosecondsMedian)),\"sweep_step_us_p95\":\(fmt(sweep.engineMicrosecondsP95)),"
            + "\"sweep_step_presented_us_median\":\(fmt(sweep.presentedMicrosecondsMedian)),"
            + "\"sweep_step_presented_us_p95\":\(fmt(sweep.presentedMicrosecondsP95)),"
            + "\"sweep_step_presented_cpu_us_median\":\(fmt(sweep.presentedCPUMicrosecondsMedian)),\"sweep_step_bytes_median\":\(sweep.bytesMedian),"
            + "\"floor_sweep_step_us_median\":\(fmt(sweep.floor.microsecondsMedian)),\"floor_sweep_step_bytes_median\":\(sweep.floor.bytesMedian),"
            + "\"sweep_step_times_floor\":\(fmt(sweep.timesFloor)),"
            + "\"c_floor_sweep_step_us_median\":\(fmt(sweep.cFloor.microsecondsMedian)),\"sweep_step_times_c_floor\":\(String(format: "%.2f", sweep.timesCFloor)),"
            + "\"c_floor_separator_step_us_median\":\(fmt(separator.cFloor.microsecondsMedian)),\"separator_step_times_c_floor\":\(String(format: "%.2f", separator.timesCFloor)),"
            + "\"floor_separator_step_us_median\":\(fmt(separator.floor.microsecondsMedian)),\"separator_step_times_floor\":\(fmt(separator.timesFloor))"
            + (instructions.map { ",\"sweep_step_instructions\":\($0.sweepStep),\"separator_step_instructions\":\($0.separatorStep),"
                + "\"peer_sweep_step_instructions\":\($0.peerSweepStep),\"peer_key_step_instructions\":\($0.peerKeyStep),"
                + "\"field_2k_key_instructions\":\($0.counts[.field2k] ?? 0),\"field_32k_key_instructions\":\($0.counts[.field32k] ?? 0),"
                + "\"one_app_1_key_instructions\":\($0.counts[.oneApp1] ?? 0),\"one_app_16_key_instructions\":\($0.counts[.oneApp16] ?? 0),"
                + "\"instructions_times_c_floor\":{" + $0.timesCFloor.map { "\"\($0.part)\":\(String(format: "%.2f", $0.times))" }.joined(separator: ",") + "},"
                + "\"instructions\":{" + $0.counts.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\"\($0.key.rawValue)\":\($0.value)" }.joined(separator: ",") + "},"
                + "\"instruction_steps\":\($0.steps),\"c_floor_sweep_step_instructions\":\($0.counts[.cFloorSweep] ?? 0),\"c_floor_separator_step_instructions\":\($0.counts[.cFloorSeparator] ?? 0)" } ?? "") + "}"
        return "{\"scenery\":\"\(App.version)\",\"frames_per_size\":\(frames),\"results\":[\(rows.joined(separator: ","))],"
            + "\"split\":\(split)}"
    }

    /// The recordings' part of the `--json` line, starting with a comma.
    static func recordingJSON(_ tapes: [RecordBench.TapeResult], process: RecordBench.ProcessResult?,
                              long: RecordBench.ProcessResult?, media: [RecordBench.ProcessResult] = []) -> String {
        func fmt(_ v: Double) -> String { String(format: "%.1f", v) }
        let rows = tapes.map { r in
            "{\"tape\":\"\(r.name)\",\"tape_s\":\(fmt(r.seconds)),\"record_ms_median\":\(String(format: "%.2f", r.millisecondsMedian)),"
                + "\"record_ms_p95\":\(String(format: "%.2f", r.millisecondsP95)),"
                + "\"record_ms_cold\":\(String(format: "%.2f", r.coldMilliseconds)),\"times_real_time\":\(Int(r.timesRealTime))}"
        }
        func whole(_ key: String, _ p: RecordBench.ProcessResult) -> String {
            ",\"\(key)\":{\"tape\":\"\(p.name)\",\"tape_s\":\(fmt(p.seconds)),\"wall_s\":\(String(format: "%.3f", p.wallSeconds)),"
                + "\"times_real_time\":\(Int(p.timesRealTime)),\"peak_kb\":\(p.peakKilobytes)}"
        }
        return ",\"recordings\":[\(rows.joined(separator: ","))]" + (process.map { whole("record_process", $0) } ?? "")
            + (long.map { whole("record_100k_commands", $0) } ?? "")
            // Pictures and video as whole processes: `record_pictures_200x50`, `record_video_140x36`.
            + media.map { whole("record_" + $0.name.replacingOccurrences(of: ".tape", with: "").replacingOccurrences(of: "-", with: "_"), $0) }.joined()
    }

    func fmt(_ v: Double) -> String { String(format: "%.1f", v) }
    private func pad(_ s: String, _ n: Int, right: Bool = false) -> String {
        let p = String(repeating: " ", count: max(0, n - s.count))
        return right ? p + s : s + p
    }
}

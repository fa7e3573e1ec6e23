import Foundation
import TerminalCanvas

extension BenchCommand {
    /// `--live`: `scenery run` driven through a pseudo-terminal (`LiveBench`), then the same
    /// steps in this process, and how many times the live step costs the bench's; then the
    /// peers' live programs (`LivePeers`), in rounds alternating with Scenery, and how many
    /// times Scenery's live step each costs. Each figure is the median over the rounds.
    func runLive() throws {
        var (peerPrograms, notes) = LivePeers.find(in: peers)
        let rounds = max(1, peerPrograms.isEmpty ? 1 : peerRuns)
        var runs: [String: [LiveBench.Result]] = [:]
        // Each round, the bench's own steps paced as the live ones right after them: what a step
        // costs after a sleep (caches cold, the core slowed) with no terminal, loop or kernel tty
        // in it; their mean, as a live phase's CPU over its steps is one. Ratios per round.
        var paced: [(sweep: Double, key: Double, sweepTimes: Double, keyTimes: Double)] = []
        for _ in 0..<rounds {
            let live = try LiveBench.measure(.scenery)
            runs["Scenery", default: []].append(live)
            let (sweep, key) = try Self.pacedSteps()
            paced.append((sweep, key, live.sweep.cpuMicroseconds / max(1, sweep), live.keys.cpuMicroseconds / max(1, key)))
            // A peer that fails (no frame in time on a loaded machine) is a note, not the end of the bench.
            for program in peerPrograms {
                do { runs[program.name, default: []].append(try LiveBench.measure(program)) } catch {
                    notes.append("the live \(program.name) peer was left out: \(error)")
                    peerPrograms.removeAll { $0.name == program.name }
                }
            }
        }
        let middle = PeerComparison.median
        func median(_ name: String, _ figure: (LiveBench.Result) -> Double) -> Double { middle((runs[name] ?? []).map(figure)) }
        let sweepCPU = median("Scenery") { $0.sweep.cpuMicroseconds }, keyCPU = median("Scenery") { $0.keys.cpuMicroseconds }
        let idle = median("Scenery") { $0.idleCPUMillisecondsPerSecond }
        let sweepBytes = Int(median("Scenery") { Double($0.sweep.bytes) }), keyBytes = Int(median("Scenery") { Double($0.keys.bytes) })
        let sweep = try SplitBench.sweep(rows: 45, withFloor: false)
        let separator = try SplitBench.separator(size: Size(width: 160, height: 45), steps: 200)
        let sweepTimes = sweepCPU / max(1, sweep.presentedCPUMicrosecondsMedian)
        let separatorTimes = keyCPU / max(1, separator.stepMicrosecondsMedian)
        let pacedSweep = middle(paced.map(\.sweep)), pacedSeparator = middle(paced.map(\.key))
        let sweepTimesPaced = middle(paced.map(\.sweepTimes)), separatorTimesPaced = middle(paced.map(\.keyTimes))
        let peerFigures = peerPrograms.map { p in
            (name: p.name, sweep: median(p.name) { $0.sweep.cpuMicroseconds }, key: median(p.name) { $0.keys.cpuMicroseconds },
             sweepBytes: Int(median(p.name) { Double($0.sweep.bytes) }), idle: median(p.name) { $0.idleCPUMillisecondsPerSecond })
        }
        if json {
            let peersJSON = peerFigures.map { f in
                "{\"name\":\"\(f.name)\",\"sweep_cpu_us\":\(fmt(f.sweep)),\"key_cpu_us\":\(fmt(f.key)),\"sweep_bytes\":\(f.sweepBytes),"
                    + "\"idle_cpu_ms_per_s\":\(String(format: "%.2f", f.idle)),"
                    + "\"sweep_times_scenery\":\(String(format: "%.2f", f.sweep / max(1, sweepCPU))),\"key_times_scenery\":\(String(format: "%.2f", f.key / max(1, keyCPU)))}"
            }
            return print("{\"live\":{\"rounds\":\(rounds),\"sweep_cpu_us\":\(fmt(sweepCPU)),\"sweep_bytes\":\(sweepBytes),"
                         + "\"sweep_bench_cpu_us\":\(fmt(sweep.presentedCPUMicrosecondsMedian)),\"sweep_times_bench\":\(String(format: "%.2f", sweepTimes)),"
                         + "\"separator_cpu_us\":\(fmt(keyCPU)),\"separator_bytes\":\(keyBytes),"
                         + "\"separator_bench_us\":\(fmt(separator.stepMicrosecondsMedian)),\"separator_times_bench\":\(String(format: "%.2f", separatorTimes)),"
                         + "\"sweep_paced_bench_cpu_us\":\(fmt(pacedSweep)),\"sweep_times_paced_bench\":\(String(format: "%.2f", sweepTimesPaced)),"
                         + "\"separator_paced_bench_cpu_us\":\(fmt(pacedSeparator)),"
                         + "\"separator_times_paced_bench\":\(String(format: "%.2f", separatorTimesPaced)),"
                         + "\"idle_cpu_ms_per_s\":\(String(format: "%.2f", idle)),\"peers\":[\(peersJSON.joined(separator: ","))]}}")
        }
        print("live: scenery run in a 240x45 pseudo-terminal, driven as a terminal drives it (CPU of the whole process, every thread, "
              + "idle time between steps included; median of \(rounds) round\(rounds == 1 ? "" : "s"))")
        print("  resize sweep 240→40→240 × 45 (400 steps by SIGWINCH): \(fmt(sweepCPU)) µs CPU a step, "
              + "\(sweepBytes) B a step; in process \(fmt(sweep.presentedCPUMicrosecondsMedian)) µs CPU (presented): "
              + String(format: "live %.1f× the bench; ", sweepTimes)
              + "paced, a step every \(LiveBench.quietMilliseconds) ms as here, \(fmt(pacedSweep)) µs (means): "
              + String(format: "live %.2f× the paced bench", sweepTimesPaced))
        print("  column separator at 160x45 (200 steps, Ctrl-R then → ← typed): \(fmt(keyCPU)) µs CPU a step, "
              + "\(keyBytes) B a step; in process \(fmt(separator.stepMicrosecondsMedian)) µs: "
              + String(format: "live %.1f× the bench; ", separatorTimes)
              + "paced \(fmt(pacedSeparator)) µs CPU (means): " + String(format: "live %.2f× the paced bench", separatorTimesPaced))
        print(String(format: "  at rest: %.2f ms of CPU a second (over 2 s)", idle))
        for f in peerFigures {
            print("  \(f.name), the same screen live: resize \(fmt(f.sweep)) µs CPU a step (\(f.sweepBytes) B), "
                  + String(format: "%.1f× Scenery's; ", f.sweep / max(1, sweepCPU)) + "`[`/`]` key \(fmt(f.key)) µs, "
                  + String(format: "%.1f× Scenery's column step; at rest %.2f ms a second", f.key / max(1, keyCPU), f.idle))
        }
        for note in notes { print("  note: \(note)") }
    }

    /// The sweep's and the separator's steps in this process, each after the live bench's pause:
    /// their mean CPU a step (µs).
    static func pacedSteps() throws -> (sweep: Double, key: Double) {
        let pause = UInt32(LiveBench.quietMilliseconds * 1000)
        let sweep = try SplitBench.sweep(rows: 45, withFloor: false, pacingMicroseconds: pause).presentedCPUMicrosecondsMean
        var ignored: [Canvas] = []
        let key = try SplitBench.separatorSteps(size: Size(width: 160, height: 45), steps: 200, drawing: nil, frames: &ignored,
                                                keepingFrames: false, pacingMicroseconds: pause).stepCPUMicrosecondsMean
        return (sweep, key)
    }
}

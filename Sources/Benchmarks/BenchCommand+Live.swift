import Foundation
import TerminalCanvas

extension BenchCommand {
    /// `--live`: `scenery run` driven through a pseudo-terminal (`LiveBench`), then the same
    /// steps in this process, and how many times the live step costs the bench's.
    func runLive() throws {
        let live = try LiveBench.measure()
        let sweep = try SplitBench.sweep(rows: 45, withFloor: false)
        let separator = try SplitBench.separator(size: Size(width: 160, height: 45), steps: 200)
        let sweepTimes = live.sweep.cpuMicroseconds / max(1, sweep.presentedCPUMicrosecondsMedian)
        let separatorTimes = live.separator.cpuMicroseconds / max(1, separator.stepMicrosecondsMedian)
        if json {
            return print("{\"live\":{\"sweep_cpu_us\":\(fmt(live.sweep.cpuMicroseconds)),\"sweep_bytes\":\(live.sweep.bytes),"
                         + "\"sweep_bench_cpu_us\":\(fmt(sweep.presentedCPUMicrosecondsMedian)),\"sweep_times_bench\":\(String(format: "%.2f", sweepTimes)),"
                         + "\"separator_cpu_us\":\(fmt(live.separator.cpuMicroseconds)),\"separator_bytes\":\(live.separator.bytes),"
                         + "\"separator_bench_us\":\(fmt(separator.stepMicrosecondsMedian)),\"separator_times_bench\":\(String(format: "%.2f", separatorTimes)),"
                         + "\"idle_cpu_ms_per_s\":\(String(format: "%.2f", live.idleCPUMillisecondsPerSecond))}}")
        }
        print("live: scenery run in a 240x45 pseudo-terminal, driven as a terminal drives it (CPU of the whole process, idle time between steps included)")
        print("  resize sweep 240→40→240 × 45 (\(live.sweep.steps) steps by SIGWINCH): \(fmt(live.sweep.cpuMicroseconds)) µs CPU a step, "
              + "\(live.sweep.bytes) B a step; in process \(fmt(sweep.presentedCPUMicrosecondsMedian)) µs CPU (presented): "
              + String(format: "live %.1f× the bench", sweepTimes))
        print("  column separator at 160x45 (\(live.separator.steps) steps, Ctrl-R then → ← typed): \(fmt(live.separator.cpuMicroseconds)) µs CPU a step, "
              + "\(live.separator.bytes) B a step; in process \(fmt(separator.stepMicrosecondsMedian)) µs: "
              + String(format: "live %.1f× the bench", separatorTimes))
        print(String(format: "  at rest: %.1f ms of CPU a second (over 2 s, in /proc's 10 ms ticks)", live.idleCPUMillisecondsPerSecond))
    }
}

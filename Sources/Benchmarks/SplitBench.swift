import SceneryHost
import CursesFront
import DemoApps
import Foundation
import SceneryKit

/// The split-view measurements behind `scenery bench`: moving a separator one cell, and a
/// resize sweep of a Mail window one column at a time.
enum SplitBench {
    struct SeparatorResult {
        var size: Size
        /// Key event → layout → draw → ncurses output, per step.
        var stepMicrosecondsMedian: Double
        var stepMicrosecondsP95: Double
        /// The step's two halves: key → layout → canvas, then canvas → ncurses → bytes written.
        var engineMicrosecondsMedian: Double
        var outputMicrosecondsMedian: Double
        var bytesMedian: Int
        var bytesMax: Int
        /// What ncurses' own `doupdate` writes for the same steps, and takes: the bar the bytes
        /// must stay under.
        var ncursesBytesMedian: Int
        var ncursesStepMicrosecondsMedian: Double
        /// The step's CPU time (this thread's), beside its wall time; and its mean, the statistic
        /// `--live` takes of a live phase (its CPU over its steps).
        var stepCPUMicrosecondsMedian: Double = 0
        var stepCPUMicrosecondsMean: Double = 0
        /// The floor on the same frames, and the step as a multiple of it.
        var floor = FloorRenderer.Result(microsecondsMedian: 0, microsecondsP95: 0, bytesMedian: 0)
        var timesFloor: Double { floor.times(stepMicrosecondsMedian) }
        /// The C floor on the same frames (only the cells that changed), and the step as a multiple of it.
        var cFloor = FloorRenderer.Result(microsecondsMedian: 0, microsecondsP95: 0, bytesMedian: 0)
        var timesCFloor: Double { cFloor.times(stepMicrosecondsMedian) }
    }

    /// Ctrl-R, then the first separator back and forth one cell at a time: drawn as the live
    /// front draws on xterm-256color, then the same steps through ncurses' own update.
    static func separator(size: Size, steps: Int) throws -> SeparatorResult {
        var result = try separatorSteps(size: size, steps: steps, drawing: nil)
        // The frames for the floor come from a second, untimed pass: keeping them during the
        // timed one would time the memory they hold, not the steps.
        var frames: [Canvas] = []
        _ = try separatorSteps(size: size, steps: steps, drawing: nil, frames: &frames)
        result.floor = FloorRenderer.measure(Array(frames.dropFirst()))
        result.cFloor = CFloorBench.measure(frames, changes: true, skippingFirst: true)
        let ncurses = try separatorSteps(size: size, steps: steps, drawing: .ncurses)
        result.ncursesBytesMedian = ncurses.bytesMedian
        result.ncursesStepMicrosecondsMedian = ncurses.stepMicrosecondsMedian
        return result
    }

    static func separatorSteps(size: Size, steps: Int, drawing: TerminalDrawing?) throws -> SeparatorResult {
        var ignored: [Canvas] = []
        return try separatorSteps(size: size, steps: steps, drawing: drawing, frames: &ignored, keepingFrames: false)
    }

    /// The steps, keeping each frame in `frames` when `keepingFrames` (for the floor), each after
    /// a sleep of `pacingMicroseconds` if given, as a person's keys come (`--live` compares its
    /// live steps with these: a step after a sleep runs with the caches cold).
    static func separatorSteps(size: Size, steps: Int, drawing: TerminalDrawing?, frames: inout [Canvas],
                               keepingFrames: Bool = true, pacingMicroseconds: UInt32 = 0) throws -> SeparatorResult {
        let sim = try DemoCatalog.makeSimulator(size: size).asLive()
        sim.handle(.resize(size))
        let screen = try HeadlessScreen(size: size, drawing: drawing)
        defer { _ = screen.close() }
        _ = screen.present(sim.frame(size: size))
        sim.handle(.key(.ctrl("r")))
        let start = sim.frame(size: size)
        _ = screen.present(start)
        // The screen the steps start from, for the floor to compare the first step against.
        if keepingFrames { frames.append(start) }
        var times: [Double] = [], engine: [Double] = [], output: [Double] = [], bytes: [Int] = [], cpu: [Double] = []
        let clock = ContinuousClock()
        for i in 0..<steps {
            if pacingMicroseconds > 0 { usleep(pacingMicroseconds) }
            let key = KeyEvent(i % 8 < 4 ? .right : .left)
            var out = 0
            // An empty placeholder (no cells): a full one made before each step (115 KB filled at
            // 160×45) pushed the engine's data out of the caches, which the live loop does not do.
            var frame = Canvas(size: Size(width: 0, height: 0))
            let cpuStart = cpuMicroseconds()
            let e = clock.measure {
                sim.handle(.key(key))
                frame = sim.frame(size: size)
            }
            let o = clock.measure { out = screen.presentCountingBytes(frame) }
            cpu.append(cpuMicroseconds() - cpuStart)
            if keepingFrames { frames.append(frame) }
            times.append((e + o).inSeconds * 1e6)
            engine.append(e.inSeconds * 1e6)
            output.append(o.inSeconds * 1e6)
            bytes.append(out)
        }
        times.sort(); engine.sort(); output.sort(); bytes.sort(); cpu.sort()
        var result = SeparatorResult(size: size, stepMicrosecondsMedian: FrameBench.percentile(times, 0.5),
                               stepMicrosecondsP95: FrameBench.percentile(times, 0.95),
                               engineMicrosecondsMedian: FrameBench.percentile(engine, 0.5),
                               outputMicrosecondsMedian: FrameBench.percentile(output, 0.5),
                               bytesMedian: bytes[bytes.count / 2], bytesMax: bytes.last ?? 0,
                               ncursesBytesMedian: 0, ncursesStepMicrosecondsMedian: 0)
        result.stepCPUMicrosecondsMedian = FrameBench.percentile(cpu, 0.5)
        result.stepCPUMicrosecondsMean = FrameBench.mean(cpu)
        return result
    }

    struct SweepResult {
        var steps: Int
        /// Resize event → layout (collapse, expand, display modes) → draw, per step.
        var engineMicrosecondsMedian: Double
        var engineMicrosecondsP95: Double
        /// The same plus ncurses resizing its screen and writing the frame.
        var presentedMicrosecondsMedian: Double
        var presentedMicrosecondsP95: Double
        /// The presented step's CPU time (this thread's), beside its wall time.
        var presentedCPUMicrosecondsMedian: Double = 0
        /// Its mean, the statistic `--live` takes of a live phase.
        var presentedCPUMicrosecondsMean: Double = 0
        /// Bytes written per step.
        var bytesMedian = 0
        /// The floor: the same frames drawn and written with no engine (`FloorRenderer`).
        var floor = FloorRenderer.Result(microsecondsMedian: 0, microsecondsP95: 0, bytesMedian: 0)
        /// The presented step as a multiple of the floor.
        var timesFloor: Double { floor.times(presentedMicrosecondsMedian) }
        /// The C floor on the same frames (clear, then the cells that are not blank), and the
        /// presented step's CPU time as a multiple of it.
        var cFloor = FloorRenderer.Result(microsecondsMedian: 0, microsecondsP95: 0, bytesMedian: 0)
        var timesCFloor: Double { cFloor.times(presentedCPUMicrosecondsMedian) }
    }

    /// This thread's CPU time, in microseconds.
    static func cpuMicroseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
    }

    /// A Mail window from 240 columns to 40 and back, one column per step, `rows` rows (45 by
    /// default); `withFloor` also times the floor on the same frames; `pacingMicroseconds` sleeps before each step.
    static func sweep(rows: Int = 45, withFloor: Bool = false, pacingMicroseconds: UInt32 = 0) throws -> SweepResult {
        let start = Size(width: 240, height: rows)
        let sim = try DemoCatalog.makeSimulator(size: start).asLive()
        sim.handle(.resize(start))
        let screen = try HeadlessScreen(size: start)
        defer { _ = screen.close() }
        _ = screen.present(sim.frame(size: start))
        let widths = sweepWidths
        var engine: [Double] = [], presented: [Double] = [], cpu: [Double] = [], bytes: [Int] = []
        let clock = ContinuousClock()
        for w in widths {
            if pacingMicroseconds > 0 { usleep(pacingMicroseconds) }
            let size = Size(width: w, height: rows)
            var written = 0
            // The frame's canvas is made inside the step, as the live front makes one for each
            // frame (made before the step, its 170 KB at 240 columns were left out of the time).
            var canvas = Canvas(size: Size(width: 0, height: 0))
            let cpuStart = cpuMicroseconds()
            let e = clock.measure {
                sim.handle(.resize(size))
                canvas = sim.frame(size: size)
            }
            let p = clock.measure {
                screen.resize(to: size)
                written = screen.presentCountingBytes(canvas)
            }
            cpu.append(cpuMicroseconds() - cpuStart)
            engine.append(e.inSeconds * 1e6)
            presented.append((e + p).inSeconds * 1e6)
            bytes.append(written)
        }
        engine.sort(); presented.sort(); cpu.sort(); bytes.sort()
        let floorFrames = withFloor ? try sweepFrames(rows: rows) : []
        var result = SweepResult(steps: widths.count, engineMicrosecondsMedian: FrameBench.percentile(engine, 0.5),
                           engineMicrosecondsP95: FrameBench.percentile(engine, 0.95),
                           presentedMicrosecondsMedian: FrameBench.percentile(presented, 0.5),
                           presentedMicrosecondsP95: FrameBench.percentile(presented, 0.95),
                           presentedCPUMicrosecondsMedian: FrameBench.percentile(cpu, 0.5), bytesMedian: bytes[bytes.count / 2],
                           floor: withFloor ? FloorRenderer.measure(floorFrames) : FloorRenderer.Result(microsecondsMedian: 0, microsecondsP95: 0, bytesMedian: 0))
        result.presentedCPUMicrosecondsMean = FrameBench.mean(cpu)
        if withFloor { result.cFloor = CFloorBench.measure(floorFrames, changes: false) }
        return result
    }

    /// 239 → 40 → 240 columns, one a step: every resize sweep's widths.
    static let sweepWidths = Array(stride(from: 239, through: 40, by: -1)) + Array(41...240)

    /// The sweep's frames, made in an untimed pass, for the floor.
    static func sweepFrames(rows: Int) throws -> [Canvas] {
        frames(of: try DemoCatalog.makeSimulator(size: Size(width: 240, height: rows)), widths: sweepWidths, rows: rows)
    }

    /// The frames `sim` draws resized to each of `widths` in turn, untimed: a floor's input.
    static func frames(of sim: Simulator, widths: [Int], rows: Int) -> [Canvas] {
        sim.handle(.resize(Size(width: 240, height: rows)))
        return widths.map { w in
            let size = Size(width: w, height: rows)
            sim.handle(.resize(size))
            return sim.frame(size: size)
        }
    }
}

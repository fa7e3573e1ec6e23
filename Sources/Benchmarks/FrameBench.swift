import SceneryHost
import CursesFront
import DemoApps
import SceneryKit

/// The measurements behind `scenery bench`.
enum FrameBench {
    struct Result {
        var size: Size
        var frameMedian: Double
        var frameP95: Double
        var firstFrameBytes: Int
        var selectMoveBytesMedian: Int
        var selectMoveBytesMax: Int
        /// A one-row move of the list selection, key to bytes written, and the floor on its frames.
        var selectMoveMicrosecondsMedian: Double = 0
        var selectMoveFloor = FloorRenderer.Result(microsecondsMedian: 0, microsecondsP95: 0, bytesMedian: 0)
        var selectMoveTimesFloor: Double { selectMoveFloor.times(selectMoveMicrosecondsMedian) }
        /// The C floor on the same frames (only the cells that changed).
        var selectMoveCFloor = FloorRenderer.Result(microsecondsMedian: 0, microsecondsP95: 0, bytesMedian: 0)
        var selectMoveTimesCFloor: Double { selectMoveCFloor.times(selectMoveMicrosecondsMedian) }
    }

    static func measure(size: Size, frames: Int) throws -> Result {
        // Frame time: a key that changes the highlight, then a full layout + draw from a blank canvas.
        let sim = try makeSimulator(size: size)
        var canvas = Canvas(size: size)
        var times: [Double] = []
        times.reserveCapacity(frames)
        let clock = ContinuousClock()
        for i in 0..<frames {
            sim.handle(.key(KeyEvent(i % 40 < 20 ? .down : .up)))
            let t = clock.measure { sim.render(into: &canvas) }
            times.append(t.inSeconds * 1e6)
        }
        times.sort()

        // Output: the first frame, then the bytes for each one-row move of the list selection.
        let screen = try HeadlessScreen(size: size)
        let out = try makeSimulator(size: size)
        let first = screen.present(out.frame(size: size)).count
        var moves: [Int] = [], moveTimes: [Double] = []
        let count = min(max(frames, 60), 400)
        for i in 0..<count {
            var written = 0
            let t = clock.measure {
                out.handle(.key(selectKey(i)))
                written = screen.presentCountingBytes(out.frame(size: size))
            }
            moves.append(written)
            moveTimes.append(t.inSeconds * 1e6)
        }
        screen.close()
        moves.sort(); moveTimes.sort()
        // The floor on the same frames, from an untimed pass.
        let again = try makeSimulator(size: size)
        let start = again.frame(size: size)
        let frames = (0..<count).map { i -> Canvas in
            again.handle(.key(selectKey(i)))
            return again.frame(size: size)
        }
        return Result(size: size, frameMedian: percentile(times, 0.5), frameP95: percentile(times, 0.95),
                      firstFrameBytes: first, selectMoveBytesMedian: moves[moves.count / 2],
                      selectMoveBytesMax: moves.last ?? 0, selectMoveMicrosecondsMedian: percentile(moveTimes, 0.5),
                      selectMoveFloor: FloorRenderer.measure(frames), selectMoveCFloor: CFloorBench.measure([start] + frames, changes: true, skippingFirst: true))
    }

    /// The demo at `size`, with a list in focus: in a compact window Mail collapses onto the
    /// open message, so `Esc` goes back to the message list first.
    static func makeSimulator(size: Size) throws -> Simulator {
        let sim = try DemoCatalog.makeSimulator(size: size).asLive()
        sim.handle(.resize(size))
        if (sim.desktop.focusedWindow?.rootViewController as? SplitViewController)?.isCollapsed == true {
            sim.handle(.key(KeyEvent(.escape)))
        }
        return sim
    }

    /// The `i`th key of a select-move run: ↓ ten times, then ↑ ten times, over and over.
    static func selectKey(_ i: Int) -> KeyEvent { KeyEvent(i % 20 < 10 ? .down : .up) }

    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p + 0.5))]
    }

    /// The mean (0 for none): what `--live` compares a live phase's CPU over its steps with.
    static func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(max(1, values.count)) }
}

extension Simulator {
    /// The simulator as the live terminal runs it (damage tracking on), so that the benches
    /// measure what a person's terminal costs.
    func asLive() -> Simulator {
        drawsOnlyChangedWindows = true
        return self
    }
}

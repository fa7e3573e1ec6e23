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
        var moves: [Int] = []
        for i in 0..<min(frames, 60) {
            out.handle(.key(KeyEvent(i % 20 < 10 ? .down : .up)))
            moves.append(screen.present(out.frame(size: size)).count)
        }
        screen.close()
        moves.sort()
        return Result(size: size, frameMedian: percentile(times, 0.5), frameP95: percentile(times, 0.95),
                      firstFrameBytes: first, selectMoveBytesMedian: moves[moves.count / 2],
                      selectMoveBytesMax: moves.last ?? 0)
    }

    /// The demo at `size`, with a list in focus: in a compact window Mail collapses onto the
    /// open message, so `Esc` goes back to the message list first.
    static func makeSimulator(size: Size) throws -> Simulator {
        let sim = try DemoCatalog.makeSimulator(size: size)
        sim.handle(.resize(size))
        if (sim.desktop.focusedWindow?.rootViewController as? SplitViewController)?.isCollapsed == true {
            sim.handle(.key(KeyEvent(.escape)))
        }
        return sim
    }

    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p + 0.5))]
    }
}

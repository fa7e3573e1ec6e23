import DemoApps
import SceneryKit

/// Damage tracking's figure in `scenery bench`: four windows in the quarters of a 200×50
/// desktop (Mail twice, Music, Timer), a key in the focused Mail window moving its list's
/// highlight, key to a frame's bytes (`AnsiFrameEncoder`, as the live terminal writes them:
/// one headless ncurses screen may exist at a time, and two are compared here) — copying the windows no event reached from the last frame
/// (as the live terminal and tapes do), against drawing every window, alternately.
enum DesktopBench {
    struct Result {
        var copyingMicrosecondsMedian: Double
        var wholeMicrosecondsMedian: Double
        /// Windows copied a frame, median (two: Music's and Timer's).
        var windowsCopiedMedian: Int
        var timesFaster: Double { copyingMicrosecondsMedian > 0 ? wholeMicrosecondsMedian / copyingMicrosecondsMedian : 0 }
    }

    static let size = Size(width: 200, height: 50)

    static func makeSimulator(tracking: Bool) throws -> Simulator {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        for app in ["Music", "Timer", "Mail"] { sim.system.activateSceneSession(applicationName: app) }
        sim.handle(.resize(size))
        let quarters: [ArrangePreset] = [.topLeftQuarter, .topRightQuarter, .bottomLeftQuarter, .bottomRightQuarter]
        for (w, q) in zip(sim.desktop.windows, quarters) { sim.desktop.arrange(w, q) }
        sim.system.update()
        sim.drawsOnlyChangedWindows = tracking
        return sim
    }

    static func measure(steps: Int) throws -> Result {
        let tracked = try makeSimulator(tracking: true), whole = try makeSimulator(tracking: false)
        var copied: [Int] = []
        let times = alternately([tracked, whole], size: size, steps: steps) { copied.append(tracked.desktop.windowsCopied) }
        copied.sort()
        return Result(copyingMicrosecondsMedian: FrameBench.percentile(times[0], 0.5), wholeMicrosecondsMedian: FrameBench.percentile(times[1], 0.5),
                      windowsCopiedMedian: copied[copied.count / 2])
    }

    /// Times `steps` select keys in each of `sims`, key to a frame's bytes (`AnsiFrameEncoder`,
    /// as the live terminal writes them), alternating which goes first so that load on the
    /// machine falls on all alike; `afterStep` runs after each step. Each one's times, sorted.
    static func alternately(_ sims: [Simulator], size: Size, steps: Int, afterStep: () -> Void = {}) -> [[Double]] {
        var encoders = sims.map { _ in AnsiFrameEncoder() }
        var bytes: [UInt8] = []
        for (n, sim) in sims.enumerated() { encoders[n].encode(sim.frame(size: size), into: &bytes) }
        let clock = ContinuousClock()
        var times = sims.map { _ in [Double]() }
        for i in 0..<steps {
            let key = FrameBench.selectKey(i)
            for n in i % 2 == 0 ? Array(sims.indices) : sims.indices.reversed() {
                let t = clock.measure {
                    sims[n].handle(.key(key))
                    var canvas = Canvas(size: size)
                    sims[n].render(into: &canvas)
                    bytes.removeAll(keepingCapacity: true)
                    encoders[n].encode(canvas, into: &bytes)
                }
                times[n].append(t.inSeconds * 1e6)
            }
            afterStep()
        }
        return times.map { $0.sorted() }
    }
}

/// Issue 50's flat growth: a key in one Mail window (↓ moving its list's highlight) while 15 more
/// windows of Mail lie beside it, in a 4×4 grid of a 240×64 desktop, against that window alone
/// on the same desktop — key to frame bytes, alternately. Every window of the app the key reached
/// is drawn again (their unchanged lists, bars and borders copied): the figure says what that
/// costs against the one window that changed.
enum OneAppGrowthBench {
    struct Result {
        var oneMicrosecondsMedian: Double
        var sixteenMicrosecondsMedian: Double
        var times: Double { oneMicrosecondsMedian > 0 ? sixteenMicrosecondsMedian / oneMicrosecondsMedian : 0 }
    }

    static let size = Size(width: 240, height: 64)

    static func makeSimulator(windows: Int) throws -> Simulator {
        // Damage tracking on, as the live terminal and tapes draw.
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail").asLive()
        for _ in 1..<windows { sim.system.activateSceneSession(applicationName: "Mail") }
        sim.handle(.resize(size))
        let cell = Size(width: size.width / 4, height: (size.height - 1) / 4)
        for (i, w) in sim.desktop.windows.enumerated() {
            sim.desktop.setFrame(w, Rect(x: (i % 4) * cell.width, y: (i / 4) * cell.height, width: cell.width, height: cell.height))
        }
        if let first = sim.desktop.windows.first { sim.desktop.focus(first) }
        sim.system.update()
        return sim
    }

    static func measure(steps: Int) throws -> Result {
        let times = DesktopBench.alternately([try makeSimulator(windows: 1), try makeSimulator(windows: 16)], size: size, steps: steps)
        return Result(oneMicrosecondsMedian: FrameBench.percentile(times[0], 0.5), sixteenMicrosecondsMedian: FrameBench.percentile(times[1], 0.5))
    }
}

import CursesFront
import Foundation
import SceneryKit

/// `scenery bench --peer-screen`: the Textual and Bubble Tea peers' benchmark
/// (`../shared/peers/*/bench*`) on their screen built with SceneryKit, step for step: a warm-up
/// sweep 240 → 40 → 240 in steps of 10, then the timed sweep 239 … 40 … 240 at 50 rows, one
/// column a step (400 steps), then 100 presses of `[`/`]` at 200x50 ping-ponging the sidebar
/// between 40 and 25. A step ends when its frame's bytes are written to the terminal file.
enum PeerScreenBench {
    struct Result {
        var sweepCPUMicrosecondsMedian: Double, sweepCPUMicrosecondsP95: Double
        var sweepWallMicrosecondsMedian: Double
        var sweepBytesMedian: Int
        var keyCPUMicrosecondsMedian: Double, keyCPUMicrosecondsP95: Double
        var keyBytesMedian: Int
        /// The floor of the sweep's frames (`FloorRenderer`).
        var floor: FloorRenderer.Result
        /// Columns shown at the checked widths, as the peers' `expected_columns` rule says.
        var problems: [String]
    }

    static let rows = 50

    /// One full-screen window of the peer screen.
    static func makeSimulator(size: Size) throws -> Simulator {
        try Simulator.hosting([try PeerMailApp.make()], command: "scenery", size: size, scale: PeerMailViewController.scale,
                              store: nil, keyBindings: KeyBindings(), start: .defaultWindow) { _ in }.asLive()
    }

    static func measure() throws -> Result {
        let start = Size(width: 240, height: rows)
        let sim = try makeSimulator(size: start)
        sim.handle(.resize(start))
        let screen = try HeadlessScreen(size: start)
        defer { _ = screen.close() }
        _ = screen.present(sim.frame(size: start))
        for w in Array(stride(from: 240, through: 40, by: -10)) + Array(stride(from: 50, through: 240, by: 10)) {
            let size = Size(width: w, height: rows)
            sim.handle(.resize(size))
            screen.resize(to: size)
            _ = screen.present(sim.frame(size: size))
        }
        var cpu: [Double] = [], wall: [Double] = [], bytes: [Int] = [], problems: [String] = []
        let clock = ContinuousClock()
        let widths = SplitBench.sweepWidths
        for w in widths {
            let size = Size(width: w, height: rows)
            var canvas = Canvas(size: size)
            var written = 0
            let before = processCPUMicroseconds()
            let t = clock.measure {
                sim.handle(.resize(size))
                sim.render(into: &canvas)
                screen.resize(to: size)
                written = screen.presentCountingBytes(canvas)
            }
            cpu.append(processCPUMicroseconds() - before)
            wall.append(t.inSeconds * 1e6)
            bytes.append(written)
            if let problem = check(sim, width: w) { problems.append(problem) }
        }
        // The keys at 200x50: 15 narrowings, 15 widenings, and so on, each changing the layout.
        let keySize = Size(width: 200, height: rows)
        sim.handle(.resize(keySize))
        screen.resize(to: keySize)
        _ = screen.present(sim.frame(size: keySize))
        var keyCPU: [Double] = [], keyBytes: [Int] = []
        for i in 0..<100 {
            let key = KeyEvent.char((i / 15) % 2 == 0 ? "[" : "]")
            var canvas = Canvas(size: keySize)
            var written = 0
            let before = processCPUMicroseconds()
            sim.handle(.key(key))
            sim.render(into: &canvas)
            written = screen.presentCountingBytes(canvas)
            keyCPU.append(processCPUMicroseconds() - before)
            keyBytes.append(written)
        }
        let floor = FloorRenderer.measure(SplitBench.frames(of: try makeSimulator(size: start), widths: widths, rows: rows))
        cpu.sort(); wall.sort(); bytes.sort(); keyCPU.sort(); keyBytes.sort()
        return Result(sweepCPUMicrosecondsMedian: FrameBench.percentile(cpu, 0.5), sweepCPUMicrosecondsP95: FrameBench.percentile(cpu, 0.95),
                      sweepWallMicrosecondsMedian: FrameBench.percentile(wall, 0.5), sweepBytesMedian: bytes[bytes.count / 2],
                      keyCPUMicrosecondsMedian: FrameBench.percentile(keyCPU, 0.5), keyCPUMicrosecondsP95: FrameBench.percentile(keyCPU, 0.95),
                      keyBytesMedian: keyBytes[keyBytes.count / 2], floor: floor, problems: problems)
    }

    /// The screen as text at the peers' snapshot widths (`240x50.txt`…), after the same sweep
    /// down from 240 columns.
    static func writeSnapshots(to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let sim = try makeSimulator(size: Size(width: 240, height: rows))
        for w in [240, 160, 120, 80, 50] {
            let size = Size(width: w, height: rows)
            sim.handle(.resize(size))
            let text = sim.frame(size: size).plainText()
            try Data((text.hasSuffix("\n") ? text : text + "\n").utf8).write(to: URL(fileURLWithPath: folder + "/\(w)x\(rows).txt"))
        }
    }

    /// The peers' rule on the split view's width (the window's inside: the terminal less its
    /// two border columns): 4 columns from 133, 3 from 92, 2 from 66, 1 below.
    static func expectedColumns(splitWidth w: Int) -> Int { w >= 133 ? 4 : w >= 92 ? 3 : w >= 66 ? 2 : 1 }

    /// Checks the columns shown at `width` against the peers' rule. The split view collapses
    /// below 66 terminal columns (its 64 columns inside the window's border are 680 pt at 10.625
    /// pt a column, over UIKit's 678 pt threshold; 63 are under it); while the terminal is being
    /// resized UIKit-style hysteresis (`SizeClassRule.hysteresisColumns`) lets it flip only
    /// three columns past that, so inside that band either state is right.
    static func check(_ sim: Simulator, width: Int) -> String? {
        guard let split = sim.desktop.windows.first?.scene?.rootViewController as? PeerMailViewController else { return "no peer screen" }
        let band = SizeClassRule.hysteresisColumns * PeerMailViewController.scale.pointsPerColumn
        let points = Double(width - 2) * PeerMailViewController.scale.pointsPerColumn
        if split.isCollapsed {
            return points < SizeClassRule.regularWidthThreshold + band ? nil : "at \(width) columns: collapsed"
        }
        if points < SizeClassRule.regularWidthThreshold - band { return "at \(width) columns: not collapsed" }
        let shown = split.currentLayout.visibleColumns.count, expected = expectedColumns(splitWidth: width - 2)
        return shown == expected ? nil : "at \(width) columns: \(shown) columns shown, the rule says \(expected)"
    }

    /// Process CPU time (every thread), as the peers measure it.
    static func processCPUMicroseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
    }
}

/// The one-scene application around `PeerMailViewController`.
enum PeerMailApp {
    final class SceneDelegate: SceneryKit.SceneDelegate {
        func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
            (scene as? WindowScene)?.rootViewController = PeerMailViewController(data: PeerMailApp.data)
        }
    }
    static let data = PeerMailData.make()

    static func make() throws -> Application {
        let manifest = SceneManifest(supportsMultipleScenes: false, configurations: [
            .windowApplication: [SceneConfiguration(name: "Default Configuration", role: .windowApplication, delegateClassName: "PeerMailSceneDelegate")],
        ])
        final class Delegate: ApplicationDelegate {}
        return try Application(name: "Peer Mail", manifest: manifest, delegate: Delegate(),
                               sceneDelegateClasses: ["PeerMailSceneDelegate": SceneDelegate.self])
    }
}

import DemoApps
import Foundation
import Fuzzing
import Tapes
@testable import SceneryKit
import TerminalCanvas
import Testing

/// A short, seeded run of `make fuzz`: the same invariants over fewer events, tapes and state
/// folders, so `make test` catches what the long run would, most of the time.
@Suite("Fuzz (short run)")
struct FuzzTests {
    @Test("Random event streams on every app and device keep the invariants")
    func events() {
        let row = FuzzRunner.events(total: 6000, seed: 11)
        #expect(row.failures.isEmpty, "\(row.failures.prefix(3))")
    }

    @Test("Frames that copy unchanged windows equal frames that draw every window, on both terminals; their damage holds every change")
    func damage() {
        var copies = DamageFuzz.Copies()
        let failures = DamageFuzz.run(count: 3200, seed: 11, copies: &copies)  // one stream of each start
        #expect(failures.isEmpty, "\(failures.prefix(3))")
        // Copying really happened, of whole windows and of lists and text views inside windows drawn again.
        #expect(copies.windows > 1000 && copies.controllers > 500, "\(copies.windows) windows, \(copies.controllers) list and text views copied")
        // And most frames' changes were found through their damage, each checked against every cell.
        #expect(copies.framesByDamage > 2500, "\(copies.framesByDamage) frames compared through their damage")
    }

    @Test("Random tapes parse or fail with a TapeError, and run or fail with a Failure")
    func tapes() {
        let failures = TapeFuzz.run(count: 150, seed: 11)
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    @Test("Corrupt state folders: valid records come back, corrupt files are set aside")
    func state() {
        let failures = StateFileFuzz.run(count: 40, seed: 11)
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    @Test("Saved state relaunches to the same windows")
    func restoration() {
        let failures = RestorationFuzz.run(count: 30, seed: 11)
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }

    @Test("The invariants can fail: a window off the work area is reported")
    func invariantsCanFail() {
        let area = Rect(x: 0, y: 0, width: 100, height: 29)
        #expect(Invariants.checkFrames([(1, Rect(x: 90, y: 0, width: 40, height: 10))], in: area)?.contains("off the work area") == true)
        #expect(Invariants.checkFrames([(1, Rect(x: 0, y: 0, width: 40, height: 10))], in: area) == nil)
    }

    // Each invariant proved by a planted bug: the check that should catch it does.

    @Test("Planted: a sidebar 6 cells below its minimum is caught")
    func plantedNarrowSidebar() throws {
        let size = Size(width: 120, height: 40)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        #expect(Invariants.check(sim) == nil)
        let split = try #require(sim.desktop.windows.last?.rootViewController.flatMap { root in
            ([root] + root.children).compactMap { $0 as? SplitViewController }.first { !$0.isCollapsed }
        })
        let b = split.columnBounds()
        var layout = split.currentLayout
        // The sidebar 6 cells under its minimum, the secondary 6 wider: the widths still add up.
        let i = try #require(layout.columns.firstIndex { $0.column == .primary })
        let shrink = layout.columns[i].width - (b.primary.minimum - 6)
        layout.columns[i].width -= shrink
        for j in layout.columns.indices where layout.columns[j].x > layout.columns[i].x {
            if layout.columns[j].column == .secondary { layout.columns[j].width += shrink }
            layout.columns[j].x -= shrink
        }
        split.currentLayout = layout
        #expect(Invariants.check(sim)?.contains("primary column is \(b.primary.minimum - 6) cells, outside") == true, "\(Invariants.check(sim) ?? "nil")")
    }

    @Test("Planted: a frame that does not show the front window is caught")
    func plantedBlankFrame() {
        var canvas = Canvas(size: Size(width: 40, height: 10))
        let window = Rect(x: 2, y: 1, width: 20, height: 6)
        #expect(Invariants.checkFrontCorner(canvas, window: window)?.contains("not a border") == true)
        canvas.drawText("╭", x: 2, y: 1)
        #expect(Invariants.checkFrontCorner(canvas, window: window) == nil)
    }

    /// A store that loses the last session it is given: what a broken save would do.
    final class LossyStore: SceneStateStore {
        let inner = MemoryStateStore()
        var warnings: [String] { [] }
        func loadAll() -> [SessionRecord] {
            var all = inner.loadAll()
            if let i = all.lastIndex(where: \.isConnected) { all.remove(at: i) }
            return all
        }
        func save(_ record: SessionRecord) { inner.save(record) }
        func remove(persistentIdentifier: String) { inner.remove(persistentIdentifier: persistentIdentifier) }
    }

    @Test("Planted: a store that loses a session is caught by the relaunch check")
    func plantedLossyStore() {
        let failures = RestorationFuzz.run(count: 5, seed: 11) { LossyStore() }
        // A trial whose stream closed every window has nothing to lose; the others are caught.
        #expect(failures.count >= 4, "\(failures.prefix(2))")
    }

    @Test("Planted: a tape still running past its time limit is stopped and named")
    func plantedSlowTape() throws {
        let tape = try TapeParser.parse("Launch Mail\nDown\nDown", file: "slow.tape")
        let runner = TapeRunner(tape: tape) { size, d, store in try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: d) }
        runner.timeLimit = .zero
        #expect(throws: TapeRunner.TimeLimitExceeded.self) { _ = try runner.run() }
        runner.timeLimit = .seconds(60)
        #expect(throws: Never.self) { _ = try runner.run() }
    }

    @Test("Planted: output that never leaves the alternate screen is caught")
    func plantedNoRestore() {
        #expect(ProcessFuzz.missingRestore("\u{1b}[?1049hSophie\u{1b}[?1002l\u{1b}[?2004l") == "the alternate screen was not left after the last frame")
        #expect(ProcessFuzz.missingRestore("\u{1b}[?1049hSophie\u{1b}[?1003l\u{1b}[?1002l\u{1b}[?1006l\u{1b}[?2004l\u{1b}[?1049l") == nil)
    }
}

/// The live category: `scenery run` under a pty fed keys, every mouse button, drags, wheel
/// turns and resizes, with menus, alerts and popovers opening (issue 51); two short trials.
@Suite("Live input fuzz", .serialized)
struct LiveInputFuzzTests {
    @Test("Random keys, clicks of every button, drags, wheel turns and resizes leave scenery run quitting cleanly with its state")
    func live() throws {
        let scenery = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let failures = LiveStreamFuzz.run(count: 2, events: 120, seed: 5, scenery: scenery)
        #expect(failures.isEmpty, "\(failures)")
    }
}

/// Issue 51: `scenery-fuzz --help` prints its usage; a bad count is an error, not ignored.
@Suite("scenery-fuzz's command line")
struct FuzzCommandLineTests {
    @Test("--help prints the usage and exits 0; a count that is not one exits 2 naming the option")
    func help() throws {
        let scenery = try #require(TestPaths.scenery)
        let fuzz = URL(fileURLWithPath: scenery).deletingLastPathComponent().appendingPathComponent("scenery-fuzz").path
        try #require(FileManager.default.isExecutableFile(atPath: fuzz), "build scenery-fuzz first (swift build)")
        let help = try runProgram(fuzz, ["--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: scenery-fuzz") && help.stdout.contains("--seed"), "\(help)")
        let bad = try runProgram(fuzz, ["--events", "many"])
        #expect(bad.status == 2 && bad.stderr.contains("--events takes a count") && bad.stderr.contains("--help"), "\(bad)")
    }
}

import DemoApps
import Testing
@testable import SceneryKit

/// A recorder skips drawing after a tick the simulator says left the frame as it was
/// (`tickLeftFrameUnchanged`). The claim must hold whatever came before: a clock on screen, a
/// resize settling, a key that started the Timer or the Race.
@Suite("Ticks that leave the frame unchanged")
struct TickSkipTests {
    @Test("Whenever a tick is said to leave the frame unchanged, drawing it gives the same frame",
          arguments: ["Mail", "Timer", "Race", "Music", "Preview"])
    func claimHolds(app: String) throws {
        var size = Size(width: 120, height: 36)
        let sim = try DemoCatalog.makeSimulator(size: size, app: app)
        sim.handle(.resize(size))
        var stream = TwoEngineTests.Stream(state: 0x71C5 &+ UInt64(app.utf8.count))
        var frame = sim.frame(size: size)
        var time = 0.0, skippable = 0, drawnAnyway = 0
        for _ in 0..<800 {
            switch stream.next(20) {
            case 0: sim.handle(.key(.char(" ")))              // starts or stops the Timer and the Race
            case 1: sim.handle(.key(KeyEvent(stream.next(2) == 0 ? .down : .up)))
            case 2:
                size = Size(width: 60 + stream.next(100), height: 24 + stream.next(16))
                sim.handle(.resize(size))
            default:
                time += 0.1
                sim.handle(.tick(time))
                let next = sim.frame(size: size)
                if sim.tickLeftFrameUnchanged {
                    skippable += 1
                    let same = next.hasSameCells(as: frame)
                    #expect(same, "\(app): a tick at \(time) s said nothing changed, but the frame did")
                } else {
                    drawnAnyway += 1
                }
                frame = next
                continue
            }
            #expect(!sim.tickLeftFrameUnchanged, "only a tick may say so")
            // A live front draws once per batch: sometimes the next tick comes before a frame.
            if stream.next(2) == 0 { frame = sim.frame(size: size) }
        }
        #expect(skippable > 0, "\(app): some ticks change nothing on screen")
        #expect(drawnAnyway > 0)
    }

    @Test("A running Timer reads the clock, so every tick draws; a paused one does not")
    func timerReadsTheClock() throws {
        let size = Size(width: 100, height: 30)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Timer")
        sim.handle(.resize(size))
        sim.handle(.tick(1))
        _ = sim.frame(size: size)
        sim.handle(.tick(1.1))
        _ = sim.frame(size: size)
        sim.handle(.tick(1.2))
        #expect(sim.tickLeftFrameUnchanged, "a paused Timer shows the same time")
        sim.handle(.key(.char(" ")))
        _ = sim.frame(size: size)
        sim.handle(.tick(1.3))
        #expect(!sim.tickLeftFrameUnchanged, "a running Timer's frame follows the clock")
    }
}

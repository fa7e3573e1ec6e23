import DemoApps
import Foundation
import SceneryKit

/// Saved state that relaunches to the same windows: after a random stream of events, quit
/// (every session saved), relaunch from what was saved, and compare each window (its session,
/// app, frame, placement, minimized or not, front-to-back order) with what was there before.
public enum RestorationFuzz {
    /// What a relaunch must give back of one window.
    /// An arranged window is its preset (it follows the work area, which the shelf or a strip
    /// may have narrowed before the quit); a free one is its frame.
    struct Seen: Equatable, CustomStringConvertible {
        var session: String, app: String, placement: String, frame: Rect?, minimized: Bool
        var description: String { "\(session) (\(app)) \(frame.map { "at \($0)" } ?? placement)\(minimized ? " minimized" : "")" }
    }

    static func windows(_ sim: Simulator) -> [Seen] {
        sim.system.mainDesktop.windows.compactMap { w in
            guard let session = w.scene?.session else { return nil }
            let free = w.placement == .free
            return Seen(session: session.persistentIdentifier, app: session.applicationName, placement: w.placement.name,
                        frame: free ? w.frame : nil, minimized: w.isMinimized)
        }
    }

    /// `count` trials of `events` events each; `makeStore` gives the store of a trial (tests pass
    /// a faulty one to prove the check can fail). Returns the failures.
    public static func run(count: Int, events: Int = 300, seed: UInt64,
                           makeStore: () -> any SceneStateStore = { MemoryStateStore() }) -> [String] {
        var failures: [String] = []
        let size = Size(width: 120, height: 40)
        for trial in 0..<count {
            let store = makeStore()
            var r = EventStream(seed: seed &+ UInt64(trial) &* 7919)
            do {
                let sim = try DemoCatalog.makeSimulator(size: size, store: store)
                sim.handle(.resize(size))
                // Resizes and attached terminals leave windows placed for another size or
                // desktop; the check is of what the same terminal shows after a relaunch.
                for e in r.events(count: events) {
                    switch e {
                    case .resize, .attachDisplay, .attachDesktop, .resizeDisplay, .detachDisplay, .displayKey, .displayMouse, .displayPaste: continue
                    default: break
                    }
                    sim.handle(e)
                    if sim.isFinished { break }
                }
                let before = windows(sim)
                sim.quit()
                let again = try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: false)
                again.handle(.resize(size))
                let after = windows(again)
                if before != after {
                    failures.append("trial \(trial): before quitting \(before); after the relaunch \(after)")
                }
            } catch {
                failures.append("trial \(trial): \(error)")
            }
        }
        return failures
    }
}

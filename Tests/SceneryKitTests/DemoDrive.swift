import DemoApps
@testable import SceneryKit

/// The demo apps as the random-event tests drive them: one app (or the first screen) at a
/// size, then a seeded stream of keys, clicks, resizes and ticks.
enum DemoDrive {
    /// The demo `app` ("first screen" for the first screen) at `size`, told its size.
    static func simulator(_ app: String, size: Size = Size(width: 120, height: 40)) throws -> Simulator {
        let sim = app == "first screen" ? try DemoCatalog.makeSimulator(size: size, firstScreen: true)
            : try DemoCatalog.makeSimulator(size: size, app: app)
        sim.handle(.resize(size))
        return sim
    }

    /// Feeds `count` random events (the stream seeded by the app's name and `salt`), laying out
    /// after each as input does before it meets the layout; `each` gets the event's index, the
    /// event and a canvas of the desktop's size, and returns false to stop.
    static func run(_ sim: Simulator, app: String, salt: UInt64, count: Int,
                    _ each: (Int, Event, inout Canvas) throws -> Bool) rethrows {
        let stream = TwoEngineTests.events(seed: UInt64(app.utf8.reduce(salt) { $0 &* 31 &+ UInt64($1) }), count: count)
        var canvas = Canvas(size: sim.desktop.size)
        for (i, event) in stream.enumerated() {
            sim.handle(event)
            sim.layout()
            if sim.desktop.size != canvas.size { canvas = Canvas(size: sim.desktop.size) }
            guard try each(i, event, &canvas) else { return }
        }
    }
}

import DemoApps
import Testing
@testable import SceneryKit

/// Laying out twice gives what laying out once gave: a layout must not read its own last result,
/// or a frame that copies an unchanged window (as live frames do) keeps what the first layout
/// left. (The case that made this test — an action sheet sized from the kind its last layout
/// gave, the damage fuzz's seed 15 — needs a popover open across a regular-to-compact resize,
/// which these streams rarely make: `PresentationLayoutIdempotenceTests` holds that one.)
@Suite("Layout is a function of the state")
struct LayoutIdempotenceTests {
    @Test("Across random states of every demo and device, a second layout changes no window's region map",
          arguments: ["Mail", "Music", "Preview", "first screen"])
    func layoutTwice(app: String) throws {
        for size in [Size(width: 120, height: 40), Size(width: 60, height: 24)] {
            let sim = try DemoDrive.simulator(app, size: size)
            var checked = 0
            DemoDrive.run(sim, app: app, salt: 21, count: 300) { i, event, _ in
                let once = sim.desktop.windows.map { $0.regionMap.description }
                sim.layout()
                let twice = sim.desktop.windows.map { $0.regionMap.description }
                checked += 1
                if once != twice {
                    Issue.record("\(app) \(size), after event \(i) (\(event)): a second layout moved things:\n\(zip(once, twice).first { $0 != $1 }.map { "\($0.0)\n--- then ---\n\($0.1)" } ?? "")")
                    return false
                }
                return true
            }
            #expect(checked > 100)
        }
    }
}

import DemoApps
import Foundation
import Testing
@testable import SceneryKit

/// Every controller's stored state, as text: what input and layout read. Drawing must leave it
/// as it found it (issue 31: draw and render change nothing that input or layout reads).
enum ControllerState {
    /// Each controller of every window (children and presented ones, depth first) with each
    /// stored property of its class and superclasses; closures and references to other
    /// controllers by type only. Properties named `…cache…` are left out: a cache filled while
    /// drawing changes no answer; so are those named `drawn…`: what drawing notes of its last
    /// drawing for the next (damage tracking), which only drawing reads.
    static func dump(_ sim: Simulator) -> [String] {
        var out: [String] = []
        for window in sim.desktop.windows {
            var queue: [ViewController] = window.rootViewController.map { [$0] } ?? []
            var seen = Set<ObjectIdentifier>()
            while !queue.isEmpty {
                let vc = queue.removeFirst()
                guard seen.insert(ObjectIdentifier(vc)).inserted else { continue }
                out.append("window \(window.identifier) \(type(of: vc)) \"\(vc.title)\": " + properties(of: vc))
                queue += vc.children
                if let p = vc.presentedViewController { queue.append(p) }
            }
        }
        return out
    }

    static func properties(of object: AnyObject) -> String {
        var parts: [String] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            for child in m.children {
                guard let label = child.label, !label.lowercased().contains("cache"), !label.hasPrefix("drawn") else { continue }
                parts.append("\(label)=\(describe(child.value))")
            }
            mirror = m.superclassMirror
        }
        return parts.joined(separator: "; ")
    }

    static func describe(_ value: Any) -> String {
        if !(value is NSString), type(of: value) is AnyClass { return "<\(type(of: value))>" }
        return String(describing: value)
    }
}

@Suite("Drawing only reads")
struct RenderPurityTests {
    @Test("Across random keys, clicks, resizes and ticks, rendering a laid-out frame changes no controller's state, for every demo app",
          arguments: ["Mail", "Music", "Preview", "Timer", "Race", "first screen"])
    func renderChangesNothing(app: String) throws {
        let sim = try DemoDrive.simulator(app)
        var checked = 0
        DemoDrive.run(sim, app: app, salt: 11, count: 400) { i, event, canvas in
            let before = ControllerState.dump(sim)
            sim.render(into: &canvas)
            let after = ControllerState.dump(sim)
            checked += before.count
            guard before == after else {
                let first = zip(before, after).first { $0 != $1 } ?? (before.last ?? "", after.last ?? "")
                Issue.record("\(app): drawing after event \(i) (\(event)) changed\n  before: \(first.0)\n  after:  \(first.1)")
                return false
            }
            return true
        }
        #expect(checked > 400, "\(app): the dump saw too few controllers to mean anything")
    }

    @Test("The dump sees a change to a controller's state (so the test above can fail)")
    func dumpSeesChanges() throws {
        let size = Size(width: 120, height: 40)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        sim.layout()
        let before = ControllerState.dump(sim)
        sim.handle(.key(KeyEvent(.down)))  // the highlight moves in the message list
        sim.layout()
        #expect(ControllerState.dump(sim) != before)
        #expect(before.contains { $0.contains("ListViewController") && $0.contains("selectedIndex=0") })
    }
}

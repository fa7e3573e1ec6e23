import Foundation
import Testing
@testable import SceneryKit

/// A root that counts its layouts and draws what its last layout made of `label`: a frame drawn
/// from a layout older than the label shows the old one.
final class LayoutCountingController: ViewController {
    var label = ""
    private(set) var layouts = 0
    private var laidOutLabel = ""
    override func layout(in rect: Rect) {
        super.layout(in: rect)
        layouts += 1
        laidOutLabel = "\(label) at \(rect.width)"
    }
    override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        _ = canvas.drawText(laidOutLabel, x: rect.x, y: rect.y)
    }
}

/// Each window of the app gets a counting root; the second window's size change sets the first
/// window's label when `changesFirst` is on (an app changing its other window from a scene callback).
final class LayoutCountingDelegate: SceneDelegate {
    nonisolated(unsafe) static var roots: [LayoutCountingController] = []
    nonisolated(unsafe) static var changesFirst = false
    required init() {}
    private var root: LayoutCountingController?
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        let root = LayoutCountingController(title: "Counter")
        root.label = "window \(Self.roots.count + 1)"
        self.root = root
        Self.roots.append(root)
        (scene as? WindowScene)?.rootViewController = root
    }
    func windowScene(_ windowScene: WindowScene, didUpdateEffectiveGeometry previousGeometry: WindowScene.Geometry) {
        guard Self.changesFirst, let first = Self.roots.first, root !== first else { return }
        first.label = "changed by the second window"
    }
}

/// A resize lays each window out once (issue 50): the layout the scene update makes for the new
/// size is the one the frame draws, unless code of the window's app ran after it.
@Suite("Fresh layouts", .serialized)
struct FreshLayoutTests {
    static func simulator(windows: Int) throws -> Simulator {
        LayoutCountingDelegate.roots = []
        LayoutCountingDelegate.changesFirst = false
        let plist = TestApp.manifest.replacingOccurrences(of: "LogSceneDelegate", with: "LayoutCountingDelegate")
        let sim = Simulator(size: Size(width: 120, height: 40))
        sim.system.register(try Application(name: "Counter", manifest: try SceneManifest.parse(Data(plist.utf8), file: "Counter/Info.plist"),
                                            delegate: LogAppDelegate(), sceneDelegateClasses: ["LayoutCountingDelegate": LayoutCountingDelegate.self]))
        for _ in 0..<windows { sim.system.activateSceneSession(applicationName: "Counter") }
        sim.handle(.resize(Size(width: 120, height: 40)))
        for (w, half) in zip(sim.desktop.windows, windows == 1 ? [ArrangePreset.fullScreen] : [.leftHalf, .rightHalf]) { sim.desktop.arrange(w, half) }
        sim.system.update()
        _ = sim.frame(size: sim.desktop.size)
        return sim
    }

    @Test("With damage tracking a resize lays the window out once, in the scene update; without it the frame lays it out again")
    func resizeLaysOutOnce() throws {
        for tracking in [true, false] {
            let sim = try Self.simulator(windows: 1)
            sim.drawsOnlyChangedWindows = tracking
            sim.checksDamage = false  // the double-draw check (make test-damage) lays a kept layout out again to compare
            _ = sim.frame(size: sim.desktop.size)
            let root = try #require(LayoutCountingDelegate.roots.first)
            for width in [100, 90, 110] {
                let before = root.layouts
                sim.handle(.resize(Size(width: width, height: 40)))
                let frame = sim.frame(size: sim.desktop.size)
                #expect(root.layouts - before == (tracking ? 1 : 2), "tracking \(tracking), width \(width)")
                #expect(frame.plainText().contains("window 1 at \(width - 2)"), "\(frame.plainText())")
            }
            // A key reaches the window: the frame lays it out again, whatever the event did.
            let before = root.layouts
            sim.handle(.key(.char("x")))
            _ = sim.frame(size: sim.desktop.size)
            #expect(root.layouts - before >= 1)
        }
    }

    @Test("A window whose app ran code after the update laid it out (another of its windows' scene callback) is laid out again for the frame")
    func appCodeAfterTheUpdate() throws {
        let sim = try Self.simulator(windows: 2)
        sim.drawsOnlyChangedWindows = true
        _ = sim.frame(size: sim.desktop.size)
        try #require(LayoutCountingDelegate.roots.count == 2)
        LayoutCountingDelegate.changesFirst = true
        sim.handle(.resize(Size(width: 100, height: 40)))
        let frame = sim.frame(size: sim.desktop.size).plainText()
        #expect(frame.contains("changed by the second window at 48"), "\(frame)")
        #expect(frame.contains("window 2 at 48"), "\(frame)")
    }

    @Test("A tick that moves nothing keeps the layout: a resize after it lays the window out once, as the live loop ticks each turn")
    func idleTickKeepsLayout() throws {
        let sim = try Self.simulator(windows: 1)
        sim.drawsOnlyChangedWindows = true
        sim.checksDamage = false
        let root = try #require(LayoutCountingDelegate.roots.first)
        let t = 100.0
        sim.handle(.tick(t))
        _ = sim.frame(size: sim.desktop.size)
        for width in [100, 99, 98] {
            sim.handle(.tick(t))  // the same time: nothing settles, nothing moves
            let before = root.layouts
            sim.handle(.resize(Size(width: width, height: 40)))
            let frame = sim.frame(size: sim.desktop.size)
            #expect(root.layouts - before == 1, "width \(width): laid out \(root.layouts - before) times")
            #expect(frame.plainText().contains("window 1 at \(width - 2)"))
        }
        // A tick that settles the resize moves the system: the next input meets a fresh layout.
        sim.handle(.tick(t + 10))
        let before = root.layouts
        sim.handle(.key(.char("x")))
        #expect(root.layouts - before >= 1)
    }
}

import DemoApps
import Testing
@testable import SceneryKit

/// Effective geometry: interactive resizing, the expensive Race chart, rotation and the
/// orientation lock, size restrictions.
@Suite("Window scene geometry")
struct GeometryTests {
    func race(size: Size = Size(width: 120, height: 40)) throws -> (Simulator, WindowScene, RaceSceneDelegate, RaceViewController) {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Race")
        let scene = try #require(sim.desktop.focusedWindow?.scene)
        let delegate = try #require(scene.delegate as? RaceSceneDelegate)
        let vc = try #require(delegate.race)
        return (sim, scene, delegate, vc)
    }
    func keys(_ sim: Simulator, _ text: String) throws { for k in try KeyNotation.parse(text) { sim.handle(.key(k)) } }

    @Test("A keyboard resize is interactive until window mode ends; the chart is rebuilt once, at the end")
    func keyboardResize() throws {
        let (sim, scene, delegate, vc) = try race()
        #expect(vc.chartBuilds == 1)
        try keys(sim, "<C-w><S-Left><S-Left><S-Up>")
        #expect(scene.effectiveGeometry.isInteractivelyResizing)
        #expect(vc.chartBuilds == 1)
        #expect(sim.frame(size: Size(width: 120, height: 40)).plainText().contains("Resizing…"))
        let updates = delegate.geometryUpdates
        #expect(updates >= 3)
        try keys(sim, "<Esc>")
        #expect(!scene.effectiveGeometry.isInteractivelyResizing)
        #expect(vc.chartBuilds == 2)
        #expect(delegate.geometryUpdates == updates + 1)
        #expect(!sim.frame(size: Size(width: 120, height: 40)).plainText().contains("Resizing…"))
    }

    @Test("A keyboard resize left alone in window mode ends after the 0.3 s quiet period: hysteresis does not linger")
    func keyboardResizeSettles() throws {
        let (sim, scene, _, vc) = try race()
        sim.handle(.tick(1.0))
        try keys(sim, "<C-w><S-Left>")
        #expect(scene.effectiveGeometry.isInteractivelyResizing && sim.isInWindowMode)
        sim.handle(.tick(1.2))
        #expect(scene.effectiveGeometry.isInteractivelyResizing)
        sim.handle(.tick(1.31))
        #expect(!scene.effectiveGeometry.isInteractivelyResizing && sim.isInWindowMode)
        #expect(vc.chartBuilds == 2)
    }

    @Test("Moving a column separator neither fires didUpdateEffectiveGeometry nor turns on size-class hysteresis")
    func columnMovesAreNotSceneResizes() throws {
        let (sim, _) = try TestApp.simulator(size: Size(width: 160, height: 40))
        let scene = try #require(sim.system.activateSceneSession(applicationName: "Notes", placement: .arranged(.fullScreen)))
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(ViewController(title: "List"), for: .primary)
        split.setViewController(ViewController(title: "Note"), for: .secondary)
        scene.rootViewController = split
        sim.system.update()
        let geometry = scene.effectiveGeometry
        let delegate = try #require(scene.delegate as? LogSceneDelegate)
        let updates = delegate.geometryUpdates
        let width = split.primaryColumnWidth
        try keys(sim, "<C-r><Right><Right><S-Left>")
        #expect(split.primaryColumnWidth == width - 6, "the columns did move")
        #expect(scene.effectiveGeometry == geometry)
        #expect(delegate.geometryUpdates == updates)
        try keys(sim, "<Enter>")
        #expect(delegate.geometryUpdates == updates)
    }

    @Test("A burst of terminal resizes is interactive until 0.3 s of quiet on the clock")
    func terminalBurst() throws {
        let (sim, scene, _, vc) = try race()
        sim.handle(.tick(1.0))
        for w in stride(from: 118, through: 100, by: -2) { sim.handle(.resize(Size(width: w, height: 40))) }
        #expect(scene.effectiveGeometry.isInteractivelyResizing)
        #expect(vc.chartBuilds == 1)
        sim.handle(.tick(1.2))
        #expect(scene.effectiveGeometry.isInteractivelyResizing)
        sim.handle(.tick(1.31))
        #expect(!scene.effectiveGeometry.isInteractivelyResizing)
        #expect(vc.chartBuilds == 2)
        #expect(scene.effectiveGeometry.size == Size(width: 98, height: 38))  // unified: the content takes the top row
    }

    @Test("A mouse drag of the bottom-right corner resizes interactively until release")
    func mouseCornerDrag() throws {
        let (sim, scene, _, vc) = try race()
        try keys(sim, "<C-w>h<Esc>")  // left half: 60 columns
        let f = try #require(scene.window?.frame)
        #expect(vc.chartBuilds == 2)
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: f.maxX - 1, y: f.maxY - 1))))
        sim.handle(.mouse(MouseEvent(.drag, at: Point(x: f.maxX + 9, y: f.maxY - 4))))
        #expect(scene.effectiveGeometry.isInteractivelyResizing)
        #expect(scene.window?.frame.size == Size(width: f.width + 10, height: f.height - 3))
        #expect(vc.chartBuilds == 2)
        sim.handle(.mouse(MouseEvent(.release, at: Point(x: f.maxX + 9, y: f.maxY - 4))))
        #expect(!scene.effectiveGeometry.isInteractivelyResizing)
        #expect(vc.chartBuilds == 3)
        #expect(scene.window?.placement == .free)
    }

    @Test("Dragging the title bar moves the window")
    func titleBarDrag() throws {
        let sim = try DemoCatalog.makeSimulator(size: Size(width: 120, height: 40), app: "Timer")
        let w = try #require(sim.desktop.focusedWindow)
        try keys(sim, "<C-w>6<Esc>")  // top-left quarter
        let f = w.frame
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: f.x + 10, y: f.y))))
        sim.handle(.mouse(MouseEvent(.drag, at: Point(x: f.x + 30, y: f.y + 5))))
        sim.handle(.mouse(MouseEvent(.release, at: Point(x: f.x + 30, y: f.y + 5))))
        #expect(w.frame == Rect(x: f.x + 20, y: f.y + 5, width: f.width, height: f.height))
    }

    @Test("Rotation swaps the orientation unless the visible view controller prefers the lock")
    func rotationAndLock() throws {
        let (sim, scene, _, vc) = try race()
        #expect(scene.effectiveGeometry.interfaceOrientation == .landscape)
        try keys(sim, "<C-w>r<Esc>")
        #expect(scene.effectiveGeometry.interfaceOrientation == .portrait)
        try keys(sim, " ")  // start a race: the view prefers the lock
        #expect(vc.isRacing)
        #expect(scene.effectiveGeometry.isInterfaceOrientationLocked)
        #expect(vc.geometry.isInterfaceOrientationLocked)  // the scene observed it through the geometry
        try keys(sim, "<C-w>r<Esc>")
        #expect(sim.system.deviceOrientation == .landscape)
        #expect(scene.effectiveGeometry.interfaceOrientation == .portrait)
        try keys(sim, " ")  // race over: the lock lifts and the scene follows the device
        #expect(!scene.effectiveGeometry.isInterfaceOrientationLocked)
        #expect(scene.effectiveGeometry.interfaceOrientation == .landscape)
        #expect(sim.frame(size: Size(width: 120, height: 40)).plainText().contains("landscape · orientation free"))
    }

    @Test("A terminal smaller than the minimum shows 'needs at least' and recovers when it grows")
    func minimumNotice() throws {
        let (sim, scene, _, _) = try race()
        let minimum = try #require(scene.window?.minimumFrameSize)
        #expect(minimum == Size(width: 52, height: 13))  // 400×192 pt = 50×12 cells of content + the frame
        sim.handle(.resize(Size(width: 40, height: 12)))
        let small = sim.frame(size: Size(width: 40, height: 12)).plainText()
        #expect(small.contains("needs at least") && small.contains("52×13;"))
        #expect(!small.contains("Race"))
        sim.handle(.resize(Size(width: 120, height: 40)))
        let big = sim.frame(size: Size(width: 120, height: 40)).plainText()
        #expect(!big.contains("needs at least"))
        #expect(scene.window?.frame == Rect(x: 0, y: 0, width: 120, height: 39))
    }

    @Test("Arranging never makes a window smaller than its minimum")
    func arrangeRespectsMinimum() throws {
        let (sim, scene, _, _) = try race(size: Size(width: 120, height: 40))
        try keys(sim, "<C-w>1<Esc>")  // a third is 40 columns; Race needs 52
        #expect(scene.window?.frame.width == 52)
        try keys(sim, "<C-w>HHHH<Esc>")
        #expect(scene.window?.frame.width == 52)
    }

    @Test("A scene is worked out again only when its inputs changed: a key in one of four windows works out none; focus moving, a resize, new traits do")
    func updatesSkipUnchangedScenes() throws {
        let sim = try DamageTrackingTests.desktop()
        let scenes = sim.system.connectedScenes.count
        try #require(scenes == 4)
        sim.system.update()
        var before = sim.system.scenesWorkedOut
        try keys(sim, "<Down><Down><Up>")
        #expect(sim.system.scenesWorkedOut == before, "a key that moves a list's highlight changes no scene's size or traits")
        // Focus moving to another window changes both windows' active appearance, nothing else.
        let back = try #require(sim.desktop.windows.first { $0 !== sim.desktop.focusedWindow })
        let front = try #require(sim.desktop.focusedWindow)
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: back.contentRect.x + 1, y: back.contentRect.y + 1))))
        #expect(back.scene?.traitCollection.activeAppearance == .active)
        #expect(front.scene?.traitCollection.activeAppearance == .inactive)
        before = sim.system.scenesWorkedOut
        sim.handle(.resize(Size(width: 150, height: 45)))
        #expect(sim.system.scenesWorkedOut - before >= scenes, "a terminal resize works out every scene")
        before = sim.system.scenesWorkedOut
        var larger = TraitOverrides()
        larger.preferredContentSizeCategory = .extraExtraLarge
        sim.system.setEnvironment(larger)
        #expect(sim.system.scenesWorkedOut - before >= scenes, "new environment traits reach every scene")
        #expect(sim.system.connectedScenes.allSatisfy { $0.traitCollection.preferredContentSizeCategory == .extraExtraLarge })
    }
}

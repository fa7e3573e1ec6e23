import Testing
@testable import SceneryKit

/// A controller that writes down the sizes it is told of and the rectangles it is laid out in.
private final class TransitionLog: ViewController {
    var sizes: [Size] = []
    var layouts = 0
    override func viewWillTransition(to size: Size) { sizes.append(size); super.viewWillTransition(to: size) }
    override func layout(in rect: Rect) { layouts += 1; super.layout(in: rect) }
}

@Suite("Size transitions")
struct TransitionTests {
    @Test("A size is announced when the scene's size changes, not after every key; a frame still lays out what a key changed")
    func transitionsOnlyOnChange() throws {
        let (sim, _) = try TestApp.simulator(size: Size(width: 100, height: 30))
        let scene = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        let root = TransitionLog(title: "Log")
        scene.rootViewController = root
        sim.system.update()
        _ = sim.frame(size: Size(width: 100, height: 30))
        root.sizes = []
        sim.handle(.key(.char("x")))
        sim.handle(.key(KeyEvent(.down)))
        #expect(root.sizes.isEmpty, "keys change no size: \(root.sizes)")
        root.layouts = 0
        root.title = "Renamed"
        _ = sim.frame(size: Size(width: 100, height: 30))
        #expect(root.layouts == 1, "the frame's layout pass")
        sim.handle(.resize(Size(width: 80, height: 30)))
        #expect(root.sizes.count == 1 && root.sizes.first == root.frame.size, "the new size, then laid out in it: \(root.sizes), \(root.frame)")
    }
}

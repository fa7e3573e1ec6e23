import Foundation
import Testing
@testable import SceneryKit

/// A window of each control style whose root is a navigation controller two deep.
class StyledNavigationDelegate: SceneDelegate {
    class var style: WindowScene.WindowingControlStyle { .automatic }
    required init() {}
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        let nav = NavigationController(rootViewController: ViewController(title: "Notes"))
        nav.pushViewController(ViewController(title: "Groceries"))
        (scene as? WindowScene)?.rootViewController = nav
    }
    func preferredWindowingControlStyle(for windowScene: WindowScene) -> WindowScene.WindowingControlStyle { Self.style }
}
final class MinimalNavigationDelegate: StyledNavigationDelegate { override class var style: WindowScene.WindowingControlStyle { .minimal } }
final class UnifiedNavigationDelegate: StyledNavigationDelegate { override class var style: WindowScene.WindowingControlStyle { .unified } }

@Suite("Corner adaptation in every control style")
struct CornerAdaptationTests {
    func window(_ delegate: StyledNavigationDelegate.Type) throws -> (Simulator, Window) {
        let size = Size(width: 100, height: 30)
        let sim = Simulator(size: size)
        let manifest = try SceneManifest.parse(Data(TestApp.manifest.utf8), file: "Notes/Info.plist")
        sim.system.register(try Application(name: "Notes", manifest: manifest, manifestFile: "Notes/Info.plist",
                                            delegate: LogAppDelegate(), sceneDelegateClasses: ["LogSceneDelegate": delegate]))
        sim.system.activateSceneSession(applicationName: "Notes")
        sim.handle(.resize(size))
        return (sim, try #require(sim.desktop.focusedWindow))
    }

    @Test("The corner-adapted guides never cover the controls, and the navigation bar arranges its items around them", arguments: [
        ("automatic", StyledNavigationDelegate.self), ("minimal", MinimalNavigationDelegate.self), ("unified", UnifiedNavigationDelegate.self),
    ] as [(String, StyledNavigationDelegate.Type)])
    func everyStyle(name: String, delegate: StyledNavigationDelegate.Type) throws {
        let (sim, window) = try window(delegate)
        #expect(window.controlStyle.rawValue == name)
        let guides = try #require(window.scene?.layoutGuides)
        let controls = window.controlsRect
        for region in [guides.margins(cornerAdaptation: .horizontal), guides.safeArea(cornerAdaptation: .horizontal),
                       guides.readableContent(cornerAdaptation: .horizontal), guides.margins(cornerAdaptation: .vertical),
                       guides.safeArea(cornerAdaptation: .vertical), guides.readableContent(cornerAdaptation: .vertical)] {
            #expect(region.intersection(controls).isEmpty, "\(name): \(region) under the controls \(controls)")
        }
        // The bar's back button is drawn clear of the controls: after them on their row.
        let rows = sim.frame(size: sim.desktop.size).plainText().split(separator: "\n").map(String.init)
        let barRow = try #require(rows.firstIndex { $0.contains("‹ Notes") })
        let back = try #require(rows[barRow].range(of: "‹ Notes"))
        let column = rows[barRow].distance(from: rows[barRow].startIndex, to: back.lowerBound)
        if name == "unified" {
            #expect(barRow == controls.y && column > controls.maxX, "\(rows[barRow])")
            #expect(guides.safeArea(cornerAdaptation: .horizontal).x >= controls.maxX + 1)
            #expect(guides.safeArea(cornerAdaptation: .vertical).y == controls.maxY)
        } else {
            // The controls sit on the window's top border, above the content: nothing to avoid.
            #expect(barRow == controls.y + 1)
            #expect(guides.safeArea(cornerAdaptation: .horizontal) == guides.safeArea)
        }
    }
}

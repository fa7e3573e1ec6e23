import Foundation
import SceneryKit
import SceneryStorage
import SceneryTesting
import Testing
@testable import Recipes

/// What a person sees: the split view's two columns side by side when there is room, one
/// column when the window is compact, and the chosen recipe back after a relaunch.
@Suite("Recipes")
struct RecipesTests {
    func recipes(in sim: Simulator) -> RecipesViewController? {
        sim.desktop.windows.first?.scene?.rootViewController as? RecipesViewController
    }

    @Test("Wide: the list and the recipe side by side, as the stored snapshot shows")
    func wide() throws {
        let app = try AppHarness(Recipes.self, size: Size(width: 100, height: 20))
        #expect(recipes(in: app.simulator)?.isCollapsed == false)
        try app.click("Tomato soup")
        #expect(app.text.contains("1 kg tomatoes"))
        try app.assertSnapshot(named: "wide-tomato-soup")
    }

    @Test("Narrow: the split view collapses to the list, and widens back")
    func narrow() throws {
        let app = try AppHarness(Recipes.self, size: Size(width: 120, height: 30))
        app.resize(to: Size(width: 50, height: 30))
        #expect(recipes(in: app.simulator)?.isCollapsed == true)
        #expect(app.text.contains("Pancakes") && !app.text.contains("200 g flour"), "\(app.text)")
        try app.assertSnapshot(named: "narrow")
        app.resize(to: Size(width: 120, height: 30))
        _ = app.text
        #expect(recipes(in: app.simulator)?.isCollapsed == false)
    }

    @Test("At the default size and at AX3, left to right and right to left, as the stored snapshots show")
    func variants() throws {
        let app = try AppHarness(Recipes.self, size: Size(width: 100, height: 20))
        let sizes = TraitVariant.textSizes.filter { ["text-size-l", "text-size-AX3"].contains($0.label) }
        try app.assertSnapshots(named: "variants", across: TraitVariant.combining(sizes, TraitVariant.directions))
    }

    @Test("The chosen recipe comes back after a relaunch")
    func restoration() throws {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory() + "recipes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let size = Size(width: 120, height: 30)
        let first = try Recipes.makeSimulator(size: size, store: FileStateStore(directory: dir, appIdentifier: "recipes"))
        recipes(in: first)?.show(recipe: 2)
        first.quit()
        let second = try Recipes.makeSimulator(size: size, store: FileStateStore(directory: dir, appIdentifier: "recipes"))
        #expect(recipes(in: second)?.chosen == 2)
        #expect(second.frame(size: size).plainText().contains("250 g flour"))
    }
}

import Foundation
import SceneryKit
import SceneryStorage
import Testing
@testable import Recipes

/// What a person sees: the split view's two columns side by side when there is room, one
/// column when the window is compact, and the chosen recipe back after a relaunch.
@Suite("Recipes")
struct RecipesTests {
    func recipes(in sim: Simulator) -> RecipesViewController? {
        sim.desktop.windows.first?.scene?.rootViewController as? RecipesViewController
    }

    @Test("Wide: the list and the recipe side by side")
    func wide() throws {
        let size = Size(width: 120, height: 30)
        let sim = try Recipes.makeSimulator(size: size)
        let text = sim.frame(size: size).plainText()
        #expect(recipes(in: sim)?.isCollapsed == false)
        #expect(text.contains("Tomato soup") && text.contains("200 g flour"), "\(text)")
    }

    @Test("Narrow: the split view collapses to the list, and widens back")
    func narrow() throws {
        let sim = try Recipes.makeSimulator(size: Size(width: 120, height: 30))
        sim.handle(.resize(Size(width: 50, height: 30)))
        let narrow = sim.frame(size: Size(width: 50, height: 30)).plainText()
        #expect(recipes(in: sim)?.isCollapsed == true)
        #expect(narrow.contains("Pancakes") && !narrow.contains("200 g flour"), "\(narrow)")
        sim.handle(.resize(Size(width: 120, height: 30)))
        _ = sim.frame(size: Size(width: 120, height: 30))
        #expect(recipes(in: sim)?.isCollapsed == false)
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
        #expect(sim(second, shows: "250 g flour", size: size))
    }

    func sim(_ sim: Simulator, shows text: String, size: Size) -> Bool { sim.frame(size: size).plainText().contains(text) }
}

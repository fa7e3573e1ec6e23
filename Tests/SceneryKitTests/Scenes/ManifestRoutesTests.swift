import Foundation
import SceneryStorage
import Testing
@testable import SceneryKit

/// The two documented ways to give an app its scene manifest: an Info.plist in a SwiftPM
/// resource folder, and a `SceneManifest` declared in Swift. Both must run the same app.
@Suite("Manifest routes")
struct ManifestRoutesTests {
    final class RecipesDelegate: SceneDelegate {
        init() {}
        func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
            (scene as? WindowScene)?.rootViewController = ListViewController(title: "Recipes", items: [ListItem("Pancakes")])
        }
    }
    final class AppDelegate: ApplicationDelegate {}

    static let swiftManifest = SceneManifest(supportsMultipleScenes: true, configurations: [
        .windowApplication: [SceneConfiguration(name: "Default Configuration", role: .windowApplication,
                                                delegateClassName: "$(PRODUCT_MODULE_NAME).RecipesSceneDelegate")],
    ], urlSchemes: ["Recipes"])

    func run(_ manifest: SceneManifest) throws -> String {
        let app = try Application(name: "Recipes", manifest: manifest, delegate: AppDelegate(),
                                  sceneDelegateClasses: ["RecipesSceneDelegate": RecipesDelegate.self])
        let sim = Simulator(size: Size(width: 60, height: 12))
        sim.system.register(app)
        sim.system.activateSceneSession(applicationName: "Recipes", placement: .arranged(.fullScreen))
        try sim.system.open("recipes://anything")
        return sim.frame(size: Size(width: 60, height: 12)).plainText()
    }

    @Test("An Info.plist in a resource folder (Bundle.module) and the same manifest in Swift run the same app")
    func bothRoutes() throws {
        let url = try #require(Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "RecipesManifest"))
        let fromFile = try SceneManifest.load(contentsOf: url)
        #expect(fromFile.supportsMultipleScenes == Self.swiftManifest.supportsMultipleScenes)
        #expect(fromFile.urlSchemes == Self.swiftManifest.urlSchemes)
        #expect(fromFile.configurations(for: .windowApplication).map(\.name) == ["Default Configuration"])
        let a = try run(fromFile), b = try run(Self.swiftManifest)
        #expect(a == b)
        #expect(a.contains("Pancakes"), "\(a)")
    }

    @Test("A manifest declared in Swift that names an unregistered delegate says so, naming the app")
    func swiftManifestError() {
        #expect(throws: SceneManifest.Error.self) {
            _ = try Application(name: "Recipes", manifest: Self.swiftManifest, delegate: AppDelegate(), sceneDelegateClasses: [:])
        }
        do {
            _ = try Application(name: "Recipes", manifest: Self.swiftManifest, delegate: AppDelegate(), sceneDelegateClasses: [:])
        } catch {
            #expect("\(error)".hasPrefix("Recipes (SceneManifest in Swift): UIApplicationSceneManifest.UISceneConfigurations"), "\(error)")
        }
    }
}

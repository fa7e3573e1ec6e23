import SceneryHost
import SceneryKit

/// A Recipes window: a split view of the recipes.
public final class RecipesSceneDelegate: SceneDelegate {
    public private(set) var recipes: RecipesViewController?

    public init() {}

    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let recipes = RecipesViewController()
        self.recipes = recipes
        windowScene.rootViewController = recipes
    }
}

/// The app: one scene configuration, declared in Swift (an Info.plist in a resource folder works too).
@main
public struct Recipes: SceneryApp {
    public static let identifier = "recipes"

    public static func makeApplications() throws -> [Application] {
        let manifest = SceneManifest(supportsMultipleScenes: true, configurations: [
            .windowApplication: [SceneConfiguration(name: "Default Configuration", role: .windowApplication,
                                                    delegateClassName: "RecipesSceneDelegate")],
        ])
        final class Delegate: ApplicationDelegate {}
        return [try Application(name: "Recipes", manifest: manifest, delegate: Delegate(),
                                sceneDelegateClasses: ["RecipesSceneDelegate": RecipesSceneDelegate.self])]
    }
}

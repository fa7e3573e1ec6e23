import SceneryHost
import SceneryKit

/// A Recipes window. It saves the chosen recipe when the scene goes to the background or the
/// app quits, and gets it back when the scene reconnects.
public final class RecipesSceneDelegate: SceneDelegate {
    public private(set) var recipes: RecipesViewController?
    static let activityType = "com.example.recipes.viewing"

    public init() {}

    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let recipes = RecipesViewController()
        self.recipes = recipes
        windowScene.rootViewController = recipes
    }

    public func stateRestorationActivity(for scene: Scene) -> UserActivity? {
        guard let recipes else { return nil }
        return UserActivity(activityType: Self.activityType, userInfo: ["recipe": "\(recipes.chosen)"])
    }

    public func scene(_ scene: Scene, restoreInteractionStateWith activity: UserActivity) {
        guard activity.activityType == Self.activityType, let index = activity.userInfo["recipe"].flatMap(Int.init) else { return }
        recipes?.show(recipe: index)
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

import Foundation

/// The scene's delegate, as `UIWindowSceneDelegate`. Classes are named in the manifest and
/// created by name, so they need `init()`. Every method has an empty default.
public protocol SceneDelegate: AnyObject {
    init()
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions)
    func sceneWillEnterForeground(_ scene: Scene)
    func sceneDidBecomeActive(_ scene: Scene)
    func sceneWillResignActive(_ scene: Scene)
    func sceneDidEnterBackground(_ scene: Scene)
    func sceneDidDisconnect(_ scene: Scene)
    /// The state to save; asked when the scene goes to the background, disconnects or the simulator quits.
    func stateRestorationActivity(for scene: Scene) -> UserActivity?
    /// Hands back the saved state after `willConnectTo`, before the scene enters the foreground.
    func scene(_ scene: Scene, restoreInteractionStateWith activity: UserActivity)
    /// Deep links for a scene that is already connected.
    func scene(_ scene: Scene, openURLContexts urls: [URL])
    func windowScene(_ windowScene: WindowScene, didUpdateEffectiveGeometry previousGeometry: WindowScene.Geometry)
    func preferredWindowingControlStyle(for windowScene: WindowScene) -> WindowScene.WindowingControlStyle
}

extension SceneDelegate {
    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {}
    public func sceneWillEnterForeground(_ scene: Scene) {}
    public func sceneDidBecomeActive(_ scene: Scene) {}
    public func sceneWillResignActive(_ scene: Scene) {}
    public func sceneDidEnterBackground(_ scene: Scene) {}
    public func sceneDidDisconnect(_ scene: Scene) {}
    public func stateRestorationActivity(for scene: Scene) -> UserActivity? { nil }
    public func scene(_ scene: Scene, restoreInteractionStateWith activity: UserActivity) {}
    public func scene(_ scene: Scene, openURLContexts urls: [URL]) {}
    public func windowScene(_ windowScene: WindowScene, didUpdateEffectiveGeometry previousGeometry: WindowScene.Geometry) {}
    public func preferredWindowingControlStyle(for windowScene: WindowScene) -> WindowScene.WindowingControlStyle { .automatic }
}

/// The app's delegate for scene matters, as the scene parts of `UIApplicationDelegate`.
public protocol ApplicationDelegate: AnyObject {
    /// The configuration for a new scene; nil uses the manifest's first one for the role.
    func application(_ application: Application, configurationForConnecting session: SceneSession,
                     options: ConnectionOptions) -> SceneConfiguration?
    /// Sessions removed for good (discarded by the person, or no longer displayable).
    func application(_ application: Application, didDiscardSceneSessions sessions: Set<SceneSession>)
}

extension ApplicationDelegate {
    public func application(_ application: Application, configurationForConnecting session: SceneSession,
                            options: ConnectionOptions) -> SceneConfiguration? { nil }
    public func application(_ application: Application, didDiscardSceneSessions sessions: Set<SceneSession>) {}
}

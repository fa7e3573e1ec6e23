import Foundation

/// The scene's delegate, as `UIWindowSceneDelegate`. Classes are named in the manifest and
/// created by name, so they need `init()`. Every method has an empty default.
public protocol SceneDelegate: AnyObject {
    /// The simulator makes the delegate by its class, as UIKit does from the manifest's name.
    init()
    /// The scene is connecting: make its root view controller here; `options` carries the URLs and activities that asked for it.
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: Scene)
    /// The scene became active (the person is working in it).
    func sceneDidBecomeActive(_ scene: Scene)
    /// The scene is about to stop being active (another window took focus, an overlay came up).
    func sceneWillResignActive(_ scene: Scene)
    /// The scene went to the background (minimized); its state is saved.
    func sceneDidEnterBackground(_ scene: Scene)
    /// The scene was disconnected (its window closed); its session can come back later.
    func sceneDidDisconnect(_ scene: Scene)
    /// The state to save; asked when the scene goes to the background, disconnects or the simulator quits.
    func stateRestorationActivity(for scene: Scene) -> UserActivity?
    /// Hands back the saved state after `willConnectTo`, before the scene enters the foreground.
    func scene(_ scene: Scene, restoreInteractionStateWith activity: UserActivity)
    /// Deep links for a scene that is already connected.
    func scene(_ scene: Scene, openURLContexts urls: [URL])
    /// The window's geometry changed (a resize, a move, a rotation); `previousGeometry` is how it was.
    func windowScene(_ windowScene: WindowScene, didUpdateEffectiveGeometry previousGeometry: WindowScene.Geometry)
    /// The window controls' style for this scene.
    func preferredWindowingControlStyle(for windowScene: WindowScene) -> WindowScene.WindowingControlStyle
}

extension SceneDelegate {
    /// Does nothing.
    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: Scene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: Scene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: Scene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: Scene) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: Scene) {}
    public func stateRestorationActivity(for scene: Scene) -> UserActivity? { nil }
    public func scene(_ scene: Scene, restoreInteractionStateWith activity: UserActivity) {}
    public func scene(_ scene: Scene, openURLContexts urls: [URL]) {}
    /// Does nothing.
    public func windowScene(_ windowScene: WindowScene, didUpdateEffectiveGeometry previousGeometry: WindowScene.Geometry) {}
    /// `.automatic`.
    public func preferredWindowingControlStyle(for windowScene: WindowScene) -> WindowScene.WindowingControlStyle { .automatic }
}

/// The app's delegate for scene matters, as the scene parts of `UIApplicationDelegate`.
public protocol ApplicationDelegate: AnyObject {
    /// The configuration for a new scene; nil uses the manifest's first one for the role.
    func application(_ application: Application, configurationForConnecting session: SceneSession,
                     options: ConnectionOptions) -> SceneConfiguration?
    /// Sessions removed for good (discarded by the person, or no longer displayable).
    func application(_ application: Application, didDiscardSceneSessions sessions: Set<SceneSession>)
    /// Adds to, changes or removes from the menu bar (F10) while one of the app's windows is in
    /// front, as `buildMenu(with:)`: the system's menus and the app's key commands are in it.
    func buildMenu(with builder: MenuBuilder)
    /// Which standard commands the menu bar has while one of the app's windows is in front
    /// (`UIMainMenuSystem.Configuration`); asked before `buildMenu(with:)`.
    var mainMenuConfiguration: MainMenuConfiguration { get }
}

extension ApplicationDelegate {
    public func application(_ application: Application, configurationForConnecting session: SceneSession,
                            options: ConnectionOptions) -> SceneConfiguration? { nil }
    public func application(_ application: Application, didDiscardSceneSessions sessions: Set<SceneSession>) {}
    /// The menus as the system built them.
    public func buildMenu(with builder: MenuBuilder) {}
    /// Every standard command where the window offers it.
    public var mainMenuConfiguration: MainMenuConfiguration { MainMenuConfiguration() }
}

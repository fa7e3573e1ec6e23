import Foundation
@testable import SceneryKit

/// A test app whose delegates write every callback, in order, to one log.
final class LogAppDelegate: ApplicationDelegate {
    var log: [String] = []
    var discarded: [String] = []
    func application(_ application: Application, configurationForConnecting session: SceneSession,
                     options: ConnectionOptions) -> SceneConfiguration? {
        log.append("configurationForConnecting")
        return nil
    }
    func application(_ application: Application, didDiscardSceneSessions sessions: Set<SceneSession>) {
        log.append("didDiscardSceneSessions")
        discarded += sessions.map(\.persistentIdentifier)
    }
}

final class LogSceneDelegate: SceneDelegate {
    var counter = 0
    /// Counted apart from the log, which tests compare whole.
    var geometryUpdates = 0
    func windowScene(_ windowScene: WindowScene, didUpdateEffectiveGeometry previousGeometry: WindowScene.Geometry) {
        geometryUpdates += 1
    }
    required init() {}
    private func log(_ scene: Scene, _ what: String) {
        let app = scene.system?.application(named: scene.session.applicationName)?.delegate as? LogAppDelegate
        app?.log.append("\(scene.session.persistentIdentifier) \(what)")
    }
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        (scene as? WindowScene)?.rootViewController = ViewController(title: "Note")
        (scene as? WindowScene)?.sizeRestrictions?.minimumSize = PointSize(width: 160, height: 64)
        log(scene, "willConnectTo")
    }
    func sceneWillEnterForeground(_ scene: Scene) { log(scene, "willEnterForeground") }
    func sceneDidBecomeActive(_ scene: Scene) { log(scene, "didBecomeActive") }
    func sceneWillResignActive(_ scene: Scene) { log(scene, "willResignActive") }
    func sceneDidEnterBackground(_ scene: Scene) { log(scene, "didEnterBackground") }
    func sceneDidDisconnect(_ scene: Scene) { log(scene, "didDisconnect") }
    func stateRestorationActivity(for scene: Scene) -> UserActivity? {
        counter += 1
        return UserActivity(activityType: "test.note", title: "Note", userInfo: ["counter": String(counter)])
    }
    func scene(_ scene: Scene, restoreInteractionStateWith activity: UserActivity) {
        counter = Int(activity.userInfo["counter"] ?? "") ?? 0
        log(scene, "restore counter=\(counter)")
    }
}

enum TestApp {
    static let manifest = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>UIApplicationSceneManifest</key><dict>
            <key>UIApplicationSupportsMultipleScenes</key><true/>
            <key>UISceneConfigurations</key><dict>
              <key>UIWindowSceneSessionRoleApplication</key><array>
                <dict><key>UISceneConfigurationName</key><string>Default Configuration</string>
                      <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).LogSceneDelegate</string></dict>
              </array>
            </dict>
          </dict>
        </dict></plist>
        """

    /// A simulator with the Notes test app registered (and nothing open).
    static func simulator(size: Size = Size(width: 120, height: 40), store: (any SceneStateStore)? = nil,
                          requiresFullScreen: Bool = false) throws -> (Simulator, LogAppDelegate) {
        let sim = Simulator(size: size)
        let delegate = LogAppDelegate()
        let plist = requiresFullScreen
            ? Self.manifest.replacingOccurrences(of: "<plist version=\"1.0\"><dict>",
                                                 with: "<plist version=\"1.0\"><dict><key>UIRequiresFullScreen</key><true/>")
            : Self.manifest
        let manifest = try SceneManifest.parse(Data(plist.utf8), file: "Notes/Info.plist")
        sim.system.register(try Application(name: "Notes", manifest: manifest, manifestFile: "Notes/Info.plist",
                                            delegate: delegate, sceneDelegateClasses: ["LogSceneDelegate": LogSceneDelegate.self]))
        sim.system.store = store
        return (sim, delegate)
    }
}

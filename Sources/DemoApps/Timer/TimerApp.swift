import SceneryKit

/// The Timer app (the session's external-display example): one model, a window scene, and a
/// "Timer Scene" configuration for the non-interactive external-display role.
public final class TimerAppDelegate: ApplicationDelegate {
    public let model = TimerModel()
    public init() {}

    public func application(_ application: Application, configurationForConnecting session: SceneSession,
                            options: ConnectionOptions) -> SceneConfiguration? {
        switch session.role {
        case .windowExternalDisplayNonInteractive: return application.manifest.configuration(named: "Timer Scene")
        case .windowApplication: return application.manifest.configuration(named: "Default Configuration")
        }
    }

    static func model(for scene: Scene) -> TimerModel {
        (scene.application?.delegate as? TimerAppDelegate)?.model ?? TimerModel()
    }
}

/// The Timer window: the model pauses when the scene enters the background and runs again
/// when it returns.
public final class TimerSceneDelegate: SceneDelegate {
    public static let activityType = "com.example.scenery.timer"
    public init() {}

    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        windowScene.rootViewController = TimerViewController(model: TimerAppDelegate.model(for: scene))
        windowScene.sizeRestrictions?.minimumSize = PointSize(width: 224, height: 96)
    }

    public func sceneDidEnterBackground(_ scene: Scene) {
        TimerAppDelegate.model(for: scene).pauseForBackground(at: scene.time)
    }

    public func sceneWillEnterForeground(_ scene: Scene) {
        TimerAppDelegate.model(for: scene).resumeFromBackground(at: scene.time)
    }

    public func stateRestorationActivity(for scene: Scene) -> UserActivity? {
        let model = TimerAppDelegate.model(for: scene)
        let value = model.elapsed(at: scene.time)
        return UserActivity(activityType: Self.activityType, title: TimerModel.format(value),
                            userInfo: ["elapsed": String(value)])
    }

    public func scene(_ scene: Scene, restoreInteractionStateWith activity: UserActivity) {
        guard activity.activityType == Self.activityType, let v = activity.userInfo["elapsed"].flatMap(Double.init) else { return }
        TimerAppDelegate.model(for: scene).restore(accumulated: v)
    }

    public func preferredWindowingControlStyle(for windowScene: WindowScene) -> WindowScene.WindowingControlStyle { .minimal }
}

/// The external display's "Timer Scene": the same face, large, with no input.
public final class TimerExternalSceneDelegate: SceneDelegate {
    public init() {}
    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        windowScene.rootViewController = TimerViewController(model: TimerAppDelegate.model(for: scene), isInteractive: false)
    }
}

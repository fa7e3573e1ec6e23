import Foundation
import SceneryKit

/// Mail's app delegate: a Compose request (a compose activity or a `mail://compose` link) gets
/// the "Compose" configuration; everything else the default one.
public final class MailAppDelegate: ApplicationDelegate {
    public static let composeActivityType = "com.example.scenery.mail.compose"
    public private(set) var discardedSessions: [String] = []
    public init() {}

    public func application(_ application: Application, configurationForConnecting session: SceneSession,
                            options: ConnectionOptions) -> SceneConfiguration? {
        let wantsCompose = options.userActivities.contains { $0.activityType == Self.composeActivityType }
            || options.urlContexts.contains { $0.host == "compose" }
        return application.manifest.configuration(named: wantsCompose ? "Compose" : "Default Configuration")
    }

    public func application(_ application: Application, didDiscardSceneSessions sessions: Set<SceneSession>) {
        discardedSessions += sessions.map(\.persistentIdentifier).sorted()
    }
}

/// A Mail browsing window: one `MailViewController` per scene, so two windows can show two
/// mailboxes. It takes deep links for the mailbox it shows (or any, while it shows the inbox
/// and is the only candidate) and saves its place for restoration.
public final class MailSceneDelegate: SceneDelegate {
    public private(set) var mail: MailViewController?
    public init() {}

    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let mail = MailViewController()
        self.mail = mail
        windowScene.rootViewController = mail
        windowScene.sizeRestrictions?.minimumSize = PointSize(width: 224, height: 160)
        mail.onCompose = { [weak windowScene] to in
            _ = try? windowScene?.requestSceneSessionActivation(
                userActivity: UserActivity(activityType: MailAppDelegate.composeActivityType, userInfo: ["to": to]))
        }
        open(options.urlContexts)
        updateConditions(windowScene)
    }

    public func scene(_ scene: Scene, restoreInteractionStateWith activity: UserActivity) {
        mail?.restore(from: activity)
        updateConditions(scene)
    }

    public func scene(_ scene: Scene, openURLContexts urls: [URL]) {
        open(urls)
        updateConditions(scene)
    }

    public func stateRestorationActivity(for scene: Scene) -> UserActivity? {
        updateConditions(scene)
        return mail?.restorationActivity
    }

    public func sceneWillResignActive(_ scene: Scene) { updateConditions(scene) }

    private func open(_ urls: [URL]) {
        for url in urls {
            let id = SceneSystem.targetContentIdentifier(of: url)
            mail?.open(path: id.split(separator: "/").map(String.init))
        }
    }

    /// A window prefers links into the mailbox it shows, and takes no others.
    private func updateConditions(_ scene: Scene) {
        guard let mail else { return }
        let box = "mailbox/" + mail.currentMailboxIdentifier
        scene.activationConditions.prefersToActivateForTargetContentIdentifiers = [box, box + "/*"]
        scene.activationConditions.canActivateForTargetContentIdentifiers = [box, box + "/*"]
    }
}

/// A Compose window: a scene type of its own, opened from a Mail window (`c`) or by
/// `mail://compose?to=…`. Closing it keeps the draft (reopen it from the launcher).
public final class ComposeSceneDelegate: SceneDelegate {
    public static let draftActivityType = "com.example.scenery.mail.draft"
    public private(set) var compose: ComposeViewController?
    public init() {}

    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let compose = ComposeViewController()
        self.compose = compose
        windowScene.rootViewController = compose
        windowScene.sizeRestrictions?.minimumSize = PointSize(width: 320, height: 128)
        scene.activationConditions.canActivateForTargetContentIdentifiers = ["compose"]
        for activity in options.userActivities { compose.to = activity.userInfo["to"] ?? compose.to }
        for url in options.urlContexts { compose.fill(from: url) }
        compose.focusFirstEmptyField()
        compose.onSend = { [weak windowScene] in
            windowScene?.requestSceneSessionDestruction()
        }
        compose.onCancel = { [weak windowScene] in
            windowScene?.close()
        }
    }

    public func scene(_ scene: Scene, restoreInteractionStateWith activity: UserActivity) {
        guard activity.activityType == Self.draftActivityType, let compose else { return }
        compose.to = activity.userInfo["to"] ?? ""
        compose.subject = activity.userInfo["subject"] ?? ""
        compose.body = activity.userInfo["body"] ?? ""
        // The field the person left the keys in; a draft saved before that was kept, the first empty one.
        if let name = activity.userInfo["field"], let field = ComposeViewController.Field.allCases.first(where: { "\($0)" == name }) {
            compose.focus(field)
        } else {
            compose.focusFirstEmptyField()
        }
    }

    public func scene(_ scene: Scene, openURLContexts urls: [URL]) {
        for url in urls { compose?.fill(from: url) }
    }

    public func stateRestorationActivity(for scene: Scene) -> UserActivity? {
        guard let compose else { return nil }
        return UserActivity(activityType: Self.draftActivityType, title: "Draft: " + (compose.subject.isEmpty ? "New Message" : compose.subject),
                            userInfo: ["to": compose.to, "subject": compose.subject, "body": compose.body, "field": "\(compose.field)"])
    }

    public func preferredWindowingControlStyle(for windowScene: WindowScene) -> WindowScene.WindowingControlStyle { .minimal }
}

/// A scene's configuration: its name in the manifest, the role it serves and the delegate class.
public struct SceneConfiguration: Hashable, Sendable {
    /// The configuration's name (`Default Configuration`).
    public var name: String
    /// The role it is for.
    public var role: SceneSession.Role
    /// The delegate class name as the manifest spells it.
    public var delegateClassName: String

    /// A configuration named `name` for `role`, made by the delegate class named `delegateClassName`.
    public init(name: String, role: SceneSession.Role, delegateClassName: String) {
        self.name = name; self.role = role; self.delegateClassName = delegateClassName
    }

    /// `UISceneConfiguration(name:sessionRole:)`: the manifest's configuration called `name`
    /// for `sessionRole`, its delegate class read from the manifest when the scene connects.
    /// Return it from ``ApplicationDelegate/application(_:configurationForConnecting:options:)``.
    public init(name: String, sessionRole: SceneSession.Role) {
        self.init(name: name, role: sessionRole, delegateClassName: "")
    }
}

/// The lasting record of a scene, as `UISceneSession`: it outlives the scene it describes.
/// A closed window's session stays (and can be reopened with its state) until it is discarded.
public final class SceneSession: Hashable {
    /// `UISceneSession.Role`, with UIKit's raw values as the manifest writes them.
    public enum Role: String, Sendable, Codable, CaseIterable {
        /// A window of the app on the desktop.
        case windowApplication = "UIWindowSceneSessionRoleApplication"
        /// The external display, shown but never typed into.
        case windowExternalDisplayNonInteractive = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
    }

    /// Unique and stable across launches (`mail-1`): restoration keys on it.
    public let persistentIdentifier: String
    /// A window or the external display.
    public let role: Role
    /// The name of the app this session belongs to.
    public let applicationName: String
    /// The configuration the scene was connected with.
    public internal(set) var configuration: SceneConfiguration
    /// The app's own attributes for this session.
    public var userInfo: [String: String]
    /// The activity saved at the last background, disconnect or quit; handed back on reconnect.
    public internal(set) var stateRestorationActivity: UserActivity?
    /// The connected scene, nil while disconnected.
    public internal(set) weak var scene: Scene?

    init(persistentIdentifier: String, role: Role, applicationName: String, configuration: SceneConfiguration,
         userInfo: [String: String] = [:], stateRestorationActivity: UserActivity? = nil) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        self.applicationName = applicationName
        self.configuration = configuration
        self.userInfo = userInfo
        self.stateRestorationActivity = stateRestorationActivity
    }

    /// Whether the two are the same, as `hash(into:)` sees them.
    public static func == (a: SceneSession, b: SceneSession) -> Bool { a === b }
    /// Hashes what `==` compares.
    public func hash(into h: inout Hasher) { h.combine(persistentIdentifier) }
}

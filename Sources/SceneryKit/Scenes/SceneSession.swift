/// A scene's configuration: its name in the manifest, the role it serves and the delegate class.
public struct SceneConfiguration: Hashable, Sendable {
    public var name: String
    public var role: SceneSession.Role
    /// The delegate class name as the manifest spells it.
    public var delegateClassName: String

    public init(name: String, role: SceneSession.Role, delegateClassName: String) {
        self.name = name; self.role = role; self.delegateClassName = delegateClassName
    }
}

/// The lasting record of a scene, as `UISceneSession`: it outlives the scene it describes.
/// A closed window's session stays (and can be reopened with its state) until it is discarded.
public final class SceneSession: Hashable {
    /// `UISceneSession.Role`, with UIKit's raw values as the manifest writes them.
    public enum Role: String, Sendable, Codable, CaseIterable {
        case windowApplication = "UIWindowSceneSessionRoleApplication"
        case windowExternalDisplayNonInteractive = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
    }

    public let persistentIdentifier: String
    public let role: Role
    /// The name of the app this session belongs to.
    public let applicationName: String
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

    public static func == (a: SceneSession, b: SceneSession) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(persistentIdentifier) }
}

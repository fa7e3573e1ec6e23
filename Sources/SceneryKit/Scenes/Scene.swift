import Foundation

/// One instance of an app's UI, as `UIScene`. It lives from connect to disconnect; its
/// `session` outlives it.
open class Scene {
    /// `UIScene.ActivationState`.
    public enum ActivationState: String, Sendable, Codable {
        case unattached, foregroundInactive, foregroundActive, background
    }

    public let session: SceneSession
    public internal(set) var activationState: ActivationState = .unattached
    /// Created from the configuration's delegate class when the scene connects.
    public internal(set) var delegate: (any SceneDelegate)?
    /// A title for the switcher and the window's title bar (falls back to the root view's title).
    public var title: String = ""
    /// Which deep links this scene can and would rather take.
    public var activationConditions = SceneActivationConditions()
    /// The system the scene runs in, for opening other scenes and reading the clock.
    public internal(set) weak var system: SceneSystem?

    init(session: SceneSession) { self.session = session }
}

/// What a new connection brings along (`UIScene.ConnectionOptions`).
public struct ConnectionOptions: Sendable {
    /// Deep links to open (`urlContexts`).
    public var urlContexts: [URL]
    /// Activities that asked for the scene (`userActivities`).
    public var userActivities: [UserActivity]
    public init(urlContexts: [URL] = [], userActivities: [UserActivity] = []) {
        self.urlContexts = urlContexts; self.userActivities = userActivities
    }
}

/// `UISceneActivationConditions`, with patterns instead of predicates: `*` matches anything,
/// a trailing `*` a prefix, anything else the exact target content identifier.
public struct SceneActivationConditions: Sendable {
    public var canActivateForTargetContentIdentifiers: [String] = ["*"]
    public var prefersToActivateForTargetContentIdentifiers: [String] = []
    public init() {}

    public func canActivate(for identifier: String) -> Bool { Self.matches(canActivateForTargetContentIdentifiers, identifier) }
    public func prefersToActivate(for identifier: String) -> Bool { Self.matches(prefersToActivateForTargetContentIdentifiers, identifier) }

    static func matches(_ patterns: [String], _ id: String) -> Bool {
        patterns.contains { p in
            if p == "*" { return true }
            if p.hasSuffix("*") { return id.hasPrefix(p.dropLast()) }
            return p == id
        }
    }
}

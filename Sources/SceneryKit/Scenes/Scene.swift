import Foundation

/// One instance of an app's UI, as `UIScene`. It lives from connect to disconnect; its
/// `session` outlives it.
open class Scene {
    /// `UIScene.ActivationState`.
    public enum ActivationState: String, Sendable, Codable {
        /// Not connected yet; in the foreground, not receiving events; receiving events; on the shelf.
        case unattached, foregroundInactive, foregroundActive, background
    }

    /// The session the scene represents; it outlives the scene.
    public let session: SceneSession
    /// Unattached, in the foreground (inactive or active) or in the background.
    public internal(set) var activationState: ActivationState = .unattached
    /// Created from the configuration's delegate class when the scene connects.
    public internal(set) var delegate: (any SceneDelegate)?
    /// A title for the switcher and the window's title bar (falls back to the root view's title).
    public var title: String = ""
    /// Which deep links this scene can and would rather take.
    public var activationConditions = SceneActivationConditions()
    /// The system the scene runs in, for opening other scenes and reading the clock.
    public internal(set) weak var system: SceneSystem?

    /// The application the scene belongs to, and through it the app delegate that owns the
    /// app's model (`(scene.application?.delegate as? NotesAppDelegate)?.model`), as UIKit's
    /// `UIApplication.shared.delegate`.
    public var application: Application? { system?.application(named: session.applicationName) }

    init(session: SceneSession) { self.session = session }
}

/// What a new connection brings along (`UIScene.ConnectionOptions`).
public struct ConnectionOptions: Sendable {
    /// Deep links to open (`urlContexts`).
    public var urlContexts: [URL]
    /// Activities that asked for the scene (`userActivities`).
    public var userActivities: [UserActivity]
    /// Options carrying the URLs and activities that asked for the scene.
    public init(urlContexts: [URL] = [], userActivities: [UserActivity] = []) {
        self.urlContexts = urlContexts; self.userActivities = userActivities
    }
}

/// `UISceneActivationConditions`, with patterns instead of predicates: `*` matches anything,
/// a trailing `*` a prefix, anything else the exact target content identifier.
public struct SceneActivationConditions: Sendable {
    /// Target content identifiers the scene can show (`*`: any).
    public var canActivateForTargetContentIdentifiers: [String] = ["*"]
    /// Target content identifiers the scene prefers to show; a scene that prefers one is chosen first.
    public var prefersToActivateForTargetContentIdentifiers: [String] = []
    /// Conditions that accept anything and prefer nothing.
    public init() {}

    /// Whether the scene can show `identifier`.
    public func canActivate(for identifier: String) -> Bool { Self.matches(canActivateForTargetContentIdentifiers, identifier) }
    /// Whether the scene prefers to show `identifier`.
    public func prefersToActivate(for identifier: String) -> Bool { Self.matches(prefersToActivateForTargetContentIdentifiers, identifier) }

    static func matches(_ patterns: [String], _ id: String) -> Bool {
        patterns.contains { p in
            if p == "*" { return true }
            if p.hasSuffix("*") { return id.hasPrefix(p.dropLast()) }
            return p == id
        }
    }
}

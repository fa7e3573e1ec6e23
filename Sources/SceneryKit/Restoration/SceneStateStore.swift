/// Where a window was and how it was placed, saved with its session.
public struct WindowRecord: Codable, Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    /// `free`, `fullScreen` or an arrange preset's name (`leftThird`…).
    public var placement: String
    public var isMinimized: Bool
    public init(x: Int, y: Int, width: Int, height: Int, placement: String, isMinimized: Bool) {
        self.x = x; self.y = y; self.width = width; self.height = height
        self.placement = placement; self.isMinimized = isMinimized
    }
}

/// One session as it is written to disk.
public struct SessionRecord: Codable, Equatable, Sendable {
    /// Bumped when the format changes incompatibly; newer files are moved aside, not misread.
    public static let currentVersion = 1
    public var version: Int = SessionRecord.currentVersion
    public var persistentIdentifier: String
    public var application: String
    public var role: SceneSession.Role
    public var configurationName: String
    public var userInfo: [String: String]
    public var stateRestorationActivity: UserActivity?
    /// Whether the scene was connected (a window on the desktop) when saved.
    public var isConnected: Bool
    /// Front-to-back position among windows: higher is further in front.
    public var order: Int
    public var window: WindowRecord?

    public init(persistentIdentifier: String, application: String, role: SceneSession.Role, configurationName: String,
                userInfo: [String: String], stateRestorationActivity: UserActivity?, isConnected: Bool, order: Int, window: WindowRecord?) {
        self.persistentIdentifier = persistentIdentifier; self.application = application; self.role = role
        self.configurationName = configurationName; self.userInfo = userInfo; self.stateRestorationActivity = stateRestorationActivity
        self.isConnected = isConnected; self.order = order; self.window = window
    }
}

/// Keeps session records between runs. The engine calls it at the documented moments
/// (background, disconnect, quit); fronts choose where records live.
public protocol SceneStateStore: AnyObject {
    /// Every readable record. Unreadable ones are set aside and reported in `warnings`.
    func loadAll() -> [SessionRecord]
    func save(_ record: SessionRecord)
    func remove(persistentIdentifier: String)
    /// One line per problem met (a corrupt file moved aside, a write that failed).
    var warnings: [String] { get }
}

/// A store in memory: for tests, snapshots and recordings, which must not touch the disk.
public final class MemoryStateStore: SceneStateStore {
    public private(set) var records: [String: SessionRecord] = [:]
    public private(set) var saveCount = 0
    public let warnings: [String] = []
    public init(records: [SessionRecord] = []) {
        for r in records { self.records[r.persistentIdentifier] = r }
    }
    public func loadAll() -> [SessionRecord] { records.values.sorted { $0.persistentIdentifier < $1.persistentIdentifier } }
    public func save(_ record: SessionRecord) { records[record.persistentIdentifier] = record; saveCount += 1 }
    public func remove(persistentIdentifier: String) { records[persistentIdentifier] = nil }
}

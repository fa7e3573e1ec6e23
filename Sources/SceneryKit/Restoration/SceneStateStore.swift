/// Where a window was and how it was placed, saved with its session.
public struct WindowRecord: Codable, Equatable, Sendable {
    /// The window's frame on the desktop, in cells.
    public var x: Int, y: Int, width: Int, height: Int
    /// `free`, `fullScreen` or an arrange preset's name (`leftThird`…).
    public var placement: String
    /// Whether it was on the shelf.
    public var isMinimized: Bool
    /// Whether it lived on the second desktop (`scenery attach --role interactive`); absent in older files.
    public var secondDesktop: Bool?
    /// A record of a window's frame, placement, shelf state and desktop.
    public init(x: Int, y: Int, width: Int, height: Int, placement: String, isMinimized: Bool, secondDesktop: Bool? = nil) {
        self.secondDesktop = secondDesktop
        self.x = x; self.y = y; self.width = width; self.height = height
        self.placement = placement; self.isMinimized = isMinimized
    }
}

/// One session as it is written to disk.
public struct SessionRecord: Codable, Equatable, Sendable {
    /// Bumped when the format changes incompatibly; newer files are moved aside, not misread.
    public static let currentVersion = 1
    /// The record format; a newer one than this build knows is set aside, not misread.
    public var version: Int = SessionRecord.currentVersion
    /// The session's identifier (`mail-1`), also the file's name.
    public var persistentIdentifier: String
    /// The app's name.
    public var application: String
    /// The session's role.
    public var role: SceneSession.Role
    /// The scene configuration's name.
    public var configurationName: String
    /// The session's `userInfo`.
    public var userInfo: [String: String]
    /// What the scene delegate's `stateRestorationActivity(for:)` returned.
    public var stateRestorationActivity: UserActivity?
    /// Whether the scene was connected (a window on the desktop) when saved.
    public var isConnected: Bool
    /// Front-to-back position among windows: higher is further in front.
    public var order: Int
    /// The window, when the session had one.
    public var window: WindowRecord?

    /// A record of a session as it is now.
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
    /// Saves or replaces the record of one session.
    func save(_ record: SessionRecord)
    /// Forgets a session for good (discarded).
    func remove(persistentIdentifier: String)
    /// One line per problem met (a corrupt file moved aside, a write that failed).
    var warnings: [String] { get }
}

/// A store in memory: for tests, snapshots and recordings, which must not touch the disk.
public final class MemoryStateStore: SceneStateStore {
    /// The records saved, by persistent identifier.
    public private(set) var records: [String: SessionRecord] = [:]
    /// How many saves there were (tests count them).
    public private(set) var saveCount = 0
    public let warnings: [String] = []
    /// A store holding `records`, as if saved before.
    public init(records: [SessionRecord] = []) {
        for r in records { self.records[r.persistentIdentifier] = r }
    }
    /// Every saved session that can be read; files that cannot are reported in `warnings` and left or set aside.
    public func loadAll() -> [SessionRecord] { records.values.sorted { $0.persistentIdentifier < $1.persistentIdentifier } }
    /// Keeps the record in memory.
    public func save(_ record: SessionRecord) { records[record.persistentIdentifier] = record; saveCount += 1 }
    /// Forgets the record.
    public func remove(persistentIdentifier: String) { records[persistentIdentifier] = nil }
}

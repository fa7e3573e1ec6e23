/// A unit of what the person was doing, as `NSUserActivity`: what a scene hands back to be
/// restored later, or what asks the system to open a scene.
public struct UserActivity: Hashable, Sendable, Codable {
    /// Reverse-DNS type (`com.example.mail.viewing`).
    public var activityType: String
    /// A title for people (the app switcher shows it).
    public var title: String?
    /// Only strings, so a state file stays readable and diffable.
    public var userInfo: [String: String]
    /// Identifies the content, for routing to the scene that shows it (`mailbox/inbox`).
    public var targetContentIdentifier: String?

    /// An activity of `activityType`, with a title and `userInfo`.
    public init(activityType: String, title: String? = nil, userInfo: [String: String] = [:],
                targetContentIdentifier: String? = nil) {
        self.activityType = activityType
        self.title = title
        self.userInfo = userInfo
        self.targetContentIdentifier = targetContentIdentifier
    }
}

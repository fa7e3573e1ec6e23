/// A deterministic mail store: the same mailboxes and messages on every run, so frames,
/// goldens and recordings are repeatable.
public struct MailData: Sendable {
    public struct Message: Sendable, Equatable {
        public let id: Int
        public let sender: String
        public let senderAddress: String
        public let subject: String
        public let date: String
        public let isUnread: Bool
        public let body: String
    }
    public struct Mailbox: Sendable, Equatable {
        public let name: String
        public let identifier: String
        public internal(set) var messages: [Message]
        public var unreadCount: Int { messages.filter(\.isUnread).count }
    }

    public internal(set) var mailboxes: [Mailbox]

    /// Moves message `id` from mailbox `from` to the top of mailbox `to`.
    mutating func move(messageID id: Int, from: Int, to: Int) {
        guard let i = mailboxes[from].messages.firstIndex(where: { $0.id == id }) else { return }
        let message = mailboxes[from].messages.remove(at: i)
        mailboxes[to].messages.insert(message, at: 0)
    }

    /// Marks message `id` of mailbox `box` unread (or read).
    mutating func setUnread(_ unread: Bool, messageID id: Int, in box: Int) {
        guard let i = mailboxes[box].messages.firstIndex(where: { $0.id == id }) else { return }
        let m = mailboxes[box].messages[i]
        mailboxes[box].messages[i] = Message(id: m.id, sender: m.sender, senderAddress: m.senderAddress, subject: m.subject,
                                             date: m.date, isUnread: unread, body: m.body)
    }

    public static let shared = MailData(seed: 2025)

    public init(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        let boxes: [(String, String, Int)] = [
            ("Inbox", "inbox", 48), ("VIP", "vip", 9), ("Flagged", "flagged", 6), ("Drafts", "drafts", 3),
            ("Sent", "sent", 22), ("Junk", "junk", 12), ("Trash", "trash", 15), ("Archive", "archive", 40),
        ]
        var nextID = 1
        mailboxes = boxes.map { name, identifier, count in
            var messages: [Message] = []
            for i in 0..<count {
                let first = Self.firstNames[rng.next(Self.firstNames.count)]
                let last = Self.lastNames[rng.next(Self.lastNames.count)]
                let subject = Self.subjects[rng.next(Self.subjects.count)]
                let day = max(1, 21 - i / 3)
                let hour = 8 + rng.next(10), minute = rng.next(60)
                let date = i < 3 ? String(format2: hour) + ":" + String(format2: minute) : "Nov \(day)"
                let paragraphs = (0..<(2 + rng.next(3))).map { _ in Self.paragraph(&rng) }
                let body = "Hi,\n\n" + paragraphs.joined(separator: "\n\n") + "\n\n— \(first)"
                messages.append(Message(id: nextID, sender: "\(first) \(last)",
                                        senderAddress: "\(first.lowercased()).\(last.lowercased())@example.com",
                                        subject: subject, date: date, isUnread: i < count / 4 && name != "Sent",
                                        body: body))
                nextID += 1
            }
            return Mailbox(name: name, identifier: identifier, messages: messages)
        }
    }

    static func paragraph(_ rng: inout SplitMix) -> String {
        (0..<(2 + rng.next(4))).map { _ in sentences[rng.next(sentences.count)] }.joined(separator: " ")
    }

    static let firstNames = ["Ada", "Grace", "Linus", "Margaret", "Alan", "Barbara", "Ken", "Radia", "Dennis",
                             "Frances", "Edsger", "Katherine", "Tim", "Hedy", "Niklaus", "Sophie", "Yukihiro", "Anita"]
    static let lastNames = ["Lovelace", "Hopper", "Torvalds", "Hamilton", "Turing", "Liskov", "Thompson", "Perlman",
                            "Ritchie", "Allen", "Dijkstra", "Johnson", "Berners-Lee", "Lamarr", "Wirth", "Wilson", "Matsumoto", "Borg"]
    static let subjects = [
        "Quarterly planning notes", "Re: Split view column widths", "Lunch on Thursday?", "Build is green again",
        "Inspector design review", "Your invoice for November", "Re: Tab groups in the sidebar", "Offsite agenda",
        "Trip photos 📷", "Minutes: scene life cycle sync", "Re: Re: window controls overlap", "Welcome aboard!",
        "Release candidate 2", "Question about state restoration", "Conference talk accepted", "Weekly digest",
        "Re: orientation lock for the game", "New sizes for the iPad lineup", "Coffee?", "Reminder: review due Friday",
    ]
    static let sentences = [
        "The sidebar now collapses when the window gets narrow, which is what we wanted.",
        "I tried the new build on the small window and the inspector turned into a sheet.",
        "Could you take another look at the column widths before we ship?",
        "We should keep the message list readable even at the narrowest size.",
        "Thanks for the quick turnaround on the last round of feedback.",
        "The tab bar moved into the sidebar on the wide layout, and it feels right.",
        "Let us meet on Thursday to go through the remaining issues.",
        "I attached the notes from the meeting; the action items are at the end.",
        "Restoring the window state after a relaunch works for every scene now.",
        "Dragging the separator feels smooth and it stops at the minimum width.",
        "The numbers from the benchmark look good on both machines.",
        "Please remember to update the documentation with the new key map.",
    ]
}

/// SplitMix64: a tiny, fast, well-distributed generator, seeded so content is repeatable.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
    mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

extension String {
    /// Two digits, zero-padded (`7` → `07`).
    init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" }
}

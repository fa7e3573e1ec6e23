import Foundation

/// The Textual and Bubble Tea peers' mail (`../shared/peers/textual/mail_split.py`,
/// `make_messages` and the mailbox counts of `compose`), generated the same way from the same
/// seed, so that `scenery bench --peer-screen` draws the screen they draw.
struct PeerMailData {
    struct Message {
        var index: Int
        var sender: String, address: String, to: String, cc: String, subject: String
        /// Minutes before 31 May 2024 09:30 (the peers' `now`).
        var minutesBefore: Int
        var sizeKB: Int
        var isUnread: Bool, isFlagged: Bool
        var attachments: [String]
        var body: String
    }

    static let seed: UInt32 = 20_240_531
    var messages: [Message]
    /// The mailboxes as their rows read: `Inbox  (62)`, `  Renderer`.
    var mailboxRows: [String]

    static let first = ["Ada", "Alan", "Barbara", "Brian", "Claude", "Dennis", "Donald", "Edsger", "Frances",
                        "Grace", "Guido", "Hedy", "Ivan", "John", "Ken", "Leslie", "Linus", "Margaret",
                        "Niklaus", "Radia", "Rob", "Shafi", "Sophie", "Tim", "Whitfield", "Yukihiro"]
    static let last = ["Lovelace", "Turing", "Liskov", "Kernighan", "Shannon", "Ritchie", "Knuth", "Dijkstra",
                       "Allen", "Hopper", "van Rossum", "Lamarr", "Sutherland", "McCarthy", "Thompson",
                       "Lamport", "Torvalds", "Hamilton", "Wirth", "Perlman", "Pike", "Goldwasser", "Wilson",
                       "Berners-Lee", "Diffie", "Matsumoto"]
    static let domains = ["example.com", "mail.example.org", "lists.example.net", "corp.example", "uni.example.edu"]
    /// Subject templates, with `{t}` the topic, `{o}` another topic, `{l}` a list, `{d}` a day.
    static let subjects = ["Re: {t} review notes", "{t}: draft for Thursday", "Fwd: {t} budget", "Question about {t}",
                           "[{l}] {t} meeting minutes", "{t} is blocked on {o}", "Re: Re: {t} rollout plan",
                           "Lunch after the {t} sync?", "Action items from {t} retro", "Invitation: {t} design review @ {d}",
                           "Your {t} request was approved", "[{l}] Weekly digest: {t}, {o} and more"]
    static let topics = ["split view", "layout engine", "terminal renderer", "release 2.4", "Q3 roadmap",
                         "accessibility audit", "keyboard navigation", "dark mode", "crash reporter",
                         "build cache", "font fallback", "unicode width tables", "scroll performance",
                         "inspector panel", "search index", "sync protocol", "offline mode", "onboarding"]
    static let lists = ["dev", "design", "announce", "infra", "support"]
    static let days = ["Mon 10:00", "Tue 14:30", "Wed 09:15", "Thu 16:00", "Fri 11:45"]
    static let words = ("the a of to and in that is for it as was with be by on not he this are or his from "
        + "at which but have an they you were her she there one all we their been has when who "
        + "will more no if out so said what up its about into than them can only other new some "
        + "could time these two may then do first any my now such like our over man me even most "
        + "made after also did many before must through back years where much your way well down "
        + "should because each just those people how too little state good very make world still "
        + "own see men work long get here between both life being under never day same another know "
        + "while last might us great old year off come since against go came right used take three "
        + "layout column width render terminal cell frame screen window split view sidebar inspector "
        + "message list body separator resize collapse compact navigation stack preferred minimum")
        .split(separator: " ").map(String.init)
    static let mailboxes: [(name: String, isChild: Bool)] = [
        ("Inbox", false), ("VIP", false), ("Flagged", false), ("Drafts", false), ("Sent", false), ("Archive", false),
        ("Junk", false), ("Trash", false), ("Projects", false), ("Renderer", true), ("Layout", true), ("Release 2.4", true),
        ("Lists", false), ("dev", true), ("design", true), ("announce", true), ("Receipts", false), ("Travel", false),
        ("Family", false), ("Newsletters", false),
    ]

    /// The peers' 200 messages and 20 mailboxes.
    static func make(count: Int = 200) -> PeerMailData {
        var rng = PythonRandom(seed: seed)
        var messages: [Message] = []
        var minutes = 0
        for index in 0..<count {
            let f = rng.choice(first), l = rng.choice(last)
            let sender = "\(f) \(l)"
            let address = "\(f.lowercased()).\(l.lowercased().replacingOccurrences(of: " ", with: ""))@\(rng.choice(domains))"
            let topic = rng.choice(topics)
            let other = rng.choice(topics.filter { $0 != topic })
            // Python evaluates format's arguments before it picks the template.
            let template = rng.choice(subjects)
            let list = rng.choice(lists), day = rng.choice(days)
            let subject = template.replacingOccurrences(of: "{t}", with: topic).replacingOccurrences(of: "{o}", with: other)
                .replacingOccurrences(of: "{l}", with: list).replacingOccurrences(of: "{d}", with: day)
            minutes += rng.int(3, 600)
            let to = (0..<rng.int(1, 3)).map { _ in "\(rng.choice(first).lowercased())@\(rng.choice(domains))" }.joined(separator: ", ")
            let cc = (0..<rng.int(0, 2)).map { _ in "\(rng.choice(first).lowercased())@\(rng.choice(domains))" }.joined(separator: ", ")
            let attachments = (0..<rng.choice([0, 0, 0, 1, 2])).map { _ in
                let stem = rng.choice(["notes", "diagram", "budget", "trace", "screenshot"])
                let n = rng.int(1, 99)
                return "\(stem)-\(n).\(rng.choice(["pdf", "png", "xlsx", "txt"]))"
            }
            let size = rng.int(2, 900)
            let unread = rng.random() < 0.3
            let flagged = rng.random() < 0.1
            messages.append(Message(index: index, sender: sender, address: address, to: to, cc: cc, subject: subject,
                                    minutesBefore: minutes, sizeKB: size, isUnread: unread, isFlagged: flagged,
                                    attachments: attachments, body: body(&rng, sender: sender)))
        }
        var counts = PythonRandom(seed: seed + 1)
        let unreadInbox = messages.filter(\.isUnread).count
        let rows = mailboxes.map { box -> String in
            let count: Int
            if box.name == "Inbox" { count = unreadInbox } else {
                let drawn = counts.int(1, 40)
                count = counts.choice([0, 0, 0, drawn])
            }
            return (box.isChild ? "  " : "") + box.name + (count > 0 ? "  (\(count))" : "")
        }
        return PeerMailData(messages: messages, mailboxRows: rows)
    }

    private static func sentence(_ rng: inout PythonRandom) -> String {
        var w = (0..<rng.int(6, 18)).map { _ in rng.choice(words) }
        w[0] = w[0].prefix(1).uppercased() + w[0].dropFirst()
        return w.joined(separator: " ") + rng.choice([".", ".", ".", "?", "!"])
    }

    private static func body(_ rng: inout PythonRandom, sender: String) -> String {
        var paragraphs = ["Hi team,"]
        for _ in 0..<9 { paragraphs.append((0..<rng.int(3, 6)).map { _ in sentence(&rng) }.joined(separator: " ")) }
        paragraphs.append("Thanks,\n" + (sender.split(separator: " ").first.map(String.init) ?? sender))
        return paragraphs.joined(separator: "\n\n")
    }
}

/// The peers' three date formats, in UTC, of a time `minutesBefore` 31 May 2024 09:30.
enum PeerMailDate {
    private static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()
    private static let now = calendar.date(from: DateComponents(year: 2024, month: 5, day: 31, hour: 9, minute: 30))!
    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private static func parts(_ minutesBefore: Int) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: now.addingTimeInterval(Double(-minutesBefore * 60)))
    }
    private static func two(_ n: Int?) -> String { let n = n ?? 0; return n < 10 ? "0\(n)" : "\(n)" }

    /// `%d %b %H:%M`: `31 May 06:25`.
    static func short(_ m: Int) -> String {
        let p = parts(m)
        return "\(two(p.day)) \(months[(p.month ?? 1) - 1].prefix(3)) \(two(p.hour)):\(two(p.minute))"
    }
    /// `%A %d %B %Y %H:%M`: `Friday 31 May 2024 06:25`.
    static func long(_ m: Int) -> String {
        let p = parts(m)
        return "\(weekdays[(p.weekday ?? 1) - 1]) \(two(p.day)) \(months[(p.month ?? 1) - 1]) \(p.year ?? 0) \(two(p.hour)):\(two(p.minute))"
    }
    /// `%Y-%m-%d %H:%M`: `2024-05-31 06:25`.
    static func iso(_ m: Int) -> String {
        let p = parts(m)
        return "\(p.year ?? 0)-\(two(p.month))-\(two(p.day)) \(two(p.hour)):\(two(p.minute))"
    }
}

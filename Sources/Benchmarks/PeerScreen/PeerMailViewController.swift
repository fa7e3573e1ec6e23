import SceneryKit
import TerminalCanvas

/// The peers' Mail screen built with SceneryKit: mailboxes | 200 two-line messages | the first
/// message | the inspector, with the peers' widths in cells (primary and supplementary 25–40,
/// preferred 40; secondary at least 40; inspector 40) and their rule: the inspector goes
/// first, then the sidebar, then the list; the split view collapses to the message alone
/// (under `‹ Inbox`) below 66 columns. `[` and `]` narrow and widen the sidebar by one cell,
/// as the peers' keys do.
final class PeerMailViewController: SplitViewController, SplitViewControllerDelegate {
    /// Points per column that put UIKit's compact threshold (678 pt) between a 65- and a
    /// 66-column terminal (63 and 64 columns inside the window's border), and keep every width a
    /// whole number of cells (10.625 is exact in binary).
    static let scale = CellScale(pointsPerColumn: 10.625, pointsPerRow: 16)
    static let primaryRange = 25...40

    let data: PeerMailData
    let mailboxList = ListViewController(title: "Mailboxes")
    let messageList = ListViewController(title: "Inbox")
    let messageView = TextViewController(title: "")
    let inspectorView = TextViewController(title: "Inspector")
    /// The sidebar's preferred width in cells, moved by `[` and `]`.
    private(set) var sidebarWidth = 40

    init(data: PeerMailData = .make()) {
        self.data = data
        super.init(style: .tripleColumn, title: "Peer Mail")
        let points = { (cells: Int) in Double(cells) * Self.scale.pointsPerColumn }
        minimumPrimaryColumnWidth = points(25); maximumPrimaryColumnWidth = points(40); preferredPrimaryColumnWidth = points(40)
        minimumSupplementaryColumnWidth = points(25); maximumSupplementaryColumnWidth = points(40)
        preferredSupplementaryColumnWidth = points(40)
        minimumSecondaryColumnWidth = points(40)
        minimumInspectorColumnWidth = points(40); maximumInspectorColumnWidth = points(40); preferredInspectorColumnWidth = points(40)
        // Columns drop out rather than overlay: the peers' rule, which is UIKit's tile behaviour.
        preferredSplitBehavior = .tile
        delegate = self
        setViewController(mailboxList, for: .primary)
        setViewController(messageList, for: .supplementary)
        setViewController(messageView, for: .secondary)
        setViewController(inspectorView, for: .inspector)
        mailboxList.items = data.mailboxRows.map { ListItem($0) }
        messageList.title = "Inbox — \(data.messages.count) messages"
        messageList.navigationItem.backButtonTitle = "Inbox"
        messageList.items = data.messages.map {
            ListItem($0.sender, secondaryText: $0.subject, accessory: PeerMailDate.short($0.minutesBefore),
                     marker: $0.isUnread ? "●" : $0.isFlagged ? "⚑" : nil, isEmphasized: true)
        }
        show(message: 0)
        focus(.supplementary)
    }

    /// The inspector is asked for once all four columns fit, not before: `show(.inspector)`
    /// keeps the inspector ahead of the sidebars at any width from the one it was shown at,
    /// where the peers drop it first. Collapsing hides it (UIKit would raise it as a sheet; the
    /// peers show the message alone), and expanding asks for it again.
    private var hasAskedForInspector = false
    static let fourColumns = 25 + 1 + 25 + 1 + 40 + 1 + 40
    override func layout(in rect: Rect) {
        super.layout(in: rect)
        guard !hasAskedForInspector, !isCollapsed, rect.width >= Self.fourColumns else { return }
        hasAskedForInspector = true
        show(.inspector)
        setNeedsDisplay()  // a layout that changes what it lays out asks for another (the damage rule)
    }

    func splitViewControllerDidCollapse(_ svc: SplitViewController) {
        hide(.inspector)
        hasAskedForInspector = false
    }

    /// The message's header and body in the secondary column, its details in the inspector.
    func show(message index: Int) {
        let m = data.messages[index]
        messageView.title = m.subject
        messageView.header = [("From:", "\(m.sender) <\(m.address)>"), ("To:", m.to)] + (m.cc.isEmpty ? [] : [("Cc:", m.cc)])
            + [("Date:", PeerMailDate.long(m.minutesBefore)), ("Subject:", m.subject)]
        messageView.body = m.body
        inspectorView.body = inspectorText(m)
    }

    /// The peers' inspector, line for line.
    private func inspectorText(_ m: PeerMailData.Message) -> String {
        let topic = String((m.subject.split(separator: ":").last.map(String.init) ?? m.subject)
            .trimmingCharacters(in: .whitespaces).prefix(10))
        let thread = data.messages.filter { $0.subject.contains(topic) }.prefix(8)
        let fixed = { (s: String) in String(s.prefix(18)).padding(toLength: 18, withPad: " ", startingAt: 0) }
        let idNumber = String(m.index).count < 4 ? String(repeating: "0", count: 4 - String(m.index).count) + String(m.index) : String(m.index)
        var lines = ["Message", "  From        \(m.sender)", "  Address     \(m.address)",
                     "  Date        \(PeerMailDate.iso(m.minutesBefore))", "  Size        \(m.sizeKB) KB", "  Mailbox     Inbox",
                     "  Unread      \(m.isUnread ? "yes" : "no")", "  Flagged     \(m.isFlagged ? "yes" : "no")", "", "Recipients"]
        lines += m.to.split(separator: ",").map { "  To          \($0.trimmingCharacters(in: .whitespaces))" }
        lines += m.cc.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map { "  Cc          \($0)" }
        lines += ["", "Attachments"] + (m.attachments.isEmpty ? ["  (none)"] : m.attachments.map { "  \($0)" })
        lines += ["", "Headers", "  Message-ID  <\(idNumber).\(PeerMailData.seed)@mail.example>", "  MIME        1.0",
                  "  Type        text/plain; charset=utf-8", "  Encoding    quoted-printable", "  DKIM        pass",
                  "  SPF         pass", "  DMARC       pass", "", "Thread"]
        lines += thread.map { "  \(fixed($0.sender)) \(PeerMailDate.short($0.minutesBefore))" }
        return lines.joined(separator: "\n")
    }

    /// Moves the sidebar's preferred width by `delta` cells, within 25–40.
    func moveSidebar(by delta: Int) {
        let width = min(Self.primaryRange.upperBound, max(Self.primaryRange.lowerBound, sidebarWidth + delta))
        guard width != sidebarWidth else { return }
        sidebarWidth = width
        preferredPrimaryColumnWidth = Double(width) * Self.scale.pointsPerColumn
    }

    override var keyCommands: [KeyCommand] {
        super.keyCommands + [
            KeyCommand(.narrowSidebar, when: sidebarWidth > Self.primaryRange.lowerBound) { self.moveSidebar(by: -1) },
            KeyCommand(.widenSidebar, when: sidebarWidth < Self.primaryRange.upperBound) { self.moveSidebar(by: 1) },
        ]
    }
}

extension KeyAction {
    static let narrowSidebar = KeyAction("peer.narrowSidebar", keys: [.char("[")], title: "narrower",
                                         discoverabilityTitle: "narrow the sidebar by one cell", group: .app("Peer Mail"))
    static let widenSidebar = KeyAction("peer.widenSidebar", keys: [.char("]")], title: "wider",
                                        discoverabilityTitle: "widen the sidebar by one cell", group: .app("Peer Mail"))
}

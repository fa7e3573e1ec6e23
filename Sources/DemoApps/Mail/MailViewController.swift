import SceneryKit
import TerminalCanvas

/// The Mail demo: mailboxes | messages | message, in a triple-column split view, with the
/// open message's details in the inspector (`i`).
///
/// Arrows move the highlight in a list; Enter opens the highlighted mailbox in the next column
/// (`show(_:)`) and a message with `showDetailViewController(_:sender:)` (both push when the
/// split view is collapsed), and moves focus there.
public final class MailViewController: SplitViewController, SplitViewControllerDelegate {
    public internal(set) var data: MailData
    public let mailboxList = ListViewController(title: "Mailboxes")
    public let messageList = ListViewController(title: "Inbox")
    public let messageView = TextViewController(title: "", placeholder: "No Message Selected")
    public let detailsView = TextViewController(title: "Details", placeholder: "No Message Selected")
    public private(set) var currentMailbox = 0
    public private(set) var currentMessage: Int?

    public init(data: MailData = .shared) {
        self.data = data
        super.init(style: .tripleColumn, title: "Mail")
        setViewController(mailboxList, for: .primary)
        setViewController(messageList, for: .supplementary)
        messageView.followsReadableWidth = true
        setViewController(messageView, for: .secondary)
        setViewController(detailsView, for: .inspector)
        // The message asks for 448 pt (56 columns), so that sidebars step aside before it is cramped.
        minimumSecondaryColumnWidth = 448
        minimumSupplementaryColumnWidth = 240
        delegate = self
        mailboxList.showsDisclosureIndicatorsWhenCollapsed = true
        messageList.showsDisclosureIndicatorsWhenCollapsed = true
        messageView.navigationItem.rightBarButtonItems = [
            BarButtonItem(title: Self.moveTitle, keyAction: .moveMessage) { [unowned self] in self.askWhereToMove() },
            BarButtonItem(title: "ⓘ", keyAction: .inspector) { [unowned self] in self.isShowing(.inspector) ? self.hide(.inspector) : self.show(.inspector) },
        ]
        refreshMailboxList()
        // Dates follow the language: the rows are made again when it changes (selection kept).
        registerForTraitChanges([.language]) { mail, _ in
            mail.messageList.items = mail.messageRows(of: mail.data.mailboxes[mail.currentMailbox])
        }
        mailboxList.onChoose = { [unowned self] index in
            self.showMailbox(index)
            self.show(.supplementary)
        }
        messageList.onChoose = { [unowned self] index in
            self.showMessage(index)
            // UIKit's adaptive show: the message beside the list when expanded, pushed when collapsed.
            self.messageList.showDetailViewController(self.messageView, sender: self.messageList)
        }
        messageList.contextMenu = { [unowned self] row in self.messageMenu(row: row) }
        showMailbox(0)
        showMessage(0)
        focus(.supplementary)
    }

    public override var title: String {
        get { "Mail — " + data.mailboxes[currentMailbox].name }
        set {}
    }

    /// A mailbox's messages as rows, dated in the window's language.
    func messageRows(of box: MailData.Mailbox) -> [ListItem] {
        let language = traitCollection.language
        return box.messages.map {
            ListItem($0.sender + " · " + $0.subject, accessory: MailDate.localized($0.date, language: language),
                     marker: $0.isUnread ? "●" : nil, isEmphasized: $0.isUnread)
        }
    }

    /// The mailboxes with their unread counts.
    func refreshMailboxList() {
        mailboxList.items = data.mailboxes.map { ListItem($0.name, accessory: $0.unreadCount > 0 ? "\($0.unreadCount)" : "") }
    }

    public func showMailbox(_ index: Int) {
        currentMailbox = index
        let box = data.mailboxes[index]
        messageList.title = box.name
        messageList.items = messageRows(of: box)
        messageList.select(0)
        // An empty mailbox says so, as Mail does, rather than showing a blank list.
        messageList.contentUnavailableConfiguration = box.messages.isEmpty
            ? ContentUnavailableConfiguration(text: "No Mail", secondaryText: "Messages you move to \(box.name) appear here.") : nil
        currentMessage = nil
        messageView.header = []
        messageView.body = ""
        messageView.title = ""
        detailsView.header = []
        detailsView.body = ""
    }

    /// Collapsing shows the open message on top, or the message list when none is open.
    public func splitViewController(_ svc: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: Column) -> Column {
        currentMessage == nil ? .supplementary : proposedTopColumn
    }

    /// Opens a mailbox by its URL identifier (`inbox`); false when there is none.
    @discardableResult
    public func showMailbox(identifier: String) -> Bool {
        guard let i = data.mailboxes.firstIndex(where: { $0.identifier == identifier.lowercased() }) else { return false }
        mailboxList.select(i)
        showMailbox(i)
        return true
    }

    /// Opens the message with this id in the current mailbox; false when it is not there.
    @discardableResult
    public func showMessage(id: Int) -> Bool {
        guard let i = data.mailboxes[currentMailbox].messages.firstIndex(where: { $0.id == id }) else { return false }
        messageList.select(i)
        showMessage(i)
        return true
    }

    public var currentMailboxIdentifier: String { data.mailboxes[currentMailbox].identifier }

    /// Compose (`c`) opens a Compose window, a scene of its own, addressed to the open message's sender.
    public var onCompose: ((String) -> Void)?

    public override var keyCommands: [KeyCommand] {
        super.keyCommands + [
            KeyCommand(.compose, when: onCompose != nil) {
                let to = self.currentMessage.map { self.data.mailboxes[self.currentMailbox].messages[$0].senderAddress } ?? ""
                self.onCompose?(to)
            },
            // Not on the hint bar: the message's bar shows Move, and F1 lists both keys.
            KeyCommand(.moveMessage, hinted: false, when: currentMessage != nil) { self.askWhereToMove() },
            KeyCommand(.showHeaders, hinted: false, when: currentMessage != nil) { self.showHeaders() },
            KeyCommand(.deleteMessage, hinted: false, when: currentMessage != nil && data.mailboxes[currentMailbox].identifier != "trash") {
                self.confirmDelete()
            },
        ]
    }

    public func showMessage(_ index: Int) {
        let box = data.mailboxes[currentMailbox]
        guard index < box.messages.count else { return }
        currentMessage = index
        let m = box.messages[index]
        messageView.title = m.subject
        messageView.header = [("From:", "\(m.sender) <\(m.senderAddress)>"), ("To:", "you@example.com"),
                              ("Date:", m.date), ("Subject:", m.subject)]
        messageView.body = m.body
        let words = m.body.split(whereSeparator: { $0 == " " || $0 == "\n" }).count
        detailsView.header = [("From:", m.sender), ("Address:", m.senderAddress), ("Date:", m.date),
                              ("Mailbox:", box.name), ("Status:", m.isUnread ? "Unread" : "Read"),
                              ("Words:", "\(words)"), ("Message:", "#\(m.id)")]
        detailsView.body = "Thread with \(m.sender): " + box.messages.filter { $0.sender == m.sender }.map(\.subject).joined(separator: "; ")
    }
}

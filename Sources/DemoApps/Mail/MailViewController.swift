import SceneryKit
import TerminalCanvas

/// The Mail demo: mailboxes | messages | message, in a triple-column split view.
///
/// Arrows move the highlight in a list; Enter opens the highlighted mailbox or message in the
/// next column and moves focus there.
public final class MailViewController: SplitViewController {
    public let data: MailData
    public let mailboxList = ListViewController(title: "Mailboxes")
    public let messageList = ListViewController(title: "Inbox")
    public let messageView = TextViewController(title: "", placeholder: "No Message Selected")
    public private(set) var currentMailbox = 0
    public private(set) var currentMessage: Int?

    public init(data: MailData = .shared) {
        self.data = data
        super.init(style: .tripleColumn, title: "Mail")
        setViewController(mailboxList, for: .primary)
        setViewController(messageList, for: .supplementary)
        setViewController(messageView, for: .secondary)
        mailboxList.items = data.mailboxes.map {
            ListItem($0.name, accessory: $0.unreadCount > 0 ? "\($0.unreadCount)" : "")
        }
        mailboxList.onChoose = { [unowned self] index in
            self.showMailbox(index)
            self.focus(.supplementary)
        }
        messageList.onChoose = { [unowned self] index in
            self.showMessage(index)
            self.focus(.secondary)
        }
        showMailbox(0)
        showMessage(0)
        focus(.supplementary)
    }

    public override var title: String {
        get { "Mail — " + data.mailboxes[currentMailbox].name }
        set {}
    }

    public func showMailbox(_ index: Int) {
        currentMailbox = index
        let box = data.mailboxes[index]
        messageList.title = box.name
        messageList.items = box.messages.map {
            ListItem($0.sender + " · " + $0.subject, accessory: $0.date,
                     marker: $0.isUnread ? "●" : nil, isEmphasized: $0.isUnread)
        }
        messageList.select(0)
        currentMessage = nil
        messageView.header = []
        messageView.body = ""
        messageView.title = ""
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
    }
}

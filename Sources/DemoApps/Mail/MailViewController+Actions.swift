import SceneryKit

/// Moving and deleting the open message: an action sheet from the bar's Move button, and an
/// alert that asks before a message goes to the Trash.
extension MailViewController {
    /// The title of the message bar's Move button (the action sheet's source).
    static let moveTitle = "Move"

    /// `m` or the Move button: "Move to…", every other mailbox, and Cancel — beside the button
    /// in regular width, a sheet from the bottom in compact width.
    func askWhereToMove() {
        guard let index = currentMessage else { return }
        let message = data.mailboxes[currentMailbox].messages[index]
        let sheet = AlertController(title: "Move to…", message: message.subject, preferredStyle: .actionSheet)
        for (i, box) in data.mailboxes.enumerated() where i != currentMailbox {
            sheet.addAction(AlertAction(title: box.name) { [unowned self] _ in self.move(messageID: message.id, to: i) })
        }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        // The message bar's Move button itself: the popover points at that very button.
        sheet.popoverPresentationController.sourceItem = messageView.navigationItem.rightBarButtonItems.first { $0.keyAction == .moveMessage }
        present(sheet)
    }

    /// `Del` (or Delete in a row's menu): asks first; Delete moves the message to the Trash.
    func confirmDelete(row: Int? = nil) {
        let box = data.mailboxes[currentMailbox]
        guard let index = row ?? currentMessage, box.messages.indices.contains(index),
              let trash = data.mailboxes.firstIndex(where: { $0.identifier == "trash" }) else { return }
        let message = box.messages[index]
        let alert = AlertController(title: "Delete this message?", message: "“\(message.subject)” goes to the Trash.",
                                    preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [unowned self] _ in self.move(messageID: message.id, to: trash) })
        present(alert)
    }

    /// A message row's context menu (a right click, or `Shift-F10` on the highlighted row), as
    /// Mail's: Open, Reply, Mark as Read or Unread, Move to each other mailbox, and Delete (not
    /// in the Trash), which asks first as `Del` does.
    func messageMenu(row: Int) -> Menu? {
        let box = data.mailboxes[currentMailbox]
        guard box.messages.indices.contains(row) else { return nil }
        let m = box.messages[row]
        let others: [Menu.Element] = data.mailboxes.indices.filter { $0 != currentMailbox }.map { i in
            .action(Action(title: data.mailboxes[i].name) { [unowned self] in self.move(messageID: m.id, to: i) })
        }
        var items: [Menu.Element] = [
            .action(Action(title: "Open") { [unowned self] in
                self.messageList.select(row)
                self.messageList.onChoose?(row)
            }),
            .action(Action(title: "Reply", attributes: onCompose == nil ? .disabled : []) { [unowned self] in self.onCompose?(m.senderAddress) }),
            .action(Action(title: m.isUnread ? "Mark as Read" : "Mark as Unread") { [unowned self] in
                self.setUnread(!m.isUnread, messageID: m.id)
            }),
            .menu(Menu(title: "Move to", children: others)),
        ]
        if box.identifier != "trash" {
            items.append(.menu(Menu(options: .displayInline, children: [
                .action(Action(title: "Delete", attributes: .destructive) { [unowned self] in self.confirmDelete(row: row) }),
            ])))
        }
        return Menu(title: m.subject, children: items)
    }

    /// Marks a message of the current mailbox read or unread: its row's `●`, the mailbox's
    /// count, and the open message's details follow.
    public func setUnread(_ unread: Bool, messageID id: Int) {
        data.setUnread(unread, messageID: id, in: currentMailbox)
        messageList.items = messageRows(of: data.mailboxes[currentMailbox])  // the selection stays
        refreshMailboxList()
        if let open = currentMessage, data.mailboxes[currentMailbox].messages[open].id == id { showMessage(open) }
    }

    /// Moves a message of the current mailbox, then shows the mailbox without it.
    public func move(messageID id: Int, to mailbox: Int) {
        data.move(messageID: id, from: currentMailbox, to: mailbox)
        showMailbox(currentMailbox)
        refreshMailboxList()
        mailboxList.select(currentMailbox)
    }

    /// `H`: the open message's raw headers, pushed on the secondary column's navigation
    /// controller with `show(_:sender:)` — in its column when expanded, on the one stack when
    /// collapsed; back (`Esc`, `‹`) returns to the message.
    func showHeaders() {
        guard let index = currentMessage else { return }
        let m = data.mailboxes[currentMailbox].messages[index]
        let headers = TextViewController(title: "Headers", header: [
            ("Message-ID:", "<\(m.id)@example.com>"), ("From:", "\(m.sender) <\(m.senderAddress)>"), ("To:", "you@example.com"),
            ("Date:", m.date), ("Subject:", m.subject), ("MIME-Version:", "1.0"), ("Content-Type:", "text/plain; charset=utf-8"),
        ])
        messageView.show(headers, sender: self)
        focus(.secondary)
    }
}

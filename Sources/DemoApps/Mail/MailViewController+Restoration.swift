import SceneryKit

extension MailViewController {
    public static let browsingActivityType = "com.example.scenery.mail.browsing"

    /// What a Mail window saves: the mailbox, the open message, the highlighted rows, the
    /// focused column, and whether the message's headers were pushed over it.
    public var restorationActivity: UserActivity {
        var info = ["mailbox": currentMailboxIdentifier,
                    "mailboxRow": String(mailboxList.selectedIndex),
                    "messageRow": String(messageList.selectedIndex),
                    "focusedColumn": String(describing: focusedColumn)]
        if let m = currentMessage { info["message"] = String(data.mailboxes[currentMailbox].messages[m].id) }
        if isShowingHeaders { info["headers"] = "shown" }
        return UserActivity(activityType: Self.browsingActivityType, title: data.mailboxes[currentMailbox].name,
                            userInfo: info, targetContentIdentifier: "mailbox/" + currentMailboxIdentifier)
    }

    /// Puts back what `restorationActivity` saved; unknown or stale values are skipped.
    public func restore(from activity: UserActivity) {
        guard activity.activityType == Self.browsingActivityType else { return }
        let info = activity.userInfo
        if let box = info["mailbox"] { showMailbox(identifier: box) }
        if let row = info["mailboxRow"].flatMap(Int.init) { mailboxList.select(row) }
        if let id = info["message"].flatMap(Int.init) { showMessage(id: id) }
        if let row = info["messageRow"].flatMap(Int.init) { messageList.select(row) }
        if info["headers"] == "shown", currentMessage != nil { showHeaders() }
        if let name = info["focusedColumn"], let column = Column.allCases.first(where: { String(describing: $0) == name }) {
            focus(column)
        }
    }

    /// Whether the headers screen (`H`) is pushed over the open message.
    var isShowingHeaders: Bool {
        guard let nav = messageView.navigationController, let top = nav.topViewController else { return false }
        return top !== messageView && top.title == "Headers"
    }

    /// Opens `mail://mailbox/ID[/message/N]`; false when the link names nothing here.
    @discardableResult
    public func open(path components: [String]) -> Bool {
        guard components.count >= 2, components[0] == "mailbox", showMailbox(identifier: components[1]) else { return false }
        focus(.supplementary)
        if components.count >= 4, components[2] == "message", let id = Int(components[3]) {
            guard showMessage(id: id) else { return false }
            focus(.secondary)
        }
        return true
    }
}

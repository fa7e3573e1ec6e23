import Foundation
import SceneryKit
import TerminalCanvas

/// A new message: To and Subject text fields, a rule, a body text view and a Send button with
/// the keys beside it — a `StackView` form spanning the layout margins. Tab moves between
/// them, typing edits the focused one (arrows, word moves, selection and paste as in any text
/// field), Ctrl-S or the button sends (the session is discarded), Esc closes and keeps the
/// draft.
public final class ComposeViewController: ViewController {
    public enum Field: Int, CaseIterable { case to, subject, body, send }
    public let toField = TextField(placeholder: "name@example.com", label: "     To:")
    public let subjectField = TextField(label: "Subject:")
    public let bodyView = TextView(placeholder: "Write your message here.")
    public let sendButton = Button(title: "Send")
    /// The focused part; the form's and footer's focused subviews follow it.
    public private(set) var field: Field = .to {
        didSet { focusField() }
    }
    public var onSend: (() -> Void)?
    public var onCancel: (() -> Void)?
    /// The keys beside the button.
    private let keysLabel = Label(text: "")
    private lazy var footer = StackView(arrangedSubviews: [sendButton, keysLabel], axis: .horizontal, spacing: 1)
    /// The form: one row each for To and Subject, a rule, the body taking the rest, the footer.
    private lazy var form = StackView(arrangedSubviews: [toField, subjectField, SeparatorView(), bodyView, footer])

    public init() {
        super.init(title: "New Message")
        addChild(form)
        toField.onSubmit = { [unowned self] _ in self.field = .subject }
        subjectField.onSubmit = { [unowned self] _ in self.field = .body }
        sendButton.action = { [unowned self] in self.onSend?() }
        focusField()
    }

    /// The recipient, as typed.
    public var to: String {
        get { toField.text }
        set { toField.text = newValue }
    }
    /// The subject, as typed.
    public var subject: String {
        get { subjectField.text }
        set { subjectField.text = newValue }
    }
    /// The message, as typed.
    public var body: String {
        get { bodyView.text }
        set { bodyView.text = newValue }
    }

    public override var title: String {
        get { subject.isEmpty ? "New Message" : subject }
        set {}
    }

    /// `mail://compose?to=…&subject=…`.
    public func fill(from url: URL) {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        for item in items {
            switch item.name {
            case "to": to = item.value ?? to
            case "subject": subject = item.value ?? subject
            case "body": body = item.value ?? body
            default: break
            }
        }
        focusFirstEmptyField()
    }

    /// A draft filled in from outside (a link, a reply, a restored draft) is edited where it is
    /// still empty: the To field, else the Subject, else the body, as Mail puts the cursor.
    public func focusFirstEmptyField() {
        field = to.isEmpty ? .to : subject.isEmpty ? .subject : .body
    }

    private var control: ViewController {
        switch field {
        case .to: return toField
        case .subject: return subjectField
        case .body: return bodyView
        case .send: return sendButton
        }
    }

    private func focusField() {
        form.focusedSubview = field == .send ? footer : control
        footer.focusedSubview = field == .send ? sendButton : nil
    }

    public override var keyFocusedChild: ViewController? { form }

    public override var keyCommands: [KeyCommand] {
        let n = Field.allCases.count
        return [
            KeyCommand(.cancelCompose) { [unowned self] in self.onCancel?() },
            KeyCommand(.nextField) { [unowned self] in self.field = Field(rawValue: (self.field.rawValue + 1) % n)! },
            KeyCommand(.previousField, hinted: false) { [unowned self] in self.field = Field(rawValue: (self.field.rawValue + n - 1) % n)! },
            KeyCommand(.send) { [unowned self] in self.onSend?() },
        ]
    }

    /// The form spans the layout margins (2 columns in compact width, 3 in regular), as a UIKit
    /// form's fields follow `layoutMarginsGuide`.
    public override func layout(in rect: Rect) {
        // The keys as bound now, set before the form measures the label (drawing only reads).
        let keys = windowScene?.keyBindings ?? KeyBindings()
        keysLabel.text = "\(keys.label(for: .nextField)) next field · \(keys.label(for: .send)) send · "
            + "\(keys.label(for: .cancelCompose)) close (keeps the draft)"
        layoutChild(form, in: layoutGuides(in: rect).margins)
    }

    public override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        form.draw(in: &canvas, rect: form.frame, context: context)
    }

    /// A press focuses the part it lands on, then goes on to it (the region map's next).
    public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        let parts: [ViewController] = [toField, subjectField, bodyView, footer]
        if event.kind == .press, let i = parts.firstIndex(where: { $0.frame.contains(event.position) }) {
            field = Field(rawValue: i)!
        }
        return false
    }
}

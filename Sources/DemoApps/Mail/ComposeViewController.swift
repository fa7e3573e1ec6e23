import Foundation
import SceneryKit
import TerminalCanvas

/// A new message: To and Subject text fields, a rule, a body text view and a Send button with
/// the keys beside it — a `StackView` form spanning the layout margins. The form does the
/// focus, as any form does (`becomeFirstResponder`): a click focuses the part under it, Tab and
/// Shift-Tab move between them, Return in To and Subject moves on (`returnKeyType = .next`);
/// typing edits the focused one (arrows, word moves, selection and paste as in any text field),
/// Ctrl-S or the button sends (the session is discarded), Esc closes and keeps the draft.
public final class ComposeViewController: ViewController {
    public enum Field: Int, CaseIterable { case to, subject, body, send }
    public let toField = TextField(placeholder: "name@example.com", label: "     To:")
    public let subjectField = TextField(label: "Subject:")
    public let bodyView = TextView(placeholder: "Write your message here.")
    public let sendButton = Button(title: "Send")
    /// The focused part: the form's first responder.
    public var field: Field {
        switch form.focusedControl {
        case let c? where c === subjectField: return .subject
        case let c? where c === bodyView: return .body
        case let c? where c === sendButton: return .send
        default: return .to
        }
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
        toField.returnKeyType = .next
        subjectField.returnKeyType = .next
        sendButton.action = { [unowned self] in self.onSend?() }
        toField.becomeFirstResponder()
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

    /// Puts the keys in `field`.
    public func focus(_ field: Field) {
        [toField, subjectField, bodyView, sendButton][field.rawValue].becomeFirstResponder()
    }

    /// A draft filled in from outside (a link, a reply, a restored draft) is edited where it is
    /// still empty: the To field, else the Subject, else the body, as Mail puts the cursor.
    public func focusFirstEmptyField() {
        (to.isEmpty ? toField : subject.isEmpty ? subjectField : bodyView).becomeFirstResponder()
    }

    public override var keyFocusedChild: ViewController? { form }

    public override var keyCommands: [KeyCommand] {
        // The form's Tab comes first in the chain; these keep Mail's own names (keys.toml) working.
        [
            KeyCommand(.cancelCompose) { self.onCancel?() },
            KeyCommand(.nextField, hinted: false) { self.form.focusNextControl() },
            KeyCommand(.previousField, hinted: false) { self.form.focusNextControl(step: -1) },
            KeyCommand(.send) { self.onSend?() },
        ]
    }

    /// The form spans the layout margins (2 columns in compact width, 3 in regular), as a UIKit
    /// form's fields follow `layoutMarginsGuide`.
    public override func layout(in rect: Rect) {
        // The keys as bound now, set before the form measures the label (drawing only reads).
        let keys = windowScene?.keyBindings ?? KeyBindings()
        keysLabel.text = "\(keys.label(for: .formNextControl)) next field · \(keys.label(for: .send)) send · "
            + "\(keys.label(for: .cancelCompose)) close (keeps the draft)"
        layoutChild(form, in: layoutGuides(in: rect).margins)
    }

    public override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        form.draw(in: &canvas, rect: form.frame, context: context)
    }
}

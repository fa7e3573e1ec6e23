import Foundation
import SceneryKit
import TerminalCanvas

/// A new message: To and Subject text fields, a body text view and a Send button. Tab moves
/// between them, typing edits the focused one (arrows, word moves, selection and paste as in
/// any text field), Ctrl-S or the button sends (the session is discarded), Esc closes and
/// keeps the draft.
public final class ComposeViewController: ViewController {
    public enum Field: Int, CaseIterable { case to, subject, body, send }
    public let toField = TextField(placeholder: "name@example.com", label: "     To:")
    public let subjectField = TextField(label: "Subject:")
    public let bodyView = TextView(placeholder: "Write your message here.")
    public let sendButton = Button(title: "Send")
    public private(set) var field: Field = .to
    public var onSend: (() -> Void)?
    public var onCancel: (() -> Void)?

    public init() {
        super.init(title: "New Message")
        for child in [toField, subjectField, bodyView, sendButton] as [ViewController] { addChild(child) }
        toField.onSubmit = { [unowned self] _ in self.field = .subject }
        subjectField.onSubmit = { [unowned self] _ in self.field = .body }
        sendButton.action = { [unowned self] in self.onSend?() }
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
        if !to.isEmpty { field = subject.isEmpty ? .subject : .body }
    }

    private var control: ViewController {
        switch field {
        case .to: return toField
        case .subject: return subjectField
        case .body: return bodyView
        case .send: return sendButton
        }
    }

    public override var keyFocusedChild: ViewController? { control }

    public override var keyCommands: [KeyCommand] {
        let n = Field.allCases.count
        return [
            KeyCommand(.cancelCompose) { [unowned self] in self.onCancel?() },
            KeyCommand(.nextField) { [unowned self] in self.field = Field(rawValue: (self.field.rawValue + 1) % n)! },
            KeyCommand(.previousField, hinted: false) { [unowned self] in self.field = Field(rawValue: (self.field.rawValue + n - 1) % n)! },
            KeyCommand(.send) { [unowned self] in self.onSend?() },
        ]
    }

    /// Where each part goes: the fields on the first rows, a rule, the body, then the button
    /// and the keys on the last row.
    private struct Frames { var to, subject, rule, body, footer: Rect }

    /// Rows span the layout margins (2 columns in compact width, 3 in regular), as a UIKit form's
    /// fields follow `layoutMarginsGuide`.
    private func frames(in rect: Rect) -> Frames {
        let margins = layoutGuides(in: rect).margins
        let row = { (y: Int, h: Int) in Rect(x: margins.x, y: y, width: max(0, margins.width), height: max(0, h)) }
        return Frames(to: row(rect.y, 1), subject: row(rect.y + 1, 1), rule: row(rect.y + 2, 1),
                      body: row(rect.y + 3, rect.height - 4), footer: row(rect.maxY - 1, 1))
    }

    public override func layout(in rect: Rect) {
        let f = frames(in: rect)
        toField.layout(in: f.to)
        subjectField.layout(in: f.subject)
        bodyView.layout(in: f.body)
        sendButton.layout(in: f.footer)
    }

    public override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        let theme = context.theme
        let f = frames(in: rect)
        toField.draw(in: &canvas, rect: f.to, context: context.focused(context.isFocused && field == .to))
        guard rect.height > 1 else { return }
        subjectField.draw(in: &canvas, rect: f.subject, context: context.focused(context.isFocused && field == .subject))
        guard rect.height > 3 else { return }
        canvas.drawHLine(x: rect.x, y: f.rule.y, length: rect.width, glyph: canvas.glyphs(.light).horizontal, style: theme.separator)
        if f.body.height > 0 {
            canvas.withClip(f.body) { c in bodyView.draw(in: &c, rect: f.body, context: context.focused(context.isFocused && field == .body)) }
        }
        guard rect.height > 4 else { return }
        sendButton.draw(in: &canvas, rect: f.footer, context: context.focused(context.isFocused && field == .send))
        let keys = "\(context.key(.nextField)) next field · \(context.key(.send)) send · \(context.key(.cancelCompose)) close (keeps the draft)"
        let x = f.footer.x + sendButton.intrinsicWidth + 1
        canvas.drawField(keys, x: x, y: f.footer.y, width: max(0, f.footer.maxX - x), style: theme.secondaryText)
    }

    public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        let f = frames(in: rect)
        let parts: [(Field, ViewController, Rect)] = [(.to, toField, f.to), (.subject, subjectField, f.subject),
                                                     (.body, bodyView, f.body), (.send, sendButton, f.footer)]
        for (which, controller, frame) in parts where frame.contains(event.position) {
            if event.kind == .press { field = which }
            return controller.handleMouse(event, in: frame)
        }
        return false
    }
}

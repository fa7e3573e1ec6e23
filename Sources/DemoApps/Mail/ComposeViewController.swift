import Foundation
import SceneryKit
import TerminalCanvas

/// A new message: To, Subject and a body. Tab moves between fields, typing edits the focused
/// one, Ctrl-S sends (the session is discarded), Esc closes and keeps the draft.
public final class ComposeViewController: ViewController {
    public enum Field: Int, CaseIterable { case to, subject, body }
    public var to = ""
    public var subject = ""
    public var body = ""
    public private(set) var field: Field = .to
    public var onSend: (() -> Void)?
    public var onCancel: (() -> Void)?

    public init() { super.init(title: "New Message") }

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

    public override var keyCommands: [KeyCommand] {
        let n = Field.allCases.count
        return [
            KeyCommand(.cancelCompose) { [unowned self] in self.onCancel?() },
            KeyCommand(.nextField) { [unowned self] in self.field = Field(rawValue: (self.field.rawValue + 1) % n)! },
            KeyCommand(.previousField, hinted: false) { [unowned self] in self.field = Field(rawValue: (self.field.rawValue + n - 1) % n)! },
            KeyCommand(.send) { [unowned self] in self.onSend?() },
        ]
    }

    /// Typing goes to the field with the cursor; Enter moves to the next field, or breaks a line in the body.
    public override var typingHint: String? { "message" }

    public override func handleKey(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .enter:
            if field == .body { body.append("\n") } else { field = Field(rawValue: field.rawValue + 1)! }
            return true
        case .backspace:
            edit { if !$0.isEmpty { $0.removeLast() } }
            return true
        case .character(let c) where key.modifiers.subtracting(.shift).isEmpty:
            edit { $0.append(c) }
            return true
        default:
            return false
        }
    }

    private func edit(_ change: (inout String) -> Void) {
        switch field {
        case .to: change(&to)
        case .subject: change(&subject)
        case .body: change(&body)
        }
    }

    public override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        let theme = context.theme
        let labels: [(Field, String, String)] = [(.to, "To:", to), (.subject, "Subject:", subject)]
        for (i, (f, label, value)) in labels.enumerated() where i < rect.height {
            let y = rect.y + i
            canvas.drawText(label, x: rect.x + 1, y: y, style: theme.secondaryText)
            let x = rect.x + 10
            let shown = TextLayout.truncate(value, to: max(0, rect.width - 12), unicode: canvas.unicode)
            let end = x + canvas.drawText(shown, x: x, y: y)
            if f == field && context.isFocused { canvas.put(canvas.symbol("▏", ascii: "_"), x: end, y: y, style: theme.accent) }
        }
        guard rect.height > 3 else { return }
        canvas.drawHLine(x: rect.x, y: rect.y + 2, length: rect.width, glyph: canvas.glyphs(.light).horizontal, style: theme.separator)
        let lines = TextLayout.wrap(body, width: max(1, rect.width - 2))
        let room = rect.height - 4
        let shownLines = lines.suffix(max(0, room))
        for (i, line) in shownLines.enumerated() {
            canvas.drawText(line, x: rect.x + 1, y: rect.y + 3 + i)
        }
        if field == .body && context.isFocused {
            let last = shownLines.last ?? ""
            let y = rect.y + 3 + max(0, shownLines.count - 1)
            canvas.put(canvas.symbol("▏", ascii: "_"), x: rect.x + 1 + DisplayWidth.of(last), y: y, style: theme.accent)
        }
        canvas.drawField("\(context.key(.nextField)) next field · \(context.key(.send)) send · \(context.key(.cancelCompose)) close (keeps the draft)", x: rect.x + 1, y: rect.maxY - 1,
                         width: rect.width - 2, style: theme.secondaryText)
    }
}

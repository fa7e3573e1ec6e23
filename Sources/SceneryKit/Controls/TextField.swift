import Foundation
import TerminalCanvas

/// A single-line text field, as `UITextField`: a cursor, a selection, word moves, paste, and a
/// placeholder. Printable keys type when it is focused; its editing keys are key commands
/// (group "Text fields and text views"), so keys.toml can rebind them and F1 lists them.
/// The text scrolls sideways to keep the cursor in view; wide glyphs and combining marks are
/// one cursor step each. Right to left the label is on the right and text that fits sits
/// against the field's right edge (UIKit's natural alignment).
open class TextField: ViewController {
    /// It takes the keys: a form's Tab and a click focus it.
    open override var canBecomeFirstResponder: Bool { true }

    /// What is typed, with the cursor and selection.
    public var buffer: TextBuffer {
        // No `oldValue` here: reading it would copy the whole text on every key (it keeps the
        // storage alive while the edit runs). A text change shows as a new lineage or revision.
        didSet {
            let now = (buffer.lineage, buffer.revision)
            if now != notified { notified = now; onChange?(buffer.text) }
        }
    }
    /// Grey text shown while the field is empty.
    public var placeholder: String
    /// A label drawn before the field (`To:`), or "".
    public var label: String
    /// The style of the text (a search field on a filled bar draws on the bar's colour).
    public var textStyle = Style.plain
    /// The longest text it takes, in characters (`TextLimits.fieldDefault` unless set; nil for
    /// no limit): typing past it is dropped, a paste that would pass it refused with a message.
    public var maximumLength: Int? = TextLimits.fieldDefault
    /// Called with the new text after every change.
    public var onChange: ((String) -> Void)?
    /// The buffer's lineage and revision when ``onChange`` was last called (or at the start).
    private var notified: (UInt64, Int) = (0, 0)
    /// Called on Return; nil leaves Return to the controllers around it.
    public var onSubmit: ((String) -> Void)?
    /// What Return does besides `onSubmit`, as UIKit's `returnKeyType`: `.next` moves to the
    /// form's next control (a form's fields, one after another); `.default` and `.done` only submit.
    public var returnKeyType: ReturnKeyType = .default

    /// What the Return key says it does.
    public enum ReturnKeyType: Sendable {
        /// Submit (`onSubmit`), if anything listens.
        case `default`
        /// Submit, then the form's next control.
        case next
        /// Submit: the form is finished.
        case done
    }
    /// How far the text is scrolled, in characters, so the cursor stays in view.
    public private(set) var scrollOffset = 0
    /// The field's rectangle from the last layout: clicks place the cursor in it.
    public private(set) var fieldRect = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The column the text starts at: the field's left edge, or right to left, where text that
    /// fits (with a cell for the cursor after it) ends at the right edge.
    private var textX = 0

    /// A field holding `text`, cursor at the end.
    public init(text: String = "", placeholder: String = "", label: String = "") {
        buffer = TextBuffer(text)
        self.placeholder = placeholder
        self.label = label
        super.init(title: label)
        notified = (buffer.lineage, buffer.revision)
    }
    /// One row, as wide as it is given.
    open override var intrinsicContentSize: Size { Size(width: ViewController.noIntrinsicMetric, height: 1) }

    /// The text (setting it puts the cursor at the end).
    public var text: String {
        get { buffer.text }
        set { buffer = TextBuffer(newValue) }
    }

    /// The glyph drawn before the text (a search field's ⌕), or nil.
    open var leadingGlyph: (unicode: Character, ascii: Character)? { nil }

    open override func layout(in rect: Rect) {
        let labelWidth = label.isEmpty ? 0 : DisplayWidth.of(label) + 1
        let glyph = leadingGlyph == nil ? 0 : 2
        let fieldWidth = max(1, rect.width - labelWidth - glyph)
        fieldRect = Rect(x: isRightToLeft ? rect.x : rect.x + labelWidth + glyph, y: rect.y, width: fieldWidth, height: min(1, rect.height))
        textX = fieldRect.x
        if isRightToLeft {
            // Counted only as far as the field is wide: a long text does not fit, whatever its length.
            let shown = buffer.characters.isEmpty ? DisplayWidth.of(placeholder) : buffer.width(of: 0..<buffer.characters.count, upTo: fieldRect.width)
            if shown < fieldRect.width { textX = fieldRect.maxX - shown - 1 }
        }
        // Keep the cursor in view, with a cell for it at the end: the first offset from which the
        // text up to the cursor fits, found going back from the cursor — as many steps as the
        // field is wide, whatever the text's length.
        let cursor = buffer.cursor
        scrollOffset = min(scrollOffset, cursor)
        var start = cursor, shown = 0
        while start > scrollOffset {
            let w = DisplayWidth.of(buffer.characters[start - 1])
            if shown + w >= fieldRect.width { break }
            shown += w
            start -= 1
        }
        scrollOffset = start
    }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        guard rect.height > 0, rect.width > 0 else { return }
        let theme = context.theme
        let rtl = isRightToLeft
        if !label.isEmpty {
            canvas.drawText(label, x: rtl ? rect.maxX - DisplayWidth.of(label) : rect.x, y: rect.y, style: theme.secondaryText)
        }
        if let glyph = leadingGlyph {
            canvas.put(canvas.symbol(glyph.unicode, ascii: glyph.ascii), x: rtl ? fieldRect.maxX + 1 : fieldRect.x - 2, y: rect.y,
                       style: theme.secondaryText)
        }
        if buffer.characters.isEmpty {
            canvas.drawText(placeholder, x: textX, y: rect.y, style: theme.secondaryText, maxWidth: fieldRect.maxX - textX)
            // The cursor sits on the placeholder's first letter and shows it: the whole
            // placeholder stays readable while the field is focused.
            if context.isFocused {
                canvas.put(placeholder.first ?? " ", x: textX, y: rect.y, style: theme.selection)
                return
            }
        }
        let selected = buffer.selectedRange
        var x = textX
        // Scrolled to keep the cursor in view while editing; at rest a field shows how its text begins.
        var i = context.isFocused ? scrollOffset : 0
        while i < buffer.characters.count {
            let c = buffer.characters[i]
            let w = DisplayWidth.of(c)
            if x + w > fieldRect.maxX { break }
            let isCursor = context.isFocused && i == buffer.cursor && selected.isEmpty
            canvas.put(c, x: x, y: rect.y, style: selected.contains(i) || isCursor ? theme.selection : textStyle)
            x += max(w, 0)
            i += 1
        }
        if context.isFocused && buffer.cursor == buffer.characters.count && x < fieldRect.maxX {
            canvas.put(" ", x: x, y: rect.y, style: theme.selection)
        }
    }

    open override var keyCommands: [KeyCommand] {
        var commands = TextBuffer.editingCommands { [unowned self] change in self.edit(change) }
        let form = returnKeyType == .next ? enclosingForm : nil
        if onSubmit != nil || form != nil {
            commands.append(KeyCommand(.textSubmit, title: form != nil ? "next" : nil) {
                self.onSubmit?(self.text)
                form?.focusNextControl()
            })
        }
        return commands
    }

    open override var typingHint: String? {
        label.isEmpty ? "text" : label.lowercased().trimmingCharacters(in: CharacterSet.punctuationCharacters.union(.whitespaces))
    }

    /// A printable key types (past `maximumLength` it is taken and dropped).
    open override func handleKey(_ key: KeyEvent) -> Bool {
        var typed = false
        edit { typed = $0.type(key) }
        return typed
    }

    /// Pasted text goes in at the cursor, replacing the selection; line breaks become spaces.
    /// One that would pass `maximumLength` is refused whole, with a message on the hint bar.
    open override func handlePaste(_ text: String) -> Bool {
        if let limit = maximumLength {
            let room = limit - (buffer.characters.count - buffer.selectedRange.count), count = text.count
            if count > room { postNotice(TextLimits.refusal(pasted: count, room: max(0, room), limit: limit)); return true }
        }
        edit { $0.insert(text) }
        return true
    }

    /// A click puts the cursor at that cell; a click past the end, at the end.
    open override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        guard event.kind == .press, fieldRect.contains(event.position) else { return false }
        let i = buffer.position(atColumn: max(0, event.position.x - textX), in: scrollOffset..<buffer.characters.count)
        edit { $0.setCursor(i) }
        return true
    }

    /// Applies `change` to the buffer in place — a copy would cost the whole text on every key
    /// (`buffer`'s observer does not read its old value, so Swift modifies it where it is). Only
    /// at the limit, where a typed key must be dropped, is the old buffer kept to go back to:
    /// below it one edit cannot pass it (a typed key adds one character; a paste is checked
    /// before it gets here).
    func edit(_ change: (inout TextBuffer) -> Void) {
        guard let maximumLength, buffer.characters.count >= maximumLength else { return change(&buffer) }
        var copy = buffer
        change(&copy)
        if copy.characters.count > maximumLength, copy.characters.count > buffer.characters.count { return }
        buffer = copy
    }
}

/// A search field, as `UISearchTextField`: a text field with a magnifier and "Search" as its placeholder.
open class SearchField: TextField {
    /// A search field holding `text`, with `placeholder` while empty.
    public init(text: String = "", placeholder: String = "Search") {
        super.init(text: text, placeholder: placeholder)
    }

    open override var leadingGlyph: (unicode: Character, ascii: Character)? { ("⌕", "?") }
    open override var typingHint: String? { "search" }
}

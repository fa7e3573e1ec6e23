import TerminalCanvas

/// A multi-line, editable text view, as `UITextView` with `isEditable`: it wraps at word
/// boundaries, keeps the cursor in view, and takes the same editing keys as ``TextField``;
/// ↑↓ move a visual line, Return breaks the line, and a paste keeps its line breaks.
open class TextView: ViewController {
    /// What is typed, with the cursor and selection.
    public var buffer: TextBuffer {
        didSet { if buffer.text != oldValue.text { onChange?(buffer.text) } }
    }
    /// Grey text shown while the view is empty.
    public var placeholder: String
    /// Called with the new text after every change.
    public var onChange: ((String) -> Void)?
    /// The first visual line shown.
    public private(set) var scrollOffset = 0
    /// The visual lines of the last layout, as ranges of character positions.
    public private(set) var lines: [Range<Int>] = [0..<0]
    private var laidOutRect: Rect?

    /// A view holding `text`, cursor at the end.
    public init(text: String = "", placeholder: String = "", title: String = "") {
        buffer = TextBuffer(text, isMultiline: true)
        self.placeholder = placeholder
        super.init(title: title)
    }

    /// The text (setting it puts the cursor at the end).
    public var text: String {
        get { buffer.text }
        set { buffer = TextBuffer(newValue, isMultiline: true) }
    }

    /// Wraps the text at word boundaries into lines of at most `width` cells, as ranges of
    /// character positions; a hard line break ends a line and belongs to none.
    public static func wrap(_ characters: [Character], width: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0, used = 0
        var breakAfterSpace: Int?
        for (i, c) in characters.enumerated() {
            if c.isNewline {
                lines.append(start..<i)
                start = i + 1; used = 0; breakAfterSpace = nil
                continue
            }
            let w = DisplayWidth.of(c)
            if used + w > width && i > start && c != " " {
                let end = breakAfterSpace.map { $0 > start ? $0 : i } ?? i
                lines.append(start..<end)
                start = end
                used = characters[start..<i].reduce(0) { $0 + DisplayWidth.of($1) }
                breakAfterSpace = nil
            }
            used += w
            if c == " " { breakAfterSpace = i + 1 }
        }
        lines.append(start..<characters.count)
        return lines
    }

    /// The visual line holding the cursor.
    public var cursorLine: Int {
        lines.lastIndex { $0.lowerBound <= buffer.cursor } ?? 0
    }

    open override func layout(in rect: Rect) {
        laidOutRect = rect
        guard rect.width > 0, rect.height > 0 else { return }
        lines = Self.wrap(buffer.characters, width: rect.width)
        let line = cursorLine
        if line < scrollOffset { scrollOffset = line }
        if line >= scrollOffset + rect.height { scrollOffset = line - rect.height + 1 }
        scrollOffset = max(0, min(scrollOffset, lines.count - 1))
    }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        if laidOutRect != rect { layout(in: rect) }
        let theme = context.theme
        if buffer.characters.isEmpty {
            canvas.drawText(placeholder, x: rect.x, y: rect.y, style: theme.secondaryText, maxWidth: rect.width)
        }
        let selected = buffer.selectedRange
        for row in 0..<rect.height {
            let index = scrollOffset + row
            guard lines.indices.contains(index) else { break }
            var x = rect.x
            for i in lines[index] {
                let isCursor = context.isFocused && i == buffer.cursor && selected.isEmpty
                x += canvas.put(buffer.characters[i], x: x, y: rect.y + row, style: selected.contains(i) || isCursor ? theme.selection : .plain)
            }
            let endsAtCursor = lines[index].upperBound == buffer.cursor && index == cursorLine
            if context.isFocused && selected.isEmpty && endsAtCursor && x < rect.maxX {
                canvas.put(" ", x: x, y: rect.y + row, style: theme.selection)
            }
        }
    }

    /// The cursor `by` visual lines up or down, at the same cell column or the line's end.
    func moveLine(by delta: Int) {
        let target = cursorLine + delta
        guard lines.indices.contains(target) else {
            edit { $0.move(delta < 0 ? .documentStart : .documentEnd) }
            return
        }
        let column = buffer.width(of: lines[cursorLine].lowerBound..<buffer.cursor)
        let i = buffer.position(atColumn: column, in: lines[target])
        edit { $0.setCursor(i) }
    }

    open override var keyCommands: [KeyCommand] {
        TextBuffer.editingCommands { [unowned self] change in self.edit(change) } + [
            KeyCommand(.textLineUp, hinted: false) { [unowned self] in self.moveLine(by: -1) },
            KeyCommand(.textLineDown, hinted: false) { [unowned self] in self.moveLine(by: 1) },
        ]
    }

    open override var typingHint: String? { "text" }

    open override func handleKey(_ key: KeyEvent) -> Bool {
        if key == KeyEvent(.enter) { edit { $0.insert("\n") }; return true }
        var typed = false
        edit { typed = $0.type(key) }
        return typed
    }

    open override func handlePaste(_ text: String) -> Bool {
        edit { $0.insert(text) }
        return true
    }

    /// A click puts the cursor at that cell; the wheel scrolls.
    open override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        switch event.kind {
        case .scrollUp: scrollOffset = max(0, scrollOffset - 1); return true
        case .scrollDown: scrollOffset = min(max(0, lines.count - 1), scrollOffset + 1); return true
        case .press:
            let index = scrollOffset + event.position.y - rect.y
            guard rect.contains(event.position), lines.indices.contains(index) else { return false }
            let i = buffer.position(atColumn: event.position.x - rect.x, in: lines[index])
            edit { $0.setCursor(i) }
            return true
        default: return false
        }
    }

    func edit(_ change: (inout TextBuffer) -> Void) {
        change(&buffer)
        if let rect = laidOutRect { layout(in: rect) }
    }
}

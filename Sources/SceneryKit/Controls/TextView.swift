import TerminalCanvas

/// A multi-line, editable text view, as `UITextView` with `isEditable`: it wraps at word
/// boundaries, keeps the cursor in view, and takes the same editing keys as ``TextField``;
/// ↑↓ move a visual line, Return breaks the line, and a paste keeps its line breaks.
open class TextView: ViewController {
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
    /// Grey text shown while the view is empty.
    public var placeholder: String
    /// Called with the new text after every change.
    public var onChange: ((String) -> Void)?
    /// The buffer's lineage and revision when ``onChange`` was last called (or at the start).
    private var notified: (UInt64, Int) = (0, 0)
    /// The first visual line shown.
    public private(set) var scrollOffset = 0
    /// The visual lines of the last layout, as ranges of character positions.
    public private(set) var lines: [Range<Int>] = [0..<0]
    /// How many characters the last layout wrapped (tests hold typing to a constant amount).
    private(set) var charactersWrapped = 0
    /// What `lines` were wrapped from: the buffer's lineage and revision, and the width.
    private var wrapped: (lineage: UInt64, revision: Int, width: Int)?

    /// A view holding `text`, cursor at the end.
    public init(text: String = "", placeholder: String = "", title: String = "") {
        buffer = TextBuffer(text, isMultiline: true)
        self.placeholder = placeholder
        super.init(title: title)
        notified = (buffer.lineage, buffer.revision)
    }

    /// The longest text it takes, in characters (`TextLimits.viewDefault` unless set; nil for no
    /// limit): typing past it is dropped, a paste that would pass it refused with a message, and
    /// text set from code (a restored draft) cut to it.
    public var maximumLength: Int? = TextLimits.viewDefault

    /// The text (setting it puts the cursor at the end; past `maximumLength` it is cut).
    public var text: String {
        get { buffer.text }
        set { buffer = TextBuffer(maximumLength.map { String(newValue.prefix($0)) } ?? newValue, isMultiline: true) }
    }

    /// Wraps the text at word boundaries into lines of at most `width` cells, as ranges of
    /// character positions; a hard line break ends a line and belongs to none.
    public static func wrap(_ characters: [Character], width: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        _ = wrap(characters, width: width, from: 0, into: &lines) { _ in false }
        return lines
    }

    /// Wraps from `start` (the start of a line) and appends the lines, until the text ends or
    /// `stop` says yes to the start of the next line; returns where it stopped, or nil at the end.
    /// Wrapping from a line's start is the same whatever came before it, which is what lets an
    /// edit re-wrap only the lines it touches.
    static func wrap(_ characters: [Character], width: Int, from start: Int, into lines: inout [Range<Int>],
                     stop: (Int) -> Bool) -> Int? {
        var start = start, used = 0
        var breakAfterSpace: Int?
        var i = start
        while i < characters.count {
            let c = characters[i]
            if c.isNewline {
                lines.append(start..<i)
                start = i + 1; used = 0; breakAfterSpace = nil
                if stop(start) { return start }
                i += 1
                continue
            }
            let w = DisplayWidth.of(c)
            if used + w > width && i > start && c != " " {
                let end = breakAfterSpace.map { $0 > start ? $0 : i } ?? i
                lines.append(start..<end)
                start = end
                if stop(start) { return start }
                used = characters[start..<i].reduce(0) { $0 + DisplayWidth.of($1) }
                breakAfterSpace = nil
                // The word carried down and this character may still not fit (wide glyphs): break
                // before this one too, so no line is ever wider than `width`, and a line's start
                // alone decides how the rest wraps.
                if used + w > width && i > start {
                    lines.append(start..<i)
                    start = i
                    if stop(start) { return start }
                    used = 0
                }
            }
            used += w
            if c == " " { breakAfterSpace = i + 1 }
            i += 1
        }
        lines.append(start..<characters.count)
        return nil
    }

    /// The lines after one edit, from the ones before it: only the two lines before the edit, the
    /// edit's lines, and those after it until a line starts where an old one did are wrapped
    /// again; the rest are the old lines moved by the edit's length.
    static func rewrap(_ old: [Range<Int>], _ characters: [Character], width: Int, after edit: TextBuffer.Edit) -> (lines: [Range<Int>], wrapped: Int) {
        let delta = edit.inserted - edit.removed
        // The line holding the edit, and the two before it: a line's end is decided by a
        // character at most at the start of the line after next (a word carried down, then a
        // second break before the character that did not fit), so an edit there can move it.
        let holding = lastLine(in: old, startingAtOrBefore: edit.position)
        let first = max(0, holding - 2)
        var lines = Array(old[..<first])
        let editEnd = edit.position + edit.inserted
        var resume: Int?
        let stoppedAt = wrap(characters, width: width, from: old[first].lowerBound, into: &lines) { start in
            guard start > editEnd else { return false }
            let j = lastLine(in: old, startingAtOrBefore: start - delta)
            guard old[j].lowerBound == start - delta, j > holding else { return false }
            resume = j
            return true
        }
        if let resume {
            lines += old[resume...].map { ($0.lowerBound + delta)..<($0.upperBound + delta) }
        }
        return (lines, (stoppedAt ?? characters.count) - old[first].lowerBound)
    }

    /// The last line starting at or before `position` (binary search; lines are in order).
    static func lastLine(in lines: [Range<Int>], startingAtOrBefore position: Int) -> Int {
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lines[mid].lowerBound <= position { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The visual line holding the cursor.
    public var cursorLine: Int {
        Self.lastLine(in: lines, startingAtOrBefore: buffer.cursor)
    }

    open override func layout(in rect: Rect) {
        frame = rect
        guard rect.width > 0, rect.height > 0 else { return }
        let now = (lineage: buffer.lineage, revision: buffer.revision, width: rect.width)
        if let w = wrapped, w.lineage == now.lineage, w.width == now.width, w.revision == now.revision {
            // Laid out again with nothing changed (every frame does): the lines stand.
        } else if let w = wrapped, w.lineage == now.lineage, w.width == now.width, w.revision + 1 == now.revision, let edit = buffer.lastEdit {
            (lines, charactersWrapped) = Self.rewrap(lines, buffer.characters, width: rect.width, after: edit)
        } else {
            lines = Self.wrap(buffer.characters, width: rect.width)
            charactersWrapped = buffer.characters.count
        }
        wrapped = now
        let line = cursorLine
        if line < scrollOffset { scrollOffset = line }
        if line >= scrollOffset + rect.height { scrollOffset = line - rect.height + 1 }
        scrollOffset = max(0, min(scrollOffset, lines.count - 1))
    }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        guard rect.width > 0, rect.height > 0 else { return }
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
            KeyCommand(.textLineUp, hinted: false) { self.moveLine(by: -1) },
            KeyCommand(.textLineDown, hinted: false) { self.moveLine(by: 1) },
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
        if let limit = maximumLength {
            let room = limit - (buffer.characters.count - buffer.selectedRange.count), count = text.count
            if count > room { postNotice(TextLimits.refusal(pasted: count, room: max(0, room), limit: limit)); return true }
        }
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
        if let limit = maximumLength, buffer.characters.count >= limit {
            // At the limit a change may only keep or shorten the text (typing is dropped).
            var copy = buffer
            change(&copy)
            guard copy.characters.count <= buffer.characters.count else { return }
            buffer = copy
            if !frame.isEmpty { layout(in: frame) }
            return
        }
        change(&buffer)
        if !frame.isEmpty { layout(in: frame) }
    }
}

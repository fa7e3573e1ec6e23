import TerminalCanvas

/// The text being edited and where the cursor and selection are: the model behind
/// ``TextField`` and an editable ``TextViewController``.
///
/// Positions count `Character`s (grapheme clusters), so a wide glyph (`界`), an emoji with a
/// skin tone or a letter with combining marks (`é` as `e` + U+0301) is one step of the cursor
/// and is deleted whole, as UIKit's text input does. A single-line buffer turns pasted or
/// typed line breaks into spaces.
public struct TextBuffer: Hashable, Sendable {
    /// The text, one element per grapheme cluster.
    public private(set) var characters: [Character]
    /// The insertion point, `0...characters.count`.
    public private(set) var cursor: Int
    /// Where a selection started; the selection runs between it and ``cursor``. Nil: none.
    public private(set) var anchor: Int?
    /// Whether line breaks are kept (a text view) or become spaces (a text field).
    public let isMultiline: Bool

    /// One change of the text: `removed` characters at `position` replaced by `inserted` ones.
    /// A view that laid the text out before can redo only the lines around it, so typing
    /// costs the same at the end of a long text as in an empty one.
    public struct Edit: Hashable, Sendable {
        /// Where the change starts, in characters.
        public var position: Int
        /// How many characters were taken out, and how many put in their place.
        public var removed: Int, inserted: Int
    }

    /// Which buffer this is, whatever it holds: with ``revision``, it lets a view tell "one edit
    /// since I looked" from "another buffer was assigned". Not part of equality.
    public private(set) var lineage = UInt64.random(in: 1...UInt64.max)
    /// Counts the changes of the text (not of the cursor) in this lineage.
    public private(set) var revision = 0
    /// The change that made ``revision``, when it was one edit.
    public private(set) var lastEdit: Edit?

    /// A buffer holding `text`, the cursor at its end.
    public init(_ text: String = "", isMultiline: Bool = false) {
        self.isMultiline = isMultiline
        characters = Array(isMultiline ? text : Self.singleLine(text))
        cursor = characters.count
    }

    /// Equal when the text, the cursor, the selection and the kind are (not the lineage).
    public static func == (a: TextBuffer, b: TextBuffer) -> Bool {
        a.cursor == b.cursor && a.anchor == b.anchor && a.isMultiline == b.isMultiline && a.characters == b.characters
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(characters); hasher.combine(cursor); hasher.combine(anchor); hasher.combine(isMultiline)
    }

    /// Replaces `range` with `new` and notes the edit; the cursor is left to the caller.
    private mutating func replace(_ range: Range<Int>, with new: [Character]) {
        characters.replaceSubrange(range, with: new)
        revision += 1
        lastEdit = Edit(position: range.lowerBound, removed: range.count, inserted: new.count)
    }

    /// The whole text.
    public var text: String {
        get { String(characters) }
        set { self = TextBuffer(newValue, isMultiline: isMultiline) }
    }

    /// The selected range (empty when nothing is selected).
    public var selectedRange: Range<Int> {
        guard let anchor else { return cursor..<cursor }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    /// The selected text, or "".
    public var selectedText: String { String(characters[selectedRange]) }

    // MARK: Editing

    /// Types or pastes `text` at the cursor, replacing the selection. Control characters other
    /// than line breaks and tabs (a pasted Ctrl-Q, Esc) are left out: they would be invisible.
    public mutating func insert(_ text: String) {
        let printable = String(text.filter { c in
            c.isNewline || c == "\t" || c.unicodeScalars.first.map { $0.properties.generalCategory != .control } ?? true
        })
        let new = Array(isMultiline ? printable : Self.singleLine(printable))
        let range = selectedRange
        if range.isEmpty && new.isEmpty { return }
        replace(range, with: new)
        cursor = range.lowerBound + new.count
        anchor = nil
        recluster()
    }

    /// An edit can join neighbours into one cluster (`e` then U+0301 typed; `\r` then `\n`;
    /// a line break deleted between `3` and a combining mark): count the clusters around the
    /// edit again, keeping the cursor after the same text. Only the edit's neighbours can join
    /// (runs of regional indicators, which pair up from their start, are taken whole), so this
    /// costs the same whatever the length of the text.
    private mutating func recluster() {
        guard let edit = lastEdit else { return }
        var lo = max(0, edit.position - 1), hi = min(characters.count, edit.position + edit.inserted + 1)
        while lo > 0 && Self.isRegionalIndicator(characters[lo - 1]) { lo -= 1 }
        while hi < characters.count && Self.isRegionalIndicator(characters[hi]) { hi += 1 }
        let merged = Array(String(characters[lo..<hi]))
        guard merged.count != hi - lo else { return }
        let shrink = (hi - lo) - merged.count
        if cursor >= hi {
            cursor -= shrink
        } else if cursor > lo {
            cursor = lo + String(characters[lo..<cursor]).count
        }
        characters.replaceSubrange(lo..<hi, with: merged)
        lastEdit = Edit(position: lo, removed: hi - lo - edit.inserted + edit.removed, inserted: merged.count)
        cursor = min(cursor, characters.count)
    }

    static func isRegionalIndicator(_ c: Character) -> Bool {
        c.unicodeScalars.allSatisfy { (0x1F1E6...0x1F1FF).contains($0.value) }
    }

    /// Backspace: deletes the selection, else the character before the cursor.
    public mutating func deleteBackward() {
        if !selectedRange.isEmpty { return deleteSelection() }
        guard cursor > 0 else { return }
        replace(cursor - 1..<cursor, with: [])
        cursor -= 1
        recluster()
    }

    /// Delete: deletes the selection, else the character after the cursor.
    public mutating func deleteForward() {
        if !selectedRange.isEmpty { return deleteSelection() }
        guard cursor < characters.count else { return }
        replace(cursor..<cursor + 1, with: [])
        recluster()
    }

    /// Deletes back to the start of the word before the cursor (Ctrl-W in a shell, ⌥⌫ on a Mac).
    public mutating func deleteWordBackward() {
        if !selectedRange.isEmpty { return deleteSelection() }
        let start = wordStart(before: cursor)
        guard start < cursor else { return }
        replace(start..<cursor, with: [])
        cursor = start
        recluster()
    }

    private mutating func deleteSelection() {
        let range = selectedRange
        replace(range, with: [])
        cursor = range.lowerBound
        anchor = nil
        recluster()
    }

    // MARK: Moving

    /// How the cursor moves.
    public enum Movement: Hashable, Sendable {
        /// A character; a word (to its start, to its end); the line's start or end; the text's start or end.
        case left, right, wordLeft, wordRight, lineStart, lineEnd, documentStart, documentEnd
    }

    /// Moves the cursor; `extending` grows the selection (Shift held), else it goes. Moving left
    /// or right over a selection without Shift lands on its edge, as on every platform.
    public mutating func move(_ movement: Movement, extending: Bool = false) {
        if extending {
            if anchor == nil { anchor = cursor }
        } else if !selectedRange.isEmpty, movement == .left || movement == .right {
            cursor = movement == .left ? selectedRange.lowerBound : selectedRange.upperBound
            anchor = nil
            return
        } else {
            anchor = nil
        }
        switch movement {
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .wordLeft: cursor = wordStart(before: cursor)
        case .wordRight: cursor = wordEnd(after: cursor)
        case .lineStart: cursor = (characters[..<cursor].lastIndex { $0.isNewline }).map { $0 + 1 } ?? 0
        case .lineEnd: cursor = characters[cursor...].firstIndex { $0.isNewline } ?? characters.count
        case .documentStart: cursor = 0
        case .documentEnd: cursor = characters.count
        }
        if anchor == cursor { anchor = nil }
    }

    /// Puts the cursor at `position` (clamped), dropping the selection.
    public mutating func setCursor(_ position: Int) {
        cursor = max(0, min(characters.count, position))
        anchor = nil
    }

    /// Selects everything.
    public mutating func selectAll() {
        anchor = characters.isEmpty ? nil : 0
        cursor = characters.count
    }

    // MARK: Words

    static func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// The start of the word before `i`: back over non-word characters, then over word ones.
    func wordStart(before i: Int) -> Int {
        var j = i
        while j > 0 && !Self.isWord(characters[j - 1]) { j -= 1 }
        while j > 0 && Self.isWord(characters[j - 1]) { j -= 1 }
        return j
    }

    /// The end of the word after `i`: over non-word characters, then over word ones.
    func wordEnd(after i: Int) -> Int {
        var j = i
        while j < characters.count && !Self.isWord(characters[j]) { j += 1 }
        while j < characters.count && Self.isWord(characters[j]) { j += 1 }
        return j
    }

    /// Line breaks (and tabs) as spaces, for a single line.
    static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}

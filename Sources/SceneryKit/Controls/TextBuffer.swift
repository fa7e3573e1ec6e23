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

    /// A buffer holding `text`, the cursor at its end.
    public init(_ text: String = "", isMultiline: Bool = false) {
        self.isMultiline = isMultiline
        characters = Array(isMultiline ? text : Self.singleLine(text))
        cursor = characters.count
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
        characters.replaceSubrange(range, with: new)
        cursor = range.lowerBound + new.count
        anchor = nil
        recluster()
    }

    /// An edit can join neighbours into one cluster (`e` then U+0301 typed; a line break
    /// deleted between `3` and a combining mark): count the clusters again, keeping the
    /// cursor after the same text.
    private mutating func recluster() {
        let merged = Array(String(characters))
        guard merged.count != characters.count else { return }
        let before = String(characters[..<cursor]).count
        characters = merged
        cursor = min(before, characters.count)
    }

    /// Backspace: deletes the selection, else the character before the cursor.
    public mutating func deleteBackward() {
        if !selectedRange.isEmpty { return deleteSelection() }
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
        recluster()
    }

    /// Delete: deletes the selection, else the character after the cursor.
    public mutating func deleteForward() {
        if !selectedRange.isEmpty { return deleteSelection() }
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
        recluster()
    }

    /// Deletes back to the start of the word before the cursor (Ctrl-W in a shell, ⌥⌫ on a Mac).
    public mutating func deleteWordBackward() {
        if !selectedRange.isEmpty { return deleteSelection() }
        let start = wordStart(before: cursor)
        characters.removeSubrange(start..<cursor)
        cursor = start
        recluster()
    }

    private mutating func deleteSelection() {
        let range = selectedRange
        characters.removeSubrange(range)
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

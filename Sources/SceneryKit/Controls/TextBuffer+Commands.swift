import TerminalCanvas

extension TextBuffer {
    /// The editing key commands over a buffer that `edit` changes in place: moves, selection,
    /// deletes. A control offers these (plus its own) as its `keyCommands`.
    static func editingCommands(edit: @escaping ((inout TextBuffer) -> Void) -> Void) -> [KeyCommand] {
        func command(_ action: KeyAction, _ change: @escaping (inout TextBuffer) -> Void) -> KeyCommand {
            KeyCommand(action, hinted: false) { edit(change) }
        }
        return [
            command(.textLeft) { $0.move(.left) },
            command(.textRight) { $0.move(.right) },
            command(.textWordLeft) { $0.move(.wordLeft) },
            command(.textWordRight) { $0.move(.wordRight) },
            command(.textLineStart) { $0.move(.lineStart) },
            command(.textLineEnd) { $0.move(.lineEnd) },
            command(.textSelectLeft) { $0.move(.left, extending: true) },
            command(.textSelectRight) { $0.move(.right, extending: true) },
            command(.textSelectWordLeft) { $0.move(.wordLeft, extending: true) },
            command(.textSelectWordRight) { $0.move(.wordRight, extending: true) },
            command(.textSelectToLineStart) { $0.move(.lineStart, extending: true) },
            command(.textSelectToLineEnd) { $0.move(.lineEnd, extending: true) },
            command(.textSelectAll) { $0.selectAll() },
            command(.textDeleteBackward) { $0.deleteBackward() },
            command(.textDeleteForward) { $0.deleteForward() },
            command(.textDeleteWord) { $0.deleteWordBackward() },
        ]
    }

    /// Types a printable key (Shift allowed; Ctrl and Alt never type). False for any other key.
    mutating func type(_ key: KeyEvent) -> Bool {
        guard case .character(let c) = key.key, key.modifiers.isSubset(of: [.shift]),
              c.unicodeScalars.first?.properties.generalCategory != .control else { return false }
        insert(String(c))
        return true
    }

    /// The position in `range` at `column` cells from its start (the end of the range when
    /// the text there is shorter): where a click or a move to another line lands.
    func position(atColumn column: Int, in range: Range<Int>) -> Int {
        var i = range.lowerBound, used = 0
        while i < range.upperBound, used + DisplayWidth.of(characters[i]) <= column {
            used += DisplayWidth.of(characters[i]); i += 1
        }
        return i
    }

    /// How many cells the characters in `range` take.
    func width(of range: Range<Int>) -> Int {
        characters[range].reduce(0) { $0 + DisplayWidth.of($1) }
    }

    /// The same, counted only until it passes `limit` (then any number above it).
    func width(of range: Range<Int>, upTo limit: Int) -> Int {
        var total = 0
        for i in range where total <= limit { total += DisplayWidth.of(characters[i]) }
        return total
    }
}

/// The keys of text fields, text views and controls. Typing itself needs no action: a focused
/// field takes every printable key.
extension KeyAction {
    private static func k(_ key: Key, _ m: Modifiers = []) -> KeyEvent { KeyEvent(key, m) }
    private static func k(_ c: Character, _ m: Modifiers = []) -> KeyEvent { KeyEvent(.character(c), m) }
    private static func text(_ name: String, _ keys: [KeyEvent], _ title: String, _ help: String) -> KeyAction {
        KeyAction("text." + name, keys: keys, title: title, discoverabilityTitle: help, group: .text)
    }
    private static func control(_ name: String, _ keys: [KeyEvent], _ title: String, _ help: String) -> KeyAction {
        KeyAction("control." + name, keys: keys, title: title, discoverabilityTitle: help, group: .controls)
    }

    /// Cursor one character left (over a selection: to its start).
    public static let textLeft = text("left", [k(.left)], "move", "the cursor one character left")
    /// Cursor one character right (over a selection: to its end).
    public static let textRight = text("right", [k(.right)], "move", "the cursor one character right")
    /// Cursor to the start of the previous word.
    public static let textWordLeft = text("wordLeft", [k(.left, .alt), k(.left, .control), k("b", .alt)], "word",
                                          "the cursor to the start of the word")
    /// Cursor to the end of the next word.
    public static let textWordRight = text("wordRight", [k(.right, .alt), k(.right, .control), k("f", .alt)], "word",
                                           "the cursor to the end of the word")
    /// Cursor to the start of the line.
    public static let textLineStart = text("lineStart", [k(.home), k("a", .control)], "start", "the cursor to the start of the line")
    /// Cursor to the end of the line.
    public static let textLineEnd = text("lineEnd", [k(.end), k("e", .control)], "end", "the cursor to the end of the line")
    /// A text view's cursor one line up, at the same column where the line is long enough.
    public static let textLineUp = text("up", [k(.up)], "line", "a text view's cursor one line up")
    /// A text view's cursor one line down.
    public static let textLineDown = text("down", [k(.down)], "line", "a text view's cursor one line down")
    /// Grow the selection one character left.
    public static let textSelectLeft = text("selectLeft", [k(.left, .shift)], "select", "select one more character to the left")
    /// Grow the selection one character right.
    public static let textSelectRight = text("selectRight", [k(.right, .shift)], "select", "select one more character to the right")
    /// Grow the selection a word left.
    public static let textSelectWordLeft = text("selectWordLeft", [k(.left, [.shift, .alt]), k(.left, [.shift, .control])],
                                                "select word", "select to the start of the word")
    /// Grow the selection a word right.
    public static let textSelectWordRight = text("selectWordRight", [k(.right, [.shift, .alt]), k(.right, [.shift, .control])],
                                                 "select word", "select to the end of the word")
    /// Select to the start of the line.
    public static let textSelectToLineStart = text("selectToLineStart", [k(.home, .shift)], "select", "select to the start of the line")
    /// Select to the end of the line.
    public static let textSelectToLineEnd = text("selectToLineEnd", [k(.end, .shift)], "select", "select to the end of the line")
    /// Select all the text.
    public static let textSelectAll = text("selectAll", [k("a", .alt)], "select all", "select all the text")
    /// Delete the selection or the character before the cursor.
    public static let textDeleteBackward = text("deleteBackward", [k(.backspace)], "delete", "delete the character before the cursor")
    /// Delete the selection or the character after the cursor.
    public static let textDeleteForward = text("deleteForward", [k(.delete), k("d", .control)], "delete",
                                               "delete the character after the cursor")
    /// Delete back to the start of the word.
    public static let textDeleteWord = text("deleteWord", [k(.backspace, .alt)], "delete word", "delete back to the start of the word")
    /// A text field's Return: `onSubmit`.
    public static let textSubmit = text("submit", [k(.enter)], "done", "a text field's Return: submit what was typed")

    /// Press the focused button.
    public static let controlPress = control("press", [k(.enter), k(" ")], "press", "press the focused button")
    /// The segment before the selected one.
    public static let controlPreviousSegment = control("previousSegment", [k(.left), k("h")], "segment",
                                                       "select the previous segment of a segmented control")
    /// The segment after the selected one.
    public static let controlNextSegment = control("nextSegment", [k(.right), k("l")], "segment",
                                                   "select the next segment of a segmented control")

    /// The next control of a form (`StackView`).
    public static let formNextControl = text("nextControl", [k(.tab)], "next field", "the next field or button of a form")
    /// The previous control of a form.
    public static let formPreviousControl = text("previousControl", [k(.tab, .shift)], "previous field",
                                                 "the previous field or button of a form")

    static let textActions: [KeyAction] = [
        textLeft, textRight, textWordLeft, textWordRight, textLineStart, textLineEnd, textLineUp, textLineDown,
        textSelectLeft, textSelectRight, textSelectWordLeft, textSelectWordRight, textSelectToLineStart, textSelectToLineEnd,
        textSelectAll, textDeleteBackward, textDeleteForward, textDeleteWord, textSubmit,
        controlPress, controlPreviousSegment, controlNextSegment, formNextControl, formPreviousControl,
    ]
}

extension KeyAction.Group {
    /// Text fields and text views.
    public static let text = KeyAction.Group("Text fields and text views", order: 45)
    /// Buttons and segmented controls.
    public static let controls = KeyAction.Group("Buttons and segmented controls", order: 46)
}

import DemoApps
import PropertyBased
import Testing
@testable import SceneryKit

/// The text controls' model against a simple one: a Swift `String` and a cursor counted in
/// `Character`s, each edit written with String operations and regexes. Random edits over an
/// alphabet of wide glyphs, combining marks, emoji with modifiers, spaces and line breaks.
@Suite("Text editing")
struct TextControlPropertyTests {
    static let alphabet: [String] = ["a", "b", "Z", " ", "界", "e\u{301}", "\u{301}", "👍🏽", ".", "_", "7", "\n", "\r\n", "\u{11}", "\u{1b}"]

    /// The reference: text, cursor and anchor, in Characters of the String.
    struct Model {
        var text = ""
        var cursor = 0
        var anchor: Int?
        let multiline: Bool

        var selection: Range<Int> { anchor.map { min($0, cursor)..<max($0, cursor) } ?? cursor..<cursor }

        func prefix(_ n: Int) -> Substring { text.prefix(n) }

        mutating func replaceSelection(with s: String) {
            let kept = s.filter { $0.isNewline || $0 == "\t" || !($0.asciiValue.map { $0 < 32 || $0 == 127 } ?? false) }
            let s = multiline ? kept : String(kept.map { $0.isNewline || $0 == "\t" ? " " : $0 })
            let r = selection
            let head = String(text.prefix(r.lowerBound)) + s
            let headCount = (String(text.prefix(r.lowerBound)) + s).count
            text = head + String(text.dropFirst(r.upperBound))
            // A combining mark joins the character before it: the cursor stays after what was typed.
            cursor = min(headCount, text.count)
            anchor = nil
        }

        mutating func backspace() {
            if !selection.isEmpty { return replaceSelection(with: "") }
            guard cursor > 0 else { return }
            text = String(text.prefix(cursor - 1)) + String(text.dropFirst(cursor))
            cursor -= 1
        }

        mutating func delete() {
            if !selection.isEmpty { return replaceSelection(with: "") }
            guard cursor < text.count else { return }
            text = String(text.prefix(cursor)) + String(text.dropFirst(cursor + 1))
        }

        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

        /// Start of the word before the cursor: the prefix without its trailing non-words, then without its trailing words.
        func wordStart() -> Int {
            var p = Substring(text.prefix(cursor))
            while let last = p.last, !isWord(last) { p = p.dropLast() }
            while let last = p.last, isWord(last) { p = p.dropLast() }
            return p.count
        }

        func wordEnd() -> Int {
            var rest = Substring(text.dropFirst(cursor))
            while let first = rest.first, !isWord(first) { rest = rest.dropFirst() }
            while let first = rest.first, isWord(first) { rest = rest.dropFirst() }
            return text.count - rest.count
        }

        mutating func move(to position: Int, extending: Bool) {
            if extending { if anchor == nil { anchor = cursor } } else { anchor = nil }
            cursor = position
            if anchor == cursor { anchor = nil }
        }

        mutating func apply(_ op: Int, _ arg: Int) {
            let lineStart = prefix(cursor).lastIndex(where: \.isNewline).map { text.distance(from: text.startIndex, to: $0) + 1 } ?? 0
            let lineEnd = text.dropFirst(cursor).firstIndex(where: \.isNewline).map { text.distance(from: text.startIndex, to: $0) } ?? text.count
            switch op {
            case 0, 1, 2: replaceSelection(with: TextControlPropertyTests.alphabet[arg % TextControlPropertyTests.alphabet.count])
            case 3: backspace()
            case 4: delete()
            case 5:
                if !selection.isEmpty && arg % 2 == 0 { cursor = selection.lowerBound; anchor = nil } else { move(to: max(0, cursor - 1), extending: arg % 2 == 1) }
            case 6:
                if !selection.isEmpty && arg % 2 == 0 { cursor = selection.upperBound; anchor = nil } else { move(to: min(text.count, cursor + 1), extending: arg % 2 == 1) }
            case 7: move(to: wordStart(), extending: arg % 2 == 1)
            case 8: move(to: wordEnd(), extending: arg % 2 == 1)
            case 9: move(to: lineStart, extending: arg % 2 == 1)
            case 10: move(to: lineEnd, extending: arg % 2 == 1)
            case 11: anchor = text.isEmpty ? nil : 0; cursor = text.count
            case 12:
                if !selection.isEmpty { return replaceSelection(with: "") }
                let start = wordStart()
                text = String(text.prefix(start)) + String(text.dropFirst(cursor)); cursor = start
            default: replaceSelection(with: "pasted \(arg % 10)\nline")
            }
        }
    }

    static func apply(_ op: Int, _ arg: Int, to buffer: inout TextBuffer) {
        let extending = arg % 2 == 1
        switch op {
        case 0, 1, 2: buffer.insert(alphabet[arg % alphabet.count])
        case 3: buffer.deleteBackward()
        case 4: buffer.deleteForward()
        case 5: buffer.move(.left, extending: extending)
        case 6: buffer.move(.right, extending: extending)
        case 7: buffer.move(.wordLeft, extending: extending)
        case 8: buffer.move(.wordRight, extending: extending)
        case 9: buffer.move(.lineStart, extending: extending)
        case 10: buffer.move(.lineEnd, extending: extending)
        case 11: buffer.selectAll()
        case 12: buffer.deleteWordBackward()
        default: buffer.insert("pasted \(arg % 10)\nline")
        }
    }

    @Test("Random edits leave the text, cursor and selection where the String model has them", arguments: [false, true])
    func matchesModel(multiline: Bool) async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...10_000).array(of: 1...80)) { steps in
            var buffer = TextBuffer("", isMultiline: multiline)
            var model = Model(multiline: multiline)
            for n in steps {
                let op = n % 14, arg = n / 14
                Self.apply(op, arg, to: &buffer)
                model.apply(op, arg)
                #expect(buffer.text == model.text, "after \(steps)")
                #expect(buffer.cursor == model.cursor, "cursor after \(steps): \(buffer.text.debugDescription)")
                #expect(buffer.selectedRange == model.selection, "selection after \(steps)")
                #expect(buffer.characters.count == buffer.text.count, "one element per grapheme cluster")
                if !multiline { let flat = !buffer.text.contains { $0.isNewline }; #expect(flat) }
            }
        }
    }

    @Test("A text view re-wraps only around an edit, and its lines equal wrapping the whole text anew, at any width")
    func rewrapMatchesWrap() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...10_000).array(of: 1...120)) { steps in
            let width = 3 + steps[0] % 20
            let view = TextView(text: "Start of a text that wraps at several widths\nand a second line")
            let rect = Rect(x: 0, y: 0, width: width, height: 5)
            view.layout(in: rect)
            for n in steps {
                let op = n % 14, arg = n / 14
                if op == 11 { continue }  // select-all then typing is covered; keep most edits small
                var buffer = view.buffer
                Self.apply(op, arg, to: &buffer)
                view.buffer = buffer
                view.layout(in: rect)
                #expect(view.lines == TextView.wrap(view.buffer.characters, width: width), "width \(width) after \(steps)")
                // Spaces may hang past the edge (a break comes after them); nothing else may.
                for line in view.lines where line.count > 1 {
                    let cells = view.buffer.characters[line].reversed().drop { $0 == " " }.reduce(0) { $0 + DisplayWidth.of($1) }
                    #expect(cells <= width, "a line of \(cells) cells at width \(width) after \(steps)")
                }
            }
        }
    }

    @Test("Recounting clusters after an edit looks at its neighbours only: \\r then \\n, e then a combining mark, flags")
    func localRecluster() {
        var b = TextBuffer("ab\r", isMultiline: true)
        b.insert("\n")
        #expect(b.characters.count == 3 && b.cursor == 3 && b.text == "ab\r\n")
        b.insert("e")
        b.insert("\u{301}")
        #expect(b.characters.last == "e\u{301}" && b.cursor == 4)
        var flags = TextBuffer("🇫🇷🇩")
        flags.insert("🇪")
        #expect(flags.characters == ["🇫🇷", "🇩🇪"] && flags.cursor == 2)
        // A flag letter put in front of a run of them pairs the whole run anew, as String does.
        var run = TextBuffer("🇷🇩🇪")
        run.setCursor(0)
        run.insert("🇫")
        #expect(run.characters == Array("🇫🇷🇩🇪") && run.cursor == 1)
    }

    @Test("Typing at the end of a long text does the same work as in a short one (characters wrapped per key)")
    func typingIsLinear() {
        func wrappedPerKey(after length: Int) -> Int {
            let view = TextView(text: String(repeating: "lorem ipsum dolor sit amet ", count: length / 27))
            let rect = Rect(x: 0, y: 0, width: 60, height: 10)
            view.layout(in: rect)
            view.buffer.setCursor(length / 2)  // in the middle: the lines after it move
            view.edit { $0.insert("x") }
            return view.charactersWrapped
        }
        // A few lines around the key (two before it, its own, one after), whatever the length:
        // a full wrap would be all 8,000 characters.
        #expect(wrappedPerKey(after: 8000) <= 4 * 60)
        #expect(wrappedPerKey(after: 2000) <= 4 * 60)
    }

    @Test("A text field typed, moved in by words and pasted into, through the simulator's keys")
    func textFieldKeys() throws {
        let field = TextField(placeholder: "Name")
        for k in try KeyNotation.parse("hello wörld 界<A-Left><A-Left>big <S-End>") { field.performKey(k) }
        #expect(field.text == "hello big wörld 界")
        #expect(field.buffer.selectedText == "wörld 界")
        field.performKey(KeyEvent(.backspace))
        #expect(field.text == "hello big ")
        _ = field.handlePaste("one\ntwo")
        #expect(field.text == "hello big one two" && field.buffer.cursor == field.text.count)
        var canvas = Canvas(size: Size(width: 12, height: 1))
        field.layout(in: Rect(x: 0, y: 0, width: 12, height: 1))  // layout first: drawing only reads
        field.draw(in: &canvas, rect: Rect(x: 0, y: 0, width: 12, height: 1), context: DrawContext(isFocused: true))
        #expect(canvas.plainText() == "big one two", "the field scrolls to keep the cursor in view: \(canvas.plainText())")
    }

    @Test("A focused empty field shows its whole placeholder, the cursor on its first letter; at rest a long text shows its start")
    func fieldAtRestAndEmpty() throws {
        let field = TextField(placeholder: "Artists, Songs, Albums")
        var canvas = Canvas(size: Size(width: 30, height: 1))
        field.layout(in: Rect(x: 0, y: 0, width: 30, height: 1))
        field.draw(in: &canvas, rect: Rect(x: 0, y: 0, width: 30, height: 1), context: DrawContext(isFocused: true))
        #expect(canvas.plainText().hasPrefix("Artists, Songs, Albums"), "\(canvas.plainText())")
        #expect(canvas[0, 0].style == Theme.standard.selection && canvas[1, 0].style != Theme.standard.selection, "the cursor is drawn on the first letter")
        field.text = "a long subject line that does not fit"
        var focused = Canvas(size: Size(width: 12, height: 1)), rest = Canvas(size: Size(width: 12, height: 1))
        field.layout(in: Rect(x: 0, y: 0, width: 12, height: 1))
        field.draw(in: &focused, rect: Rect(x: 0, y: 0, width: 12, height: 1), context: DrawContext(isFocused: true))
        field.draw(in: &rest, rect: Rect(x: 0, y: 0, width: 12, height: 1), context: DrawContext(isFocused: false))
        #expect(focused.plainText() == "oes not fit", "editing: the end, where the cursor is: \(focused.plainText())")
        #expect(rest.plainText() == "a long subje", "at rest: the start: \(rest.plainText())")
    }

    @Test("A text view wraps at words, moves a visual line with ↑↓ and breaks lines with Return")
    func textViewKeys() throws {
        let view = TextView()
        view.layout(in: Rect(x: 0, y: 0, width: 10, height: 4))
        for k in try KeyNotation.parse("the quick brown fox<Enter>jumps") { view.performKey(k) }
        #expect(view.text == "the quick brown fox\njumps")
        #expect(view.lines.map { String(view.buffer.characters[$0]) } == ["the quick ", "brown fox", "jumps"])
        view.performKey(KeyEvent(.up))
        #expect(view.cursorLine == 1 && view.buffer.cursor == 10 + 5, "same column, one line up")
        view.performKey(KeyEvent(.up))
        #expect(view.buffer.cursor == 5)
    }

    @Test("Buttons and segmented controls answer their key commands and clicks")
    func controls() throws {
        var pressed = 0
        let button = Button(title: "Send") { pressed += 1 }
        button.performKey(KeyEvent(.enter))
        button.performKey(KeyEvent(.character(" ")))
        button.layout(in: Rect(x: 2, y: 1, width: 20, height: 1))
        // A click reaches the button's item through the region map; beside `[ Send ]` it does nothing.
        _ = button.handleMouseIncludingPresentation(MouseEvent(.press, at: Point(x: 4, y: 1)), in: Rect(x: 2, y: 1, width: 20, height: 1))
        _ = button.handleMouseIncludingPresentation(MouseEvent(.press, at: Point(x: 14, y: 1)), in: Rect(x: 2, y: 1, width: 20, height: 1))
        #expect(pressed == 3)
        button.isEnabled = false
        button.performKey(KeyEvent(.enter))
        #expect(pressed == 3)
        let scope = SegmentedControl(segments: ["All", "Songs", "Artists"])
        scope.performKey(KeyEvent(.right)); scope.performKey(KeyEvent(.right)); scope.performKey(KeyEvent(.right))
        #expect(scope.selectedSegmentIndex == 2)
        scope.layout(in: Rect(x: 0, y: 0, width: 30, height: 1))
        _ = scope.handleMouseIncludingPresentation(MouseEvent(.press, at: Point(x: 1, y: 0)), in: Rect(x: 0, y: 0, width: 30, height: 1))
        #expect(scope.selectedSegmentIndex == 0)
    }
}

/// Issue 51: text has a bound. A paste that would pass a field's or a view's `maximumLength` is
/// refused whole with a message on the hint bar; text set from code (a restored draft) is cut.
@Suite("Text limits")
struct TextLimitTests {
    @Test("Twenty 1 MB pastes into Compose's body leave it within the default bound, each refused with a message; a small paste goes in")
    func pasteStorm() throws {
        let size = Size(width: 100, height: 30)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        sim.handle(.key(.char("c")))
        sim.handle(.key(KeyEvent(.tab)))  // from the subject (the reply filled To) to the body
        let compose = try #require(sim.desktop.focusedWindow?.rootViewController as? ComposeViewController)
        #expect(compose.field == .body)
        let megabyte = String(repeating: "0123456789abcdef", count: 65_536)
        for _ in 0..<20 { sim.handle(.paste(megabyte)) }
        #expect(compose.body.count <= TextLimits.viewDefault, "the body grew to \(compose.body.count)")
        let bar = sim.frame(size: size).rowText(size.height - 1)
        #expect(bar.contains("Paste refused"), "\(bar)")
        sim.handle(.paste("Dear Ada,"))
        #expect(compose.body.hasSuffix("Dear Ada,"))
    }

    @Test("A field refuses a paste past its maximumLength, keeps what it had, and types up to the limit only")
    func fieldLimit() throws {
        let field = TextField()
        field.maximumLength = 5
        _ = field.handlePaste("abc")
        _ = field.handlePaste("defg")
        #expect(field.text == "abc")
        for c in "defg" { _ = field.handleKey(.char(c)) }
        #expect(field.text == "abcde")
        #expect(TextField().maximumLength == TextLimits.fieldDefault && TextView().maximumLength == TextLimits.viewDefault)
    }

    @Test("A restored oversized draft is cut to the view's limit, so the next start stays quick")
    func oversizedDraft() {
        let view = TextView()
        view.text = String(repeating: "x", count: TextLimits.viewDefault * 3)
        #expect(view.text.count == TextLimits.viewDefault)
        view.maximumLength = nil
        view.text = String(repeating: "y", count: TextLimits.viewDefault * 2)
        #expect(view.text.count == TextLimits.viewDefault * 2, "nil: no limit")
    }
}

import TerminalCanvas

/// A cursor over one line of a tape: words, quoted strings, numbers, durations, sizes, points.
struct TapeLine {
    let text: String
    let file: String
    let lineNumber: Int
    private var chars: [Character]
    private var index = 0
    /// What was read as VHS reads it but deserves a word (an unclosed string): the parser adds
    /// these to the tape's warnings, with the line.
    var notes: [String] = []

    init(text: String, file: String, number: Int) {
        self.text = text; self.file = file; self.lineNumber = number
        chars = Array(text)
    }

    var atEnd: Bool { index >= chars.count }
    var peek: Character? { atEnd ? nil : chars[index] }
    /// 1-based column of the cursor.
    var column: Int { index + 1 }
    var rest: String { String(chars[index...]) }

    mutating func skipSpaces() { while let c = peek, c == " " || c == "\t" { index += 1 } }
    mutating func skipToEnd() { index = chars.count }

    /// A run of non-space characters.
    mutating func word() -> String {
        skipSpaces()
        let start = index
        while let c = peek, c != " ", c != "\t" { index += 1 }
        return String(chars[start..<index])
    }

    /// A command name: up to a space or an `@time`.
    mutating func commandWord() -> String {
        skipSpaces()
        let start = index
        while let c = peek, c != " ", c != "\t", c != "@" { index += 1 }
        return String(chars[start..<index])
    }

    mutating func consume(_ s: String) -> Bool {
        let a = Array(s)
        guard index + a.count <= chars.count, Array(chars[index..<index + a.count]) == a else { return false }
        index += a.count
        return true
    }

    /// "…", '…' or `…` (VHS's three quotes). As in VHS there are no escapes: `"C:\new"` is
    /// those seven characters; a text with a double quote in it goes in '…' or `…`. A string
    /// not closed runs to the end of the line, as VHS's lexer reads it (with a note).
    mutating func string(expected: String, _ fail: (String) -> TapeError) throws -> String {
        skipSpaces()
        guard let q = peek, q == "\"" || q == "'" || q == "`" else { throw fail("expected \(expected)") }
        let startColumn = column
        index += 1
        var out = ""
        while let c = peek {
            index += 1
            if c == q { return out }
            out.append(c)
        }
        notes.append("the string opened at column \(startColumn) is not closed: it runs to the end of the line, as VHS reads it (close it with \(q))")
        return out
    }

    mutating func stringOrWord(expected: String, _ fail: (String) -> TapeError) throws -> String {
        skipSpaces()
        if let q = peek, q == "\"" || q == "'" || q == "`" { return try string(expected: expected, fail) }
        let w = word()
        guard !w.isEmpty else { throw fail("expected \(expected)") }
        return w
    }

    /// /regex/ with `\/` for a slash.
    mutating func regex(_ fail: (String) -> TapeError) throws -> String {
        skipSpaces()
        guard peek == "/" else { throw fail("expected /regex/") }
        index += 1
        var out = ""
        while let c = peek {
            index += 1
            if c == "/" { return out }
            if c == "\\", peek == "/" { index += 1; out.append("/"); continue }
            out.append(c)
        }
        throw fail("the regex is not closed (expected a closing /)")
    }

    /// A whole number no larger than `limit`, or an error naming the limit (never a trap).
    mutating func wholeNumber(at what: String, upTo limit: Int, _ fail: (String) -> TapeError) throws -> Int {
        skipSpaces()
        let start = index
        while let c = peek, c.isASCII, c.isNumber { index += 1 }
        let digits = String(chars[start..<index])
        guard !digits.isEmpty else { throw fail("\(what) needs a whole number") }
        if let c = peek, c == "." || c == "e" || c == "E" {
            let tail = String(chars[start...].prefix { $0 != " " && $0 != "\t" })
            throw fail("\(what) needs a whole number, found '\(tail)'")
        }
        guard digits.count <= 9, let n = Int(digits), n <= limit else {
            throw fail("\(what) \(digits) is too large (at most \(limit))")
        }
        return n
    }

    /// An optional count after a command (`Down 3`): a whole number up to `limit`.
    mutating func optionalCount(upTo limit: Int, _ fail: (String) -> TapeError) throws -> Int? {
        skipSpaces()
        guard let c = peek, c.isASCII, c.isNumber else { return nil }
        return try wholeNumber(at: "the count", upTo: limit, fail)
    }

    mutating func number() -> Double? {
        skipSpaces()
        let start = index
        while let c = peek, c.isNumber || c == "." { index += 1 }
        guard index > start, let v = Double(String(chars[start..<index])) else { index = start; return nil }
        return v
    }

    /// `500ms`, `2s`, `1.5` (seconds), `1m`; the unit may follow a space (`500 ms`), as VHS allows.
    mutating func duration() -> Double? {
        guard let v = number() else { return nil }
        let afterNumber = index
        skipSpaces()
        for (unit, scale) in [("ms", 0.001), ("s", 1.0), ("m", 60.0)] {
            let before = index
            // A unit is a whole word: `2 Enter` is not 2 and a unit.
            if consume(unit), atEnd || peek == " " || peek == "\t" || index == afterNumber + unit.count { return v * scale }
            index = before
        }
        index = afterNumber
        return v
    }

    /// An optional `@duration` right after a command word.
    mutating func atDuration(_ fail: (String) -> TapeError) throws -> Double? {
        guard peek == "@" else { return nil }
        index += 1
        guard let d = duration() else { throw fail("expected a duration after @, for example @500ms") }
        return d
    }

    /// `COLSxROWS`.
    mutating func size(_ fail: (String) -> TapeError) throws -> Size {
        skipSpaces()
        let start = column
        let w = word()
        let token = w.hasSuffix("->") ? String(w.dropLast(2)) : w
        if token.count != w.count { index -= 2 }
        guard let s = Size(parsing: token), s.width <= 2000, s.height <= 1000 else {
            throw fail("expected a size COLSxROWS (for example 120x40) at column \(start), found '\(token)'")
        }
        return s
    }

    /// The largest number a cell's column or row may be written as.
    static let largestCell = 1_000_000_000.0

    /// `COL ROW`, 0-based cells.
    mutating func point(_ fail: (String) -> TapeError) throws -> Point {
        guard let x = number(), let y = number(), x == x.rounded(), y == y.rounded() else {
            throw fail("expected a cell as COL ROW (0-based whole numbers)")
        }
        // A number past what a cell can be (1e300 does not fit an Int) is a message, not a crash;
        // a cell off this tape's screen is the run's to say, with the screen's size.
        guard x <= Self.largestCell, y <= Self.largestCell else {
            func shown(_ v: Double) -> String { v < 1e15 ? String(Int(v)) : String(v) }
            throw fail("the cell \(shown(x)) \(shown(y)) is past any terminal: columns and rows are at most \(Int(Self.largestCell))")
        }
        return Point(x: Int(x), y: Int(y))
    }
}

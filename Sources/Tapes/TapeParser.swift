import Foundation
import SceneryKit
import TerminalCanvas

/// Reads tapes in the VHS tape language (see docs/tapes.md for the command list and what the
/// simulator does with each). Errors name file:line:column, the command and what was expected.
public enum TapeParser {
    public static let defaultSize = Size(width: 100, height: 30)
    /// The largest whole number a tape may give (counts, pixels): more is an error, never a trap.
    public static let largestNumber = 1_000_000
    /// The most repeats one key or scroll command may ask for.
    public static let largestCount = 100_000
    /// The longest single `Sleep`: a tape that would run for days is a mistake, said at once.
    public static let longestSleep = 3600.0
    /// The most commands a tape may hold (`Source`d ones included).
    public static let mostCommands = 1_000_000
    /// The longest a tape may run on the virtual clock: 24 hours.
    public static let longestTape = 86_400.0

    public static func parse(contentsOf path: String) throws -> Tape {
        var visited: Set<String> = []
        var tape = Tape(file: path, steps: [], warnings: [], size: defaultSize, typingSpeed: 0.05)
        try parseFile(path, into: &tape, visited: &visited, location: nil)
        try resolve(&tape)
        return tape
    }

    /// A tape sized in pixels gets its cells once every setting is read.
    static func resolve(_ tape: inout Tape) throws { try tape.resolvePixelSize() }

    public static func parse(_ text: String, file: String) throws -> Tape {
        var visited: Set<String> = [file]
        var tape = Tape(file: file, steps: [], warnings: [], size: defaultSize, typingSpeed: 0.05)
        try parseText(text, file: file, into: &tape, visited: &visited)
        try resolve(&tape)
        return tape
    }

    /// Reads the whole tape to check it and gather what a run needs to know, keeping none of its
    /// commands: `forEachStep` then reads them again as the run goes.
    public static func summary(contentsOf path: String) throws -> Tape {
        var visited: Set<String> = []
        var tape = Tape(file: path, steps: [], warnings: [], size: defaultSize, typingSpeed: 0.05)
        tape.keepsSteps = false
        try parseFile(path, into: &tape, visited: &visited, location: nil)
        try resolve(&tape)
        return tape
    }

    /// Reads the tape again and hands each step to `body`, in order, keeping none.
    public static func forEachStep(contentsOf path: String, _ body: (Tape.Step) throws -> Void) throws {
        try withoutActuallyEscaping(body) { body in
            var visited: Set<String> = []
            var tape = Tape(file: path, steps: [], warnings: [], size: defaultSize, typingSpeed: 0.05)
            tape.keepsSteps = false
            tape.onStep = body
            try parseFile(path, into: &tape, visited: &visited, location: nil)
        }
    }

    static func parseFile(_ path: String, into tape: inout Tape, visited: inout Set<String>, location: TapeLocation?) throws {
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.path
        guard !visited.contains(resolved) else {
            throw TapeError(location: location ?? TapeLocation(file: path, line: 1, column: 1), command: "Source",
                            message: "'\(path)' is already being read (a Source loop)")
        }
        let command = location == nil ? "(file)" : "Source"
        if let problem = InputFile.problem(path) {
            throw TapeError(location: location ?? TapeLocation(file: path, line: 1, column: 1), command: command,
                            message: "'\(path)' \(problem); give the path of a .tape file")
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw TapeError(location: location ?? TapeLocation(file: path, line: 1, column: 1), command: command,
                            message: "cannot read '\(path)' as UTF-8 text")
        }
        visited.insert(resolved)
        defer { visited.remove(resolved) }
        try parseText(text, file: path, into: &tape, visited: &visited, isSourced: location != nil)
    }

    static func parseText(_ text: String, file: String, into tape: inout Tape, visited: inout Set<String>,
                          isSourced: Bool = false) throws {
        var sawAction = false
        // A UTF-8 byte-order mark and Windows line endings are read as VHS reads them: not at all.
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        // "\r\n" is one Character in Swift: split on it as well as on "\n".
        // Line by line without an array of every line: a long tape is read in little memory.
        var start = body.startIndex, index = -1
        while start < body.endIndex {
            let end = body[start...].firstIndex { $0 == "\n" || $0 == "\r\n" } ?? body.endIndex
            var rawLine = String(body[start..<end])
            start = end < body.endIndex ? body.index(after: end) : end
            index += 1
            let number = index + 1
            // A JSON theme may run over several lines (`Set Theme {` … `}`): they are one line.
            while rawLine.contains("Set"), rawLine.filter({ $0 == "{" }).count > rawLine.filter({ $0 == "}" }).count,
                  start < body.endIndex {
                let next = body[start...].firstIndex { $0 == "\n" || $0 == "\r\n" } ?? body.endIndex
                rawLine += " " + body[start..<next]
                start = next < body.endIndex ? body.index(after: next) : next
                index += 1
            }
            // A line that starts with a string continues the one before, as VHS's lexer reads a
            // newline as a space: `Type` with its text on the next line, or several lines of text.
            // (No command starts with a quote, so nothing else is joined.)
            while start < body.endIndex, let first = body[start...].first(where: { $0 != " " && $0 != "\t" }), "\"'`".contains(first) {
                let next = body[start...].firstIndex { $0 == "\n" || $0 == "\r\n" } ?? body.endIndex
                rawLine += " " + body[start..<next]
                start = next < body.endIndex ? body.index(after: next) : next
                index += 1
            }
            var line = TapeLine(text: rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine, file: file, number: number)
            // As in VHS, commands follow one another on a line as well as across lines.
            while true {
                line.skipSpaces()
                if line.atEnd || line.peek == "#" { break }
                let commandColumn = line.column
                let word = line.commandWord()
                let loc = TapeLocation(file: file, line: number, column: commandColumn)
                let command = try parseCommand(word, &line, loc, &tape, &visited, sawAction: sawAction)
                for note in line.notes { tape.warnings.append("\(loc): \(TapeText.shown(word)): \(note)") }
                line.notes = []
                // A sourced tape's outputs are its own, not the including tape's: VHS ignores them.
                if case .output(let path) = command, isSourced {
                    tape.warnings.append("\(loc): Output \(path) in a sourced tape is ignored, as VHS ignores it")
                    continue
                }
                if let command {
                    if case .output = command {} else if case .setSize = command {} else if case .setTypingSpeed = command {} else if case .setTraits = command {} else { sawAction = true }
                    try tape.add((command, loc, line.text.trimmingCharacters(in: .whitespaces)))
                }
            }
        }
    }

    static let keyNames: [String: Key] = [
        "Enter": .enter, "Backspace": .backspace, "Delete": .delete, "Insert": .insert, "Tab": .tab, "Escape": .escape,
        "Space": .character(" "), "Up": .up, "Down": .down, "Left": .left, "Right": .right,
        "PageUp": .pageUp, "PageDown": .pageDown, "Home": .home, "End": .end,
        "F1": .function(1), "F2": .function(2), "F3": .function(3), "F4": .function(4), "F5": .function(5), "F6": .function(6),
        "F7": .function(7), "F8": .function(8), "F9": .function(9), "F10": .function(10), "F11": .function(11), "F12": .function(12),
    ]

    static func parseCommand(_ word: String, _ line: inout TapeLine, _ loc: TapeLocation, _ tape: inout Tape,
                             _ visited: inout Set<String>, sawAction: Bool) throws -> TapeCommand? {
        func fail(_ message: String) -> TapeError { TapeError(location: loc, command: word, message: message) }
        switch word {
        case "Output":
            let path = try line.stringOrWord(expected: "a path, for example demo.cast, demo.txt or frames/", fail)
            return .output(path)
        case "Set":
            return try parseSetting(&line, loc, &tape, sawAction: sawAction, fail)
        case "Type":
            line.skipSpaces()
            let delay = try line.atDuration(fail)
            return .type(try strings(&line, expected: "text, for example Type \"hello\"", fail), delay: delay)
        case "Sleep":
            guard let d = line.duration() else { throw fail("expected a duration, for example Sleep 500ms or Sleep 2s") }
            guard d <= longestSleep else { throw fail("Sleep \(d)s is longer than the \(Int(longestSleep)) s a tape may sleep at once") }
            return .sleep(d)
        case "Hide": return .hide
        case "Show": return .show
        case "Screenshot":
            return .screenshot(try line.stringOrWord(expected: "a path for the text frame", fail))
        case "Restart": return .restart
        case "Launch":
            let app = try line.stringOrWord(expected: "an app or scene configuration name (Launch Notes, Launch \"Quick Add\")", fail)
            line.skipSpaces()
            if line.consume("on") {
                line.skipSpaces()
                let device = try line.stringOrWord(expected: "a device name after 'on', for example Launch Notes on \"iPad Pro 11\"", fail)
                guard DeviceProfile.named(device) != nil else { throw fail(Self.unknownDevice(device)) }
                return .launchOnDevice(app, device: device)
            }
            return .launch(app)
        case "Resize":
            let first = try line.size(fail)
            line.skipSpaces()
            if line.consume("->") {
                line.skipSpaces()
                let second = try line.size(fail)
                line.skipSpaces()
                var over = 1.0
                if line.consume("over") {
                    line.skipSpaces()
                    guard let d = line.duration() else { throw fail("expected a duration after 'over', for example over 4s") }
                    over = d
                }
                return .resize(from: first, to: second, over: over)
            }
            return .resize(from: nil, to: first, over: 0)
        case "Attach":
            let role = line.word()
            guard role == "external" else {
                throw fail(role == "interactive" ? "Attach interactive (a second desktop) is not available yet; use Attach external"
                           : "expected a role and a size, for example Attach external 80x24")
            }
            line.skipSpaces()
            return .attach(try line.size(fail))
        case "Detach": return .detach
        case "Mouse":
            let action = line.word()
            switch action {
            case "click":
                line.skipSpaces()
                if line.rest.hasPrefix("right") { _ = line.word(); return .mouseSecondaryClick(try line.point(fail)) }
                if line.rest.hasPrefix("left") { _ = line.word() }
                return .mouseClick(try line.point(fail))
            case "move":
                return .mouseMove(try line.point(fail))
            case "drag":
                let a = try line.point(fail)
                line.skipSpaces()
                guard line.consume("->") else { throw fail("expected '->' between the two points: Mouse drag COL ROW -> COL ROW") }
                return .mouseDrag(from: a, to: try line.point(fail))
            default:
                throw fail("expected 'click COL ROW', 'click right COL ROW', 'move COL ROW' or 'drag COL ROW -> COL ROW', found '\(action)'")
            }
        case "ScrollUp", "ScrollDown":
            _ = try line.atDuration(fail)
            let count = try line.optionalCount(upTo: TapeParser.largestCount, fail) ?? 1
            return .scroll(up: word == "ScrollUp", count: max(1, count))
        case "Open":
            return .open(try line.string(expected: "a quoted URL, for example Open \"notes://note/2\"", fail))
        case "Marker":
            return .marker(try line.string(expected: "a quoted label", fail))
        case "Expect":
            line.skipSpaces()
            if line.peek == "/" { return .expectRegex(try line.regex(fail)) }
            return .expectText(try line.string(expected: "quoted text or /regex/", fail))
        case "ExpectDisplay":
            return .expectDisplayText(try line.string(expected: "quoted text the attached display shows", fail))
        case "ExpectTraits":
            var pairs: [(String, String)] = []
            while true {
                line.skipSpaces()
                if line.atEnd || line.peek == "#" { break }
                let item = line.word()
                let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, TapeRunner.traitKeys.contains(parts[0]) else {
                    throw fail("expected key=value with a key among \(TapeRunner.traitKeys.joined(separator: ", ")), found '\(item)'")
                }
                pairs.append((parts[0], parts[1]))
            }
            guard !pairs.isEmpty else { throw fail("expected at least one key=value, for example horizontal=compact") }
            return .expectTraits(pairs)
        case "Wait", "Wait+Screen", "Wait+Line":
            let timeout = try line.atDuration(fail) ?? tape.waitTimeout
            line.skipSpaces()
            let regex = line.peek == "/" ? try line.regex(fail) : tape.waitPattern
            return .wait(regex: regex, timeout: timeout)
        case "Source":
            let path = try line.stringOrWord(expected: "a .tape path", fail)
            guard path.hasSuffix(".tape") else { throw fail("the path must end in .tape") }
            let full = path.hasPrefix("/") ? path : URL(fileURLWithPath: loc.file).deletingLastPathComponent().appendingPathComponent(path).path
            try parseFile(full, into: &tape, visited: &visited, location: loc)
            return nil
        case "Env":
            _ = line.word(); _ = try? line.stringOrWord(expected: "a value", fail)
            tape.warnings.append("\(loc): Env has no effect inside the simulator; ignored")
            return nil
        case "Require":
            let program = try line.stringOrWord(expected: "a program name", fail)
            guard Self.onPath(program) else { throw fail("'\(program)' is not on PATH") }
            return nil
        case "Copy":
            let text = try strings(&line, expected: "text to copy", fail)
            tape.clipboard = text
            return nil
        case "Paste":
            return .type(tape.clipboard ?? "", delay: nil)
        default:
            if let key = try keyCommand(word, line: &line, fail) { return key }
            throw fail("unknown command; see docs/tapes.md for the list")
        }
    }

    /// One or more strings joined by a space, as VHS's lexer reads them: quoted, or bare words
    /// that are not a command (`Type o`, `Type "a" world`; `Type "a" Enter` types `a`, then Enter).
    static func strings(_ line: inout TapeLine, expected: String, _ fail: (String) -> TapeError) throws -> String {
        var parts: [String] = []
        while true {
            line.skipSpaces()
            guard let c = line.peek, c != "#" else { break }
            if c == "\"" || c == "'" || c == "`" {
                parts.append(try line.string(expected: expected, fail))
                continue
            }
            var probe = line
            let word = probe.commandWord()
            if word.isEmpty || isCommand(word) { break }
            line = probe
            parts.append(word)
        }
        guard !parts.isEmpty else { throw fail("expected \(expected)") }
        return parts.joined(separator: " ")
    }

    /// Whether `word` starts a command (a key, `Ctrl+…`, `Sleep`…), so a bare word it is not.
    static func isCommand(_ word: String) -> Bool {
        commandWords.contains(word) || keyNames[word] != nil
            || ["Ctrl", "Alt", "Shift"].contains { word == $0 || word.hasPrefix($0 + "+") }
    }

    static let commandWords: Set<String> = [
        "Output", "Set", "Type", "Sleep", "Hide", "Show", "Screenshot", "Restart", "Launch", "Resize", "Attach", "Detach",
        "Mouse", "ScrollUp", "ScrollDown", "Open", "Marker", "Expect", "ExpectDisplay", "ExpectTraits", "Wait", "Wait+Screen",
        "Wait+Line", "Source", "Env", "Require", "Copy", "Paste",
    ]

    static func keyCommand(_ word: String, line: inout TapeLine, _ fail: (String) -> TapeError) throws -> TapeCommand? {
        var word = word
        // `Ctrl+@` (NUL): the command word stops at `@`, which otherwise starts a delay.
        if word.hasSuffix("+"), line.peek == "@" {
            _ = line.consume("@")
            word += "@"
        }
        // `Ctrl + C`: spaces around the plus, as VHS's lexer skips them.
        while true {
            var probe = line
            probe.skipSpaces()
            if !word.hasSuffix("+") {
                let last = word.split(separator: "+").last.map(String.init) ?? word
                guard ["Ctrl", "Alt", "Shift"].contains(last), probe.consume("+") else { break }
                word += "+"
                probe.skipSpaces()
            }
            let next = probe.commandWord()
            guard !next.isEmpty else { break }
            word += next
            line = probe
        }
        let parts = word.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        var modifiers: Modifiers = []
        for m in parts.dropLast() {
            switch m {
            case "Ctrl": modifiers.insert(.control)
            case "Alt": modifiers.insert(.alt)
            case "Shift": modifiers.insert(.shift)
            default: return nil
            }
        }
        guard let last = parts.last else { return nil }
        var key: Key
        if let named = keyNames[last] {
            key = named
        } else if last.count == 1, !modifiers.isEmpty {
            let c = Character(last)
            key = .character(modifiers.contains(.control) ? Character(last.lowercased()) : c)
        } else {
            return nil
        }
        if modifiers == [.shift], case .character(let c) = key { key = .character(Character(c.uppercased())); modifiers = [] }
        let delay = try line.atDuration(fail)
        let count = try line.optionalCount(upTo: largestCount, fail) ?? 1
        guard count >= 1 else { throw fail("the count must be at least 1") }
        return .key(KeyEvent(key, modifiers), count: count, delay: delay)
    }

    static func onPath(_ program: String) -> Bool {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }
}


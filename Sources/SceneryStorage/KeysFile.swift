import Foundation
import SceneryKit
import TOMLKit

/// keys.toml: rebinds actions by their stable names (`scenery keys` lists them).
///
/// ```toml
/// "app.columnResize" = "<C-e>"        # one key, in the notation of --keys
/// window.minimize = ["m", "<A-m>"]    # several keys; [] unbinds
/// [columns]
/// left = ["<Left>", "a"]              # a table names the action's first part
/// ```
///
/// Every problem is reported at once, each as `file:line: what`, and nothing is applied while
/// any remains: an unknown action (with the nearest name), a value that is not a key, and two
/// actions of one group bound to the same key.
public enum KeysFile {
    /// One problem in a keys.toml: where it is and what is wrong.
    public struct Problem: Equatable, Sendable, CustomStringConvertible {
        /// The file.
        public let file: String
        /// The line, 1-based (0 when the whole file is the problem).
        public let line: Int
        /// What is wrong, and the nearest valid name where there is one.
        public let message: String
        /// How it reads in messages and test output (`file: message` when the whole file is the problem).
        public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
    }

    /// Everything wrong with a keys.toml, reported at once; a file with any problem is not applied.
    public struct Error: Swift.Error, CustomStringConvertible {
        /// The problems, in line order.
        public let problems: [Problem]
        /// The command whose `keys` lists the actions, named in the message (the hosted app's own).
        public var appIdentifier = "scenery"
        /// How many problems are listed before the rest are counted (a file of 20,000 unknown
        /// names is one mistake, not 20,000 lines).
        public static let listed = 20
        /// How it reads in messages and test output: the first problems, then how many more.
        public var description: String {
            let more = problems.count > Self.listed ? "\n… and \(problems.count - Self.listed) more problems" : ""
            return problems.prefix(Self.listed).map(\.description).joined(separator: "\n") + more
                + "\n(\(appIdentifier) keys lists every action and its keys; fix the file or pass another with --keys-file)"
        }
    }

    /// `$XDG_CONFIG_HOME/APP/keys.toml` (an absolute `XDG_CONFIG_HOME` only), else `~/.config/APP/keys.toml`.
    public static func defaultPath(appIdentifier: String = "scenery",
                                   environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/\(appIdentifier)/keys.toml" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.config/\(appIdentifier)/keys.toml"
    }

    /// Reads `path`; nil when `path` is the default and there is no such file.
    public static func load(path: String, actions: [KeyAction], isDefault: Bool = false) throws -> KeyBindings? {
        guard FileManager.default.fileExists(atPath: path) else {
            if isDefault { return nil }
            throw Error(problems: [Problem(file: path, line: 0, message: "no such file")])
        }
        // What is there must be a file of a keys file's size: a folder, a FIFO or /dev/zero is said
        // as such (reading one would fail, block or never end).
        switch FileKind.at(path) {
        case .file: break
        case let kind:
            throw Error(problems: [Problem(file: path, line: 0, message: "is \(kind.described), not a keys file; "
                                           + "point --keys-file at a keys.toml, or move this away")])
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > Self.largestFile {
            throw Error(problems: [Problem(file: path, line: 0, message: "is \(size) bytes; a keys file is a few lines (at most \(Self.largestFile) bytes)")])
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw Error(problems: [Problem(file: path, line: 0, message: "cannot be read as UTF-8 text")])
        }
        return try parse(text, file: path, actions: actions)
    }

    /// The largest keys file read: far more than every action rebound with several keys.
    public static let largestFile = 1_000_000

    /// A name or value from the file as a message shows it: control characters escaped (a name
    /// holding escape bytes must not drive the terminal) and cut to 80 characters.
    static func shown(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
            if out.count > 80 { return String(out.prefix(80)) + "…" }
        }
        return out
    }

    /// Reads keys.toml text; `file` names it in problems. Throws every problem at once.
    public static func parse(_ text: String, file: String, actions: [KeyAction]) throws(Error) -> KeyBindings {
        let table: TOMLTable
        do { table = try TOMLTable(string: text) } catch let e as TOMLParseError {
            // toml++ garbles a duplicate key's name ('"apapp.help" '): say it from the text instead.
            if e.description.contains("redefine"), let (name, first) = KeyLines.duplicate(in: text, atLine: e.source.begin.line) {
                throw Error(problems: [Problem(file: file, line: e.source.begin.line,
                                               message: "\(name) is set twice (first on line \(first)); keep one of them")])
            }
            throw Error(problems: [Problem(file: file, line: e.source.begin.line, message: "not TOML: \(e.description)")])
        } catch {
            throw Error(problems: [Problem(file: file, line: 0, message: "not TOML: \(error)")])
        }
        let lines = KeyLines(text)
        let known = Dictionary(actions.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var overrides: [String: [KeyEvent]] = [:]
        var problems: [Problem] = []
        for (name, value) in flatten(table) {
            let line = lines.line(of: name)
            guard known[name] != nil else {
                // The nearest name only for the problems listed (a file of 20,000 unknown names
                // would take minutes to match, for lines no one sees).
                let near = problems.count < Error.listed ? nearest(name, in: actions.map(\.name)).map { "; did you mean \($0)?" } ?? "" : ""
                problems.append(Problem(file: file, line: line, message: "unknown action \"\(shown(name))\"\(near)"))
                continue
            }
            let strings: [String]?
            if let s = value.string { strings = [s] } else { strings = value.array.map { $0.compactMap(\.string) } }
            guard let strings, value.array.map({ $0.count == strings.count }) ?? true else {
                problems.append(Problem(file: file, line: line,
                                        message: "\(name): expected a key such as \"<C-e>\" or a list of them, such as [\"x\", \"<Del>\"]"))
                continue
            }
            var keys: [KeyEvent] = []
            let before = problems.count
            for s in strings {
                do {
                    let parsed = try KeyNotation.parse(s)
                    guard parsed.count == 1 else {
                        problems.append(Problem(file: file, line: line, message:
                            "\(name): \"\(s)\" is \(parsed.count) keys; a binding is one key (write several as a list)"))
                        continue
                    }
                    keys.append(parsed[0])
                } catch {
                    problems.append(Problem(file: file, line: line, message: "\(name): \"\(s)\" \(error)"))
                }
            }
            // A value with a bad key keeps the default, so conflicts are checked against what would run.
            if problems.count == before { overrides[name] = keys }
        }
        // A NUL escape ends the string inside TOML's reader ("a\u0000b" reads as "a"): say so
        // rather than bind the part before it.
        for (i, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
        where raw.contains("\\u0000") || raw.contains("\\U00000000") {
            problems.append(Problem(file: file, line: i + 1, message: "a NUL character (\\u0000) cannot be part of a key"))
            if let name = KeyLines.assignments(in: String(raw)).first?.1 { overrides[name] = nil }
        }
        // Quit keeps a key: without one only Ctrl-C would end a session.
        if let keys = overrides[KeyAction.quit.name], keys.isEmpty {
            problems.append(Problem(file: file, line: lines.line(of: KeyAction.quit.name), message:
                "\(KeyAction.quit.name) needs at least one key: it is the way out of every session; bind another key instead of []"))
        }
        let bindings = KeyBindings(overrides: overrides)
        // A key that works everywhere (Ctrl-Q, F1…) bound to an action elsewhere: one of the two
        // would never run, and the action would lose the keys it had (j and ↓ for move.down).
        let everywhere = actions.filter { $0.group == .everywhere }
        for (name, keys) in overrides.sorted(by: { $0.key < $1.key }) where known[name]?.group != .everywhere {
            for key in keys {
                guard let owner = everywhere.first(where: { bindings.keys(for: $0).contains(key) }) else { continue }
                problems.append(Problem(file: file, line: lines.line(of: name), message:
                    "\(name): \(KeyNotation.describe(key)) is \(owner.name)'s key, which works everywhere; choose another key "
                    + "(or rebind \(owner.name) first)"))
            }
        }
        // Only conflicts this file makes: two of the app's own actions that share a default key
        // are the app's to fix (`KeyBindings.conflicts`, SceneryTesting's check), not the user's.
        for c in bindings.conflicts(among: actions) {
            let lineNumbers = c.actions.compactMap { overrides[$0] != nil ? lines.line(of: $0) : nil }
            guard let line = lineNumbers.min() else { continue }
            problems.append(Problem(file: file, line: line, message: "conflict: \(c)"))
        }
        guard problems.isEmpty else { throw Error(problems: problems.sorted { $0.line < $1.line }) }
        return bindings
    }

    /// Dotted names for every value, tables included (`[columns] left = …` is `columns.left`).
    static func flatten(_ table: TOMLTable, prefix: String = "") -> [(String, any TOMLValueConvertible)] {
        var out: [(String, any TOMLValueConvertible)] = []
        for (key, value) in table {
            let name = prefix.isEmpty ? key : prefix + "." + key
            if let sub = value.table { out += flatten(sub, prefix: name) } else { out.append((name, value)) }
        }
        return out.sorted { $0.0 < $1.0 }
    }

    /// The known name closest to a misspelt one, when it is close enough to be a typo.
    static func nearest(_ name: String, in names: [String]) -> String? {
        func distance(_ a: [Character], _ b: [Character]) -> Int {
            var row = Array(0...b.count)
            for (i, ca) in a.enumerated() {
                var previous = row[0]
                row[0] = i + 1
                for (j, cb) in b.enumerated() {
                    let next = min(row[j + 1] + 1, row[j] + 1, previous + (ca == cb ? 0 : 1))
                    previous = row[j + 1]
                    row[j + 1] = next
                }
            }
            return row[b.count]
        }
        let a = Array(name.lowercased())
        guard let best = names.min(by: { distance(a, Array($0.lowercased())) < distance(a, Array($1.lowercased())) }) else { return nil }
        return distance(a, Array(best.lowercased())) <= max(2, name.count / 4) ? best : nil
    }
}

/// Where each dotted name is set in the text, for `file:line` (TOMLKit parses; it does not say where).
private struct KeyLines {
    private var lines: [String: Int] = [:]

    init(_ text: String) {
        for (number, name) in Self.assignments(in: text) where lines[name] == nil { lines[name] = number }
    }

    func line(of name: String) -> Int { lines[name] ?? 0 }

    /// Every `key = value` line as (line number, dotted name). Lines end at `\n` or `\r\n`
    /// (a `\r\n` is one Character in Swift, so splitting at "\n" alone would find one line).
    static func assignments(in text: String) -> [(Int, String)] {
        var table = ""
        var out: [(Int, String)] = []
        for (i, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") && !line.hasPrefix("[[") {
                table = Self.unquote(line.dropFirst().prefix { $0 != "]" })
                continue
            }
            guard !line.hasPrefix("#"), let eq = Self.assignment(in: line) else { continue }
            let key = Self.unquote(line[..<eq])
            out.append((i + 1, table.isEmpty ? key : table + "." + key))
        }
        return out
    }

    /// The name set on `line` and the line that set it first, when it is set twice.
    static func duplicate(in text: String, atLine line: Int) -> (String, Int)? {
        let all = assignments(in: text)
        guard let name = all.first(where: { $0.0 == line })?.1, let first = all.first(where: { $0.1 == name }), first.0 < line else { return nil }
        return (name, first.0)
    }

    /// The `=` of `key = value`, outside quotes.
    private static func assignment(in line: String) -> String.Index? {
        var quote: Character?
        for i in line.indices {
            let c = line[i]
            if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "'" { quote = c } else if c == "=" { return i }
        }
        return nil
    }

    /// `"app.help"` and `window . minimize` as `app.help`, `window.minimize`.
    private static func unquote<S: StringProtocol>(_ key: S) -> String {
        key.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
            .joined(separator: ".")
    }
}

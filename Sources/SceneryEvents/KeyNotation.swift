/// The key notation of `--keys` and the help screen: plain characters stand for themselves;
/// named keys go in angle brackets, with `C-` (Ctrl), `A-` (Alt) and `S-` (Shift) prefixes:
/// `<Down>`, `<S-Tab>`, `<C-r>`, `<A-x>`, `<F12>`, `<Enter>`, `<Esc>`, `<BS>`, `<Space>`, `<lt>` for `<`.
public enum KeyNotation {
    /// A key string that could not be read: where, and why.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        /// The character offset of the problem in the string.
        public let offset: Int
        /// What is wrong, in a short sentence.
        public let message: String
        /// How it reads in messages and test output.
        public var description: String { "at character \(offset + 1): \(message)" }
    }

    static let names: [(String, Key)] = [
        ("Enter", .enter), ("CR", .enter), ("Return", .enter), ("Esc", .escape), ("Escape", .escape),
        ("Tab", .tab), ("BS", .backspace), ("Backspace", .backspace), ("Del", .delete), ("Delete", .delete),
        ("Insert", .insert), ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right),
        ("Home", .home), ("End", .end), ("PageUp", .pageUp), ("PgUp", .pageUp),
        ("PageDown", .pageDown), ("PgDn", .pageDown), ("Space", .character(" ")), ("lt", .character("<")),
    ]

    /// Parses a key string such as `jj<Tab><C-r><Right>`.
    public static func parse(_ text: String) throws(ParseError) -> [KeyEvent] {
        var out: [KeyEvent] = []
        // A combining mark right after `<` or `>` joins it into one Character; split it off, so
        // `<Down>\u{301}` is <Down> and then the mark, not text that hides the `>`.
        let chars = text.flatMap { c -> [Character] in
            let scalars = c.unicodeScalars
            guard scalars.count > 1, let first = scalars.first, first == "<" || first == ">" else { return [c] }
            var rest = String.UnicodeScalarView()
            rest.append(contentsOf: scalars.dropFirst())
            return [Character(first), Character(String(rest))]
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "<", let close = chars[(i + 1)...].firstIndex(of: ">"), close > i + 1 {
                let body = String(chars[(i + 1)..<close])
                out.append(try parseNamed(body, offset: i))
                i = close + 1
                continue
            }
            if c == "\n" || c == "\r" { out.append(KeyEvent(.enter)) }
            else if c == "\t" { out.append(KeyEvent(.tab)) }
            else { out.append(KeyEvent(.character(c))) }
            i += 1
        }
        return out
    }

    static func parseNamed(_ body: String, offset: Int) throws(ParseError) -> KeyEvent {
        var mods: Modifiers = []
        var rest = Substring(body)
        while rest.count > 2, rest.dropFirst().first == "-" {
            switch rest.first! {
            case "C", "c": mods.insert(.control)
            case "A", "a", "M", "m": mods.insert(.alt)
            case "S", "s": mods.insert(.shift)
            default: throw ParseError(offset: offset, message: "unknown modifier '\(rest.first!)' in <\(body)> (use C-, A- or S-)")
            }
            rest = rest.dropFirst(2)
        }
        let name = String(rest)
        if let (_, key) = names.first(where: { $0.0.lowercased() == name.lowercased() }) {
            return KeyEvent(key, mods)
        }
        if name.count >= 2, name.first == "F" || name.first == "f", let n = Int(name.dropFirst()), (1...24).contains(n) {
            return KeyEvent(.function(n), mods)
        }
        if name.count == 1, let c = name.first {
            let lower = mods.contains(.control) ? Character(c.lowercased()) : c
            return KeyEvent(.character(lower), mods)
        }
        throw ParseError(offset: offset, message: "unknown key <\(body)>; named keys are "
            + names.map { $0.0 }.joined(separator: ", ") + ", F1…F24")
    }

    /// The notation for one key event (`<C-r>`, `x`, `<S-Tab>`).
    public static func describe(_ k: KeyEvent) -> String {
        var prefix = ""
        if k.modifiers.contains(.control) { prefix += "C-" }
        if k.modifiers.contains(.alt) { prefix += "A-" }
        if k.modifiers.contains(.shift) { prefix += "S-" }
        let name: String
        switch k.key {
        case .character(" "): name = "Space"
        case .character("<"): name = "lt"
        case .character(let c):
            if prefix.isEmpty { return String(c) }
            name = String(c)
        case .function(let n): name = "F\(n)"
        default: name = names.first(where: { $0.1 == k.key })?.0 ?? "?"
        }
        return "<\(prefix)\(name)>"
    }
}

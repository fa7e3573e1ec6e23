import Foundation

/// An app's strings in every language, read from Apple's String Catalog format
/// (`Localizable.xcstrings`, Xcode 15+), as a hosted app ships it: the simulator shows a
/// window's strings in its `language` trait through it (docs/library.md, "Localizing").
///
/// Each key is the string as the app writes it (its source language); a language without a
/// translation of a key shows the key. Plural variations give their `other` form.
public struct StringCatalog: Sendable, Equatable {
    /// The language the keys are written in (`sourceLanguage`).
    public let sourceLanguage: String
    /// Key → language → value.
    private var strings: [String: [String: String]]

    /// A catalog of translations given in code: key → language → value.
    public init(sourceLanguage: String = "en", strings: [String: [String: String]]) {
        self.sourceLanguage = sourceLanguage
        self.strings = strings
    }

    /// Why a catalog could not be read: the file and what is wrong.
    public struct ReadError: Error, CustomStringConvertible {
        /// The file, or "(data)".
        public let file: String
        /// What is wrong, and what to do.
        public let problem: String
        /// A read error about `file`.
        public init(file: String, problem: String) { self.file = file; self.problem = problem }
        /// `FILE: PROBLEM`.
        public var description: String { "\(file): \(problem)" }
    }

    /// Reads a String Catalog's JSON; `file` names it in errors (SceneryStorage reads the file:
    /// `StringCatalog(contentsOf:)`).
    public init(data: Data, file: String = "(data)") throws {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw ReadError(file: file, problem: "is not JSON; a String Catalog is the JSON Xcode writes as Localizable.xcstrings")
        }
        guard let entries = root["strings"] as? [String: Any] else {
            throw ReadError(file: file, problem: "has no \"strings\" object; is it a String Catalog (Localizable.xcstrings)?")
        }
        sourceLanguage = root["sourceLanguage"] as? String ?? "en"
        var strings: [String: [String: String]] = [:]
        for (key, value) in entries {
            guard let entry = value as? [String: Any] else {
                throw ReadError(file: file, problem: "the entry \"\(key)\" is not an object")
            }
            var values: [String: String] = [:]
            for (language, localization) in entry["localizations"] as? [String: Any] ?? [:] {
                if let text = Self.value(of: localization) { values[language] = text }
            }
            strings[key] = values
        }
        self.strings = strings
    }

    /// A localization's text: its `stringUnit`, else its plural `other` variation.
    private static func value(of localization: Any) -> String? {
        guard let l = localization as? [String: Any] else { return nil }
        if let unit = l["stringUnit"] as? [String: Any], let v = unit["value"] as? String { return v }
        if let variations = l["variations"] as? [String: Any], let plural = variations["plural"] as? [String: Any],
           let other = plural["other"] { return value(of: other) }
        return nil
    }

    /// `key` in `language`, or nil when the catalog has no translation of it.
    public func localizedString(_ key: String, language: String) -> String? { strings[key]?[language] }

    /// `text` in `language`: its translation, else each part of a title joined with ` — `
    /// (`Mail — Inbox`, as window titles are made) translated on its own, else `text`.
    public func localized(_ text: String, language: String) -> String {
        if let whole = localizedString(text, language: language) { return whole }
        // A label drawn with a glyph before or after it (`‹ Files`, `▶ Listen Now`, `Inbox ›`).
        let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber }
        if let first = text.firstIndex(where: isWord), let last = text.lastIndex(where: isWord),
           first != text.startIndex || text.index(after: last) != text.endIndex,
           let core = localizedString(String(text[first...last]), language: language) {
            return String(text[..<first]) + core + String(text[text.index(after: last)...])
        }
        guard text.contains(" — ") else { return text }
        return text.components(separatedBy: " — ").map { localized($0, language: language) }.joined(separator: " — ")
    }

    /// Every language some key is translated into, sorted.
    public var languages: [String] { Set(strings.values.flatMap(\.keys)).sorted() }

    /// How many keys it has.
    public var count: Int { strings.count }
}

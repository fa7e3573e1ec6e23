import TerminalCanvas

/// The language an app's strings are shown in, or one of Xcode's pseudolanguages, which try a
/// layout without translations: `rtl` mirrors the layout and keeps the text, `double` repeats
/// every string, `accented` puts accents on every letter, `bounded` brackets every string so
/// a cut one shows.
public struct AppLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The code: `en`, `fr`, `ko`, `ja`, or `rtl`, `double`, `accented`, `bounded`.
    public let code: String

    /// A language by its code.
    public init(code: String) { self.code = code }

    /// English, the demo apps' own language.
    public static let english = AppLanguage(code: "en")
    /// French.
    public static let french = AppLanguage(code: "fr")
    /// Korean.
    public static let korean = AppLanguage(code: "ko")
    /// Japanese.
    public static let japanese = AppLanguage(code: "ja")
    /// Xcode's Right-to-Left Pseudolanguage: English text, mirrored layout.
    public static let rightToLeftPseudo = AppLanguage(code: "rtl")
    /// Xcode's Double-Length Pseudolanguage.
    public static let doubleLengthPseudo = AppLanguage(code: "double")
    /// Xcode's Accented Pseudolanguage.
    public static let accentedPseudo = AppLanguage(code: "accented")
    /// Xcode's Bounded String Pseudolanguage.
    public static let boundedPseudo = AppLanguage(code: "bounded")

    /// The languages the demo apps are translated into and the pseudolanguages, the real ones
    /// first: what the environment panel and `--variants language` go through.
    public static let all: [AppLanguage] = [.english, .french, .korean, .japanese,
                                            .rightToLeftPseudo, .doubleLengthPseudo, .accentedPseudo, .boundedPseudo]

    /// The codes a message offers: the demos' languages, the pseudolanguages, and a hint of the rest.
    public static var examples: String { all.map(\.code).joined(separator: " ") + " (or de, pt-BR, ar…)" }

    /// A language from `--language`, `Set Language` or a saved session: a pseudolanguage (any
    /// case), or any language code as String Catalogs name them (`de`, `pt-BR`, `zh-Hans`: two
    /// or three letters, then parts of letters and digits after `-`), which shows an app's
    /// strings where its catalog has that language; nil for anything else.
    public init?(parsing text: String) {
        if let known = Self.all.first(where: { $0.code == text.lowercased() }) { self = known; return }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        self.init(code: ([first.lowercased()] + parts.dropFirst().map(String.init)).joined(separator: "-"))
    }

    /// Languages written right to left: their layouts mirror, as the `rtl` pseudolanguage's do.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// The direction its layouts run: right-to-left for the `rtl` pseudolanguage and for Arabic,
    /// Hebrew, Persian, Urdu and the other right-to-left scripts.
    public var layoutDirection: UserInterfaceLayoutDirection {
        if self == .rightToLeftPseudo { return .rightToLeft }
        let base = code.split(separator: "-").first.map(String.init) ?? code
        return Self.rightToLeftLanguages.contains(base) ? .rightToLeft : .leftToRight
    }

    /// Whether text is shown other than as written (a translation, or a pseudolanguage's change).
    public var changesText: Bool { code != "en" && code != "rtl" }

    /// True for the four pseudolanguages.
    public var isPseudolanguage: Bool { ["rtl", "double", "accented", "bounded"].contains(code) }

    /// The code.
    public var description: String { code }
}

extension AppLanguage {
    /// What drawing does to a window's text in this language, with the app's `catalog`: its
    /// translation where there is one, then the pseudolanguage's change; nil when text is shown
    /// as written (English, and right-to-left, which changes the layout only).
    public func textTransform(catalog: StringCatalog?) -> TextTransform? {
        let code = self.code
        switch self {
        case .doubleLengthPseudo: return TextTransform { Self.keepingSpaces($0) { $0 + " " + $0 } }
        case .accentedPseudo: return TextTransform { Self.accented($0) }
        case .boundedPseudo: return TextTransform { Self.keepingSpaces($0) { "[# " + $0 + " #]" } }
        case .english, .rightToLeftPseudo: return nil
        default:
            // The app's catalog first, then UIKit's own words (`StringCatalog.system`).
            return TextTransform { text in
                Self.keepingSpaces(text) { s in
                    let own = catalog?.localized(s, language: code) ?? s
                    return own != s ? own : StringCatalog.system.localized(s, language: code)
                }
            }
        }
    }

    /// `change` applied to the words of `text`, with the spaces around them kept (a title bar
    /// draws ` Title `); text without letters (rules, glyphs, times) is left alone.
    static func keepingSpaces(_ text: String, _ change: (String) -> String) -> String {
        guard hasLetters(text) else { return text }
        let leading = text.prefix { $0 == " " }, trailing = text.reversed().prefix { $0 == " " }
        guard !leading.isEmpty || !trailing.isEmpty else { return change(text) }
        let core = text.dropFirst(leading.count).dropLast(trailing.count)
        return String(leading) + change(String(core)) + String(trailing)
    }

    /// Whether `text` is words (a pseudolanguage leaves glyphs, rules and numbers alone).
    static func hasLetters(_ text: String) -> Bool { text.unicodeScalars.contains { $0.properties.isAlphabetic } }

    /// Xcode's accented pseudolanguage: every vowel (and a few consonants) with an accent.
    static func accented(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { accents[$0] ?? $0 }))
    }

    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs = Array(zip("aeiouyncAEIOUYNC".unicodeScalars, "åéîöûýñçÅÉÎÖÛÝÑÇ".unicodeScalars))
        return Dictionary(uniqueKeysWithValues: pairs)
    }()
}

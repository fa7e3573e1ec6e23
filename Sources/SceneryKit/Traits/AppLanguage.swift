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

    /// Every language `--language` takes, the real ones first.
    public static let all: [AppLanguage] = [.english, .french, .korean, .japanese,
                                            .rightToLeftPseudo, .doubleLengthPseudo, .accentedPseudo, .boundedPseudo]

    /// A language from `--language`, `Set Language` or a saved session (any case); nil for an unknown code.
    public init?(parsing text: String) {
        let code = text.lowercased()
        guard let found = Self.all.first(where: { $0.code == code }) else { return nil }
        self = found
    }

    /// The direction its layouts run.
    public var layoutDirection: UserInterfaceLayoutDirection { self == .rightToLeftPseudo ? .rightToLeft : .leftToRight }

    /// Whether text is shown other than as written (a translation, or a pseudolanguage's change).
    public var changesText: Bool { code != "en" && code != "rtl" }

    /// True for the four pseudolanguages.
    public var isPseudolanguage: Bool { ["rtl", "double", "accented", "bounded"].contains(code) }

    /// The code.
    public var description: String { code }
}

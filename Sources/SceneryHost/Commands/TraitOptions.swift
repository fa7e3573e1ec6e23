import ArgumentParser
import SceneryKit

/// `--text-size`, `--appearance` and `--language`: the traits beyond space a session starts
/// with, as Xcode's Environment Overrides set them (docs/traits.md).
struct TraitOptions: ParsableArguments {
    @Option(name: .customLong("text-size"),
            help: ArgumentHelp("Dynamic Type text size: xs s m l xl xxl xxxl AX1 AX2 AX3 AX4 AX5, or UIKit's names (default l).",
                               valueName: "size"))
    var textSize: String?

    @Option(name: .long, help: ArgumentHelp("light or dark (default: the terminal's: its answer to the background-colour query, else COLORFGBG, else dark).", valueName: "style"))
    var appearance: String?

    @Option(name: .long, help: ArgumentHelp("A language code (en fr ko ja have the demos' strings; any other shows an app's own "
                                            + "catalog's, ar and he run right to left), or a pseudolanguage: rtl double accented "
                                            + "bounded (default en).", valueName: "code"))
    var language: String?

    func validate() throws { _ = try overrides() }

    /// The options as given, for `attach` to send on: `["--text-size", "AX3", …]`.
    var arguments: [String] {
        [("--text-size", textSize), ("--appearance", appearance), ("--language", language)]
            .flatMap { name, value in value.map { [name, $0] } ?? [] }
    }

    /// One line for an error parsing them.
    static func oneLine(for error: Error) -> String {
        message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    }

    /// The overrides the options ask for; an unknown value is a message listing the ones there are.
    func overrides() throws -> TraitOverrides {
        var o = TraitOverrides()
        if let textSize {
            guard let c = ContentSizeCategory(parsing: textSize) else {
                throw ValidationError("--text-size '\(textSize)' is not a text size; give one of \(ContentSizeCategory.shortNames)")
            }
            o.preferredContentSizeCategory = c
        }
        if let appearance {
            guard let style = UserInterfaceStyle(parsing: appearance) else {
                throw ValidationError("--appearance '\(appearance)' is not an appearance; give light or dark")
            }
            o.userInterfaceStyle = style
        }
        if let language {
            guard let l = AppLanguage(parsing: language) else {
                throw ValidationError("--language '\(language)' is not a language code; give one such as \(AppLanguage.examples)")
            }
            o.language = l
        }
        return o
    }
}

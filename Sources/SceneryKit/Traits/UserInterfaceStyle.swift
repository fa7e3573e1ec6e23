/// Light or dark, as `UIUserInterfaceStyle`: the appearance colours resolve against.
public enum UserInterfaceStyle: String, Sendable, Codable, CaseIterable {
    /// Not known yet (resolved as the terminal's); dark text on light; light text on dark.
    case unspecified, light, dark

    /// `light` or `dark` as `--appearance` and `Set Appearance` take them (any case); nil otherwise.
    public init?(parsing text: String) {
        guard let style = UserInterfaceStyle(rawValue: text.lowercased()), style != .unspecified else { return nil }
        self = style
    }

    /// The terminal's appearance from `COLORFGBG` ("15;0": light text on a dark background),
    /// the variable rxvt, Konsole and others set; nil where it is missing or unreadable.
    public static func fromEnvironment(_ environment: [String: String]) -> UserInterfaceStyle? {
        guard let value = environment["COLORFGBG"],
              let last = value.split(separator: ";").last, let background = Int(last) else { return nil }
        // The 16-colour background: 7 (white) and 9–15 are light, 0–6 and 8 are dark (rxvt's rule).
        return background == 7 || (9...15).contains(background) ? .light : .dark
    }
}

/// The direction text runs and layouts read, as `UIUserInterfaceLayoutDirection`: in
/// right-to-left the leading edge is the right one, and split views, bars and lists mirror.
public enum UserInterfaceLayoutDirection: String, Sendable, Codable, CaseIterable {
    /// English, French, Korean, Japanese; Arabic, Hebrew and the right-to-left pseudolanguage.
    case leftToRight, rightToLeft
}

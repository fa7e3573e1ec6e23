import TerminalCanvas

/// Light and dark: a theme is written for a dark terminal (`Theme.standard`); in the light
/// appearance its greys turn over and its grey text darkens, so every text keeps 4.5:1 contrast
/// on its background (docs/traits.md, "Appearance").
extension Theme {
    /// Every style of the theme, to resolve them all the same way.
    nonisolated(unsafe) static let styleKeyPaths: [WritableKeyPath<Theme, Style>] = [  // key paths are immutable values
        \.windowBorder, \.inactiveWindowBorder, \.windowTitle, \.inactiveWindowTitle, \.closeControl, \.minimizeControl,
        \.arrangeControl, \.navigationTitle, \.separator, \.sidebar, \.selection, \.inactiveSelection, \.secondaryText,
        \.accent, \.unread, \.hintBar, \.hintKey, \.overlay, \.shelf, \.shelfItem, \.dimmed, \.menuHighlight, \.modeBadge,
        \.destructive,
    ]

    /// The theme for `style`: itself for dark (or unspecified: the terminal's), each colour
    /// through ``DynamicColor/lightVariant(of:isText:)`` for light.
    public func resolved(for style: UserInterfaceStyle) -> Theme {
        guard style == .light else { return self }
        var t = self
        for key in Self.styleKeyPaths {
            var s = t[keyPath: key]
            s.foreground = DynamicColor.lightVariant(of: s.foreground, isText: true)
            s.background = DynamicColor.lightVariant(of: s.background, isText: false)
            t[keyPath: key] = s
        }
        return t
    }

    /// The standard theme in the light appearance.
    public static let light = Theme.standard.resolved(for: .light)
}

/// A colour with a light and a dark variant, as a dynamic `UIColor`: it resolves against a
/// trait collection's `userInterfaceStyle` (`.unspecified` takes the dark one, the terminal's
/// usual appearance).
public struct DynamicColor: Hashable, Sendable {
    /// The colour in the light appearance.
    public var light: Color
    /// The colour in the dark appearance.
    public var dark: Color

    /// A colour that is `light` in the light appearance and `dark` in the dark one.
    public init(light: Color, dark: Color) { self.light = light; self.dark = dark }

    /// A colour written for a dark terminal, with its light variant made as the theme makes its own.
    public init(dark: Color) { self.init(light: Self.lightVariant(of: dark, isText: true), dark: dark) }

    /// The variant for `traits`.
    public func resolvedColor(with traits: TraitCollection) -> Color {
        traits.userInterfaceStyle == .light ? light : dark
    }

    /// The light appearance's colour for one written for a dark terminal: greys of the
    /// 256-colour ramp turn over (a dark grey background becomes a light one); grey text
    /// (bright black, and light greys) becomes a dark grey that keeps 4.5:1 on white and on the
    /// light greys; yellow text, unreadable on white, becomes dark yellow; cyan text blue and
    /// bright red text red. Other colours stay.
    public static func lightVariant(of color: Color, isText: Bool) -> Color {
        switch color {
        case .ansi(8) where isText: return .indexed(240)
        case .ansi(3) where isText: return .indexed(136)
        case .ansi(6) where isText: return .ansi(4)   // the accent's cyan → blue
        case .ansi(9) where isText: return .ansi(1)   // the destructive bright red → red
        case .indexed(let n) where n >= 232:
            if isText { return .indexed(240) }
            return .indexed(max(232, 255 - (n - 232) - 1))  // 233 → 253, 238 → 248: light greys grey text still reads on
        default: return color
        }
    }
}

extension UserInterfaceStyle {
    /// The text colour cells take where a theme says "the terminal's" while this appearance is
    /// painted over a terminal of the other one (black on white; light grey on black).
    public var paintedForeground: Color { self == .light ? .indexed(16) : .indexed(252) }
    /// The background such cells take.
    public var paintedBackground: Color { self == .light ? .indexed(231) : .indexed(16) }
}

extension Canvas {
    /// Gives every cell of `rect` that uses the terminal's own colours `style`'s instead: the
    /// simulator paints an appearance the terminal does not have (a light window on a dark
    /// terminal), so that the window is light whatever the terminal's colours.
    mutating func paint(_ rect: Rect, as style: UserInterfaceStyle) {
        let fg = style.paintedForeground, bg = style.paintedBackground
        restyle(rect) { s in
            var s = s
            if s.foreground == .default { s.foreground = fg }
            if s.background == .default { s.background = bg }
            return s
        }
    }
}

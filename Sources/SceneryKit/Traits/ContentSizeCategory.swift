/// The text size a person chose in Settings, as UIKit's `UIContentSizeCategory`: seven standard
/// sizes, then the five larger accessibility sizes (AX1 … AX5). `.large` is the default.
///
/// A terminal cannot draw larger letters, so Scenery simulates what larger text does to a layout
/// (docs/traits.md, "Text size"): text costs more points, so columns that hold text need more
/// of them (`scale`); list rows stack their label and value and gain padding at accessibility
/// sizes. Apps scale their own numbers with ``scaledValue(for:)``.
public enum ContentSizeCategory: String, Sendable, Codable, CaseIterable, Comparable {
    /// The seven standard sizes, smallest first (body text 14, 15, 16, **17**, 19, 21, 23 pt).
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The accessibility sizes AX1 … AX5 (body text 28, 33, 40, 47, 53 pt).
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// True for AX1 … AX5, as `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The body text's size in points at this category (HIG Typography).
    public var bodyPointSize: Double {
        switch self {  // a switch, not a table: split views read it at every layout
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// How much more room text takes than at `.large`: the body size over 17 pt (AX3: 40/17 ≈ 2.35).
    public var textScale: Double { bodyPointSize / 17 }

    /// What a column or a readable width that holds text is multiplied by: half the text's
    /// growth (AX3 1.68×, AX5 2.06×, extra small 0.91×). Only half, because a wider column
    /// also wraps more of its text onto more rows, as UIKit's labels do; docs/DECISIONS.md.
    public var layoutScale: Double { self == .large ? 1 : 1 + (textScale - 1) / 2 }

    /// `UIFontMetrics.scaledValue(for:)`: `value` (points or cells at `.large`) at this category,
    /// as body text scales; cells round to the nearest and never below one where `value` was one.
    public func scaledValue(for value: Double) -> Double { value * textScale }

    /// Cells of an app's own layout (a padding, a gap) at this category, from their count at `.large`.
    public func scaledCells(_ cells: Int) -> Int {
        cells <= 0 ? cells : max(1, Int((Double(cells) * textScale).rounded()))
    }

    /// The short name the command line and tapes take: `xs s m l xl xxl xxxl AX1 … AX5`.
    public var shortName: String {
        ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "AX1", "AX2", "AX3", "AX4", "AX5"][Self.allCases.firstIndex(of: self)!]
    }

    /// Every short name, smallest first, for messages: `xs s m l xl xxl xxxl AX1 AX2 AX3 AX4 AX5`.
    public static var shortNames: String { allCases.map(\.shortName).joined(separator: " ") }

    /// A category from its short name (`l`, `AX3`, any case) or its UIKit name (`large`,
    /// `accessibilityExtraLarge`, `UIContentSizeCategoryLarge`); nil for anything else.
    public init?(parsing text: String) {
        let t = text.trimmingPrefix("UIContentSizeCategory").lowercased()
        let match = Self.allCases.first { $0.shortName.lowercased() == t || $0.rawValue.lowercased() == t }
        guard let match else { return nil }
        self = match
    }

    /// Smaller first.
    public static func < (a: Self, b: Self) -> Bool { a.bodyPointSize < b.bodyPointSize }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}

/// Traits set on a window scene or a view controller for it and everything under it, as UIKit's
/// `traitOverrides` (iOS 17): a nil property is not overridden and takes what comes from above.
///
/// ```swift
/// windowScene.traitOverrides.userInterfaceStyle = .dark
/// settings.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
/// settings.traitOverrides[ContainedInSettings.self] = true
/// ```
public struct TraitOverrides: Hashable, Sendable {
    /// Compact or regular width.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// Compact or regular height.
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// The text size.
    public var preferredContentSizeCategory: ContentSizeCategory?
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle?
    /// Left-to-right or right-to-left.
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// The language (a pseudolanguage sets its direction too, unless `layoutDirection` is set).
    public var language: AppLanguage?
    var customTraits: [ObjectIdentifier: CustomTraitValue] = [:]

    /// Nothing overridden.
    public init() {}

    /// A custom trait's override, nil when not overridden.
    public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value? {
        get { customTraits[ObjectIdentifier(trait)]?.value.base as? T.Value }
        set { customTraits[ObjectIdentifier(trait)] = newValue.map { CustomTraitValue(value: AnyHashable($0), name: T.name) } }
    }

    /// True when nothing is overridden.
    public var isEmpty: Bool { self == TraitOverrides() }

    /// Takes every override `other` sets (the rest stay as they are).
    public mutating func merge(_ other: TraitOverrides) {
        if let v = other.horizontalSizeClass { horizontalSizeClass = v }
        if let v = other.verticalSizeClass { verticalSizeClass = v }
        if let v = other.preferredContentSizeCategory { preferredContentSizeCategory = v }
        if let v = other.userInterfaceStyle { userInterfaceStyle = v }
        if let v = other.layoutDirection { layoutDirection = v }
        if let v = other.language { language = v }
        customTraits.merge(other.customTraits) { $1 }
    }

    /// Sets what is overridden in `traits`.
    public func apply(to traits: inout TraitCollection) {
        if let horizontalSizeClass { traits.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { traits.verticalSizeClass = verticalSizeClass }
        if let preferredContentSizeCategory { traits.preferredContentSizeCategory = preferredContentSizeCategory }
        if let userInterfaceStyle { traits.userInterfaceStyle = userInterfaceStyle }
        if let language {
            traits.language = language
            traits.layoutDirection = language.layoutDirection
        }
        if let layoutDirection { traits.layoutDirection = layoutDirection }
        for (key, value) in customTraits { traits.customTraits[key] = value }
    }

    /// The keys a session's `userInfo` keeps the built-in overrides under.
    static let restorableKeys = ["traits.textSize", "traits.appearance", "traits.language", "traits.direction"]

    /// The built-in overrides as a session's `userInfo` keeps them (custom traits are the app's to save).
    var restorableState: [String: String] {
        var state: [String: String] = [:]
        state["traits.textSize"] = preferredContentSizeCategory?.shortName
        state["traits.appearance"] = userInterfaceStyle?.rawValue
        state["traits.language"] = language?.code
        state["traits.direction"] = layoutDirection?.rawValue
        return state
    }

    /// The overrides a session saved; values it cannot read are left out.
    init(restorableState state: [String: String]) {
        preferredContentSizeCategory = state["traits.textSize"].flatMap(ContentSizeCategory.init(parsing:))
        userInterfaceStyle = state["traits.appearance"].flatMap(UserInterfaceStyle.init(rawValue:))
        language = state["traits.language"].flatMap(AppLanguage.init(parsing:))
        layoutDirection = state["traits.direction"].flatMap(UserInterfaceLayoutDirection.init(rawValue:))
    }
}

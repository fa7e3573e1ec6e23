/// UIKit's size classes: `compact` for a narrow (or short) space, `regular` for a roomy one.
public enum UserInterfaceSizeClass: String, Sendable, Codable, CaseIterable {
    /// Not known yet; narrow or short; roomy.
    case unspecified, compact, regular
}

/// The kind of device a window's traits follow.
public enum UserInterfaceIdiom: String, Sendable, Codable, CaseIterable {
    /// Not known yet; iPhone; iPad; Mac; Apple Vision Pro.
    case unspecified, phone, pad, mac, vision
}

/// The orientation of the interface within the device.
public enum InterfaceOrientation: String, Sendable, Codable, CaseIterable {
    /// Taller than wide; wider than tall.
    case portrait, landscape
    /// The other orientation.
    public var rotated: InterfaceOrientation { self == .portrait ? .landscape : .portrait }
}

/// Orientations an app accepts, as `UIInterfaceOrientationMask` (a terminal has no upside down).
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The mask's bits: 1 portrait, 2 landscape.
    public let rawValue: Int
    /// A mask of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = InterfaceOrientationMask(rawValue: 1)
    /// Landscape.
    public static let landscape = InterfaceOrientationMask(rawValue: 2)
    /// Either orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .landscape]
    /// Whether `orientation` is in the mask.
    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        let member: InterfaceOrientationMask = orientation == .portrait ? .portrait : .landscape
        return isSuperset(of: member)
    }
}

/// Where a view sits relative to a split view, as `UISplitViewController.LayoutEnvironment`.
public enum SplitViewControllerLayoutEnvironment: String, Sendable, Codable {
    /// Not in a split view; in an expanded one; in a collapsed one.
    case none, expanded, collapsed
}

/// Whether a window is the one the person is working in, as `UIUserInterfaceActiveAppearance`:
/// focus moves between windows without taking any scene out of `foregroundActive`, and views
/// dim their selection when their window's appearance is inactive.
public enum UserInterfaceActiveAppearance: String, Sendable, Codable {
    /// Not known; a window in the background; the window being worked in.
    case unspecified, inactive, active
}

/// The traits of one window's environment, handed from the scene to every view controller.
public struct TraitCollection: Hashable, Sendable {
    /// Compact or regular width.
    public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
    /// Compact or regular height.
    public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
    /// The kind of device.
    public var userInterfaceIdiom: UserInterfaceIdiom = .unspecified
    /// Whether the controller sits in an expanded or collapsed split view.
    public var splitViewControllerLayoutEnvironment: SplitViewControllerLayoutEnvironment = .none
    /// `.active` in the focused window, `.inactive` in the others.
    public var activeAppearance: UserInterfaceActiveAppearance = .unspecified
    /// Points per cell, as UIKit's `displayScale` is pixels per point: what turns the cells a
    /// controller is laid out in into the points its size classes and margins are defined in.
    public var displayScale: CellScale = .standard
    /// The text size the person chose (`.large` unless overridden): see ``ContentSizeCategory``.
    public var preferredContentSizeCategory: ContentSizeCategory = .large
    /// Light or dark: the simulator's appearance (the terminal's, or `--appearance`) unless overridden.
    public var userInterfaceStyle: UserInterfaceStyle = .unspecified
    /// Left-to-right, or right-to-left for a right-to-left language (`--language rtl`).
    public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    /// The language strings are shown in (`en`, `fr`, `ko`, `ja`) or a pseudolanguage (`double`,
    /// `accented`, `bounded`, `rtl`): see ``AppLanguage``.
    public var language: AppLanguage = .english
    /// Custom traits (``TraitDefinition``) that differ from their defaults, by type.
    var customTraits: [ObjectIdentifier: CustomTraitValue] = [:]

    /// A custom trait's value: its default unless an override above set it.
    public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
        get { customTraits[ObjectIdentifier(trait)]?.value.base as? T.Value ?? T.defaultValue }
        set {
            // A trait at its default is not kept, so two collections that read alike are equal.
            customTraits[ObjectIdentifier(trait)] = newValue == T.defaultValue ? nil
                : CustomTraitValue(value: AnyHashable(newValue), name: T.name)
        }
    }

    /// The custom traits set in this collection, as `name: value` (F12 lists them).
    public var customTraitDescriptions: [String] {
        customTraits.values.map { "\($0.name): \($0.value.base)" }.sorted()
    }

    /// Traits given one by one; the rest unspecified.
    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
                splitViewControllerLayoutEnvironment: SplitViewControllerLayoutEnvironment = .none) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.splitViewControllerLayoutEnvironment = splitViewControllerLayoutEnvironment
    }

    /// The traits `registerForTraitChanges` can watch (custom traits are watched by their type).
    public enum Trait: Sendable, CaseIterable {
        /// The size classes, the idiom, the split-view environment and the active appearance.
        case horizontalSizeClass, verticalSizeClass, userInterfaceIdiom, splitViewControllerLayoutEnvironment, activeAppearance
        /// Points per cell (the cell scale).
        case displayScale
        /// The text size, light or dark, the layout direction and the language.
        case preferredContentSizeCategory, userInterfaceStyle, layoutDirection, language
    }

    /// The traits that differ between `self` and `other`.
    public func changedTraits(from other: TraitCollection) -> Set<Trait> {
        var s = Set<Trait>()
        if horizontalSizeClass != other.horizontalSizeClass { s.insert(.horizontalSizeClass) }
        if verticalSizeClass != other.verticalSizeClass { s.insert(.verticalSizeClass) }
        if userInterfaceIdiom != other.userInterfaceIdiom { s.insert(.userInterfaceIdiom) }
        if splitViewControllerLayoutEnvironment != other.splitViewControllerLayoutEnvironment {
            s.insert(.splitViewControllerLayoutEnvironment)
        }
        if activeAppearance != other.activeAppearance { s.insert(.activeAppearance) }
        if displayScale != other.displayScale { s.insert(.displayScale) }
        if preferredContentSizeCategory != other.preferredContentSizeCategory { s.insert(.preferredContentSizeCategory) }
        if userInterfaceStyle != other.userInterfaceStyle { s.insert(.userInterfaceStyle) }
        if layoutDirection != other.layoutDirection { s.insert(.layoutDirection) }
        if language != other.language { s.insert(.language) }
        return s
    }

    /// The custom traits whose values differ between `self` and `other`.
    func changedCustomTraits(from other: TraitCollection) -> Set<ObjectIdentifier> {
        guard !customTraits.isEmpty || !other.customTraits.isEmpty else { return [] }
        let keys = Set(customTraits.keys).union(other.customTraits.keys)
        return keys.filter { customTraits[$0] != other.customTraits[$0] }
    }

    /// The collection with `overrides` applied on top.
    public func applying(_ overrides: TraitOverrides) -> TraitCollection {
        var t = self
        overrides.apply(to: &t)
        return t
    }
}

/// A trait of an app's own, as UIKit's `UITraitDefinition`: a type that names the trait and its
/// default value. Read it with `traitCollection[MyTrait.self]`, set it with
/// `traitOverrides[MyTrait.self] = value`, and watch it with `registerForTraitChanges([MyTrait.self])`.
///
/// ```swift
/// enum ContainedInSettings: TraitDefinition { static let defaultValue = false }
/// settingsRoot.traitOverrides[ContainedInSettings.self] = true
/// ```
public protocol TraitDefinition {
    /// The value the trait holds.
    associatedtype Value: Hashable & Sendable
    /// The value where nothing set it.
    static var defaultValue: Value { get }
    /// How the trait names itself (F12, messages); the type's name by default.
    static var name: String { get }
}

extension TraitDefinition {
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
}

/// A custom trait's value, kept by the type that defines it.
struct CustomTraitValue: Hashable, @unchecked Sendable {
    // Unchecked: every value comes from a `TraitDefinition.Value`, which is Sendable.
    let value: AnyHashable
    let name: String
    static func == (a: Self, b: Self) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

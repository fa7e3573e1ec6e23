/// What `registerForTraitChanges` is on: it hands the handler the controller typed as the
/// caller knows it (UIKit passes `Self`), so a `MailViewController` gets a `MailViewController`.
public protocol TraitChangeObservable: AnyObject {}

extension ViewController: TraitChangeObservable {}

extension TraitChangeObservable where Self: ViewController {
    /// Calls `handler` after any of `traits` changes, with this controller and the previous
    /// collection (`registerForTraitChanges(_:handler:)`). Keep the registration to remove it
    /// with `unregisterForTraitChanges(_:)`.
    @discardableResult
    public func registerForTraitChanges(_ traits: [TraitCollection.Trait],
                                        handler: @escaping (Self, TraitCollection) -> Void) -> TraitChangeRegistration {
        addTraitRegistration(Set(traits.map { .builtIn($0) })) { vc, previous in
            // Registered on this controller, so it is at least of the type it was called on.
            if let me = vc as? Self { handler(me, previous) }
        }
    }

    /// Calls `handler` after any of the custom traits (``TraitDefinition`` types) changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [any TraitDefinition.Type],
                                        handler: @escaping (Self, TraitCollection) -> Void) -> TraitChangeRegistration {
        addTraitRegistration(Set(traits.map { .custom(ObjectIdentifier($0)) })) { vc, previous in
            if let me = vc as? Self { handler(me, previous) }
        }
    }
}

/// What `registerForTraitChanges` returns, as UIKit's `UITraitChangeRegistration`: hand it to
/// `unregisterForTraitChanges(_:)` to stop the calls.
public struct TraitChangeRegistration: Hashable, Sendable {
    let owner: ObjectIdentifier
    let number: Int
}

/// One registration: the traits it watches and its handler.
struct TraitRegistrationEntry {
    enum Key: Hashable { case builtIn(TraitCollection.Trait), custom(ObjectIdentifier) }
    let registration: TraitChangeRegistration
    let traits: Set<Key>
    let handler: (ViewController, TraitCollection) -> Void

    func matches(_ changed: Set<TraitCollection.Trait>, _ changedCustom: Set<ObjectIdentifier>) -> Bool {
        traits.contains { key in
            switch key {
            case .builtIn(let t): changed.contains(t)
            case .custom(let id): changedCustom.contains(id)
            }
        }
    }
}

/// A handler to call once the whole tree has its new traits.
struct TraitDelivery {
    let controller: ViewController
    let previous: TraitCollection
    let handler: (ViewController, TraitCollection) -> Void
}

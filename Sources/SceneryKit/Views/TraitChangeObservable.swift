/// What `registerForTraitChanges` is on: it hands the handler the controller typed as the
/// caller knows it (UIKit passes `Self`), so a `MailViewController` gets a `MailViewController`.
public protocol TraitChangeObservable: AnyObject {}

extension ViewController: TraitChangeObservable {}

extension TraitChangeObservable where Self: ViewController {
    /// Calls `handler` after any of `traits` changes, with this controller and the previous
    /// collection (`registerForTraitChanges(_:handler:)`).
    public func registerForTraitChanges(_ traits: [TraitCollection.Trait], handler: @escaping (Self, TraitCollection) -> Void) {
        addTraitRegistration(traits) { vc, previous in
            // Registered on this controller, so it is at least of the type it was called on.
            if let me = vc as? Self { handler(me, previous) }
        }
    }
}

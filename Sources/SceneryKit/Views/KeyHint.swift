/// A key a view controller answers right now, with what it does: the hint bar shows these for
/// the focused window, as UIKit shows a key command's discoverability title when ⌘ is held.
public struct KeyHint: Equatable, Sendable {
    /// The key as the hint bar writes it (`Tab`, `↑↓`, `^R`, `1-9`).
    public var keys: String
    /// A word or two: `next column`, `inspector`.
    public var action: String

    public init(_ keys: String, _ action: String) {
        self.keys = keys; self.action = action
    }
}

extension ViewController {
    /// `keyHints`, or those of the sheet presented over this controller (keys go to the sheet
    /// while it shows), with the sheet's own keys.
    public var keyHintsIncludingPresentation: [KeyHint] {
        guard let p = presentedViewController else { return keyHints }
        // How to leave comes first: on a narrow bar the last hints are the ones dropped.
        let own = p.keyHints
        var hints = own.contains(where: { $0.keys == "Esc" }) ? [] : [KeyHint("Esc", "close")]
        hints += own
        let detents = p.sheetPresentationController.detents
        if detents.contains(.medium) && detents.contains(.large) { hints.append(KeyHint("S-↑↓", "size")) }
        return hints
    }
}

extension Array where Element == KeyHint {
    /// The hints without a second entry for keys already listed (the first, most specific, wins).
    func uniquedByKeys() -> [KeyHint] {
        var seen = Set<String>()
        return filter { seen.insert($0.keys).inserted }
    }
}

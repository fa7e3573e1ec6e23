// Bridges for code written against 0.1.0, kept for one minor version (CHANGELOG.md says what
// to write instead). Each compiles as it did, with a deprecation warning that names the way now.

extension BarButtonItem {
    /// 0.1.0's button with a key. A key that does the same is a key command of the controller
    /// now (the hint bar and the key map come from those); this bridge keeps the button and
    /// drops the key, so declare the `KeyCommand` when you follow the warning.
    @available(*, deprecated, message: "declare the key as a KeyCommand of the controller (keyCommands); this initializer drops it")
    public init(title: String, key: KeyEvent?, action: @escaping () -> Void) {
        self.init(title: title, action: action)
    }
}

// Bridges for code written against 0.2.0's region map (`hitRegions`, `NavigationBar.Layout.hits`):
// a controller lists `regionItems` now, each with what a press on it does.

extension NavigationBar.Layout {
    /// 0.2.0's click regions: each button's cells. The region map hands a press to the button
    /// now (`regionItems` of the controller that lays the bar out).
    @available(*, deprecated, message: "read buttons; a press on one reaches it through the region map")
    public var hits: [(Rect, NavigationBar.Button)] { buttons.map { ($0.rect, $0.button) } }
}

/// Reads the deprecated `hitRegions` without a warning: a protocol requirement is not deprecated.
protocol LegacyHitRegions { var hitRegions: [(Rect, Region.Role)] { get } }
extension ViewController: LegacyHitRegions {
    /// What an override of `hitRegions` declares, as items that go to `handleMouse(_:in:)`.
    var legacyRegionItems: [RegionItem] {
        (self as LegacyHitRegions).hitRegions.map { rect, role in
            RegionItem(rect, role) { [unowned self] event in _ = self.handleMouse(event, in: self.frame) }
        }
    }
}

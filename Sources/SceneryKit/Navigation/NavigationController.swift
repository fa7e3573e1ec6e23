import TerminalCanvas

/// A stack of view controllers with a navigation bar, as `UINavigationController`.
///
/// The root is index 0 and can never be popped; the last one is on screen. The bar shows
/// `‹ Previous` (shortened to `‹ Back`, then `‹`, when cramped), the title and the top
/// controller's right items. `Esc` and `Backspace` pop when the top controller does not use
/// them; a click on the back button pops too.
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// Called after a controller is popped by the person (Esc, Backspace, the back button).
    public var didPop: ((ViewController) -> Void)?
    /// The bar as last laid out: where its buttons are (the click regions) and its title.
    private(set) var bar: NavigationBar.Layout?
    /// The bar's last drawing, with damage tracking on.
    private var drawnBar: ContentDrawing?
    /// Columns of the bar's row a tab strip covers (iPad, Mac toolbar), set by the tab bar
    /// controller: the title moves to the leading side to share the row.
    var barRegionReservedByTabs: Range<Int>?
    /// Buttons a container puts first on the bar, before the back button: the split view's
    /// display-mode and secondary-only buttons in the secondary column.
    var containerLeadingItems: [BarButtonItem] = []

    /// A stack holding `rootViewController`, if given.
    public init(rootViewController: ViewController? = nil) {
        super.init(title: rootViewController?.title ?? "")
        if let rootViewController { setViewControllers([rootViewController]) }
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }
    public override var title: String {
        get { topViewController?.title ?? "" }
        set {}
    }

    /// Pushes `vc` on the stack; it gets a back button titled after the controller under it.
    public func pushViewController(_ vc: ViewController) {
        viewControllers.append(vc)
        addChild(vc)
    }

    /// Pops the top controller; never the root.
    @discardableResult
    public func popViewController() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.removeLast()
        top.removeFromParent()
        return top
    }

    /// Pops until `vc` is on top; returns what was popped.
    @discardableResult
    public func popToViewController(_ vc: ViewController) -> [ViewController] {
        guard let i = viewControllers.firstIndex(where: { $0 === vc }) else { return [] }
        var popped: [ViewController] = []
        while viewControllers.count > i + 1, let top = popViewController() { popped.append(top) }
        return popped
    }

    /// Replaces the whole stack.
    public func setViewControllers(_ vcs: [ViewController]) {
        for vc in viewControllers where !vcs.contains(where: { $0 === vc }) { vc.removeFromParent() }
        viewControllers = vcs
        for vc in vcs { addChild(vc) }
    }

    /// The bar's buttons with their labels, as last laid out.
    var barButtons: [(rect: Rect, button: NavigationBar.Button, label: String)] { bar?.buttons ?? [] }

    /// The back button's title: the previous controller's `backButtonTitle`, else its title.
    public var backTitle: String? {
        guard viewControllers.count > 1 else { return nil }
        let previous = viewControllers[viewControllers.count - 2]
        return previous.navigationItem.backButtonTitle ?? previous.title
    }

    open override func layout(in rect: Rect) {
        guard let top = topViewController else { bar = nil; return }
        bar = NavigationBar.layout(rect: barRow(clearOfWindowControls: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)),
                                   title: top.title, backTitle: backTitle,
                                   leading: containerLeadingItems + top.navigationItem.leftBarButtonItems,
                                   trailing: top.navigationItem.rightBarButtonItems, reserved: barRegionReservedByTabs,
                                   leadingSupplementsBack: !containerLeadingItems.isEmpty, language: windowTextTransform).mirrored(for: traitCollection.layoutDirection)
        placedChildren.removeAll(keepingCapacity: true)
        layoutChild(top, in: rect.inset(top: barRows))
    }

    /// The bar's buttons: `‹ Back` pops, an item runs (or shows its menu).
    open override var regionItems: [RegionItem] {
        bar?.regionItems(owner: self) { [unowned self] in if let popped = self.popViewController() { self.didPop?(popped) } } ?? []
    }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        guard let top = topViewController else { return }
        if let bar { NavigationBar.draw(bar, in: &canvas, context: context, owner: self, last: &drawnBar) }
        top.drawCopyingIfUnchanged(in: &canvas, rect: top.frame, context: context)
    }

    open override var keyFocusedChild: ViewController? { topViewController }

    open override var keyCommands: [KeyCommand] {
        [KeyCommand(.back, when: viewControllers.count > 1) {
            if let popped = self.popViewController() { self.didPop?(popped) }
        }]
    }

    override var visiblePrefersInterfaceOrientationLocked: Bool {
        prefersInterfaceOrientationLocked || (topViewController?.visiblePrefersInterfaceOrientationLocked ?? false)
    }
}

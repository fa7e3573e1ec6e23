import TerminalCanvas

/// The base of every screen of content, as `UIViewController` is in UIKit.
///
/// A view controller draws itself into a rectangle of a canvas and handles the keys and
/// mouse events that reach it while it has focus. Containers (split view, navigation,
/// tabs) forward to their children and pass their traits down.
// `@exclusivity(unchecked)` marks what layout, drawing and the key walk read many times a step.
// Each mark's line above it says what it saves (release, callgrind, 20 steps of `scenery bench
// --only sweep|separator|select-80x24` with that mark alone removed, 2026-11-28); a mark saving
// under 0.1% of every step was removed (docs/DECISIONS.md).
open class ViewController {
    /// The title shown in navigation bars and window title bars.
    open var title: String
    /// Names this controller in saved state, as UIKit's `restorationIdentifier`: lists and text
    /// views with one keep their highlighted row and scroll position across launches. Unique
    /// among the controllers whose state is saved together.
    public var restorationIdentifier: String?
    // Unchecked: 0.12% / 0.15% / 0.35% fewer instructions a sweep / separator / key step.
    /// The container this view controller is a child of, if any.
    @exclusivity(unchecked) public private(set) weak var parent: ViewController?
    // Unchecked: 0.08% / 0.15% / 0.98% fewer instructions a sweep / separator / key step.
    /// The child view controllers, in the order added.
    @exclusivity(unchecked) public private(set) var children: [ViewController] = []
    // Unchecked: 0.47% / 0.58% / 0.08% fewer instructions a sweep / separator / key step.
    /// The traits of the environment, from the scene down through every container.
    @exclusivity(unchecked) public private(set) var traitCollection = TraitCollection()
    weak var ownScene: WindowScene?
    /// What the navigation bar above this controller shows.
    public var navigationItem = NavigationItem()
    // Unchecked: 0.11% / 0.24% / 0.54% fewer instructions a sweep / separator / key step.
    /// The sheet this controller (as the window's root) presents, if any.
    @exclusivity(unchecked) public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one as a sheet.
    public internal(set) weak var presentingViewController: ViewController?
    /// How this controller looks when presented.
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// Detents, grabber and dimming when this controller is presented as a sheet.
    public private(set) lazy var sheetPresentationController = SheetPresentationController()
    /// Where a `.popover` presentation points, and how it adapts.
    public private(set) lazy var popoverPresentationController = PopoverPresentationController()
    /// When true, the person cannot dismiss this controller's presentation (Esc, `Done`, a click
    /// outside): the presentation's delegate hears `presentationControllerDidAttemptToDismiss`
    /// instead — the place to ask "discard changes?" (`UIViewController.isModalInPresentation`).
    public var isModalInPresentation = false
    /// The presentation controller in charge of this controller's presentation: the popover's
    /// when it is presented as a popover, else the sheet's (`UIViewController.presentationController`).
    public var presentationController: any PresentationController {
        modalPresentationStyle == .popover ? popoverPresentationController : sheetPresentationController
    }
    /// The size a popover (or a form sheet) would like, in points; zero lets the container choose.
    public var preferredContentSize = PointSize.zero
    /// What this controller shows instead of its content when there is none
    /// (`UIContentUnavailableConfiguration`); nil shows the content. Any controller can have one.
    public var contentUnavailableConfiguration: ContentUnavailableConfiguration? {
        didSet { displayVersion &+= 1 }
    }
    /// Set by `setNeedsUpdateContentUnavailableConfiguration()`.
    var needsContentUnavailableUpdate = false
    /// Its interactions (context menus), in the order added.
    public internal(set) var interactions: [ContextMenuInteraction] = []
    // Unchecked: 0.14% / 0.12% / 0.00% fewer instructions a sweep / separator / key step.
    /// The room containers take from this controller's edges (a tab bar row, a sidebar): UIKit's
    /// `safeAreaInsets`, in cells. The container lays the controller out inside them.
    @exclusivity(unchecked) public internal(set) var safeAreaInsets = EdgeInsets.zero {
        didSet { if safeAreaInsets != oldValue { displayVersion &+= 1 } }
    }
    var sheetFrame: SheetPresentationController.Frame?
    // Unchecked: 0.35% / 0.38% / 0.43% fewer instructions a sweep / separator / key step.
    /// The rectangle the last layout gave this controller, in the terminal's cells (UIKit's
    /// `view.frame`): set by the container that placed it (`layoutChild(_:in:)`) or, for a
    /// window's root, by the window. Drawing and clicks read it; nothing computes it again.
    @exclusivity(unchecked) public internal(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    // Unchecked: 0.47% / 0.51% / 0.69% fewer instructions a sweep / separator / key step.
    /// The children the last layout placed, back to front: the region map walks them.
    @exclusivity(unchecked) public internal(set) var placedChildren: [ViewController] = []
    /// The sheet's bar as last laid out (its `Done` button is a click region).
    var sheetBar: NavigationBar.Layout?
    private var traitRegistrations: [TraitRegistrationEntry] = []
    private var nextTraitRegistration = 0
    /// The traits the container (or the scene) handed down, before this controller's overrides.
    private var inheritedTraitCollection = TraitCollection()
    /// Traits this controller sets for itself and everything under it, as UIKit's
    /// `traitOverrides`: setting one passes the new traits down at once.
    public var traitOverrides = TraitOverrides() {
        didSet { if traitOverrides != oldValue { applyTraitCollection(inheritedTraitCollection) } }
    }

    /// A controller titled `title`.
    public init(title: String = "") { self.title = title }

    /// Rows a navigation bar over this controller's content takes: its row, and at the
    /// accessibility text sizes a row of padding under it, as UIKit's bars grow with the text.
    var barRows: Int { traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 2 : 1 }

    /// Whether its layout runs right to left: leading is the right edge.
    var isRightToLeft: Bool { traitCollection.layoutDirection == .rightToLeft }

    /// How its window draws text in its language (nil as written), without walking up to the
    /// scene where the language shows text as written.
    var windowTextTransform: TextTransform? { traitCollection.language.changesText ? windowScene?.textTransform : nil }

    /// The scene this view controller is shown in (through its root), if any.
    public var windowScene: WindowScene? {
        get { ownScene ?? parent?.windowScene }
        set { ownScene = newValue }
    }

    // MARK: Display

    /// Set on the controller at the top of a window (its root) when something under it asked to
    /// be drawn again; the window clears it when it draws.
    var subtreeNeedsDisplay = false

    // Unchecked: 0.00% / 0.10% / 0.19% fewer instructions a sweep / separator / key step.
    /// Moves on whenever something this controller draws from changes, in the controllers that
    /// count every such change (`countsDisplayChanges`): such a controller is copied from the
    /// last frame while its version, place and focus stay as they were (`drawCopyingIfUnchanged`).
    @exclusivity(unchecked) var displayVersion: UInt64 = 0
    /// What its last drawing was made from, with damage tracking on.
    var drawnLast: ContentDrawing?

    // `setNeedsDisplay()`, the one rule of the frame cache, is in FrameCache/ViewController+Display.swift.

    // MARK: Containment

    /// Adds a child; it takes this controller's traits.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.parent = self
        children.append(child)
        child.applyTraitCollection(traitCollectionForChild(child))
    }

    /// Takes the controller out of its parent.
    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// `show(_:sender:)`: pushes `vc` on the nearest navigation controller — this one, or the
    /// one holding this controller (in a split view, its column's; collapsed, the one stack) —
    /// and presents it when there is none.
    open func show(_ vc: ViewController, sender: Any?) {
        if let nav = self as? NavigationController ?? navigationController {
            nav.pushViewController(vc)
        } else {
            present(vc)
        }
    }

    /// `showDetailViewController(_:sender:)`: goes to the nearest split view (which makes `vc`
    /// its secondary, or pushes it when collapsed), walking up the parents as UIKit's
    /// `targetViewController(forAction:sender:)` does; without one, `vc` is presented.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if let split = splitViewController { split.showDetailViewController(vc, sender: sender) } else { present(vc) }
    }

    /// The nearest navigation controller above this one.
    public var navigationController: NavigationController? {
        parent as? NavigationController ?? parent?.navigationController
    }

    /// The nearest tab bar controller above this one.
    public var tabBarController: TabBarController? {
        parent as? TabBarController ?? parent?.tabBarController
    }

    /// The nearest split view controller above this one.
    public var splitViewController: SplitViewController? {
        parent as? SplitViewController ?? parent?.splitViewController
    }

    /// This controller's layout guides for the rectangle it is laid out or drawn in — UIKit's
    /// `view.safeAreaLayoutGuide`, `layoutMarginsGuide` and `readableContentGuide` — from its own
    /// safe-area insets (a tab bar, a sidebar beside it) and its own size class, so every column
    /// of a split view has its own. Containers lay a child out inside its safe area, so `rect`
    /// is the safe area and the view's bounds reach past it by the insets.
    public func layoutGuides(in rect: Rect) -> LayoutGuides {
        let e = safeAreaInsets
        let bounds = Rect(x: rect.x - e.leading, y: rect.y - e.top,
                          width: rect.width + e.leading + e.trailing, height: rect.height + e.top + e.bottom)
        var guides = LayoutGuides(bounds: bounds, safeAreaInsets: e, horizontalSizeClass: traitCollection.horizontalSizeClass,
                                  scale: traitCollection.displayScale)
        guides.contentSizeCategory = traitCollection.preferredContentSizeCategory
        return guides
    }

    /// The narrowest width, in cells, this controller can be laid out in without going under
    /// its own minimums while its size class stays regular (an expanded split view's secondary
    /// column). A window narrower than this shows the size-restriction notice, as macOS and
    /// visionOS keep a window from getting smaller than its content allows. Containers answer
    /// for their children.
    open var minimumLayoutWidth: Int { children.lazy.map(\.minimumLayoutWidth).max() ?? 0 }

    /// Lays out for `rect` before drawing; containers pass it on to their children. Cheap and
    /// idempotent, so the window calls it before every frame and after every size change.
    open func layout(in rect: Rect) {}

    /// Places `child` in `rect` and lays it out, as a UIKit container sets a child view's frame:
    /// the child's `frame` becomes `rect` and it joins this controller's regions, over what was
    /// placed before it. Containers call this from their own `layout(in:)`.
    public final func layoutChild(_ child: ViewController, in rect: Rect) {
        child.updateContentUnavailableConfigurationIfNeeded()
        child.frame = rect
        child.placedChildren.removeAll(keepingCapacity: true)
        child.layout(in: rect)
        placedChildren.removeAll { $0 === child }
        placedChildren.append(child)
    }

    /// Lays out again in the last frame, after a property that changes the layout was set.
    public func relayout() {
        guard frame.width > 0 else { return }
        placedChildren.removeAll(keepingCapacity: true)
        layout(in: frame)
    }

    /// What this controller drew itself and answers clicks on (bar buttons, tabs, rows,
    /// separators), made by its last layout: the region map lays them over its children (a tab
    /// strip shares the navigation bar's row) and runs the press of the one a click lands on.
    open var regionItems: [RegionItem] { legacyRegionItems }

    /// 0.2.0's clickable things: an override's presses go to `handleMouse(_:in:)` (Deprecated.swift).
    @available(*, deprecated, message: "override regionItems: each RegionItem carries what a press on it does")
    open var hitRegions: [(Rect, Region.Role)] { [] }

    /// The cells the controller wants, as `intrinsicContentSize` (a stack view reads it):
    /// `noIntrinsicMetric` on an axis where it takes what it is given, which is the default.
    open var intrinsicContentSize: Size { Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// Told of a new size before the traits change and before `layout(in:)`, as UIKit's
    /// `viewWillTransition(to:with:)`. Containers pass it on.
    open func viewWillTransition(to size: Size) {
        for child in children { child.viewWillTransition(to: size) }
    }

    // MARK: Traits

    /// Keeps a handler for `registerForTraitChanges` (which passes the controller typed as it is).
    func addTraitRegistration(_ traits: Set<TraitRegistrationEntry.Key>,
                              handler: @escaping (ViewController, TraitCollection) -> Void) -> TraitChangeRegistration {
        nextTraitRegistration += 1
        let registration = TraitChangeRegistration(owner: ObjectIdentifier(self), number: nextTraitRegistration)
        traitRegistrations.append(TraitRegistrationEntry(registration: registration, traits: traits, handler: handler))
        return registration
    }

    /// Removes a handler `registerForTraitChanges` returned, as UIKit's
    /// `unregisterForTraitChanges(_:)`; a registration of another controller, or one removed
    /// already, changes nothing.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitRegistrations.removeAll { $0.registration == registration }
    }

    /// The traits a child gets; containers override to add their own (the split view's layout environment).
    open func traitCollectionForChild(_ child: ViewController) -> TraitCollection { traitCollection }

    /// A bar's row with its leading edge moved clear of the window controls where they sit in
    /// it — the `.unified` style puts them in the content's first row — so a navigation bar
    /// arranges its items around them (the `.automatic` and `.minimal` styles keep them on the
    /// window's top border, where no bar is).
    public func barRow(clearOfWindowControls row: Rect) -> Rect {
        guard let w = windowScene?.window, w.showsControls, w.frame.width >= 12 else { return row }
        let c = w.controlsRect
        guard c.y == row.y, c.maxX > row.x, c.x < row.maxX else { return row }
        let x = min(row.maxX, c.maxX + 1)
        return Rect(x: x, y: row.y, width: row.maxX - x, height: row.height)
    }

    /// Sets the traits (with this controller's `traitOverrides` on top) and passes them down;
    /// then, with the whole tree changed, tells registered observers what changed — parents
    /// before children, as UIKit delivers them, and only for the traits they registered.
    public func applyTraitCollection(_ traits: TraitCollection) {
        var deliveries: [TraitDelivery] = []
        applyTraits(traits, deliveries: &deliveries)
        for d in deliveries { d.handler(d.controller, d.previous) }
    }

    private func applyTraits(_ inherited: TraitCollection, deliveries: inout [TraitDelivery]) {
        inheritedTraitCollection = inherited
        let traits = traitOverrides.isEmpty ? inherited : inherited.applying(traitOverrides)
        let previous = traitCollection
        let changed = traits.changedTraits(from: previous)
        let changedCustom = traits.changedCustomTraits(from: previous)
        let anyChange = !changed.isEmpty || !changedCustom.isEmpty
        if anyChange { willTransition(to: traits) }
        traitCollection = traits
        if traits != previous { displayVersion &+= 1 }
        if anyChange {
            for r in traitRegistrations where r.matches(changed, changedCustom) {
                deliveries.append(TraitDelivery(controller: self, previous: previous, handler: r.handler))
            }
        }
        for child in children { child.applyTraits(traitCollectionForChild(child), deliveries: &deliveries) }
        if let p = presentedViewController, p.parent == nil { p.applyTraits(traits, deliveries: &deliveries) }
        if anyChange { traitCollectionDidChange(previous) }
    }

    /// Called before the traits change, before children see them (a split view collapses here).
    open func willTransition(to newCollection: TraitCollection) {}

    /// Called after the traits changed and children have the new ones.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {}

    // MARK: Restoration

    /// Adds what this controller wants kept across launches (a split view's column widths) to
    /// the scene session's `userInfo`; containers pass it on to their children.
    open func encodeRestorableState(into state: inout [String: String]) {
        for child in children { child.encodeRestorableState(into: &state) }
    }

    /// Takes back what `encodeRestorableState` saved; unknown or stale values are skipped.
    open func decodeRestorableState(from state: [String: String]) {
        for child in children { child.decodeRestorableState(from: state) }
    }

    // MARK: Orientation lock

    /// Whether this view controller wants the interface orientation locked (a game during a race).
    open var prefersInterfaceOrientationLocked: Bool { false }

    /// Tells the scene to read `prefersInterfaceOrientationLocked` again.
    public func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {
        windowScene?.needsOrientationLockUpdate = true
    }

    /// The orientations this controller's interface supports (`UIViewController.supportedInterfaceOrientations`),
    /// asked of a scene's root. Honoured where iPadOS honours it: on an iPhone, and for an app
    /// that requires full screen; an iPad window among others turns with the device (the HIG:
    /// support both orientations there). Default: both.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .all }

    /// True when this controller or a visible child prefers the lock.
    var visiblePrefersInterfaceOrientationLocked: Bool {
        prefersInterfaceOrientationLocked || children.contains { $0.visiblePrefersInterfaceOrientationLocked }
    }

    // MARK: Drawing and events

    /// Draws the content into `rect`. The canvas clip is already set to `rect`.
    open func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {}

    /// The key commands this controller offers now, as `UIResponder.keyCommands`: each names an
    /// action, says whether it is available in this state and what it does. The hint bar and
    /// the key map are drawn from them, so a key that is shown is a key that works.
    open var keyCommands: [KeyCommand] { [] }

    /// The child that gets keys before this controller (the focused column, the selected tab,
    /// the top of a navigation stack): the next link of the responder chain, which runs from
    /// the deepest such child up to the window's root.
    open var keyFocusedChild: ViewController? { nil }

    /// Whether this controller can take the keys itself (`UIResponder.canBecomeFirstResponder`):
    /// a text field, a text view, a button; a form's Tab and a click focus only these.
    open var canBecomeFirstResponder: Bool { false }

    /// Sets `contentUnavailableConfiguration` for the state now (an empty list, a search with no
    /// results); called before layout after `setNeedsUpdateContentUnavailableConfiguration()`.
    /// The default does nothing.
    open func updateContentUnavailableConfiguration() {}

    /// Makes `child` (or the container holding it) this controller's focused child, as
    /// `becomeFirstResponder()` asks each container on its way up. Containers override it.
    func focusChild(_ child: ViewController) {}

    /// A key none of this controller's commands took: typing into a field. Returns true when used.
    open func handleKey(_ key: KeyEvent) -> Bool { false }

    /// What typing does here (`search`), shown on the hint bar as `type search`; nil when
    /// typing does nothing.
    open var typingHint: String? { nil }

    /// A mouse event on its own rectangle `rect` (none of its items there), or a drag or release after a press it took.
    open func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool { false }

    /// A container sees a click on its way to `child` (the placed child it lies in, as the region
    /// map found it): true takes it. A split view focuses the column. By default `handleMouse(_:in:)`.
    open func handleMouse(_ event: MouseEvent, toward child: ViewController) -> Bool {
        handleMouse(event, in: frame)
    }

    /// Text pasted while this controller is focused (bracketed paste); true when it took it.
    /// When no focused controller takes it, the text is typed key by key.
    open func handlePaste(_ text: String) -> Bool { false }
}

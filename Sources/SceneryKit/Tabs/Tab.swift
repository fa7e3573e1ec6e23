/// One destination of a tab bar controller, as `UITab`: a title, a glyph for its symbol and a
/// stable identifier, and the view controller it shows, made on first use by the provider.
///
/// The identifier is what customisation and restoration remember, so it must not change
/// between launches.
open class Tab {
    /// Where a tab may sit and whether people can move or remove it (`UITab.Placement`).
    public enum Placement: String, Sendable, CaseIterable {
        /// `.default` for most tabs; `.pinned` for a search tab.
        case automatic
        /// At the leading edge; neither movable nor removable.
        case fixed
        /// Movable and removable.
        case `default`
        /// Movable, not removable.
        case movable
        /// Hidden until someone adds it while customising.
        case optional
        /// At the trailing edge of the tab bar, symbol only.
        case pinned
        /// Only in the sidebar, never in the tab bar.
        case sidebarOnly
    }

    /// Unique among the controller's tabs, and stable: restoration keys on it.
    public let identifier: String
    /// What the tab bar and sidebar show.
    public var title: String
    /// The tab's symbol: one glyph (UIKit's outline SF Symbol). ASCII drawing leaves it out.
    public var image: Character?
    /// A short mark after the title (a count).
    public var badgeValue: String?
    /// Where the tab prefers to be (pinned, in the bar, or only in the sidebar).
    public var preferredPlacement: Placement
    /// Whether people can hide the tab while customising (`allowsHiding`).
    public var allowsHiding: Bool
    /// Whether the tab starts hidden (`isHiddenByDefault`); saved choices win over it.
    public var isHiddenByDefault: Bool
    /// Whether the tab is hidden now, by default or by the person.
    public internal(set) var isHidden: Bool
    /// The tab bar controller this tab belongs to (`UITab.tabBarController`).
    public internal(set) weak var tabBarController: TabBarController?
    /// The group this tab is a child of.
    public internal(set) weak var parent: TabGroup?
    let viewControllerProvider: ((Tab) -> ViewController)?
    private var loadedViewController: ViewController?
    /// View controllers pushed above this (managed) tab's own when it was left, put back when
    /// it is selected again: a tab keeps its place.
    var savedStackTail: [ViewController] = []

    /// A tab titled `title` with a glyph; its view controller is made by `viewControllerProvider` the first time it is shown.
    public init(title: String, image: Character? = nil, identifier: String, placement: Placement = .automatic,
                allowsHiding: Bool? = nil, isHiddenByDefault: Bool = false,
                viewControllerProvider: ((Tab) -> ViewController)? = nil) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.preferredPlacement = placement
        self.allowsHiding = allowsHiding ?? (placement == .default || placement == .optional || placement == .automatic)
        self.isHiddenByDefault = isHiddenByDefault || placement == .optional
        self.isHidden = isHiddenByDefault || placement == .optional
        self.viewControllerProvider = viewControllerProvider
    }

    /// The glyph and the title (`▶ Listen Now`), as lists of tabs show them.
    public var label: String { (image.map { "\($0) " } ?? "") + title }

    /// The placement in force: `.automatic` means pinned for a search tab, default otherwise.
    public var resolvedPlacement: Placement {
        preferredPlacement == .automatic ? (self is SearchTab ? .pinned : .default) : preferredPlacement
    }

    /// Whether people can move the tab while customising.
    public var isMovable: Bool { ![.fixed, .pinned].contains(resolvedPlacement) }

    /// The view controller, made by the provider the first time it is asked for.
    public var viewController: ViewController {
        if let loadedViewController { return loadedViewController }
        let vc = viewControllerProvider?(self) ?? ViewController(title: title)
        loadedViewController = vc
        return vc
    }

    /// Whether its view controller was made yet.
    public var isViewControllerLoaded: Bool { loadedViewController != nil }

    /// The root-most group above this tab that has a managing navigation controller
    /// (`managingTabGroup`).
    public var managingTabGroup: TabGroup? {
        var found: TabGroup?
        var group = self as? TabGroup ?? parent
        while let g = group {
            if g.managingNavigationController != nil { found = g }
            group = g.parent
        }
        return found
    }

    /// This tab's groups from the top down, then the tab.
    public var pathFromRoot: [Tab] {
        var path: [Tab] = [self]
        var p = parent
        while let g = p { path.insert(g, at: 0); p = g.parent }
        return path
    }
}

/// A tab that holds other tabs, as `UITabGroup`. The tab bar shows it as one tab whose view
/// controller is the group's landing page; the sidebar shows it as a section of its children.
open class TabGroup: Tab {
    /// The tabs in the group, in order.
    public var children: [Tab] {
        didSet { adoptChildren() }
    }
    /// When set, selecting a leaf pushes the view controllers of its ancestor groups and its
    /// own onto this stack (filtered by `displayedViewControllersFor`).
    public var managingNavigationController: NavigationController?
    /// Whether people can reorder the children while customising.
    public var allowsReordering = true
    /// The child last selected in this group, shown when the group's tab is chosen again.
    public internal(set) var selectedChild: Tab?
    /// Whether the sidebar shows the section's children (`▾`) or folds them (`▸`).
    public var isExpandedInSidebar = true

    /// A group of `children`, shown as one tab in the tab bar and as a section in the sidebar.
    public init(title: String, image: Character? = nil, identifier: String, children: [Tab],
                placement: Placement = .automatic, viewControllerProvider: ((Tab) -> ViewController)? = nil) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, placement: placement,
                   viewControllerProvider: viewControllerProvider)
        adoptChildren()
    }

    /// The children people can see (not hidden).
    public var visibleChildren: [Tab] { children.filter { !$0.isHidden } }

    private func adoptChildren() { for c in children { c.parent = self } }
}

/// The search tab, as `UISearchTab`: the system's title and magnifying glass, pinned to the
/// trailing end of the tab bar.
public final class SearchTab: Tab {
    /// The search tab, its page made by `viewControllerProvider` when first shown.
    public init(identifier: String = "search", viewControllerProvider: ((Tab) -> ViewController)? = nil) {
        super.init(title: "Search", image: "⌕", identifier: identifier, placement: .pinned, allowsHiding: false,
                   viewControllerProvider: viewControllerProvider)
    }
}

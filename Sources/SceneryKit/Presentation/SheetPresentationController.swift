import TerminalCanvas

/// How a presented view controller is shown, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: String, Sendable {
    /// A form sheet in regular width, a sheet from the bottom in compact width, full screen in
    /// compact height (UIKit's `.automatic` on iOS 18 and later).
    case automatic, formSheet, pageSheet, fullScreen
    /// A box beside its source in regular width (`popoverPresentationController`).
    case popover
    /// No adaptation: what `adaptivePresentationStyle(for:traitCollection:)` returns to keep a popover.
    case none
}

/// The sheet's settings, as `UISheetPresentationController`: detents, the grabber, dimming.
public final class SheetPresentationController: PresentationController {
    /// `UISheetPresentationController.Detent`: a height a sheet can rest at — half the height
    /// (`.medium`), all of it (`.large`), or one the app works out (`.custom`).
    public struct Detent: Hashable, Sendable, CustomStringConvertible {
        /// A detent's name: `.medium`, `.large`, or the app's own.
        public struct Identifier: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
            /// The name.
            public let rawValue: String
            /// A name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// A name written as a string literal.
            public init(stringLiteral value: String) { rawValue = value }
            /// UIKit's two.
            public static let medium = Identifier(rawValue: "medium")
            /// All of the height.
            public static let large = Identifier(rawValue: "large")
        }
        /// What a custom detent's resolver knows, as `UISheetPresentationControllerDetentResolutionContext`.
        public struct ResolutionContext: Sendable {
            /// The tallest a sheet can be here, in points (the large detent's height).
            public var maximumDetentValue: Double
        }
        /// Its name.
        public let identifier: Identifier
        /// The height in points for a context (nil: the detent does not apply now); nil for medium and large.
        let resolver: (@Sendable (ResolutionContext) -> Double?)?

        /// About half the height.
        public static let medium = Detent(identifier: .medium, resolver: nil)
        /// All of the height.
        public static let large = Detent(identifier: .large, resolver: nil)
        /// A detent of the height `resolver` gives in points (UIKit's `.custom(identifier:resolver:)`).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @Sendable (ResolutionContext) -> Double?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom"), resolver: resolver)
        }

        /// Detents are their identifiers, as in UIKit.
        public static func == (a: Detent, b: Detent) -> Bool { a.identifier == b.identifier }
        /// Hashes the identifier.
        public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
        /// How it reads in messages and test output.
        public var description: String { identifier.rawValue }
    }

    /// Smallest first, as UIKit asks.
    public var detents: [Detent] = [.large] {
        didSet { if !detents.contains(selectedDetentIdentifier) { selectedDetentIdentifier = detents.last ?? .large } }
    }
    /// The detent the sheet is at now.
    public var selectedDetentIdentifier: Detent = .large
    /// Whether a grabber (`──`) shows on the sheet's top edge.
    public var prefersGrabberVisible = false
    /// The largest detent at which the parent stays undimmed and usable (nil: always dimmed).
    public var largestUndimmedDetentIdentifier: Detent?
    /// Called when the person dismisses the sheet (Esc, Done, a click on the dimmed parent) —
    /// `presentationControllerDidDismiss(_:)`; the delegate hears it too.
    public var didDismiss: (() -> Void)?
    /// Asked whether the person may dismiss the sheet, and told when they do or try.
    public weak var delegate: PresentationControllerDelegate?
    /// The controller presented as this sheet (set by `present(_:)`).
    public internal(set) weak var presentedViewController: ViewController?

    /// Settings for a sheet at the large detent, no grabber, always dimming.
    public init() {}

    /// Where the sheet goes, and whether it is edge-attached or full screen, for a container.
    public struct Frame: Equatable, Sendable {
        /// How the sheet sits.
        public enum Kind: String, Sendable {
            /// Attached to the bottom edge (compact width); centred (regular width); covering the window.
            case bottomSheet, formSheet, fullScreen
            /// Beside its source, with an arrow; a small box in the middle (an alert).
            case popover, alert
        }
        /// A popover's arrow: the cell on its border facing the source, and the glyph.
        public struct Arrow: Equatable, Sendable {
            /// The cell.
            public var point: Point
            /// `▲` `▼` `◀` `▶`, and their ASCII stand-ins.
            public var glyph: Character, ascii: Character
        }
        /// The sheet's cells, border included.
        public var rect: Rect
        /// How it sits.
        public var kind: Kind
        /// Whether the grabber shows.
        public var showsGrabber: Bool
        /// Whether the content behind it is dimmed and unusable.
        public var dimsParent: Bool
        /// A popover's arrow.
        public var arrow: Arrow? = nil

        /// Inside the border (a bottom sheet has none at the bottom): the bar row, then the content.
        public var inside: Rect {
            switch kind {
            case .fullScreen: return rect
            case .bottomSheet: return rect.inset(top: 1, left: 1, bottom: 0, right: 1)
            case .formSheet, .popover, .alert: return rect.inset(by: 1)
            }
        }
    }

    /// The frame for `style` in `container` under `traits` (UIKit's rules, in cells: compact
    /// height → full screen; compact width → full width from the bottom, `medium` about half
    /// the rows, `large` all but two; regular → a centred form sheet about 68×39, at most 90%).
    public func frame(style: ModalPresentationStyle, in container: Rect, traits: TraitCollection) -> Frame {
        let undimmed = largestUndimmedDetentIdentifier.map { detentRank($0) >= detentRank(selectedDetentIdentifier) } ?? false
        if style == .fullScreen || traits.verticalSizeClass == .compact || container.height < 10 {
            return Frame(rect: container, kind: .fullScreen, showsGrabber: false, dimsParent: false)
        }
        if traits.horizontalSizeClass == .compact {
            let height = rows(of: selectedDetentIdentifier, large: container.height - 2, medium: max(6, container.height / 2), traits: traits)
            let rect = Rect(x: container.x, y: container.maxY - height, width: container.width, height: height)
            return Frame(rect: rect, kind: .bottomSheet, showsGrabber: prefersGrabberVisible, dimsParent: !undimmed)
        }
        let w = min(68, container.width * 9 / 10), h = min(style == .pageSheet ? 44 : 39, container.height * 9 / 10)
        let height = rows(of: selectedDetentIdentifier, large: h, medium: max(6, h / 2 + 2), traits: traits)
        let rect = Rect(x: container.x + (container.width - w) / 2, y: container.maxY - height - (container.height - h) / 2,
                        width: w, height: height)
        return Frame(rect: rect, kind: .formSheet, showsGrabber: prefersGrabberVisible, dimsParent: !undimmed)
    }

    /// The next detent, as a tap on the grabber cycles them.
    public func cycleDetent() {
        guard let i = detents.firstIndex(of: selectedDetentIdentifier), detents.count > 1 else { return }
        selectedDetentIdentifier = detents[(i + 1) % detents.count]
    }

    /// The sheet's rows at `detent`: medium and large as given; a custom one's points at the
    /// window's points per row, between 3 rows and the large height (a resolver that returns nil
    /// gives the large height).
    func rows(of detent: Detent, large: Int, medium: Int, traits: TraitCollection) -> Int {
        if detent == .medium { return medium }
        guard let resolver = detent.resolver else { return large }
        let perRow = traits.displayScale.pointsPerRow
        guard let points = resolver(Detent.ResolutionContext(maximumDetentValue: Double(large) * perRow)) else { return large }
        return max(3, min(large, Int((points / perRow).rounded(.up))))
    }

    /// The rows detents are ranked in when the container is not known: tall enough that custom
    /// heights keep their order against medium and large.
    static let rankingRows = 40

    /// The detents from smallest to largest, by their rows in a container of `large` rows.
    func ordered(large: Int = rankingRows, traits: TraitCollection) -> [Detent] {
        detents.sorted { rows(of: $0, large: large, medium: large / 2, traits: traits) < rows(of: $1, large: large, medium: large / 2, traits: traits) }
    }

    private func detentRank(_ d: Detent) -> Int {
        ordered(traits: TraitCollection()).firstIndex(of: d) ?? 0
    }
}

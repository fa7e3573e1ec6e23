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
public final class SheetPresentationController {
    /// `UISheetPresentationController.Detent`: half the height or all of it.
    public enum Detent: String, Sendable, CaseIterable {
        /// About half the height; all of it.
        case medium, large
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
    /// `presentationControllerDidDismiss(_:)`.
    public var didDismiss: (() -> Void)?

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
            let height = selectedDetentIdentifier == .medium ? max(6, container.height / 2) : container.height - 2
            let rect = Rect(x: container.x, y: container.maxY - height, width: container.width, height: height)
            return Frame(rect: rect, kind: .bottomSheet, showsGrabber: prefersGrabberVisible, dimsParent: !undimmed)
        }
        let w = min(68, container.width * 9 / 10), h = min(style == .pageSheet ? 44 : 39, container.height * 9 / 10)
        let height = selectedDetentIdentifier == .medium ? max(6, h / 2 + 2) : h
        let rect = Rect(x: container.x + (container.width - w) / 2, y: container.maxY - height - (container.height - h) / 2,
                        width: w, height: height)
        return Frame(rect: rect, kind: .formSheet, showsGrabber: prefersGrabberVisible, dimsParent: !undimmed)
    }

    /// The next detent, as a tap on the grabber cycles them.
    public func cycleDetent() {
        guard let i = detents.firstIndex(of: selectedDetentIdentifier), detents.count > 1 else { return }
        selectedDetentIdentifier = detents[(i + 1) % detents.count]
    }

    private func detentRank(_ d: Detent) -> Int { d == .medium ? 0 : 1 }
}

import TerminalCanvas

/// Which way a popover's arrow may point, as `UIPopoverArrowDirection`: `.up` puts the popover
/// below its source, `.down` above it, `.left` to its right, `.right` to its left.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The directions' bits.
    public let rawValue: Int
    /// Directions of these bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Pointing up: the popover is below its source.
    public static let up = PopoverArrowDirection(rawValue: 1)
    /// Pointing down: the popover is above its source.
    public static let down = PopoverArrowDirection(rawValue: 2)
    /// Pointing left: the popover is to the source's right.
    public static let left = PopoverArrowDirection(rawValue: 4)
    /// Pointing right: the popover is to the source's left.
    public static let right = PopoverArrowDirection(rawValue: 8)
    /// Any of them, tried in that order.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
}

/// A sheet's or a popover's presentation controller (`UIPresentationController`): what the
/// delegate is told about.
public protocol PresentationController: AnyObject {
    /// The controller presented.
    var presentedViewController: ViewController? { get }
    /// Asked how it adapts, and whether and when the person may dismiss it.
    var delegate: PresentationControllerDelegate? { get set }
}

/// Asked how a presentation adapts and told of its dismissal, as
/// `UIAdaptivePresentationControllerDelegate`: one protocol for sheets and popovers.
public protocol PresentationControllerDelegate: AnyObject {
    /// The style to use under `traitCollection`: return `.none` to keep a popover a popover in
    /// compact width; the default adapts it to a sheet.
    func adaptivePresentationStyle(for controller: PopoverPresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle
    /// Whether the person may dismiss it now (Esc, `Done`, a click outside); false makes the
    /// attempt `presentationControllerDidAttemptToDismiss`.
    func presentationControllerShouldDismiss(_ presentationController: any PresentationController) -> Bool
    /// The person is dismissing it.
    func presentationControllerWillDismiss(_ presentationController: any PresentationController)
    /// The person dismissed it (not called for `dismiss()` from code, as in UIKit).
    func presentationControllerDidDismiss(_ presentationController: any PresentationController)
    /// The person tried to dismiss it and could not (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss` said no): ask "discard changes?" here.
    func presentationControllerDidAttemptToDismiss(_ presentationController: any PresentationController)
}

extension PresentationControllerDelegate {
    /// The default: adapt (a sheet from the bottom in compact width).
    public func adaptivePresentationStyle(for controller: PopoverPresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        .automatic
    }
    /// The default: yes.
    public func presentationControllerShouldDismiss(_ presentationController: any PresentationController) -> Bool { true }
    /// The default: nothing.
    public func presentationControllerWillDismiss(_ presentationController: any PresentationController) {}
    /// The default: nothing.
    public func presentationControllerDidDismiss(_ presentationController: any PresentationController) {}
    /// The default: nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: any PresentationController) {}
}

/// Where a popover points and how it adapts, as `UIPopoverPresentationController`. In regular
/// width a popover is a bordered box beside its source with an arrow glyph on the side facing
/// it, over an undimmed window; Esc or a click outside dismisses it. In compact width it adapts
/// to a sheet unless the delegate keeps it.
public final class PopoverPresentationController: PresentationController {
    /// The bar button the popover comes from: the very button (copies of an item share its
    /// `identifier`), else the first with its title, in the window's bars.
    public var sourceItem: BarButtonItem?
    /// The cells it comes from (when there is no `sourceItem`): in `sourceView`'s coordinates
    /// when it is set (0,0 is its top-leading cell), else in the window's.
    public var sourceRect: Rect?
    /// The controller `sourceRect` is relative to (`UIPopoverPresentationController.sourceView`):
    /// the popover follows it wherever layout puts it. Without a `sourceRect`, its whole frame.
    public weak var sourceView: ViewController?
    /// The directions its arrow may point.
    public var permittedArrowDirections = PopoverArrowDirection.any
    /// Asked how to adapt in compact width, and told of dismissal.
    public weak var delegate: PresentationControllerDelegate?
    /// The controller presented as this popover (set by `present(_:)`).
    public internal(set) weak var presentedViewController: ViewController?
    /// The direction the arrow points, as of the last layout (empty when it has none).
    public internal(set) var arrowDirection: PopoverArrowDirection = []

    /// Settings for a popover from nowhere yet.
    public init() {}

    /// A box of `size` cells beside `anchor` in `container`, with the arrow on the facing side:
    /// below, above, to the right, to the left — the first the permitted directions allow and
    /// the container has room for; else below, overlapping.
    func frame(size: Size, anchor: Rect, in c: Rect) -> SheetPresentationController.Frame {
        let w = min(size.width, c.width), h = min(size.height, c.height)
        func clampX(_ x: Int) -> Int { max(c.x, min(x, c.maxX - w)) }
        func clampY(_ y: Int) -> Int { max(c.y, min(y, c.maxY - h)) }
        let midX = anchor.x + anchor.width / 2, midY = anchor.y + anchor.height / 2
        let allowed = permittedArrowDirections
        var rect: Rect, arrow: SheetPresentationController.Frame.Arrow?
        if allowed.contains(.up), anchor.maxY + h <= c.maxY {
            rect = Rect(x: clampX(midX - w / 2), y: anchor.maxY, width: w, height: h)
            arrow = .init(point: Point(x: max(rect.x + 1, min(midX, rect.maxX - 2)), y: rect.y), glyph: "▲", ascii: "^")
            arrowDirection = .up
        } else if allowed.contains(.down), anchor.y - h >= c.y {
            rect = Rect(x: clampX(midX - w / 2), y: anchor.y - h, width: w, height: h)
            arrow = .init(point: Point(x: max(rect.x + 1, min(midX, rect.maxX - 2)), y: rect.maxY - 1), glyph: "▼", ascii: "v")
            arrowDirection = .down
        } else if allowed.contains(.left), anchor.maxX + w <= c.maxX {
            rect = Rect(x: anchor.maxX, y: clampY(midY - h / 2), width: w, height: h)
            arrow = .init(point: Point(x: rect.x, y: max(rect.y + 1, min(midY, rect.maxY - 2))), glyph: "◀", ascii: "<")
            arrowDirection = .left
        } else if allowed.contains(.right), anchor.x - w >= c.x {
            rect = Rect(x: anchor.x - w, y: clampY(midY - h / 2), width: w, height: h)
            arrow = .init(point: Point(x: rect.maxX - 1, y: max(rect.y + 1, min(midY, rect.maxY - 2))), glyph: "▶", ascii: ">")
            arrowDirection = .right
        } else {
            rect = Rect(x: clampX(midX - w / 2), y: clampY(anchor.maxY), width: w, height: h)
            arrow = nil
            arrowDirection = []
        }
        return SheetPresentationController.Frame(rect: rect, kind: .popover, showsGrabber: false, dimsParent: false, arrow: arrow)
    }
}

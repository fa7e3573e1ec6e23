import TerminalCanvas

extension ViewController {
    /// No intrinsic length on an axis (UIKit's `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric = -1
}

/// Lays out controllers in a row or a column, as `UIStackView`: a form of text fields, buttons
/// and labels needs no hand-written container. Each arranged controller's
/// `intrinsicContentSize` says how many cells it wants on each axis (`noIntrinsicMetric`: as
/// many as it gets).
///
/// - `distribution` along the axis: `.fill` gives each its intrinsic length and shares what is
///   left among those without one (or the last, when all have one); `.fillEqually` makes them
///   equal; `.equalSpacing` keeps their lengths and spreads what is left between them.
/// - `alignment` across the axis: `.fill` spans it; `.leading`, `.center`, `.trailing` use the
///   intrinsic length there.
/// - `spacing` cells between neighbours, at the default text size: it grows with the text
///   size as body text does (`ContentSizeCategory.scaledCells(_:)`, AX3 turns 1 into 2), as
///   UIKit's system spacing does. When the lengths do not fit, the last ones are cut.
///
/// Right to left, a row runs from the right edge leftwards, and `.leading` / `.trailing` in a
/// column mean the right / left edge, as a mirrored `UIStackView` lays out.
open class StackView: ViewController {
    /// Along which axis the controllers follow one another.
    public enum Axis: Sendable {
        /// In a row; in a column.
        case horizontal, vertical
    }
    /// Where each sits across the axis.
    public enum Alignment: Sendable {
        /// Spanning the stack; at its start; in its middle; at its end.
        case fill, leading, center, trailing
    }
    /// How the length along the axis is shared.
    public enum Distribution: Sendable {
        /// Intrinsic lengths, the rest to the flexible; all equal; intrinsic lengths, the rest between them.
        case fill, fillEqually, equalSpacing
    }

    /// The controllers laid out, in order.
    public private(set) var arrangedSubviews: [ViewController] = []
    /// Row or column.
    public var axis: Axis
    /// Cells between neighbours at the default text size (laid out as ``scaledSpacing``).
    public var spacing: Int
    /// The cells laid out between neighbours: `spacing` at the window's text size.
    public var scaledSpacing: Int { traitCollection.preferredContentSizeCategory.scaledCells(spacing) }
    /// Across the axis.
    public var alignment: Alignment
    /// Along the axis.
    public var distribution: Distribution
    /// Each arranged controller's cells, as last laid out.
    public var arrangedFrames: [Rect] { arrangedSubviews.map(\.frame) }
    /// The arranged controller that has the keys (drawn focused), if any: set by a click on a
    /// control, by Tab and Shift-Tab, and by `becomeFirstResponder()`.
    public var focusedSubview: ViewController?
    /// Cells between the stack's edges and its arranged controllers when
    /// `isLayoutMarginsRelativeArrangement` is on (UIKit's `layoutMargins`): a column and no row
    /// by default, as UIKit's 8 points are a cell wide and less than a row.
    public var layoutMargins = EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    /// Whether the arranged controllers sit inside `layoutMargins` (UIKit's default: no).
    public var isLayoutMarginsRelativeArrangement = false

    /// A stack of `arrangedSubviews`.
    public init(arrangedSubviews: [ViewController] = [], axis: Axis = .vertical, spacing: Int = 0,
                alignment: Alignment = .fill, distribution: Distribution = .fill) {
        self.axis = axis; self.spacing = spacing; self.alignment = alignment; self.distribution = distribution
        super.init(title: "")
        for vc in arrangedSubviews { addArrangedSubview(vc) }
    }

    /// Adds a controller at the end.
    public func addArrangedSubview(_ vc: ViewController) {
        arrangedSubviews.append(vc)
        addChild(vc)
    }

    /// Takes a controller out.
    public func removeArrangedSubview(_ vc: ViewController) {
        arrangedSubviews.removeAll { $0 === vc }
        vc.removeFromParent()
    }

    /// A stack's own size: the sum along the axis (with spacing), the largest across.
    open override var intrinsicContentSize: Size {
        let sizes = arrangedSubviews.map(\.intrinsicContentSize)
        func along(_ s: Size) -> Int { axis == .vertical ? s.height : s.width }
        func across(_ s: Size) -> Int { axis == .vertical ? s.width : s.height }
        let length = sizes.contains { along($0) < 0 } ? Self.noIntrinsicMetric
            : sizes.map(along).reduce(0, +) + scaledSpacing * max(0, sizes.count - 1)
        let thickness = sizes.contains { across($0) < 0 } ? Self.noIntrinsicMetric : sizes.map(across).max() ?? 0
        return axis == .vertical ? Size(width: thickness, height: length) : Size(width: length, height: thickness)
    }

    /// The lengths along the axis and the gaps before each controller, for `intrinsic` lengths
    /// (negative: none) in `total` cells.
    public static func lengths(intrinsic: [Int], total: Int, spacing: Int, distribution: Distribution) -> (lengths: [Int], gaps: [Int]) {
        let n = intrinsic.count
        guard n > 0 else { return ([], []) }
        let room = max(0, total - spacing * (n - 1))
        var gaps = [0] + Array(repeating: spacing, count: n - 1)
        var lengths: [Int]
        switch distribution {
        case .fillEqually:
            lengths = (0..<n).map { room / n + ($0 < room % n ? 1 : 0) }
        case .fill, .equalSpacing:
            let fixed = intrinsic.map { max(0, $0) }.reduce(0, +)
            var flexible = intrinsic.indices.filter { intrinsic[$0] < 0 }
            lengths = intrinsic.map { max(0, $0) }
            let left = room - fixed
            if distribution == .equalSpacing && flexible.isEmpty {
                // The room left goes between them, as evenly as cells allow (a lone one keeps its length).
                if left > 0 && n > 1 { for i in 1..<n { gaps[i] += left / (n - 1) + (i - 1 < left % (n - 1) ? 1 : 0) } }
            } else if left > 0 {
                if flexible.isEmpty { flexible = [n - 1] }
                for (k, i) in flexible.enumerated() { lengths[i] += left / flexible.count + (k < left % flexible.count ? 1 : 0) }
            }
        }
        // What does not fit is cut from the end.
        var used = 0
        for i in 0..<n {
            gaps[i] = min(gaps[i], max(0, total - used))
            lengths[i] = min(lengths[i], max(0, total - used - gaps[i]))
            used += gaps[i] + lengths[i]
        }
        return (lengths, gaps)
    }

    open override func layout(in rect: Rect) {
        let rect = isLayoutMarginsRelativeArrangement ? rect.inset(by: layoutMargins) : rect
        let vertical = axis == .vertical
        let sizes = arrangedSubviews.map(\.intrinsicContentSize)
        let (lengths, gaps) = Self.lengths(intrinsic: sizes.map { vertical ? $0.height : $0.width },
                                           total: vertical ? rect.height : rect.width, spacing: scaledSpacing, distribution: distribution)
        let rtl = isRightToLeft
        var offset = 0
        placedChildren.removeAll(keepingCapacity: true)
        for (i, vc) in arrangedSubviews.enumerated() {
            offset += gaps[i]
            let thickness = vertical ? rect.width : rect.height
            let wanted = vertical ? sizes[i].width : sizes[i].height
            let across = alignment == .fill || wanted < 0 ? thickness : min(wanted, thickness)
            // Leading and trailing across a column are the right and left edges right to left.
            let mirrored = vertical && rtl
            let start: Int
            switch alignment {
            case .fill: start = 0
            case .leading: start = mirrored ? thickness - across : 0
            case .center: start = (thickness - across) / 2
            case .trailing: start = mirrored ? 0 : thickness - across
            }
            let r = vertical ? Rect(x: rect.x + start, y: rect.y + offset, width: across, height: lengths[i])
                : Rect(x: rtl ? rect.maxX - offset - lengths[i] : rect.x + offset, y: rect.y + start, width: lengths[i], height: across)
            layoutChild(vc, in: r)
            offset += lengths[i]
        }
    }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        for vc in arrangedSubviews where !vc.frame.isEmpty {
            let r = vc.frame
            canvas.withClip(r) { c in vc.drawContent(in: &c, rect: r, context: context.focused(context.isFocused && focusedSubview === vc)) }
        }
    }

    open override var keyFocusedChild: ViewController? { focusedSubview }

    override func focusChild(_ child: ViewController) {
        if arrangedSubviews.contains(where: { $0 === child }) { focusedSubview = child }
    }

    // MARK: A form

    /// The controls Tab visits, in order: every arranged controller that can become first
    /// responder, nested stacks' in place, in the view tree's order. Override to change it.
    open var focusOrder: [ViewController] {
        arrangedSubviews.flatMap { vc -> [ViewController] in
            if let stack = vc as? StackView { return stack.focusOrder }
            return vc.canBecomeFirstResponder ? [vc] : []
        }
    }

    /// The control in `focusOrder` that has the keys now, if any.
    public var focusedControl: ViewController? { focusOrder.first { $0.isFirstResponder } }

    /// Moves the keys to the next control of the form (`step` −1: the previous), wrapping around.
    public func focusNextControl(step: Int = 1) {
        let order = focusOrder
        guard !order.isEmpty else { return }
        let i = order.firstIndex { $0 === focusedControl }.map { ($0 + step + order.count) % order.count } ?? (step > 0 ? 0 : order.count - 1)
        order[i].becomeFirstResponder()
    }

    /// Tab and Shift-Tab between the form's controls, when it has more than one. A stack inside
    /// another leaves them to the outer one (the whole form is one order).
    open override var keyCommands: [KeyCommand] {
        guard !(parent is StackView), focusOrder.count > 1 else { return [] }
        return [
            KeyCommand(.formNextControl) { self.focusNextControl() },
            KeyCommand(.formPreviousControl, hinted: false) { self.focusNextControl(step: -1) },
        ]
    }

    /// A press on its way to a control makes it first responder, then goes on to it (the
    /// control places the cursor or presses the button).
    open override func handleMouse(_ event: MouseEvent, toward child: ViewController) -> Bool {
        if event.kind == .press, child.canBecomeFirstResponder, focusOrder.contains(where: { $0 === child }) {
            child.becomeFirstResponder()
        }
        return false
    }
}

/// One line of text, as `UILabel`: the secondary colour unless given a style; against the
/// trailing edge right to left (UIKit's natural alignment).
open class Label: ViewController {
    /// The words.
    public var text: String
    /// How they look.
    public var textStyle: Style?

    /// A label saying `text`.
    public init(text: String, style: Style? = nil) {
        self.text = text; textStyle = style
        super.init(title: "")
    }

    open override var intrinsicContentSize: Size { Size(width: DisplayWidth.of(text), height: 1) }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        canvas.drawField(text, x: rect.x, y: rect.y, width: rect.width, style: textStyle ?? context.theme.secondaryText,
                         alignment: isRightToLeft ? .trailing : .leading)
    }
}

/// A one-cell rule across a stack (`─`, or `│` in a row), in the separator colour.
open class SeparatorView: ViewController {
    /// A rule.
    public init() { super.init(title: "") }

    open override var intrinsicContentSize: Size { Size(width: 1, height: 1) }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        let glyphs = canvas.glyphs(.light)
        if rect.width >= rect.height {
            canvas.drawHLine(x: rect.x, y: rect.y, length: rect.width, glyph: glyphs.horizontal, style: context.theme.separator)
        } else {
            canvas.drawVLine(x: rect.x, y: rect.y, length: rect.height, glyph: glyphs.vertical, style: context.theme.separator)
        }
    }
}

import TerminalCanvas

/// A push button, as `UIButton`: a title in brackets that runs its action on Return, Space or
/// a click. Focused, it is drawn reversed. It sits at the leading edge of its frame: the right
/// one right to left.
open class Button: ViewController {
    /// It takes the keys: a form's Tab and a click focus it.
    open override var canBecomeFirstResponder: Bool { true }

    /// Runs when the button is pressed.
    public var action: (() -> Void)?
    /// False greys the button out and ignores presses.
    public var isEnabled = true
    /// The cells of `[ Title ]` as last laid out: what a click hits (its `frame` may be wider).
    public private(set) var buttonRect = Rect(x: 0, y: 0, width: 0, height: 0)

    /// A button titled `title` that runs `action`.
    public init(title: String, action: (() -> Void)? = nil) {
        self.action = action
        super.init(title: title)
    }

    /// The width it needs: the title and its brackets.
    public var intrinsicWidth: Int { DisplayWidth.of(title) + 4 }
    /// `[ Title ]` on one row.
    open override var intrinsicContentSize: Size { Size(width: intrinsicWidth, height: 1) }

    open override func layout(in rect: Rect) {
        let width = min(rect.width, intrinsicWidth)
        buttonRect = Rect(x: isRightToLeft ? rect.maxX - width : rect.x, y: rect.y, width: width, height: min(1, rect.height))
    }

    /// `[ Title ]`: a press presses it.
    open override var regionItems: [RegionItem] { [RegionItem(buttonRect, .item(title)) { [unowned self] _ in self.press() }] }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        let style: Style = !isEnabled ? context.theme.secondaryText : context.isFocused ? context.theme.selection : .plain
        canvas.drawText("[ " + title + " ]", x: buttonRect.x, y: buttonRect.y, style: style, maxWidth: buttonRect.width)
    }

    /// Presses it, as Return does: runs the action when enabled.
    public func press() {
        if isEnabled { action?() }
    }

    open override var keyCommands: [KeyCommand] {
        [KeyCommand(.controlPress, title: title.lowercased(), when: isEnabled) { self.press() }]
    }

}

/// A segmented control, as `UISegmentedControl`: one segment selected of several, changed
/// with ←→ (or h l) when focused, or a click. Right to left the first segment is on the right,
/// and ← moves to the segment on the left, as on screen.
open class SegmentedControl: ViewController {
    /// It takes the keys: a form's Tab and a click focus it.
    open override var canBecomeFirstResponder: Bool { true }

    /// The segments' titles.
    public var segments: [String] {
        didSet { selectedSegmentIndex = min(selectedSegmentIndex, max(0, segments.count - 1)) }
    }
    /// The selected segment.
    public var selectedSegmentIndex = 0 {
        didSet { if selectedSegmentIndex != oldValue { onChange?(selectedSegmentIndex) } }
    }
    /// Called with the new index when the selection changes.
    public var onChange: ((Int) -> Void)?
    /// Each segment's cells from the last layout: what a click hits.
    public private(set) var segmentFrames: [Rect] = []

    /// A control with these segments, the first selected.
    public init(segments: [String], title: String = "") {
        self.segments = segments
        super.init(title: title)
    }

    open override func layout(in rect: Rect) {
        var x = 0
        let rtl = isRightToLeft
        segmentFrames = segments.map { title in
            let width = max(0, min(DisplayWidth.of(title) + 2, rect.width - x))
            defer { x += width + 1 }
            return Rect(x: rtl ? rect.maxX - x - width : rect.x + x, y: rect.y, width: width, height: min(1, rect.height))
        }
    }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        for (i, frame) in segmentFrames.enumerated() where frame.width > 0 {
            let selected = i == selectedSegmentIndex
            let style: Style = selected ? (context.isFocused ? context.theme.selection : context.theme.inactiveSelection) : .plain
            canvas.drawField(segments[i], x: frame.x, y: frame.y, width: frame.width, style: style, alignment: .center)
            if i + 1 < segmentFrames.count {
                canvas.put(canvas.symbol("│", ascii: "|"), x: isRightToLeft ? frame.x - 1 : frame.maxX, y: frame.y, style: context.theme.separator)
            }
        }
    }

    open override var keyCommands: [KeyCommand] {
        // ← is the segment on the left: the next one right to left.
        let left = isRightToLeft ? 1 : -1
        func canMove(_ step: Int) -> Bool { segments.indices.contains(selectedSegmentIndex + step) }
        return [
            KeyCommand(.controlPreviousSegment, when: canMove(left)) { self.selectedSegmentIndex += left },
            KeyCommand(.controlNextSegment, when: canMove(-left)) { self.selectedSegmentIndex -= left },
        ]
    }

    /// The segments: a press selects one.
    open override var regionItems: [RegionItem] {
        segmentFrames.enumerated().filter { !$0.element.isEmpty }.map { i, frame in
            RegionItem(frame, .item(segments[i]), tag: i) { [unowned self] _ in self.selectedSegmentIndex = i }
        }
    }
}

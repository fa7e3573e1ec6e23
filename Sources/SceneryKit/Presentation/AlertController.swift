import TerminalCanvas

/// An action of an alert or action sheet, as `UIAlertAction`.
public struct AlertAction {
    /// How the action reads: the usual one, the way out, or one that destroys something.
    public enum Style: Sendable {
        /// Plain; `Esc` runs it and it is drawn bold (at most one); drawn in the destructive colour.
        case `default`, cancel, destructive
    }
    /// The button's words.
    public var title: String
    /// How it reads.
    public var style: Style
    /// Run after the alert is dismissed.
    public var handler: ((AlertAction) -> Void)?

    /// An action titled `title`.
    public init(title: String, style: Style = .default, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title; self.style = style; self.handler = handler
    }
}

/// An alert or an action sheet, as `UIAlertController`. Present it with `present(_:)`: an alert
/// is a small box in the middle of the window over a dimmed parent; an action sheet is a
/// popover beside its source (`popoverPresentationController.sourceItem` or `sourceRect`) in
/// regular width, and a sheet from the bottom in compact width. Arrows or Tab move between the
/// actions, Enter runs the highlighted one, Esc runs the cancel action; a click runs the one
/// under it. The alert is dismissed before the handler runs, as in UIKit.
open class AlertController: ViewController {
    /// `.alert` or `.actionSheet`.
    public enum Style: Sendable {
        /// A box in the middle; a list of choices from where they were asked for.
        case alert, actionSheet
    }

    /// What it says in bold.
    public let alertTitle: String?
    /// The sentence under the title.
    public var message: String?
    /// Alert or action sheet.
    public let preferredStyle: Style
    /// The actions in the order added (the cancel action is shown last in an action sheet).
    public private(set) var actions: [AlertAction] = []
    /// The text fields added with `addTextField` (alerts only).
    public private(set) var textFields: [TextField] = []
    /// The action Enter runs from a text field; the first that is not cancel when nil.
    public var preferredAction: AlertAction?
    /// What has the keys: a text field (first), then each action in display order. It starts on
    /// the first text field, else the preferred action, else an alert's cancel action (Enter
    /// never destroys by default), else the first action.
    public var focusIndex: Int { movedFocus ?? initialFocus }
    private var movedFocus: Int?
    private var initialFocus: Int {
        if !textFields.isEmpty { return 0 }
        let order = displayOrder
        let preferred = preferredAction.flatMap { p in order.firstIndex { actions[$0].title == p.title } }
        let cancel = preferredStyle == .alert ? order.firstIndex { actions[$0].style == .cancel } : nil
        return textFields.count + (preferred ?? cancel ?? 0)
    }
    /// Each action's cells, as last laid out (the click regions), in display order.
    private var actionRects: [(Rect, Int)] = []
    /// Each text field's row, as last laid out.
    private var lines: (title: [String], message: [String]) = ([], [])

    /// An alert or action sheet with this title and message.
    public init(title: String?, message: String?, preferredStyle: Style) {
        alertTitle = title
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(title: title ?? "")
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .automatic
    }

    /// Adds an action.
    public func addAction(_ action: AlertAction) { actions.append(action) }

    /// Adds a text field (alerts only), configured by `configure`.
    public func addTextField(configurationHandler configure: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = TextField()
        configure?(field)
        textFields.append(field)
        addChild(field)
    }

    /// The actions as shown: an action sheet puts its cancel action last; shown as a popover it
    /// drops it, as UIKit does — a click outside (or Esc) cancels there.
    var displayOrder: [Int] {
        guard preferredStyle == .actionSheet else { return Array(actions.indices) }
        let cancel = isPopover ? [] : actions.indices.filter { actions[$0].style == .cancel }
        return actions.indices.filter { actions[$0].style != .cancel } + cancel
    }

    /// Whether it is shown as a popover now (an action sheet in regular width), or is being
    /// sized as one (`sizingAsPopover`, true or false while a popover or a sheet is sized: the
    /// frame of the last layout may be the other kind, and a size must not depend on it).
    private var isPopover: Bool { sizingAsPopover ?? (sheetFrame?.kind == .popover) }
    private var sizingAsPopover: Bool?

    /// The popover's size: without the cancel action an action sheet drops there.
    func preferredPopoverCells(maxWidth: Int) -> Size {
        sizingAsPopover = true
        defer { sizingAsPopover = nil }
        return preferredCells(maxWidth: maxWidth)
    }

    /// The size as a sheet from the bottom (compact width): the cancel action last, whatever the
    /// last layout showed — a layout's result must not depend on the one before it.
    func preferredSheetCells(maxWidth: Int) -> Size {
        sizingAsPopover = false
        defer { sizingAsPopover = nil }
        return preferredCells(maxWidth: maxWidth)
    }

    /// Whether the buttons fit side by side in `width` (an alert with up to three short actions);
    /// at accessibility text sizes they stack, as UIKit's alerts do.
    private func buttonsInRow(width: Int) -> Bool {
        preferredStyle == .alert && actions.count <= 3 && !traitCollection.preferredContentSizeCategory.isAccessibilityCategory
            && actions.map { DisplayWidth.of($0.title) + 4 }.reduce(0, +) + 2 * max(0, actions.count - 1) <= width
    }

    /// The box's size in cells, border included, for a box at most `maxWidth` wide.
    func preferredCells(maxWidth: Int) -> Size {
        let shown = displayOrder.map { actions[$0] }
        let longest = ([alertTitle ?? "", message ?? ""] + shown.map { "[ \($0.title) ]" }).map(DisplayWidth.of).max() ?? 10
        let width = max(24, min(maxWidth, preferredStyle == .alert ? min(52, longest + 4) : min(48, longest + 6)))
        let inner = width - 4
        let title = alertTitle.map { TextLayout.wrap($0, width: inner) } ?? []
        let message = message.map { TextLayout.wrap($0, width: inner) } ?? []
        let buttons = buttonsInRow(width: inner) ? 1 : shown.count + (preferredStyle == .actionSheet && shown.contains { $0.style == .cancel } ? 1 : 0)
        let body = title.count + message.count + (title.isEmpty && message.isEmpty ? 0 : 1) + textFields.count * 2 + buttons
        return Size(width: width, height: body + 2)
    }

    open override func layout(in rect: Rect) {
        let inner = rect.inset(top: 0, left: 1, bottom: 0, right: 1)
        lines.title = alertTitle.map { TextLayout.wrap($0, width: inner.width) } ?? []
        lines.message = message.map { TextLayout.wrap($0, width: inner.width) } ?? []
        var y = rect.y + lines.title.count + lines.message.count + (lines.title.isEmpty && lines.message.isEmpty ? 0 : 1)
        placedChildren.removeAll(keepingCapacity: true)
        for field in textFields {
            layoutChild(field, in: Rect(x: inner.x, y: y, width: inner.width, height: 1))
            y += 2
        }
        actionRects = []
        let order = displayOrder
        if buttonsInRow(width: inner.width) {
            let widths = order.map { DisplayWidth.of(actions[$0].title) + 4 }
            var x = inner.x + (inner.width - widths.reduce(0, +) - 2 * (order.count - 1)) / 2
            // Right-to-left, the row runs from the right: the first action is the rightmost.
            let rtl = isRightToLeft
            for (i, a) in order.enumerated() {
                let left = rtl ? inner.x + inner.maxX - x - widths[i] : x
                actionRects.append((Rect(x: left, y: y, width: widths[i], height: 1), a))
                x += widths[i] + 2
            }
        } else {
            for a in order {
                // An action sheet's cancel action sits apart, after a blank row.
                if preferredStyle == .actionSheet && actions[a].style == .cancel { y += 1 }
                actionRects.append((Rect(x: inner.x, y: y, width: inner.width, height: 1), a))
                y += 1
            }
        }
    }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        let theme = context.theme
        let inner = rect.inset(top: 0, left: 1, bottom: 0, right: 1)
        var y = rect.y
        for line in lines.title {
            canvas.drawField(line, x: inner.x, y: y, width: inner.width, style: theme.navigationTitle, alignment: .center)
            y += 1
        }
        for line in lines.message {
            canvas.drawField(line, x: inner.x, y: y, width: inner.width, style: lines.title.isEmpty ? .plain : theme.secondaryText,
                             alignment: .center)
            y += 1
        }
        for (i, field) in textFields.enumerated() {
            let r = field.frame
            field.draw(in: &canvas, rect: r, context: context.focused(context.isFocused && focusIndex == i))
        }
        let row = buttonsInRow(width: inner.width)
        for (n, (r, a)) in actionRects.enumerated() {
            let action = actions[a]
            var style: TerminalCanvas.Style = action.style == .destructive ? theme.destructive : action.style == .cancel ? TerminalCanvas.Style(attributes: .bold) : theme.accent
            if context.isFocused && focusIndex == textFields.count + n { style = style.with(.reverse) }
            let label = row ? "[ \(action.title) ]" : action.title
            canvas.drawField(label, x: r.x, y: r.y, width: r.width, style: style, alignment: .center)
        }
    }

    open override var keyFocusedChild: ViewController? { focusIndex < textFields.count ? textFields[focusIndex] : nil }

    open override var keyCommands: [KeyCommand] {
        let count = textFields.count + displayOrder.count
        // Buttons side by side are moved between with ← and →, a column of them with ↑ and ↓
        // (both pairs work either way): the bar names the pair the buttons lie along.
        let row = textFields.isEmpty && buttonsInRow(width: frame.width - 2)
        // Right to left a row runs from the right: ← is the next button (`visualStep`).
        let move = { [unowned self] (delta: Int, i: Int, action: KeyAction) in
            let step = row ? self.visualStep(delta, key: i, of: action) : delta
            self.movedFocus = (self.focusIndex + step + count) % count
        }
        var next = KeyCommand(.alertNext, when: count > 1) { (i: Int) in move(1, i, .alertNext) }
        var previous = KeyCommand(.alertPrevious, when: count > 1) { (i: Int) in move(-1, i, .alertPrevious) }
        (previous.hintKey, next.hintKey) = row ? (.left, .right) : (.up, .down)
        return [
            KeyCommand(.alertChoose, when: !actions.isEmpty) { self.chooseFocused() },
            previous, next,
            KeyCommand(.alertCancel, title: actions.contains { $0.style == .cancel } ? "cancel" : "close") {
                self.run(self.actions.firstIndex { $0.style == .cancel })
            },
        ]
    }

    /// The actions' buttons: a press runs the action.
    open override var regionItems: [RegionItem] {
        actionRects.map { r, a in RegionItem(r, .item(actions[a].title), tag: a) { [unowned self] _ in self.run(a) } }
    }

    /// The alert's text takes the click: nothing under it gets it.
    open override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool { true }

    /// Enter: the highlighted action, or from a text field the preferred one.
    private func chooseFocused() {
        let order = displayOrder
        if focusIndex >= textFields.count, order.indices.contains(focusIndex - textFields.count) {
            run(order[focusIndex - textFields.count])
        } else {
            let preferred = preferredAction.flatMap { p in actions.firstIndex { $0.title == p.title } }
            run(preferred ?? actions.firstIndex { $0.style != .cancel })
        }
    }

    /// Dismisses, then runs the action's handler (nil: just dismisses).
    func run(_ index: Int?) {
        dismiss()
        if let index { actions[index].handler?(actions[index]) }
    }
}

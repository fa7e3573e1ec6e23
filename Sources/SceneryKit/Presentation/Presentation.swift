import TerminalCanvas

/// Modal presentation: `present(_:)` shows a view controller as a sheet over the window's
/// content (the window's root is the presentation context, as UIKit's default). While a
/// sheet is up it takes every key; `Esc` or `Done` dismisses it, `Shift-↑`/`Shift-↓` pick
/// the large or medium detent, and a click on the dimmed parent dismisses it.
extension ViewController {
    /// The controller that hosts presentations: the root of this one's parent chain.
    var presentationHost: ViewController {
        var vc = self
        while let p = vc.parent { vc = p }
        return vc
    }

    /// Presents `vc` as a sheet (`modalPresentationStyle` and `sheetPresentationController` on
    /// `vc` decide how). A sheet already up is replaced.
    public func present(_ vc: ViewController) {
        let host = presentationHost
        host.presentedViewController = vc
        vc.presentingViewController = self
        (vc.presentationController as? SheetPresentationController)?.presentedViewController = vc
        (vc.presentationController as? PopoverPresentationController)?.presentedViewController = vc
        if vc.parent == nil { vc.applyTraitCollection(host.traitCollection) }
    }

    /// Dismisses the sheet this controller presents, or the one it is shown in.
    public func dismiss() {
        // Called on the presenter or on the sheet itself: either way the host's sheet goes.
        let host = (presentingViewController ?? self).presentationHost
        host.presentedViewController?.presentingViewController = nil
        host.presentedViewController = nil
    }

    /// A dismissal the person asked for (Esc, `Done`, a click outside): refused as an attempt when
    /// the presented controller is modal in presentation or the delegate says no; else the
    /// delegate hears will- and did-dismiss, and the sheet's `didDismiss` is told.
    func dismissPresentedByUser() {
        guard let p = presentedViewController else { return }
        let controller = p.presentationController
        let delegate = controller.delegate
        if p.isModalInPresentation || delegate?.presentationControllerShouldDismiss(controller) == false {
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return
        }
        delegate?.presentationControllerWillDismiss(controller)
        dismiss()
        p.sheetPresentationController.didDismiss?()
        delegate?.presentationControllerDidDismiss(controller)
    }

    /// Lays out this controller, then the sheet it presents: the sheet's frame, its bar (the
    /// `Done` button's click region; popovers and alerts have none) and its content.
    public func layoutIncludingPresentation(in rect: Rect) {
        place(in: rect)
        guard let p = presentedViewController else { return }
        let frame = presentationFrame(for: p, in: rect)
        p.sheetFrame = frame
        let inner = frame.inside
        if frame.kind == .popover || frame.kind == .alert || p is AlertController || p is MenuViewController {
            p.sheetBar = nil
            p.place(in: inner)
            return
        }
        let done = BarButtonItem(title: "Done", keyAction: .closeSheet) { [weak self] in self?.dismissPresentedByUser() }
        p.sheetBar = NavigationBar.layout(rect: Rect(x: inner.x, y: inner.y, width: inner.width, height: 1),
                                          title: p.title, backTitle: nil, trailing: [done], language: windowTextTransform).mirrored(for: traitCollection.layoutDirection)
        p.place(in: inner.inset(top: p.barRows))
    }

    /// A root's (or a sheet's) layout: no container places it, so it records its own frame.
    /// Lays the controller out as the root of `rect` (its `frame`, then its own placements).
    func place(in rect: Rect) {
        updateContentUnavailableConfigurationIfNeeded()
        frame = rect
        placedChildren.removeAll(keepingCapacity: true)
        layout(in: rect)
    }

    /// Where a presented controller goes in `rect`: an alert in the middle; a popover (an action
    /// sheet too) beside its source in regular width, adapted in compact width — an action
    /// sheet to a sheet from the bottom sized to it, anything else to what the delegate says
    /// (a sheet by default, `.none` keeps the popover); every other style as a sheet.
    func presentationFrame(for p: ViewController, in rect: Rect) -> SheetPresentationController.Frame {
        let traits = traitCollection
        let alert = p as? AlertController
        if let alert, alert.preferredStyle == .alert {
            let size = alert.preferredCells(maxWidth: rect.width - 4)
            let h = min(size.height, rect.height)
            let box = Rect(x: rect.x + (rect.width - size.width) / 2, y: rect.y + (rect.height - h) / 2, width: size.width, height: h)
            return .init(rect: box, kind: .alert, showsGrabber: false, dimsParent: true)
        }
        var style = p.modalPresentationStyle
        if style == .popover {
            let popover = p.popoverPresentationController
            // Width decides, as on iPad: a short terminal is compact height at 24 rows, and a
            // popover still fits beside its source there.
            let compact = traits.horizontalSizeClass == .compact
            let adapted = compact ? popover.delegate?.adaptivePresentationStyle(for: popover, traitCollection: traits) ?? .automatic : .none
            if adapted == .none, let anchor = popoverAnchor(popover) {
                return popover.frame(size: popoverSize(p, in: rect), anchor: anchor, in: rect)
            }
            if let cells = (alert?.preferredSheetCells(maxWidth: rect.width - 2)) ?? (p as? MenuViewController)?.preferredCells(maxWidth: rect.width - 2) {
                let h = min(cells.height, rect.height - 1)
                return .init(rect: Rect(x: rect.x, y: rect.maxY - h, width: rect.width, height: h), kind: .bottomSheet,
                             showsGrabber: false, dimsParent: true)
            }
            style = adapted == .none ? .formSheet : adapted
        }
        return p.sheetPresentationController.frame(style: style, in: rect, traits: traits)
    }

    /// A popover's size in cells, border included: an alert's own, else the preferred content
    /// size at this window's points per cell, else 40×14.
    private func popoverSize(_ p: ViewController, in rect: Rect) -> Size {
        if let alert = p as? AlertController { return alert.preferredPopoverCells(maxWidth: min(48, rect.width - 2)) }
        if let menu = p as? MenuViewController { return menu.preferredCells(maxWidth: min(48, rect.width - 2)) }
        guard p.preferredContentSize != .zero else { return Size(width: 40, height: 14) }
        let cells = traitCollection.displayScale.cells(atLeast: p.preferredContentSize)
        return Size(width: cells.width + 2, height: cells.height + 2)
    }

    /// The popover's source in the window: its bar item's cells, or its rectangle.
    private func popoverAnchor(_ popover: PopoverPresentationController) -> Rect? {
        if let item = popover.sourceItem, let r = barButtonRect(for: item) { return r }
        if let view = popover.sourceView {
            guard let r = popover.sourceRect else { return view.frame }
            return Rect(x: view.frame.x + r.x, y: view.frame.y + r.y, width: r.width, height: r.height)
        }
        return popover.sourceRect
    }

    /// The cells of the first bar button titled `title` (tests and a source given by title).
    func barButtonRect(titled title: String) -> Rect? { barButtonRect(for: BarButtonItem(title: title) {}) }

    /// The cells of `item` in this controller's bars and its children's: the very button (by
    /// identity), else the first with its title, in the order the bars are laid out.
    func barButtonRect(for item: BarButtonItem) -> Rect? {
        var buttons: [(rect: Rect, button: NavigationBar.Button, label: String)] = []
        var queue: [ViewController] = [self]
        while !queue.isEmpty {
            let vc = queue.removeFirst()
            if let nav = vc as? NavigationController { buttons += nav.barButtons }
            if let split = vc as? SplitViewController {
                for column in SplitViewController.Column.allCases { buttons += split.columnBars[column]?.buttons ?? [] }
            }
            queue += vc.children
        }
        func isItem(_ b: NavigationBar.Button) -> Bool { if case .item(let i) = b { return i.identifier == item.identifier } else { return false } }
        return (buttons.first { isItem($0.button) } ?? buttons.first { $0.label == item.title })?.rect
    }

    /// Draws this controller, then the sheet it presents (over a dimmed parent when asked), as
    /// `layoutIncludingPresentation` placed them.
    public func drawIncludingPresentation(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        drawContent(in: &canvas, rect: rect, context: context.focused(context.isFocused && presentedViewController == nil))
        guard let p = presentedViewController else { return }
        guard let frame = p.sheetFrame else { return }
        if frame.dimsParent { canvas.restyle(rect) { $0.with(.dim) } }
        canvas.withClip(frame.rect) { c in drawSheet(p, frame: frame, in: &c, context: context) }
    }

    private func drawSheet(_ p: ViewController, frame: SheetPresentationController.Frame, in canvas: inout Canvas,
                           context: DrawContext) {
        let r = frame.rect
        canvas.fill(r)
        if frame.kind != .fullScreen {
            // An edge-attached sheet runs off the bottom: its box is drawn a row taller and clipped.
            let attached = frame.kind == .bottomSheet
            canvas.drawBox(attached ? Rect(x: r.x, y: r.y, width: r.width, height: r.height + 1) : r,
                           style: .rounded, lineStyle: context.theme.windowBorder)
            if frame.showsGrabber {
                let grabber = canvas.unicode ? "━━━━" : "===="
                canvas.drawText(grabber, x: r.x + (r.width - 4) / 2, y: r.y, style: context.theme.secondaryText)
            }
        }
        if let arrow = frame.arrow {
            canvas.put(canvas.unicode ? arrow.glyph : arrow.ascii, x: arrow.point.x, y: arrow.point.y, style: context.theme.windowBorder)
        }
        if let bar = p.sheetBar { NavigationBar.draw(bar, in: &canvas, isFocused: context.isFocused, theme: context.theme) }
        canvas.withClip(p.frame) { c in p.drawContent(in: &c, rect: p.frame, context: context) }
    }

    /// The sheet's own keys, after its content's in the responder chain: `Esc` closes it,
    /// `Shift-↑`/`Shift-↓` choose a detent. Keys stop here: what is under a sheet gets none.
    var sheetKeyCommands: [KeyCommand] {
        // An alert's own keys close it (Esc runs its cancel action); nothing else gets through.
        guard let p = presentedViewController, !(p is AlertController), !(p is MenuViewController) else { return [] }
        // A popover has no detents; its sheet controller (lazy) is not made just to ask.
        if p.sheetFrame?.kind == .popover { return [KeyCommand(.closeSheet) { [weak self] in self?.dismissPresentedByUser() }] }
        let sheet = p.sheetPresentationController
        // Detents size a bottom or form sheet; a full-screen one (compact height, a short window)
        // ignores them, so its bar does not offer them.
        // Larger and smaller step through the detents by height; at the largest (smallest) the
        // key does nothing, so it is not offered.
        let order = sheet.ordered(traits: traitCollection)
        let at = order.firstIndex(of: sheet.selectedDetentIdentifier) ?? order.count - 1
        let sizable = order.count > 1 && p.sheetFrame?.kind != .fullScreen
        return [
            KeyCommand(.closeSheet) { [weak self] in self?.dismissPresentedByUser() },
            KeyCommand(.largerSheet, when: sizable && at < order.count - 1) {
                sheet.selectedDetentIdentifier = order[at + 1]
            },
            KeyCommand(.smallerSheet, when: sizable && at > 0) {
                sheet.selectedDetentIdentifier = order[at - 1]
            },
        ]
    }

    /// Routes a mouse event through this controller's region map (`RegionMap.dispatch`): the
    /// controllers under the click, outermost first, or the sheet it presents.
    public func handleMouseIncludingPresentation(_ event: MouseEvent, in rect: Rect) -> Bool {
        if frame != rect { frame = rect }
        return RegionMap(root: self).dispatch(event) != nil
    }

    /// A press on the presentation's own parts: outside a dimmed sheet or a popover (which
    /// dismisses it; an alert stays, it asks) or on the sheet's grabber (the next detent). The
    /// sheet's bar buttons are the presented controller's items in the map.
    func handlePresentationMouse(_ event: MouseEvent, role: Region.Role) -> Bool {
        guard let p = presentedViewController, let frame = p.sheetFrame else { return false }
        switch role {
        case .dimming:
            if event.kind == .press, frame.kind != .alert, frame.dimsParent || frame.kind == .popover { dismissPresentedByUser() }
            return true
        case .grabber:
            if event.kind == .press { p.sheetPresentationController.cycleDetent() }
            return true
        default:
            return false
        }
    }
}

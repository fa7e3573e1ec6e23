import TerminalCanvas

/// The trait overlay (F12): size classes, geometry, layout guides and the root container's
/// columns or tabs of the focused window, in a box below its title.
final class TraitsPanel {
    /// F12 toggles it. Not a mode: keys go on reaching the window under it.
    var isShowing = false

    /// Its way out, the first link of the responder chain while it shows.
    var responder: KeyResponder {
        KeyResponder(commands: [KeyCommand(.closeTraits) { self.isShowing = false }])
    }

    /// The lines of the trait overlay (F12) for a window's scene.
    func report(for window: Window) -> [String] {
        guard let scene = window.scene else { return ["no scene"] }
        let g = scene.effectiveGeometry, t = scene.traitCollection
        var lines = [
            "scene: \(scene.session.persistentIdentifier) · \(scene.session.configuration.name)",
            "state: \(scene.activationState.rawValue) · appearance: \(t.activeAppearance.rawValue)",
            "size: \(g.size.width)×\(g.size.height) cells · \(g.sizeInPoints)",
            "horizontal: \(t.horizontalSizeClass.rawValue) · vertical: \(t.verticalSizeClass.rawValue)",
            "idiom: \(t.userInterfaceIdiom.rawValue) · controls: \(scene.windowingControlStyle.rawValue)",
            "orientation: \(g.interfaceOrientation.rawValue)" + (g.isInterfaceOrientationLocked ? " (locked)" : ""),
            "resizing: \(g.isInteractivelyResizing ? "yes" : "no")",
            "text size: \(t.preferredContentSizeCategory.shortName) (\(t.preferredContentSizeCategory.rawValue))",
            "style: \(t.userInterfaceStyle.rawValue) · direction: \(t.layoutDirection.rawValue) · language: \(t.language.code)",
        ]
        lines += t.customTraitDescriptions
        if g.minimumSize != .zero { lines.append("minimum: \(g.minimumSize)") }
        if let guides = scene.layoutGuides {
            let s = guides.safeAreaInsets
            lines.append("safe area: top \(s.top) · leading \(s.leading) · bottom \(s.bottom) · trailing \(s.trailing)")
            let m = guides.margins
            lines.append("margins: leading \(m.x - guides.bounds.x) · trailing \(guides.bounds.maxX - m.maxX)")
            lines.append("readable: \(guides.readableContent.width) cols")
            let h = guides.margins(cornerAdaptation: .horizontal), v = guides.margins(cornerAdaptation: .vertical)
            if h != m || v != m {
                lines.append("corner adaptation: +\(h.x - m.x) cols · +\(v.y - m.y) row")
            }
        }
        if let split = scene.rootViewController as? SplitViewController { lines += columnReport(for: split) }
        if let tabs = scene.rootViewController as? TabBarController { lines += tabReport(for: tabs) }
        return lines
    }

    /// The tab bar controller's lines: mode, where the tabs are, the sidebar, the selection,
    /// and the insets the tabs add to the content's safe area.
    func tabReport(for tabs: TabBarController) -> [String] {
        var lines = ["tabs: \(tabs.placement.rawValue) · mode \(tabs.mode.rawValue)"]
        let fits = tabs.sidebarWidth(forWidth: tabs.frame.width)
        lines.append("sidebar: " + (tabs.placement == .sidebar ? "shown, \(fits ?? 0) cols" : tabs.sidebar.isHidden ? "hidden" : "no room"))
        if let t = tabs.selectedTab { lines.append("selected: " + t.pathFromRoot.map(\.title).joined(separator: " › ")) }
        let i = tabs.contentSafeAreaInsets
        lines.append("safe area: top \(i.top) · leading \(i.leading) · bottom \(i.bottom) · trailing \(i.trailing)")
        return lines
    }

    /// The split view's lines: layout environment, display mode, behaviour, and each column's
    /// width with its bounds (in cells).
    func columnReport(for split: SplitViewController) -> [String] {
        var lines = ["layout: \(split.traitCollectionForChild(split).splitViewControllerLayoutEnvironment.rawValue)"]
        if split.isCollapsed {
            lines.append("collapsed: " + split.visibleColumns.map { "\($0)" }.joined(separator: " + "))
            return lines
        }
        lines.append("display mode: \(split.displayMode.rawValue)")
        lines.append("split behavior: \(split.splitBehavior.rawValue)")
        let b = split.columnBounds()
        for column in split.styleColumns + [.inspector] where split.viewController(for: column) != nil {
            let w = split.currentLayout.width(of: column)
            let bounds = b.bounds(column)
            let limits = column == .secondary ? "min \(b.secondaryMinimum)" : "min \(bounds.minimum) max \(bounds.maximum)"
            let inset = split.viewController(for: column)?.safeAreaInsets ?? .zero
            let safe = inset == .zero ? "" : " · safe area leading \(inset.leading) trailing \(inset.trailing)"
            lines.append("\(column): " + (split.isShowing(column) ? "\(w)" : "hidden") + " (\(limits))" + safe)
        }
        return lines
    }

    func draw(for window: Window, in canvas: inout Canvas, theme: Theme, keyBindings: KeyBindings) {
        let lines = report(for: window)
        let w = min(canvas.width - 2, (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4)
        let h = min(canvas.height - 2, lines.count + 2)
        // Below the window's title, but never over the hint bar (a window low on the screen).
        let box = Rect(x: max(0, window.frame.maxX - w - 1), y: max(0, min(window.frame.y + 1, canvas.height - 1 - h)), width: w, height: h)
        canvas.fill(box)
        canvas.drawBox(box, style: .light, lineStyle: theme.accent)
        canvas.drawText(" Traits ", x: box.x + 2, y: box.y, style: theme.windowTitle)
        // How to close it, on its bottom border, with the keys as bound.
        let close = " \(keyBindings.label(for: .traits)) or \(keyBindings.label(for: .closeTraits)) close "
        if DisplayWidth.of(close) + 4 <= box.width { canvas.drawText(close, x: box.x + 2, y: box.maxY - 1, style: theme.secondaryText) }
        canvas.withClip(box.inset(by: 1)) { c in
            for (i, line) in lines.enumerated() { c.drawText(line, x: box.x + 2, y: box.y + 1 + i) }
        }
    }
}

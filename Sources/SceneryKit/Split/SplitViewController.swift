import TerminalCanvas

/// Columns of content side by side, as `UISplitViewController` with the column styles.
///
/// This first version tiles its columns (primary, optional supplementary, secondary) at widths
/// from `ColumnAllocator`, draws a navigation bar row over each, and moves keyboard focus between
/// columns with Tab and Shift-Tab.
open class SplitViewController: ViewController {
    public enum Style: Sendable { case doubleColumn, tripleColumn }
    public enum Column: Int, Sendable, CaseIterable { case primary = 0, supplementary, secondary, compact, inspector }

    public let style: Style
    private var viewControllers: [Column: ViewController] = [:]
    /// The column that receives keys.
    public private(set) var focusedColumn: Column = .primary

    /// Width bounds in cells (UIKit's 320 pt maximum is 40 columns at 8 pt per column).
    public var primaryColumnBounds = ColumnWidthBounds(minimum: 18, preferred: 24, maximum: 40)
    public var supplementaryColumnBounds = ColumnWidthBounds(minimum: 24, preferred: 34, maximum: 40)
    public var minimumSecondaryColumnWidth = 40

    /// The widths applied at the last layout, in cells.
    public private(set) var primaryColumnWidth = 0
    public private(set) var supplementaryColumnWidth = 0
    public private(set) var secondaryColumnWidth = 0
    private var columnRects: [(Column, Rect)] = []

    public init(style: Style, title: String = "") {
        self.style = style
        super.init(title: title)
    }

    public func setViewController(_ vc: ViewController?, for column: Column) {
        viewControllers[column]?.removeFromParent()
        viewControllers[column] = vc
        if let vc { addChild(vc) }
    }
    public func viewController(for column: Column) -> ViewController? { viewControllers[column] }

    /// The tiled columns in order, leading to trailing.
    public var tiledColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// Children see the split view's layout environment (`.expanded` while columns are tiled).
    open override func traitCollectionForChild(_ child: ViewController) -> TraitCollection {
        var t = traitCollection
        t.splitViewControllerLayoutEnvironment = .expanded
        return t
    }

    public func focus(_ column: Column) {
        if tiledColumns.contains(column) { focusedColumn = column }
    }

    /// Computes the column rectangles for `rect` and records the applied widths.
    public func layout(in rect: Rect) {
        let bounds = style == .tripleColumn ? [primaryColumnBounds, supplementaryColumnBounds] : [primaryColumnBounds]
        let a = ColumnAllocator.tile(width: rect.width, sidebars: bounds, secondaryMinimum: minimumSecondaryColumnWidth)
        primaryColumnWidth = a.sidebars[0]
        supplementaryColumnWidth = style == .tripleColumn ? a.sidebars[1] : 0
        secondaryColumnWidth = a.secondary
        let widths = a.sidebars + [a.secondary]
        columnRects = zip(tiledColumns, zip(a.origins, widths)).map { column, ow in
            (column, Rect(x: rect.x + ow.0, y: rect.y, width: ow.1, height: rect.height))
        }
    }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        layout(in: rect)
        let theme = context.theme
        let sep = canvas.glyphs(.light).vertical
        for (index, (column, r)) in columnRects.enumerated() {
            if index > 0 {
                canvas.drawVLine(x: r.x - 1, y: r.y, length: r.height, glyph: sep, style: theme.separator)
            }
            guard r.width > 0, let vc = viewControllers[column] else { continue }
            let focused = context.isFocused && column == focusedColumn
            canvas.withClip(r) { c in
                c.drawField(vc.title, x: r.x, y: r.y, width: r.width,
                            style: focused ? theme.navigationTitle : theme.navigationTitle.with(.dim), alignment: .center)
                let content = r.inset(top: 1)
                c.withClip(content) { cc in
                    vc.draw(in: &cc, rect: content, context: DrawContext(isFocused: focused, theme: theme, time: context.time))
                }
            }
        }
    }

    open override func handleKey(_ key: KeyEvent) -> Bool {
        if key.key == .tab && key.modifiers.isSubset(of: [.shift]) {
            // Before the first layout every tiled column counts as visible.
            let laidOut = columnRects.filter { $0.1.width > 0 }.map { $0.0 }
            let visible = columnRects.isEmpty ? tiledColumns : laidOut
            guard let i = visible.firstIndex(of: focusedColumn), !visible.isEmpty else { return false }
            let step = key.modifiers.contains(.shift) ? visible.count - 1 : 1
            focusedColumn = visible[(i + step) % visible.count]
            return true
        }
        return viewControllers[focusedColumn]?.handleKey(key) ?? false
    }

    open override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        guard let (column, r) = columnRects.first(where: { $0.1.contains(event.position) }) else { return false }
        if event.kind == .press { focusedColumn = column }
        return viewControllers[column]?.handleMouse(event, in: r.inset(top: 1)) ?? false
    }
}

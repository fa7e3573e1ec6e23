import TerminalCanvas

/// One row of a list.
public struct ListItem: Equatable, Sendable {
    /// What the row says.
    public var title: String
    /// Right-aligned text (a count, a date).
    public var accessory: String
    /// A one-cell marker before the title (an unread dot), or nil.
    public var marker: Character?
    /// Emphasised rows (unread messages) draw in the theme's unread style.
    public var isEmphasized: Bool
    /// A second line under the title, as `UIListContentConfiguration.secondaryText` in a subtitle
    /// cell (a message's subject under its sender); nil for a one-line row. A list with any
    /// second line gives every row two lines, so rows stay aligned and a page is rows ÷ 2.
    public var secondaryText: String?

    /// A row titled `title`, with trailing text, a leading marker and bold for emphasis.
    public init(_ title: String, accessory: String = "", marker: Character? = nil, isEmphasized: Bool = false) {
        self.title = title; self.accessory = accessory; self.marker = marker; self.isEmphasized = isEmphasized
    }

    /// A two-line row: `title` (with `accessory` after it) over `secondaryText`.
    public init(_ title: String, secondaryText: String, accessory: String = "", marker: Character? = nil, isEmphasized: Bool = false) {
        self.init(title, accessory: accessory, marker: marker, isEmphasized: isEmphasized)
        self.secondaryText = secondaryText
    }
}

/// A scrolling list with a highlighted row, like a plain `UITableView`/`UICollectionView` list.
///
/// Arrows, Home/End and PageUp/PageDown move the highlight; Enter (or a click on the highlighted
/// row) chooses it and calls `onChoose`. Moving never chooses, so stepping through a long list
/// redraws two rows only.
open class ListViewController: ViewController {
    /// The rows; the selection stays in range when they change.
    public var items: [ListItem] {
        didSet {
            displayVersion &+= 1
            selectedIndex = min(selectedIndex, max(0, items.count - 1))
            revealsSelection = true
            measureRows()
        }
    }
    /// How every row is laid out: kept when the items or traits change, and read once a
    /// drawing, not once a row.
    struct RowShape {
        /// Any row has a second line (`secondaryText`).
        var hasSecondLine = false
        /// At accessibility text sizes the trailing value (a date, a count) goes on its own line
        /// under the title, as `UIListContentConfiguration` stacks text and secondary text.
        var stacksAccessory = false
        /// At accessibility sizes a title has two lines: one that does not fit wraps instead of
        /// being cut, and one that fits leaves the second as the row's padding.
        var wrapsTitle = false
        /// Rows mirror in right-to-left.
        var isRightToLeft = false
        /// Lines per row: the title's, the second line's, the stacked value's.
        var height: Int { (wrapsTitle ? 2 : 1) + (hasSecondLine ? 1 : 0) + (stacksAccessory ? 1 : 0) }
    }
    private var shape = RowShape()
    /// Lines per row.
    private var rowHeight: Int { shape.height }
    private func measureRows() {
        let ax = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        shape = RowShape(hasSecondLine: items.contains { $0.secondaryText != nil },
                         stacksAccessory: ax && items.contains { !$0.accessory.isEmpty }, wrapsTitle: ax,
                         isRightToLeft: isRightToLeft)
    }
    /// The selected row.
    public private(set) var selectedIndex = 0 {
        didSet { if selectedIndex != oldValue { displayVersion &+= 1; selectionMoves &+= 1 } }
    }
    /// Selection moves so far: each moves `displayVersion` by one too, so the difference moves
    /// with everything else the list draws (`RowsDrawing`).
    private var selectionMoves: UInt64 = 0
    /// What the last drawing drew, with damage tracking on.
    private var drawnRows: RowsDrawing?
    /// Each shown row's title as glyphs, by its place on screen: a column resized or a window
    /// swept narrower draws every row at a new width, which copies these instead of decoding
    /// and measuring the titles again. Made again only for a row showing another title.
    var drawnTitles: [TextCells] = []
    /// How many rows its last drawing drew (the others were copied, or there were no others).
    private(set) var drawnRowCount = 0
    /// The first row shown.
    public private(set) var scrollOffset = 0 {
        didSet { if scrollOffset != oldValue { displayVersion &+= 1 } }
    }
    /// Called with the row index when a row is chosen.
    public var onChoose: ((Int) -> Void)?
    /// The context menu for a row, as UIKit's `contextMenuConfigurationForItemAt`: shown beside
    /// the row on a right click or `Shift-F10`; nil (or a nil menu) for none.
    public var contextMenu: ((Int) -> Menu?)?
    /// Rows that push another screen show `›` — only in a collapsed split view, as Mail does
    /// (the `splitViewControllerLayoutEnvironment` trait).
    public var showsDisclosureIndicatorsWhenCollapsed = false {
        didSet { displayVersion &+= 1 }
    }
    private var lastPageHeight = 10
    /// Set when the selection moves: the next layout scrolls it into view. The wheel scrolls
    /// without it, so the selection may lie off screen until it moves again.
    private var revealsSelection = true

    /// A list titled `title` with `items`, the first one selected.
    public init(title: String, items: [ListItem] = []) {
        self.items = items
        super.init(title: title)
        measureRows()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
        super.traitCollectionDidChange(previousTraitCollection)
        measureRows()
    }

    /// Selects a row (clamped to the rows there are) and scrolls it into view.
    public func select(_ index: Int) {
        guard !items.isEmpty else { return }
        selectedIndex = max(0, min(items.count - 1, index))
        revealsSelection = true
    }

    /// Scrolls so that `offset` is the first row shown (kept in range at the next draw).
    public func scroll(to offset: Int) { scrollOffset = max(0, offset) }

    open override func encodeRestorableState(into state: inout [String: String]) {
        super.encodeRestorableState(into: &state)
        guard let id = restorationIdentifier else { return }
        state["\(id).selected"] = "\(selectedIndex)"
        state["\(id).scroll"] = "\(scrollOffset)"
    }

    open override func decodeRestorableState(from state: [String: String]) {
        super.decodeRestorableState(from: state)
        guard let id = restorationIdentifier else { return }
        if let s = state["\(id).selected"].flatMap(Int.init) { select(s) }
        if let s = state["\(id).scroll"].flatMap(Int.init) { scroll(to: s) }
    }

    /// Scrolls to bring a selection that moved into view; a page is the rectangle's height.
    open override func layout(in rect: Rect) {
        frame = rect
        let rows = visibleRows(in: rect)
        lastPageHeight = rows
        if revealsSelection {
            if selectedIndex < scrollOffset { scrollOffset = selectedIndex }
            if selectedIndex >= scrollOffset + rows { scrollOffset = selectedIndex - rows + 1 }
            revealsSelection = false
        }
        scrollOffset = max(0, min(scrollOffset, max(0, items.count - rows)))
    }

    /// Whole rows that fit the rectangle (at least one).
    private func visibleRows(in rect: Rect) -> Int { max(1, rect.height / rowHeight) }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        if let unavailable = contentUnavailableConfiguration {
            ViewController.forgetDrawing(&drawnRows)
            unavailable.draw(in: &canvas, rect: rect, theme: context.theme, isFocused: context.isFocused)
            return
        }
        let theme = context.theme
        // Asked once a frame, not once a row.
        let chevrons = showsDisclosureIndicatorsWhenCollapsed && traitCollection.splitViewControllerLayoutEnvironment == .collapsed
        let shape = self.shape, rowHeight = shape.height
        let only = rowsMovedBetween(rect: rect, context: context, canvas: &canvas)
        var drawn = 0
        defer { if !ViewController.isCheckDrawing { drawnRowCount = drawn } }
        let first = scrollOffset, selected = selectedIndex
        let shown = visibleRows(in: rect)
        if drawnTitles.count > shown { drawnTitles.removeLast(drawnTitles.count - shown) }  // rows no longer shown keep no titles
        // Rows are read in place: `items[index]` copied each row's strings (retained and released
        // them), a twentieth of a separator step at 160×45 where every row is drawn again.
        items.withUnsafeBufferPointer { rows in
            for row in 0..<shown {
                let index = first + row
                guard index < rows.count, row * rowHeight < rect.height else { break }
                if let only, index != only.from, index != only.to { continue }
                drawn += 1
                drawRow(rows.baseAddress! + index, slot: row, shape: shape, in: &canvas, x: rect.x, y: rect.y + row * rowHeight, width: rect.width,
                        selected: index == selected, chevron: chevrons, bottom: rect.y + rect.height, context: context, theme: theme)
            }
        }
    }

    /// What a drawing of the list was made from: `content` all but the selection (its version is
    /// `displayVersion` less the selection's moves, which the scroll offset and every other drawn
    /// property move), then the selection. A drawing that differs from the last in the selection
    /// alone copies its rows from the window's last frame and draws the two the highlight moved
    /// between (a key stepping through a list draws two rows).
    private struct RowsDrawing: Equatable {
        var content: ContentDrawing
        var selected: Int
    }

    /// With damage tracking on, and the last frame holding the list's last drawing with only
    /// the selection moved since: copies the rows from it and returns the two rows to draw.
    /// Notes this drawing either way.
    private func rowsMovedBetween(rect: Rect, context: DrawContext, canvas: inout Canvas) -> (from: Int, to: Int)? {
        guard let window = context.drawingWindow, countsDisplayChanges else {
            ViewController.forgetDrawing(&drawnRows)
            return nil
        }
        let content = ContentDrawing(version: displayVersion &- selectionMoves, rect: rect, context: context, window: window)
        let before = drawnRows
        drawnRows = RowsDrawing(content: content.noted(in: window), selected: selectedIndex)
        guard let before, before.content == content, before.selected != selectedIndex,
              let last = lastFrameToCopy(context, window) else { return nil }
        canvas.copy(rect, from: last)
        return (before.selected, selectedIndex)
    }

    /// A drawing of the list was copied whole into the window's drawing `drawing`: its rows
    /// there are the last drawing's.
    func rowsCopied(into drawing: Int) { drawnRows?.content.drawing = drawing }

    private func drawRow(_ row: UnsafePointer<ListItem>, slot: Int, shape: RowShape, in canvas: inout Canvas, x: Int, y: Int, width full: Int,
                         selected: Bool, chevron: Bool, bottom: Int, context: DrawContext, theme: Theme) {
        // Read through the pointer, each field where it is used: binding `row.pointee` copies the item.
        let base: Style = selected ? (context.isFocused ? theme.selection : theme.inactiveSelection) : .plain
        if drawPlainRow(row, slot: slot, shape: shape, in: &canvas, x: x, y: y, width: full, base: base, selected: selected,
                        chevron: chevron, theme: theme) { return }
        canvas.fill(Rect(x: x, y: y, width: full, height: min(shape.height, bottom - y)), style: base)
        // Places are counted from the leading edge: in right-to-left the row is mirrored (the
        // marker and title on the right, the value on the left), as UIKit mirrors its cells.
        // Left to right, nothing is measured to place it: rows are drawn at every step.
        let rtl = shape.isRightToLeft
        var width = full
        if chevron && width > 6 {
            let glyph = rtl ? canvas.symbol("‹", ascii: "<") : canvas.symbol("›", ascii: ">")
            canvas.put(glyph, x: rtl ? x + 1 : x + width - 2, y: y, style: selected ? base : theme.secondaryText)
            width -= 2
        }
        if let marker = row.pointee.marker {
            canvas.put(canvas.symbol(marker, ascii: "*"), x: rtl ? x + full - 2 : x + 1, y: y, style: selected ? base : theme.accent)
        }
        let lead = 3
        let accessoryWidth = row.pointee.accessory.isEmpty || shape.stacksAccessory ? 0 : DisplayWidth.of(row.pointee.accessory) + 1
        let titleWidth = max(0, width - lead - accessoryWidth - 1)
        let titleStyle = row.pointee.isEmphasized && !selected ? base.with(.bold) : base
        let secondary = selected ? base : theme.secondaryText
        func at(_ text: String, _ offset: Int, _ maxWidth: Int) -> Int {
            rtl ? x + full - offset - min(DisplayWidth.of(text), maxWidth) : x + offset
        }
        var line = y + 1
        if shape.wrapsTitle, y + 1 < bottom, DisplayWidth.of(row.pointee.title) > titleWidth, titleWidth > 0 {
            // Larger text wraps where smaller text is cut: the first line whole, the rest after it.
            let lines = TextLayout.wrap(row.pointee.title, width: titleWidth)
            let rest = lines.dropFirst().joined(separator: " ")
            canvas.drawText(lines[0], x: at(lines[0], lead, titleWidth), y: y, style: titleStyle, maxWidth: titleWidth)
            canvas.drawText(rest, x: at(rest, lead, titleWidth), y: y + 1, style: titleStyle, maxWidth: titleWidth)
            line += 1
        } else if titleWidth > 0, rtl {
            canvas.drawText(row.pointee.title, x: at(row.pointee.title, lead, titleWidth), y: y, style: titleStyle, maxWidth: titleWidth)
        } else if titleWidth > 0 {
            keepTitle(row.pointee.title, slot: slot)
            drawnTitles[slot].draw(on: &canvas, x: x + lead, y: y, style: titleStyle, maxWidth: titleWidth)
        }
        if accessoryWidth > 0, titleWidth > 0 {
            canvas.drawText(row.pointee.accessory, x: rtl ? x + full - width + 1 : x + width - accessoryWidth, y: y, style: secondary)
        }
        if shape.stacksAccessory {
            let room = max(0, width - lead - 1)
            if line < bottom, !row.pointee.accessory.isEmpty, room > 0 {
                canvas.drawText(row.pointee.accessory, x: at(row.pointee.accessory, lead, room), y: line, style: secondary, maxWidth: room)
            }
            line += 1
        }
        if shape.hasSecondLine, line < bottom, let second = row.pointee.secondaryText, width > 4 {
            canvas.drawText(second, x: at(second, lead, width - 4), y: line, style: base, maxWidth: width - 4)
        }
    }

    /// Keeps `title` as glyphs for the row shown at `slot`, from the last drawing of that row
    /// when it showed the same title.
    func keepTitle(_ title: String, slot: Int) {
        guard slot < drawnTitles.count else {
            // Rows a drawing skipped (copied from the last frame) hold this title until drawn.
            let cells = TextCells(title)
            while drawnTitles.count <= slot { drawnTitles.append(cells) }
            return
        }
        if !drawnTitles[slot].describes(title) { drawnTitles[slot] = TextCells(title) }
    }

    open override var keyCommands: [KeyCommand] {
        let some = !items.isEmpty
        return [
            KeyCommand(.moveUp, when: some) { self.select(self.selectedIndex - 1) },
            KeyCommand(.moveDown, when: some) { self.select(self.selectedIndex + 1) },
            KeyCommand(.pageUp, hinted: false, when: some) { self.select(self.selectedIndex - self.lastPageHeight) },
            KeyCommand(.pageDown, hinted: false, when: some) { self.select(self.selectedIndex + self.lastPageHeight) },
            KeyCommand(.moveToTop, hinted: false, when: some) { self.select(0) },
            KeyCommand(.moveToBottom, hinted: false, when: some) { self.select(self.items.count - 1) },
            KeyCommand(.open, when: some && onChoose != nil && contentUnavailableConfiguration == nil) {
                self.onChoose?(self.selectedIndex)
            },
            KeyCommand(.contextMenu, hinted: false, when: some && contextMenu != nil && contentUnavailableConfiguration == nil) {
                self.showContextMenu(for: self.selectedIndex)
            },
        ]
    }

    /// The selected row's cells, as last laid out (nil when it is scrolled away).
    func rowRect(_ index: Int) -> Rect? {
        let r = frame
        guard !r.isEmpty, index >= scrollOffset, index < scrollOffset + visibleRows(in: r) else { return nil }
        return Rect(x: r.x, y: r.y + (index - scrollOffset) * rowHeight, width: r.width, height: rowHeight)
    }

    /// Shows the row's context menu beside it.
    func showContextMenu(for index: Int) {
        guard let menu = contextMenu?(index), let row = rowRect(index) else { return }
        presentMenu(menu, from: Rect(x: row.x + 2, y: row.y, width: min(row.width - 2, 12), height: 1))
    }

    /// The rows shown: a press selects the row and chooses it (`onChoose`); a right click opens
    /// its context menu instead, as a long press or a secondary click does (on a row without one
    /// it only highlights: a secondary click never opens a row).
    open override var regionItems: [RegionItem] {
        guard contentUnavailableConfiguration == nil, !frame.isEmpty else { return [] }
        return items.indices.dropFirst(scrollOffset).prefix(visibleRows(in: frame)).compactMap { i in
            rowRect(i).map { row in
                RegionItem(row, .item(items[i].title), tag: i) { [unowned self] event in
                    self.select(i)
                    if event.button == 3 {
                        if self.contextMenu != nil { self.showContextMenu(for: i) }
                    } else {
                        self.onChoose?(i)
                    }
                }
            }
        }
    }

    /// The wheel scrolls the rows under the pointer, three a notch, and leaves the selection
    /// (and what it shows beside the list) where it is, as a table view does.
    open override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        switch event.kind {
        case .scrollUp: scrollOffset = max(0, scrollOffset - 3); return true
        case .scrollDown: scrollOffset = max(0, min(scrollOffset + 3, items.count - lastPageHeight)); return true
        // Below the last row: a press there does nothing. (A content-unavailable configuration's
        // button is every controller's: `handleContentUnavailableMouse`.)
        case .press: return contentUnavailableConfiguration != nil
        default: return false
        }
    }
}

/// Width limits of one column, in cells.
public struct ColumnWidthBounds: Hashable, Sendable {
    /// The narrowest the column may get.
    public var minimum: Int
    /// The width it takes when there is room.
    public var preferred: Int
    /// The widest it may get.
    public var maximum: Int
    /// Bounds clamped so that minimum ≤ preferred ≤ maximum and the minimum is at least one cell.
    public init(minimum: Int, preferred: Int, maximum: Int) {
        self.minimum = max(1, minimum)
        self.maximum = max(self.minimum, maximum)
        self.preferred = min(self.maximum, max(self.minimum, preferred))
    }
}

/// Everything the allocator needs to know about a split view, in cells.
public struct SplitColumnBounds: Hashable, Sendable {
    /// Two or three columns.
    public var style: SplitViewController.Style
    /// The primary column's bounds.
    public var primary: ColumnWidthBounds
    /// The supplementary column's bounds (triple column only).
    public var supplementary: ColumnWidthBounds
    /// The inspector column's bounds.
    public var inspector: ColumnWidthBounds
    /// The width under which the secondary never goes while sidebars tile beside it.
    public var secondaryMinimum: Int
    /// `preferredSecondaryColumnWidth(Fraction)` in cells, or nil: the secondary takes the rest.
    public var secondaryPreferred: Int?

    /// The bounds of every column, in cells.
    public init(style: SplitViewController.Style, primary: ColumnWidthBounds, supplementary: ColumnWidthBounds,
                inspector: ColumnWidthBounds, secondaryMinimum: Int, secondaryPreferred: Int? = nil) {
        self.style = style; self.primary = primary; self.supplementary = supplementary
        self.inspector = inspector; self.secondaryMinimum = max(1, secondaryMinimum)
        self.secondaryPreferred = secondaryPreferred.map { max(self.secondaryMinimum, $0) }
    }

    func bounds(_ column: SplitViewController.Column) -> ColumnWidthBounds {
        switch column {
        case .primary: return primary
        case .supplementary: return supplementary
        case .inspector: return inspector
        case .secondary, .compact: return ColumnWidthBounds(minimum: secondaryMinimum, preferred: secondaryMinimum, maximum: Int.max / 4)
        }
    }
}

/// One column as laid out: where it starts (relative to the split view) and how wide it is.
public struct PlacedColumn: Hashable, Sendable {
    /// How the column sits among the others.
    public enum Placement: Hashable, Sendable {
        /// Side by side with its neighbours, separated by one-cell rules.
        case tiled
        /// Drawn over the dimmed secondary.
        case overlaid
        /// The secondary pushed toward the trailing edge, cropped and dimmed.
        case displaced
    }
    /// Which column.
    public var column: SplitViewController.Column
    /// Its first cell, from the split view's leading edge.
    public var x: Int
    /// Its width in cells.
    public var width: Int
    /// Tiled, overlaid or displaced.
    public var placement: Placement
}

/// What a split view shows at one width: the display mode, the behaviour, and each column.
public struct SplitLayout: Hashable, Sendable {
    /// The display mode at this width.
    public var displayMode: SplitViewController.DisplayMode
    /// The split behaviour at this width.
    public var splitBehavior: SplitViewController.SplitBehavior
    /// Leading to trailing; overlaid columns come after the tiled ones (they draw on top).
    public var columns: [PlacedColumn]
    /// Index of the automatic stage the width falls in (0 = the widest), for the inspector rule.
    public var stage: Int

    /// The column as placed, if it is shown.
    public func placed(_ column: SplitViewController.Column) -> PlacedColumn? { columns.first { $0.column == column } }
    /// A column's width in cells; 0 when it is not shown.
    public func width(of column: SplitViewController.Column) -> Int { placed(column)?.width ?? 0 }
    /// The columns shown, leading to trailing.
    public var visibleColumns: [SplitViewController.Column] { columns.map(\.column) }
    /// True when the secondary is dimmed and takes no input (over and displace modes).
    public var isSecondaryObscured: Bool {
        switch displayMode {
        case .oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary: return true
        default: return isInspectorOverlaid
        }
    }
    /// True when the inspector is drawn over the dimmed secondary because no tiling fits it.
    public var isInspectorOverlaid: Bool { columns.contains { $0.column == .inspector && $0.placement == .overlaid } }
}

/// Decides, for a window width, which columns a split view shows and how wide each one is.
///
/// Pure functions, in the shape of Textual's `_resolve`. A mode *fits* when each column it tiles
/// can have its minimum width and the secondary its minimum. Widths start at the preferred
/// value (clamped to the bounds); when the secondary would drop under its minimum the other
/// columns give width back — the inspector first, then the sidebar nearest the secondary —
/// never below their own minimum. Tiled widths plus one-cell separators always add up to the
/// width exactly: there is no rounding to drift.
///
/// As a regular-width window narrows, the automatic stages are, for the triple-column style:
/// all columns tiled (`twoBesideSecondary`, with the inspector when it fits), then `displace`
/// with one sidebar beside the secondary, then `overlay` with the secondary only. The double
/// style has `oneBesideSecondary` (tile) then `secondaryOnly` (overlay). A portrait-shaped
/// window starts one stage down, as UIKit overlays sidebars in portrait on iPad.
public enum ColumnAllocator {
    /// `SplitViewController.DisplayMode`.
    public typealias DisplayMode = SplitViewController.DisplayMode
    /// `SplitViewController.SplitBehavior`.
    public typealias SplitBehavior = SplitViewController.SplitBehavior
    /// `SplitViewController.Column`.
    public typealias Column = SplitViewController.Column

    /// The automatic stages from the widest down.
    public static func stages(style: SplitViewController.Style, behavior: SplitBehavior,
                              isPortrait: Bool) -> [(SplitBehavior, DisplayMode)] {
        let triple = style == .tripleColumn
        var list: [(SplitBehavior, DisplayMode)]
        switch behavior {
        case .automatic:
            list = triple ? [(.tile, .twoBesideSecondary), (.displace, .oneBesideSecondary), (.overlay, .secondaryOnly)]
                          : [(.tile, .oneBesideSecondary), (.overlay, .secondaryOnly)]
            if isPortrait { list.removeFirst() }
        case .tile:
            list = (triple ? [(.tile, .twoBesideSecondary)] : []) + [(.tile, .oneBesideSecondary), (.tile, .secondaryOnly)]
        case .displace:
            list = [(.displace, .oneBesideSecondary), (.displace, .secondaryOnly)]
        case .overlay:
            list = [(.overlay, .secondaryOnly)]
        }
        return list
    }

    /// The sidebars a mode shows, leading to trailing.
    public static func sidebars(of mode: DisplayMode, style: SplitViewController.Style) -> [Column] {
        let triple = style == .tripleColumn
        switch mode {
        case .automatic, .secondaryOnly: return []
        case .oneBesideSecondary, .oneOverSecondary: return [triple ? .supplementary : .primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return triple ? [.primary, .supplementary] : [.primary]
        }
    }

    /// UIKit's translation of a mode to a behaviour (`twoBesideSecondary` under overlay is
    /// `twoOverSecondary`…).
    public static func translate(_ mode: DisplayMode, to behavior: SplitBehavior, style: SplitViewController.Style) -> DisplayMode {
        if mode == .secondaryOnly || mode == .automatic { return .secondaryOnly }
        let two = mode.isTwo && style == .tripleColumn
        switch behavior {
        case .tile, .automatic: return two ? .twoBesideSecondary : .oneBesideSecondary
        case .overlay: return two ? .twoOverSecondary : .oneOverSecondary
        case .displace: return two ? .twoDisplaceSecondary : .oneBesideSecondary
        }
    }

    /// The next narrower mode of the same behaviour.
    static func stepDown(_ mode: DisplayMode) -> DisplayMode {
        switch mode {
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        default: return .secondaryOnly
        }
    }

    /// Whether `mode` fits `width` with every column at least at its minimum.
    public static func fits(_ mode: DisplayMode, width: Int, bounds b: SplitColumnBounds, inspector: Bool) -> Bool {
        let side = sidebars(of: mode, style: b.style).map { b.bounds($0).minimum }
        let inspectorNeed = inspector ? b.inspector.minimum + 1 : 0
        switch mode {
        case .automatic, .secondaryOnly:
            return width >= b.secondaryMinimum + inspectorNeed || (!inspector && width >= 1)
        case .oneBesideSecondary, .twoBesideSecondary:
            return width >= side.reduce(0, +) + side.count + b.secondaryMinimum + inspectorNeed
        case .oneOverSecondary, .twoOverSecondary:
            // Overlaid sidebars leave a strip of the dimmed secondary (and a shade column) in view.
            // With an inspector they lie over the secondary only, which keeps its minimum.
            return width >= max(side.reduce(0, +) + side.count + 2, inspector ? b.secondaryMinimum : 0) + inspectorNeed
        case .twoDisplaceSecondary:
            return !inspector && width >= side.reduce(0, +) + side.count + 4
        }
    }

    /// The layout for `width`: the automatic stage, then the requested (or preferred) mode
    /// translated to that stage's behaviour and stepped down until it fits.
    ///
    /// A wanted inspector is the first column to go as the window narrows, unless
    /// `inspectorFirst` (the person just asked for it, `show(.inspector)`): then the sidebars
    /// give way instead — overlaid when they were asked for, hidden otherwise — and where not
    /// even the secondary and the inspector fit side by side, the inspector is drawn over the
    /// dimmed secondary. An explicit show is never a no-op.
    public static func plan(width: Int, bounds b: SplitColumnBounds,
                            preferredDisplayMode: DisplayMode = .automatic,
                            preferredSplitBehavior: SplitBehavior = .automatic,
                            requestedDisplayMode: DisplayMode? = nil,
                            wantsInspector: Bool = false, inspectorFirst: Bool = false,
                            isPortrait: Bool = false) -> SplitLayout {
        let list = stages(style: b.style, behavior: preferredSplitBehavior, isPortrait: isPortrait)
        let stage = list.firstIndex { fits($0.1, width: width, bounds: b, inspector: false) } ?? list.count - 1
        let (behavior, automaticMode) = list[stage]
        var mode = requestedDisplayMode ?? (preferredDisplayMode == .automatic ? automaticMode : preferredDisplayMode)
        mode = translate(mode, to: behavior, style: b.style)
        while mode != .secondaryOnly && !fits(mode, width: width, bounds: b, inspector: false) { mode = stepDown(mode) }
        if wantsInspector && inspectorFirst {
            return planInspectorFirst(mode: mode, behavior: behavior, stage: stage, sidebarsAsked: requestedDisplayMode != nil,
                                      width: width, bounds: b)
        }
        // The inspector is the first to go: it shows only in the widest stage, and only if it fits.
        let inspector = wantsInspector && stage == 0 && fits(mode, width: width, bounds: b, inspector: true)
        return SplitLayout(displayMode: mode, splitBehavior: behavior,
                           columns: place(mode, width: width, bounds: b, inspector: inspector), stage: stage)
    }

    /// The layout that keeps an inspector the person asked for: the mode itself if the
    /// inspector fits beside it; sidebars that were asked for (`s`) over the secondary; else
    /// the mode stepped down until the inspector tiles; else the inspector over the secondary.
    static func planInspectorFirst(mode: DisplayMode, behavior: SplitBehavior, stage: Int, sidebarsAsked: Bool,
                                   width: Int, bounds b: SplitColumnBounds) -> SplitLayout {
        func layout(_ m: DisplayMode, _ behavior: SplitBehavior) -> SplitLayout {
            SplitLayout(displayMode: m, splitBehavior: behavior, columns: place(m, width: width, bounds: b, inspector: true), stage: stage)
        }
        if fits(mode, width: width, bounds: b, inspector: true) { return layout(mode, behavior) }
        if sidebarsAsked && mode != .secondaryOnly {
            let over = translate(mode, to: .overlay, style: b.style)
            if fits(over, width: width, bounds: b, inspector: true) { return layout(over, .overlay) }
        }
        var m = mode
        while m != .secondaryOnly && !fits(m, width: width, bounds: b, inspector: true) { m = stepDown(m) }
        if fits(m, width: width, bounds: b, inspector: true) { return layout(m, behavior) }
        // Not even beside the secondary alone: over it, leaving a strip of it and a shade in view.
        let w = min(b.inspector.preferred, max(1, width - 3))
        let secondary = PlacedColumn(column: .secondary, x: 0, width: width, placement: .tiled)
        let inspector = PlacedColumn(column: .inspector, x: width - w, width: w, placement: .overlaid)
        return SplitLayout(displayMode: .secondaryOnly, splitBehavior: behavior, columns: [secondary, inspector], stage: stage)
    }

    /// Column widths and positions for a mode that fits.
    public static func place(_ mode: DisplayMode, width: Int, bounds b: SplitColumnBounds, inspector: Bool) -> [PlacedColumn] {
        let side = sidebars(of: mode, style: b.style)
        switch mode {
        case .automatic, .secondaryOnly, .oneBesideSecondary, .twoBesideSecondary:
            return tile(side + [.secondary] + (inspector ? [.inspector] : []), width: width, bounds: b)
        case .oneOverSecondary, .twoOverSecondary:
            let row = tile([.secondary] + (inspector ? [.inspector] : []), width: width, bounds: b)
            // Overlaid sidebars cover only the secondary, never a tiled inspector.
            let over = shrinkToFit(side, room: max(0, row[0].width - 2), bounds: b)
            return row + over.map { PlacedColumn(column: $0.column, x: $0.x, width: $0.width, placement: .overlaid) }
        case .twoDisplaceSecondary:
            let shown = shrinkToFit(side, room: max(0, width - 4), bounds: b)
            let x = (shown.last.map { $0.x + $0.width } ?? 0) + 1
            // The secondary keeps the width it had beside one sidebar and is cropped at the edge.
            let besideWidth = tile([.supplementary, .secondary], width: width, bounds: b).last?.width ?? width
            return shown + [PlacedColumn(column: .secondary, x: x, width: min(besideWidth, width - x), placement: .displaced)]
        }
    }

    /// Tiles `columns` into `width`: preferred widths clamped, the secondary takes the rest,
    /// and the others give width back (trailing inspector first, then nearest-the-secondary
    /// sidebar) while the secondary is under its minimum.
    static func tile(_ columns: [Column], width: Int, bounds b: SplitColumnBounds) -> [PlacedColumn] {
        let room = max(0, width - (columns.count - 1))
        var widths = columns.map { $0 == .secondary ? 0 : b.bounds($0).preferred }
        let secondaryIndex = columns.firstIndex(of: .secondary) ?? 0
        var shortfall = b.secondaryMinimum - (room - widths.reduce(0, +))
        let giveBackOrder = columns.indices.filter { $0 != secondaryIndex }
            .sorted { columns[$0] == .inspector ? true : columns[$1] == .inspector ? false : $0 > $1 }
        for i in giveBackOrder where shortfall > 0 {
            let give = min(shortfall, widths[i] - b.bounds(columns[i]).minimum)
            widths[i] -= give
            shortfall -= give
        }
        // If even the minimums do not fit, cut from the trailing end so that the sum holds.
        var over = widths.reduce(0, +) - room
        for i in giveBackOrder where over > 0 {
            let cut = min(over, widths[i])
            widths[i] -= cut
            over -= cut
        }
        widths[secondaryIndex] = room - widths.reduce(0, +)
        // A preferred secondary width hands what it does not want to the sidebars, nearest
        // first, up to their maximums; whatever they cannot take stays with the secondary.
        if let preferred = b.secondaryPreferred, widths[secondaryIndex] > preferred {
            var surplus = widths[secondaryIndex] - preferred
            for i in columns.indices.reversed() where i != secondaryIndex && columns[i] != .inspector && surplus > 0 {
                let take = min(surplus, b.bounds(columns[i]).maximum - widths[i])
                if take > 0 { widths[i] += take; surplus -= take }
            }
            widths[secondaryIndex] = preferred + surplus
        }
        var x = 0
        return zip(columns, widths).map { column, w in
            defer { x += w + 1 }
            return PlacedColumn(column: column, x: x, width: w, placement: .tiled)
        }
    }

    /// Sidebars side by side at their preferred widths, narrowed (trailing first, never under
    /// the minimum unless nothing else fits) so that they and their separators fit `room`.
    static func shrinkToFit(_ columns: [Column], room: Int, bounds b: SplitColumnBounds) -> [PlacedColumn] {
        var widths = columns.map { b.bounds($0).preferred }
        var over = widths.reduce(0, +) + columns.count - 1 - room
        for pass in 0..<2 {
            for i in widths.indices.reversed() where over > 0 {
                let floor = pass == 0 ? b.bounds(columns[i]).minimum : 0
                let give = min(over, widths[i] - floor)
                widths[i] -= give
                over -= give
            }
        }
        var x = 0
        return zip(columns, widths).map { column, w in
            defer { x += w + 1 }
            return PlacedColumn(column: column, x: x, width: w, placement: .tiled)
        }
    }
}

extension SplitViewController.DisplayMode {
    var isTwo: Bool { self == .twoBesideSecondary || self == .twoOverSecondary || self == .twoDisplaceSecondary }
}

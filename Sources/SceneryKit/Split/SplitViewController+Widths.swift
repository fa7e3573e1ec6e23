/// One column's width preferences in points, with UIKit's `automaticDimension` for "let the
/// split view decide".
struct ColumnWidthPreference: Hashable {
    var minimum = SplitViewController.automaticDimension
    var maximum = SplitViewController.automaticDimension
    var preferred = SplitViewController.automaticDimension
    var preferredFraction = SplitViewController.automaticDimension

    /// The automatic values, in points: UIKit's 320 pt maximum for sidebars, the inspector
    /// and the secondary's minimum (ARCHITECTURE.md: 40 columns at 8 pt), and minimums near
    /// the WWDC sample's 200 pt resize floor.
    ///
    /// A switch, not a dictionary: the bounds are worked out again at every column step, and
    /// hashing the column to look them up cost more than the rest of the sum.
    static func automatic(_ column: SplitViewController.Column) -> (min: Double, preferred: Double, max: Double) {
        switch column {
        case .primary: (160, 224, 320)
        case .supplementary: (192, 288, 320)
        case .inspector: (192, 256, 320)
        case .secondary: (320, 320, 320)
        case .compact: (160, 256, 320)
        }
    }
    static let defaults: [SplitViewController.Column: ColumnWidthPreference] = [
        .primary: .init(), .supplementary: .init(), .inspector: .init(), .secondary: .init(),
    ]
}

/// UIKit's width properties, in points. Setting one lays out again.
extension SplitViewController {
    /// Lets the split view choose a width, as `UISplitViewController.automaticDimension`.
    public static let automaticDimension = -1.0

    /// The primary column's minimum width, in points.
    public var minimumPrimaryColumnWidth: Double {
        get { widthPreferences[.primary]!.minimum } set { setWidth(\.minimum, newValue, .primary) }
    }
    /// The primary column's maximum width, in points.
    public var maximumPrimaryColumnWidth: Double {
        get { widthPreferences[.primary]!.maximum } set { setWidth(\.maximum, newValue, .primary) }
    }
    /// The primary column's preferred width, in points.
    public var preferredPrimaryColumnWidth: Double {
        get { widthPreferences[.primary]!.preferred } set { setWidth(\.preferred, newValue, .primary) }
    }
    /// 0…1 of the split view's width; `preferredPrimaryColumnWidth` wins when both are set.
    public var preferredPrimaryColumnWidthFraction: Double {
        get { widthPreferences[.primary]!.preferredFraction } set { setWidth(\.preferredFraction, newValue, .primary) }
    }
    /// The supplementary column's minimum width, in points.
    public var minimumSupplementaryColumnWidth: Double {
        get { widthPreferences[.supplementary]!.minimum } set { setWidth(\.minimum, newValue, .supplementary) }
    }
    /// The supplementary column's maximum width, in points.
    public var maximumSupplementaryColumnWidth: Double {
        get { widthPreferences[.supplementary]!.maximum } set { setWidth(\.maximum, newValue, .supplementary) }
    }
    /// The supplementary column's preferred width, in points.
    public var preferredSupplementaryColumnWidth: Double {
        get { widthPreferences[.supplementary]!.preferred } set { setWidth(\.preferred, newValue, .supplementary) }
    }
    /// 0…1 of the split view's width; `preferredSupplementaryColumnWidth` wins when both are set.
    public var preferredSupplementaryColumnWidthFraction: Double {
        get { widthPreferences[.supplementary]!.preferredFraction } set { setWidth(\.preferredFraction, newValue, .supplementary) }
    }
    /// The inspector column's minimum width, in points.
    public var minimumInspectorColumnWidth: Double {
        get { widthPreferences[.inspector]!.minimum } set { setWidth(\.minimum, newValue, .inspector) }
    }
    /// The inspector column's maximum width, in points.
    public var maximumInspectorColumnWidth: Double {
        get { widthPreferences[.inspector]!.maximum } set { setWidth(\.maximum, newValue, .inspector) }
    }
    /// The inspector column's preferred width, in points.
    public var preferredInspectorColumnWidth: Double {
        get { widthPreferences[.inspector]!.preferred } set { setWidth(\.preferred, newValue, .inspector) }
    }
    /// 0…1 of the split view's width; `preferredInspectorColumnWidth` wins when both are set.
    public var preferredInspectorColumnWidthFraction: Double {
        get { widthPreferences[.inspector]!.preferredFraction } set { setWidth(\.preferredFraction, newValue, .inspector) }
    }
    /// The secondary's preferred width (iOS 26): width it does not want goes to the sidebars,
    /// up to their maximums. `automaticDimension`: the secondary takes all that is left.
    public var preferredSecondaryColumnWidth: Double {
        get { widthPreferences[.secondary]!.preferred } set { setWidth(\.preferred, newValue, .secondary) }
    }
    /// 0…1 of the split view's width; `preferredSecondaryColumnWidth` wins when both are set.
    public var preferredSecondaryColumnWidthFraction: Double {
        get { widthPreferences[.secondary]!.preferredFraction } set { setWidth(\.preferredFraction, newValue, .secondary) }
    }
    /// The width under which the secondary never goes while sidebars tile beside it.
    public var minimumSecondaryColumnWidth: Double {
        get { widthPreferences[.secondary]!.minimum } set { setWidth(\.minimum, newValue, .secondary) }
    }

    /// The applied widths, in cells (0 when the column is not shown).
    public var primaryColumnWidth: Int { currentLayout.width(of: .primary) }
    /// The supplementary column's applied width, in cells (0 when not shown).
    public var supplementaryColumnWidth: Int { currentLayout.width(of: .supplementary) }
    /// The secondary column's applied width, in cells.
    public var secondaryColumnWidth: Int { currentLayout.width(of: .secondary) }
    /// The inspector column's applied width, in cells (0 when not shown or shown as a sheet).
    public var inspectorColumnWidth: Int { currentLayout.width(of: .inspector) }

    /// A column's applied width in points, as UIKit's `primaryColumnWidth` reads: its cells at
    /// the window's points per cell (0 when the column is not shown).
    public func columnWidthInPoints(_ column: Column) -> Double {
        Double(currentLayout.width(of: column)) * scale.pointsPerColumn
    }

    private func setWidth(_ key: WritableKeyPath<ColumnWidthPreference, Double>, _ value: Double, _ column: Column) {
        widthPreferences[column]![keyPath: key] = value
        relayout()
    }

    var scale: CellScale { traitCollection.displayScale }

    /// What the text size multiplies column widths in points by: columns hold text, and larger
    /// text needs more points (docs/traits.md, "Text size").
    var textLayoutScale: Double { traitCollection.preferredContentSizeCategory.layoutScale }

    /// A column's bounds in cells for a split view `width` cells wide. Widths in points grow
    /// with the text size, so sidebars give way sooner; but a grown minimum stops where it would
    /// ask for more than the split view has — the secondary's at its width, a sidebar's or the
    /// inspector's at half of it (two overlaid sidebars, or an inspector over the secondary,
    /// still fit) — never under the column's own minimum. Larger text collapses columns, never
    /// the window, and no column is laid out under its minimum.
    public func bounds(of column: Column, forWidth width: Int) -> ColumnWidthBounds {
        let p = widthPreferences[column] ?? ColumnWidthPreference()
        let auto = ColumnWidthPreference.automatic(column)
        let text = textLayoutScale
        func cells(_ points: Double) -> Int { scale.columns(forPoints: text == 1 ? points : points * text) }
        let baseMinimum = scale.columns(forPoints: p.minimum >= 0 ? p.minimum : auto.min)
        var minimum = baseMinimum
        if text != 1 {
            let room = column == .secondary ? width : (width - 4) / 2
            minimum = min(cells(p.minimum >= 0 ? p.minimum : auto.min), max(baseMinimum, room))
        }
        let maximum = max(minimum, cells(p.maximum >= 0 ? p.maximum : auto.max))
        var preferred = cells(auto.preferred)
        if p.preferred >= 0 { preferred = cells(p.preferred) } else if p.preferredFraction >= 0 {
            preferred = Int((min(1, p.preferredFraction) * Double(width)).rounded(.down))
        }
        if let chosen = userColumnWidths[column] { preferred = chosen }
        return ColumnWidthBounds(minimum: minimum, preferred: preferred, maximum: column == .secondary ? Int.max / 4 : maximum)
    }

    /// All the bounds the allocator needs, in cells.
    public func columnBounds(forWidth width: Int? = nil) -> SplitColumnBounds {
        let w = width ?? frame.width, scale = scale, text = textLayoutScale
        if let last = lastColumnBounds, last.width == w, last.scale == scale, last.text == text { return last.bounds }
        let p = widthPreferences[.secondary] ?? ColumnWidthPreference()
        let secondaryPreferred = p.preferred >= 0 ? scale.columns(forPoints: p.preferred * text)
            : p.preferredFraction >= 0 ? Int((min(1, p.preferredFraction) * Double(w)).rounded(.down)) : nil
        let bounds = SplitColumnBounds(style: style, primary: bounds(of: .primary, forWidth: w),
                                       supplementary: bounds(of: .supplementary, forWidth: w),
                                       inspector: bounds(of: .inspector, forWidth: w),
                                       secondaryMinimum: bounds(of: .secondary, forWidth: w).minimum,
                                       secondaryPreferred: secondaryPreferred)
        lastColumnBounds = (w, scale, text, bounds)
        return bounds
    }
}

import PropertyBased
import Testing
@testable import SceneryKit

/// The pure column allocator: exact sums, bounds kept, the narrowing order, over random
/// widths and column bounds.
@Suite("Column allocator")
struct ColumnAllocatorTests {
    typealias Mode = SplitViewController.DisplayMode

    /// Random but valid bounds for one style.
    static func bounds(_ n: [Int], triple: Bool) -> SplitColumnBounds {
        func b(_ i: Int) -> ColumnWidthBounds {
            let minimum = 1 + n[i] % 40
            return ColumnWidthBounds(minimum: minimum, preferred: minimum + n[i + 1] % 30, maximum: minimum + n[i + 2] % 50)
        }
        return SplitColumnBounds(style: triple ? .tripleColumn : .doubleColumn, primary: b(0), supplementary: b(3),
                                 inspector: b(6), secondaryMinimum: 1 + n[9] % 80)
    }

    static let mail = SplitColumnBounds(style: .tripleColumn,
                                        primary: ColumnWidthBounds(minimum: 20, preferred: 28, maximum: 40),
                                        supplementary: ColumnWidthBounds(minimum: 30, preferred: 36, maximum: 40),
                                        inspector: ColumnWidthBounds(minimum: 24, preferred: 32, maximum: 40),
                                        secondaryMinimum: 56)

    /// The row the secondary sits in: tiled columns and separators add up to the width.
    static func checkSums(_ layout: SplitLayout, width: Int, bounds b: SplitColumnBounds) {
        let row = layout.columns.filter { $0.placement != .overlaid }
        let total = row.map(\.width).reduce(0, +) + row.count - 1
        #expect(total == width, "\(layout.displayMode) at \(width): \(row.map(\.width)) + \(row.count - 1) separators")
        var x = 0
        for p in row {
            #expect(p.x == x, "column \(p.column) at \(p.x), expected \(x)")
            x += p.width + 1
        }
        for p in layout.columns where p.column != .secondary {
            #expect(p.x + p.width <= width, "\(p.column) runs past the edge")
        }
    }

    @Test("Widths and separators always add up to the window width, at every width and any bounds")
    func exactSums() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...10_000).array(of: 10...10), Gen.int(in: 1...400),
                            Gen.int(in: 0...7)) { n, width, flags in
            let b = Self.bounds(n, triple: flags & 1 == 1)
            let layout = ColumnAllocator.plan(width: width, bounds: b, wantsInspector: flags & 2 == 2)
            Self.checkSums(layout, width: width, bounds: b)
            // A requested mode may be stepped down, but the sum still holds.
            for mode in Mode.allCases where mode != .automatic {
                Self.checkSums(ColumnAllocator.plan(width: width, bounds: b, requestedDisplayMode: mode,
                                                    wantsInspector: flags & 4 == 4), width: width, bounds: b)
            }
        }
    }

    @Test("Every shown column keeps its bounds, and the secondary keeps its minimum beside sidebars")
    func boundsKept() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...10_000).array(of: 10...10), Gen.int(in: 1...400),
                            Gen.int(in: 0...3)) { n, width, flags in
            let b = Self.bounds(n, triple: flags & 1 == 1)
            let layout = ColumnAllocator.plan(width: width, bounds: b, wantsInspector: flags & 2 == 2)
            for p in layout.columns where p.placement == .tiled && p.column != .secondary {
                let bounds = b.bounds(p.column)
                #expect(p.width >= bounds.minimum && p.width <= bounds.maximum,
                        "\(p.column) is \(p.width), bounds \(bounds.minimum)…\(bounds.maximum) at \(width)")
            }
            if layout.columns.contains(where: { $0.placement == .tiled && $0.column != .secondary }) {
                #expect(layout.width(of: .secondary) >= b.secondaryMinimum)
            }
        }
    }

    @Test("As the width shrinks, columns only go away: the inspector first, then the sidebars")
    func monotoneNarrowing() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...10_000).array(of: 10...10), Gen.int(in: 0...1)) { n, triple in
            let b = Self.bounds(n, triple: triple == 1)
            var previous: SplitLayout?
            for width in stride(from: 400, through: 1, by: -1) {
                let layout = ColumnAllocator.plan(width: width, bounds: b, wantsInspector: true)
                if let p = previous {
                    #expect(layout.columns.count <= p.columns.count, "a column came back at \(width)")
                    #expect(layout.stage >= p.stage, "the stage went back up at \(width)")
                    if !p.visibleColumns.contains(.inspector) { #expect(!layout.visibleColumns.contains(.inspector)) }
                    let sidebars = { (l: SplitLayout) in l.visibleColumns.filter { $0 == .primary || $0 == .supplementary }.count }
                    if p.visibleColumns.contains(.inspector) == false || layout.visibleColumns.contains(.inspector) {
                        #expect(sidebars(layout) <= sidebars(p))
                    }
                    // The inspector goes before any sidebar does.
                    if sidebars(layout) < sidebars(p) { #expect(!layout.visibleColumns.contains(.inspector)) }
                }
                previous = layout
            }
        }
    }

    @Test("Mail's stages: four columns, three tiled, displace, overlay", arguments: [
        (200, Mode.twoBesideSecondary, SplitViewController.SplitBehavior.tile, 4),
        (133, .twoBesideSecondary, .tile, 4),
        (132, .twoBesideSecondary, .tile, 3),
        (108, .twoBesideSecondary, .tile, 3),
        (107, .oneBesideSecondary, .displace, 2),
        (87, .oneBesideSecondary, .displace, 2),
        (86, .secondaryOnly, .overlay, 1),
        (80, .secondaryOnly, .overlay, 1),
    ])
    func mailStages(width: Int, mode: Mode, behavior: SplitViewController.SplitBehavior, columns: Int) {
        let layout = ColumnAllocator.plan(width: width, bounds: Self.mail, wantsInspector: true)
        #expect(layout.displayMode == mode)
        #expect(layout.splitBehavior == behavior)
        #expect(layout.columns.count == columns)
    }

    @Test("Wide: sidebars at their preferred widths, the secondary takes the rest")
    func preferredWidths() {
        let layout = ColumnAllocator.plan(width: 198, bounds: Self.mail, wantsInspector: true)
        #expect(layout.columns.map(\.width) == [28, 36, 99, 32])
        #expect(layout.columns.map(\.x) == [0, 29, 66, 166])
    }

    @Test("Narrowing gives width back: the inspector first, then the sidebar nearest the secondary")
    func giveBack() {
        // 148 columns: preferred 28+36+32 and separators leave 49, 7 short of 56.
        let a = ColumnAllocator.plan(width: 148, bounds: Self.mail, wantsInspector: true)
        #expect(a.columns.map(\.width) == [28, 36, 56, 25])
        // 134 leaves 35 for the secondary: the inspector gives 8 (to its minimum), the
        // supplementary 6 (to its minimum), the primary the last 7.
        let b = ColumnAllocator.plan(width: 134, bounds: Self.mail, wantsInspector: true)
        #expect(b.columns.map(\.width) == [21, 30, 56, 24])
    }

    @Test("Translating a mode to a behaviour follows UIKit's table")
    func translation() {
        let t = { (m: Mode, b: SplitViewController.SplitBehavior) in ColumnAllocator.translate(m, to: b, style: .tripleColumn) }
        #expect(t(.twoBesideSecondary, .overlay) == .twoOverSecondary)
        #expect(t(.twoBesideSecondary, .displace) == .twoDisplaceSecondary)
        #expect(t(.oneOverSecondary, .tile) == .oneBesideSecondary)
        #expect(t(.twoDisplaceSecondary, .tile) == .twoBesideSecondary)
        #expect(ColumnAllocator.translate(.twoBesideSecondary, to: .tile, style: .doubleColumn) == .oneBesideSecondary)
    }

    @Test("Displace pushes the secondary to the trailing edge, cropped; overlay draws sidebars over it")
    func displaceAndOverlay() {
        let d = ColumnAllocator.plan(width: 100, bounds: Self.mail, requestedDisplayMode: .twoBesideSecondary)
        #expect(d.displayMode == .twoDisplaceSecondary)
        #expect(d.placed(.secondary)?.placement == .displaced)
        #expect(d.columns.map(\.column) == [.primary, .supplementary, .secondary])
        #expect(d.isSecondaryObscured)
        let o = ColumnAllocator.plan(width: 84, bounds: Self.mail, requestedDisplayMode: .twoBesideSecondary)
        #expect(o.displayMode == .twoOverSecondary)
        #expect(o.placed(.secondary)?.width == 84)
        #expect(o.placed(.primary)?.placement == .overlaid && o.placed(.supplementary)?.placement == .overlaid)
    }

    @Test("A portrait window starts one stage down, as UIKit overlays sidebars in portrait")
    func portrait() {
        let layout = ColumnAllocator.plan(width: 150, bounds: Self.mail, isPortrait: true)
        #expect(layout.splitBehavior == .displace)
        #expect(layout.displayMode == .oneBesideSecondary)
    }
}

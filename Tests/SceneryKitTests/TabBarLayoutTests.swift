import PropertyBased
import Testing
@testable import SceneryKit

/// The tab bar's planner, as a function: where the tabs go and how wide the sidebar is, for
/// any window, idiom, scale, mode and choice.
@Suite("Tab bar layout")
struct TabBarLayoutTests {
    static let idioms: [UserInterfaceIdiom] = [.pad, .phone, .mac, .vision, .unspecified]
    static let modes = TabBarController.Mode.allCases

    /// An input from random numbers: width 1…400, height 1…120, every idiom, class, mode, choice.
    static func input(_ n: [Int]) -> TabBarLayout.Input {
        TabBarLayout.Input(width: 1 + n[0] % 400, height: 1 + n[1] % 120, idiom: idioms[n[2] % idioms.count],
                           horizontalSizeClass: n[3] % 2 == 0 ? .regular : .compact,
                           scale: CellScale(pointsPerColumn: Double(4 + n[4] % 12), pointsPerRow: Double(10 + n[5] % 20)),
                           mode: modes[n[6] % modes.count], hasGroups: n[7] % 2 == 0,
                           sidebarChosenHidden: [nil, true, false][n[8] % 3])
    }

    @Test("A sidebar fits beside the content's minimum, between its minimum and preferred widths; only where allowed")
    func sidebarFits() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...100_000).array(of: 9...9)) { n in
            let i = Self.input(n)
            let plan = TabBarLayout.plan(i)
            guard let sw = plan.sidebarWidth else {
                #expect(plan.placement != .sidebar)
                return
            }
            let ppc = i.scale.pointsPerColumn
            #expect(sw >= Int((i.sidebarMinimumWidth / ppc).rounded(.up)) && sw <= Int((i.sidebarPreferredWidth / ppc).rounded()))
            #expect(sw + 1 + Int((i.minimumContentWidth / ppc).rounded(.up)) <= i.width, "the content keeps its minimum")
            #expect(i.horizontalSizeClass == .regular && [.pad, .mac, .unspecified].contains(i.idiom) && i.mode != .tabBar)
            #expect(i.mode == .tabSidebar || i.hasGroups, ".automatic offers a sidebar only with groups")
        }
    }

    @Test("Wider never loses the sidebar nor narrows it; the placement is the sidebar exactly when it fits and is not hidden")
    func monotonicAndConsistent() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...100_000).array(of: 9...9)) { n in
            var i = Self.input(n)
            let plan = TabBarLayout.plan(i)
            #expect((plan.placement == .sidebar) == (plan.sidebarWidth != nil && !plan.isSidebarHidden))
            if let chosen = i.sidebarChosenHidden { #expect(plan.isSidebarHidden == chosen, "a choice wins over the window's shape") }
            i.width += 1
            let wider = TabBarLayout.plan(i)
            if let sw = plan.sidebarWidth { #expect((wider.sidebarWidth ?? -1) >= sw) }
        }
    }

    @Test("Without a sidebar the idiom places the tabs: iPhone and compact at the bottom, iPad on top, Mac's toolbar, Vision's ornament")
    func idiomPlacement() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...100_000).array(of: 9...9)) { n in
            var i = Self.input(n)
            i.mode = .tabBar
            let placement = TabBarLayout.plan(i).placement
            switch i.idiom {
            case .phone: #expect(placement == .bottomBar)
            case .mac: #expect(placement == .toolbar)
            case .vision: #expect(placement == .ornament)
            default: #expect(placement == (i.horizontalSizeClass == .compact ? .bottomBar : .topBar))
            }
        }
    }

    @Test("A portrait-shaped window hides the sidebar by default, a landscape one shows it; a Mac always shows it")
    func portraitHides() {
        let scale = CellScale.standard
        var i = TabBarLayout.Input(width: 120, height: 40, idiom: .pad, horizontalSizeClass: .regular, scale: scale, mode: .automatic,
                                   hasGroups: true)
        #expect(TabBarLayout.plan(i).placement == .sidebar, "120×40 cells is 960×640 pt: landscape")
        i.height = 70
        #expect(TabBarLayout.plan(i).placement == .topBar, "120×70 cells is 960×1120 pt: portrait")
        i.idiom = .mac
        #expect(TabBarLayout.plan(i).placement == .sidebar)
        #expect(PointSize(width: 834, height: 1194).isPortrait && !PointSize(width: 1194, height: 834).isPortrait)
    }
}

/// The strip's scrolling when its tabs do not fit (an iPad's top bar with many tabs).
@Suite("Tab strip scrolling")
struct TabStripScrollTests {
    @Test("The selected tab is always shown; what is shown fits the room (or is one tab); scrolling moves only as far as it must")
    func selectedInView() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 1...14).array(of: 1...20), Gen.int(in: 1...80),
                            Gen.int(in: 0...25), Gen.int(in: -3...25)) { widths, room, selected, offset in
            let shown = TabBarLayout.scrollStrip(widths: widths, room: room, selected: selected, offset: offset)
            let s = min(selected, widths.count - 1)
            #expect(shown.count >= 1 && shown.offset >= 0 && shown.offset + shown.count <= widths.count)
            #expect((shown.offset..<(shown.offset + shown.count)).contains(s), "\(widths) room \(room): \(shown) hides \(s)")
            let used = widths[shown.offset..<(shown.offset + shown.count)].reduce(0) { $0 + $1 + 2 }
            #expect(used <= room || shown.count == 1, "\(widths) room \(room): \(shown) uses \(used)")
            // Already in view from the old offset: the strip does not move.
            let old = min(max(0, offset), widths.count - 1)
            if old <= s, s < old + TabBarLayout.scrollStrip(widths: widths, room: room, selected: old, offset: old).count {
                #expect(shown.offset == old, "\(widths) room \(room): moved from \(old) to \(shown.offset) with \(s) in view")
            }
        }
    }
}

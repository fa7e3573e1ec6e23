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

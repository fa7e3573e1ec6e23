import DemoApps
import Foundation
import Testing
@testable import SceneryKit

/// The split view's appearance API: the display-mode button, the secondary-only button, the
/// primary edge, the sidebar background, the secondary's preferred width, and the shade that
/// overlaid columns cast.
@Suite("Split view appearance")
struct SplitViewAppearanceTests {
    func triple(_ width: Int, configure: (SplitViewController) -> Void = { _ in }) throws -> (Simulator, SplitViewController) {
        let size = Size(width: width, height: 30)
        let (sim, _) = try TestApp.simulator(size: size)
        let scene = try #require(sim.system.activateSceneSession(applicationName: "Notes", placement: .arranged(.fullScreen)))
        let split = SplitViewController(style: .tripleColumn)
        split.setViewController(ListViewController(title: "Folders"), for: .primary)
        split.setViewController(ListViewController(title: "Notes"), for: .supplementary)
        split.setViewController(TextViewController(title: "Note", body: "Text"), for: .secondary)
        configure(split)
        scene.rootViewController = split
        sim.system.update()
        return (sim, split)
    }

    @Test("presentsWithGesture false: no display-mode button, and `s` is neither shown nor acted on")
    func presentsWithGesture() throws {
        let (sim, split) = try triple(100) { $0.presentsWithGesture = false }
        let mode = split.displayMode
        let text = sim.frame(size: Size(width: 100, height: 30)).plainText()
        #expect(!text.contains("[‹]") && !text.contains("[≡]") && !text.contains("s sidebar"))
        sim.handle(.key(.char("s")))
        #expect(split.displayMode == mode)
    }

    @Test("showsSecondaryOnlyButton: `S` and [⤢] show the secondary alone, then bring the columns back")
    func secondaryOnlyButton() throws {
        let (sim, split) = try triple(160) { $0.showsSecondaryOnlyButton = true }
        #expect(split.displayMode == .twoBesideSecondary)
        var text = sim.frame(size: Size(width: 160, height: 30)).plainText()
        #expect(text.contains("[⤢]") && text.contains("S full width"))
        sim.handle(.key(.char("S")))
        #expect(split.displayMode == .secondaryOnly && split.visibleColumns == [.secondary])
        text = sim.frame(size: Size(width: 160, height: 30)).plainText()
        #expect(text.contains("[⤡]") && text.contains("S all columns"))
        sim.handle(.key(.char("S")))
        #expect(split.displayMode == .twoBesideSecondary)
        // Not offered in a double-column split view.
        let double = SplitViewController(style: .doubleColumn)
        double.showsSecondaryOnlyButton = true
        #expect(!double.offersSecondaryOnlyButton)
    }

    @Test("primaryEdge trailing mirrors the columns; separators still size the sidebar they bound")
    func trailingPrimaryEdge() throws {
        let (sim, split) = try triple(160) { $0.primaryEdge = .trailing }
        let order = split.currentLayout.columns.sorted { $0.x < $1.x }.map(\.column)
        #expect(order == [.secondary, .supplementary, .primary])
        #expect(split.currentLayout.placed(.primary).map { $0.x + $0.width } == 158, "the primary ends at the trailing edge")
        let seps = split.separators
        #expect(seps.map(\.resizedColumn) == [.supplementary, .primary])
        let supplementary = split.supplementaryColumnWidth
        // The supplementary is on its separator's trailing side: moving it leading grows it.
        for k in try KeyNotation.parse("<C-r><Left><Left><Enter>") { sim.handle(.key(k)) }
        #expect(split.supplementaryColumnWidth == supplementary + 2)
        #expect(split.primaryColumnWidth + split.supplementaryColumnWidth + split.secondaryColumnWidth + 2 == 158)
        let text = sim.frame(size: Size(width: 160, height: 30)).plainText().split(separator: "\n")[1]
        let notes = try #require(text.range(of: "Notes")), folders = try #require(text.range(of: "Folders"))
        #expect(text.hasPrefix("│ [≡]") && notes.lowerBound < folders.lowerBound, "\(text)")
    }

    @Test("primaryBackgroundStyle .sidebar tints the primary and gives the column beside it a leading safe-area inset")
    func sidebarBackground() throws {
        let (sim, split) = try triple(160) { $0.primaryBackgroundStyle = .sidebar }
        let inset = try #require(split.viewController(for: .supplementary)?.safeAreaInsets)
        #expect(inset == EdgeInsets(leading: split.primaryColumnWidth + 1), "non-symmetrical: leading only")
        // Its guides: the view reaches under the sidebar, the safe area is the column itself.
        let column = Rect(x: 29, y: 2, width: 36, height: 20)
        let guides = try #require(split.viewController(for: .supplementary)).layoutGuides(in: column)
        #expect(guides.bounds.x == 0 && guides.safeArea == column)
        #expect(split.viewController(for: .secondary)?.safeAreaInsets == .zero)
        let canvas = sim.frame(size: Size(width: 160, height: 30))
        #expect(canvas[5, 10].style.background == Theme.standard.sidebar.background)
        #expect(canvas[80, 10].style.background == .default)
        // On 8 and 16 colours the tint goes, rather than turning black under dark text.
        #expect(Style(background: Theme.standard.sidebar.background).degraded(to: .ansi16).background == .default)
        // Focused and unfocused selections differ on every palette (TERM=screen has 8 colours),
        // and neither is invisible; accents are readable on a dark terminal's black.
        for depth in [ColorDepth.ansi8, .ansi16, .indexed256] {
            let focused = Theme.standard.selection.degraded(to: depth), unfocused = Theme.standard.inactiveSelection.degraded(to: depth)
            #expect(focused != unfocused && unfocused != Style(), "\(depth): \(focused) / \(unfocused)")
            if depth != .indexed256 {
                let accent = Theme.standard.accent.degraded(to: depth)
                #expect(accent.foreground != .ansi(4) || accent.attributes.contains(.bold), "\(depth): plain ANSI blue is 2.2:1 on black")
            }
        }
    }

    @Test("preferredSecondaryColumnWidth: the width the secondary does not want goes to the sidebars, up to their maximums")
    func preferredSecondaryWidth() throws {
        let (_, split) = try triple(160) { $0.preferredSecondaryColumnWidth = 480 }
        #expect(split.primaryColumnWidth == 40 && split.supplementaryColumnWidth == 40)
        #expect(split.secondaryColumnWidth == 158 - 2 - 80, "what the sidebars cannot take stays with the secondary")
        // A preference above what is left takes nothing from the sidebars.
        let (_, narrow) = try triple(110) { $0.preferredSecondaryColumnWidthFraction = 0.5 }
        let (_, plain) = try triple(110)
        #expect(narrow.currentLayout == plain.currentLayout)
    }

    @Test("Sidebars over the leading edge cast one shade, past the last of them")
    func overlayShade() throws {
        let size = Size(width: 88, height: 20)
        let sim = try DemoCatalog.makeSimulator(size: size)
        sim.handle(.resize(size))
        for k in try KeyNotation.parse("ss") { sim.handle(.key(k)) }
        let mail = try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController)
        let overlaid = mail.currentLayout.columns.filter { $0.placement == .overlaid }
        #expect(overlaid.map(\.column) == [.primary, .supplementary])
        let row = sim.frame(size: size).rowText(5)
        let shades = row.enumerated().filter { $0.element == "▒" }.map(\.offset)
        // The window's content starts one cell in; the shade follows the supplementary column.
        #expect(shades == [1 + overlaid[1].x + overlaid[1].width], "\(row)")
    }
}

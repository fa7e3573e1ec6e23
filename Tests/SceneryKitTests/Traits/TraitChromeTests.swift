import DemoApps
@testable import SceneryKit
import TerminalCanvas
import Testing

/// Text size and direction in what surrounds an app's content — the bottom tab bar, the menu
/// bar, the hint bar, the iPad tab strip — and in a form's stack views and controls.
@Suite("Traits beyond space: bars, menus and forms")
struct TraitChromeTests {
    static func textSize(_ c: ContentSizeCategory) -> TraitOverrides { TraitLayoutTests.env { $0.preferredContentSizeCategory = c } }
    static let rtl = TraitLayoutTests.env { $0.language = .rightToLeftPseudo }

    static func lines(_ sim: Simulator) -> [String] {
        sim.frame(size: sim.desktop.size).plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("The bottom tab bar gains a padding row at accessibility sizes: the content is a row shorter, the labels stay at the bottom, a click on the padding picks the tab")
    func bottomTabBar() throws {
        for (category, rows) in [(ContentSizeCategory.large, 1), (.accessibilityLarge, 2)] {
            let sim = try TraitLayoutTests.simulator("Music", Size(width: 70, height: 16), Self.textSize(category))
            let window = try #require(sim.desktop.focusedWindow)
            let music = try #require(window.rootViewController as? MusicViewController)
            #expect(music.placement == .bottomBar)
            let content = try #require(music.selectedViewController).frame
            #expect(window.rootRect.maxY - content.maxY == rows, "\(category.shortName): \(content) in \(window.rootRect)")
            let canvas = sim.frame(size: sim.desktop.size)
            let text = Self.lines(sim)
            let labels = window.rootRect.maxY - 1
            #expect(text[labels].contains("▶ Listen Now") && text[labels].contains("◉ Radio"), "\(text.joined(separator: "\n"))")
            // The padding row is the bar's: drawn in the bar's colour, not the content's.
            let bar = Theme.standard.inactiveSelection.background
            #expect((canvas[window.rootRect.x + 1, labels - 1].style.background == bar) == (rows == 2))
            // A click on the padding row above `◉ Radio` picks Radio (the item is its column of the bar).
            let radio = try #require(text[labels].range(of: "◉ Radio")).lowerBound
            let x = text[labels].distance(from: text[labels].startIndex, to: radio) + 1
            sim.handle(.mouse(MouseEvent(.press, at: Point(x: x, y: labels - rows + 1))))
            sim.handle(.mouse(MouseEvent(.release, at: Point(x: x, y: labels - rows + 1))))
            #expect(music.selectedTab?.title == "Radio", "\(category.shortName)")
        }
    }

    @Test("The menu bar follows the front window's text size: a padding row after each item at accessibility sizes; a click there is no item")
    func menuBar() throws {
        let size = Size(width: 80, height: 24)
        for (category, pitch) in [(ContentSizeCategory.large, 1), (.accessibilityMedium, 2)] {
            let sim = try TraitLayoutTests.simulator("Mail", size, Self.textSize(category))
            sim.handle(.key(KeyEvent(.function(10))))
            let text = Self.lines(sim)
            let about = try #require(text.firstIndex { $0.contains("About Mail") }, "\(text.joined(separator: "\n"))")
            #expect(text[about + pitch].contains("─"), "\(category.shortName): the rule follows About after \(pitch) row(s)")
            #expect(text[about + 2 * pitch].contains("Compose"), "\(category.shortName)\n\(text.joined(separator: "\n"))")
            if pitch == 2 {
                // The padding row under Compose runs nothing and leaves the bar open.
                sim.handle(.mouse(MouseEvent(.press, at: Point(x: 4, y: about + 2 * pitch + 1))))
                #expect(sim.desktop.windows.count == 1 && Self.lines(sim)[about].contains("About Mail"))
            }
        }
    }

    @Test("The hint bar follows the simulator's text size: larger text, fewer words spread over the row; help and quit stay; a change shows at once")
    func hintBar() throws {
        let size = Size(width: 120, height: 30)
        let sim = try TraitLayoutTests.simulator("Mail", size, TraitOverrides())
        let normal = Self.lines(sim)[size.height - 1]
        #expect(normal.contains("Tab next column") && normal.contains("^R columns"), "\(normal)")
        // The same simulator: the hint bar's row is cached between frames, and must not be kept.
        sim.system.setEnvironment(Self.textSize(.accessibilityExtraLarge))
        let ax3 = Self.lines(sim)[size.height - 1]
        #expect(ax3 != normal)
        #expect(ax3.contains("F1 help") && ax3.contains("^Q quit"), "\(ax3)")
        #expect(ax3.split(separator: " ").count < normal.split(separator: " ").count, "fewer words:\n\(normal)\n\(ax3)")
        #expect(ax3.contains("        "), "the hints spread over the row: \(ax3)")
        #expect(ax3.trimmingCharacters(in: .whitespaces).count > 80, "they still span most of it: \(ax3)")
        // Live, an unchanged hint bar row is copied from the last frame: a new text size alone
        // (the Timer's hints stay the same) must draw it anew.
        let timer = try TraitLayoutTests.simulator("Timer", size, TraitOverrides())
        timer.drawsOnlyChangedWindows = true
        let before = Self.lines(timer)[size.height - 1]
        timer.system.setEnvironment(Self.textSize(.accessibilityExtraExtraExtraLarge))
        let after = Self.lines(timer)[size.height - 1]
        #expect(after != before && after.contains("        "), "\(before)\n\(after)")
        // Smaller text never gives the bar more room than it has.
        let small = try TraitLayoutTests.simulator("Mail", size, Self.textSize(.extraSmall))
        #expect(Self.lines(small)[size.height - 1] == normal)
    }

    @Test("A stack view's spacing grows with the text size, as body text does")
    func stackSpacing() {
        let footer = StackView(arrangedSubviews: [Button(title: "Send"), Label(text: "keys")], axis: .horizontal, spacing: 1)
        footer.layout(in: Rect(x: 0, y: 0, width: 40, height: 1))
        #expect(footer.arrangedFrames[1].x == 9)
        footer.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        footer.layout(in: Rect(x: 0, y: 0, width: 40, height: 1))
        #expect(footer.scaledSpacing == 2 && footer.arrangedFrames[1].x == 10)
        #expect(footer.intrinsicContentSize.width == 8 + 2 + 4)
    }

    @Test("Right to left a row of a stack runs from the right, leading and trailing swap across a column, and a label sits at the trailing edge")
    func stackMirrors() {
        let send = Button(title: "Send"), keys = Label(text: "keys")
        let row = StackView(arrangedSubviews: [send, keys], axis: .horizontal, spacing: 1)
        let ok = Button(title: "OK")
        let column = StackView(arrangedSubviews: [ok], alignment: .leading)
        for stack in [row, column] { stack.traitOverrides.layoutDirection = .rightToLeft }
        row.layout(in: Rect(x: 2, y: 0, width: 40, height: 1))
        #expect(row.arrangedFrames == [Rect(x: 34, y: 0, width: 8, height: 1), Rect(x: 2, y: 0, width: 31, height: 1)])
        column.layout(in: Rect(x: 0, y: 0, width: 20, height: 3))
        #expect(ok.frame == Rect(x: 14, y: 0, width: 6, height: 3), "leading is the right edge")
        var canvas = Canvas(size: Size(width: 44, height: 1))
        row.drawContent(in: &canvas, rect: row.frame, context: DrawContext(isFocused: false))
        #expect(canvas.plainText().hasSuffix("keys [ Send ]") && canvas.plainText().count == 42, "|\(canvas.plainText())|")
    }

    @Test("Right to left, a text field's label is on the right, short text ends at the right edge, and a click still lands on the letter under it")
    func textField() {
        let field = TextField(text: "abc", label: "To:")
        field.traitOverrides.layoutDirection = .rightToLeft
        field.layout(in: Rect(x: 0, y: 0, width: 20, height: 1))
        var canvas = Canvas(size: Size(width: 20, height: 1))
        let rect = Rect(x: 0, y: 0, width: 20, height: 1)
        field.draw(in: &canvas, rect: rect, context: DrawContext(isFocused: false))
        #expect(canvas.plainText() == "            abc  To:", "|\(canvas.plainText())|")
        _ = field.handleMouse(MouseEvent(.press, at: Point(x: 13, y: 0)), in: rect)
        #expect(field.buffer.cursor == 1, "the click on b puts the cursor before it")
    }

    @Test("Right to left, a segmented control's first segment is on the right and ← moves to the segment on the left")
    func segmentedControl() throws {
        let control = SegmentedControl(segments: ["One", "Two"])
        control.traitOverrides.layoutDirection = .rightToLeft
        control.layout(in: Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(control.segmentFrames[0].x > control.segmentFrames[1].x)
        let left = try #require(control.keyCommands.first { $0.action == .controlPreviousSegment })
        #expect(left.isAvailable)
        left.perform(0)
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test("Right to left, the iPad tab strip is mirrored and ← chooses the tab on its left: the next one")
    func tabStrip() throws {
        let sim = try TraitLayoutTests.simulator("Music", Size(width: 90, height: 50), Self.rtl)
        let music = try #require(sim.desktop.focusedWindow?.rootViewController as? MusicViewController)
        #expect(music.placement == .topBar)
        let strip = Self.lines(sim)[1]
        #expect(strip.contains("⌕  Library  Radio  Browse  Listen Now  ▥"), "\(strip)")
        sim.handle(.key(KeyEvent(.tab)))
        sim.handle(.key(KeyEvent(.left)))
        #expect(music.selectedTab?.title == "Browse")
        sim.handle(.key(KeyEvent(.right)))
        #expect(music.selectedTab?.title == "Listen Now")
        sim.handle(.key(KeyEvent(.down)))
        #expect(music.selectedTab?.title == "Browse", "↓ still means the next tab")
    }

    @Test("Right to left, the tab sidebar's rows sit against its right edge, glyphs rightmost, the sidebar button on its left; a click on it works there")
    func tabSidebar() throws {
        let sim = try TraitLayoutTests.simulator("Music", Size(width: 120, height: 30), Self.rtl)
        let music = try #require(sim.desktop.focusedWindow?.rootViewController as? MusicViewController)
        #expect(music.placement == .sidebar)
        let text = Self.lines(sim)
        #expect(text[1].hasSuffix("│ ▥                    Music │"), "\(text[1])")
        #expect(text[2].hasSuffix("Search ⌕ │") && text[3].hasSuffix("Listen Now ▶ │"), "\(text[2])\n\(text[3])")
        #expect(text.contains { $0.hasSuffix("▾ Library │") } && text.contains { $0.hasSuffix("Artists ♪   │") })
        let toggle = try #require(text[1].range(of: "▥")).lowerBound
        let x = text[1].distance(from: text[1].startIndex, to: toggle)
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: x, y: 1))))
        sim.handle(.mouse(MouseEvent(.release, at: Point(x: x, y: 1))))
        #expect(music.placement != .sidebar, "the button put the sidebar away")
    }

    @Test("Along a row the hint bar names ← →; right to left ← moves to what is on the left: the next tab, the next alert button")
    func arrowsAlongRows() throws {
        let size = Size(width: 70, height: 16)
        let ltr = try TraitLayoutTests.simulator("Music", size, TraitOverrides())
        ltr.handle(.key(KeyEvent(.tab)))
        #expect(Self.lines(ltr)[size.height - 1].contains("←→ choose tab"), "\(Self.lines(ltr)[size.height - 1])")
        let rtl = try TraitLayoutTests.simulator("Music", size, Self.rtl)
        rtl.handle(.key(KeyEvent(.tab)))
        #expect(Self.lines(rtl)[size.height - 1].contains("←→ choose tab"), "\(Self.lines(rtl)[size.height - 1])")
        // Mail's Delete alert, its buttons in a row from the right: `[ Delete ]  [ Cancel ]`.
        let mail = try TraitLayoutTests.simulator("Mail", Size(width: 100, height: 24), Self.rtl)
        mail.handle(.key(KeyEvent(.tab)))
        mail.handle(.key(KeyEvent(.delete)))
        /// The styles of the two buttons' middles, Delete's then Cancel's.
        func styles() -> [Style] {
            let canvas = mail.frame(size: Size(width: 100, height: 24))
            let rows = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let y = rows.firstIndex(where: { $0.contains("[ Delete ]  [ Cancel ]") }) else { return [] }
            let x = rows[y].distance(from: rows[y].startIndex, to: rows[y].range(of: "[ Delete ]")!.lowerBound)
            return [canvas[x + 3, y].style, canvas[x + 15, y].style]
        }
        let before = styles()
        try #require(before.count == 2 && before[0] != before[1], "one of them is focused: \(before)")
        mail.handle(.key(KeyEvent(.left)))
        let after = styles()
        #expect(after.count == 2 && after[0] != before[0] && after[1] != before[1], "the focus went to the other button")
        #expect(Self.lines(mail)[23].contains("←→"), "\(Self.lines(mail)[23])")
    }

    @Test("Right to left, a phone's status bar clock sits at the right end, as iOS mirrors it")
    func statusBarClock() throws {
        let (sim, _) = try musicSimulator(60, 20, device: "iPhone 16")
        #expect(Self.lines(sim)[1].hasPrefix("│ 9:41"))
        sim.system.setEnvironment(Self.rtl)
        #expect(Self.lines(sim)[1].hasSuffix("9:41 │"), "\(Self.lines(sim)[1])")
    }

    @Test("At accessibility sizes a message's header stacks each label over its value, indented from the leading edge")
    func stackedHeader() throws {
        let size = Size(width: 100, height: 24)
        let sim = try TraitLayoutTests.simulator("Mail", size, Self.textSize(.accessibilityExtraLarge))
        let text = Self.lines(sim)
        let from = try #require(text.firstIndex { $0.contains("From:") }, "\(text.joined(separator: "\n"))")
        #expect(!text[from].contains("Sophie"))
        #expect(text[from + 1].contains("│    Sophie Thompson <sophie.thompson@example.com>"), "\(text[from + 1])")
        let rtl = try TraitLayoutTests.simulator("Mail", size, TraitLayoutTests.env {
            $0.preferredContentSizeCategory = .accessibilityExtraLarge; $0.language = .rightToLeftPseudo
        })
        #expect(Self.lines(rtl)[from + 1].hasSuffix("<sophie.thompson@example.com>    │"), "\(Self.lines(rtl)[from + 1])")
        let normal = try TraitLayoutTests.simulator("Mail", size, TraitOverrides())
        #expect(Self.lines(normal).contains { $0.contains("From: Sophie Thompson") })
    }

    @Test("UIKit's own words are in the window's language without the app's catalog holding them: ‹ Retour when the title does not fit, a sheet's OK")
    func systemWords() throws {
        let size = Size(width: 80, height: 24)
        let fr = try TraitLayoutTests.simulator("Mail", size, TraitLayoutTests.env { $0.language = AppLanguage(parsing: "fr") })
        #expect(Self.lines(fr)[1].hasPrefix("│ ‹ Retour "), "\(Self.lines(fr)[1])")
        fr.handle(.key(.char("i")))
        #expect(Self.lines(fr)[1].hasSuffix(" OK │"), "the inspector sheet's Done: \(Self.lines(fr)[1])")
        let en = try TraitLayoutTests.simulator("Mail", size, TraitOverrides())
        #expect(Self.lines(en)[1].hasPrefix("│ ‹ Inbox "))
        #expect(StringCatalog.system.localized("‹ Back", language: "ja") == "‹ 戻る")
    }

    @Test("A window's title is translated before it is measured: a longer translation is cut to the bar, the border's corner kept")
    func translatedTitleFits() throws {
        let size = Size(width: 80, height: 24)
        let sim = try DemoCatalog.makeSimulator(size: size, firstScreen: true)
        sim.system.setEnvironment(TraitLayoutTests.env { $0.language = AppLanguage(parsing: "fr") })
        sim.handle(.resize(size))
        let canvas = sim.frame(size: size)
        for w in sim.desktop.windows where !w.isMinimized && w.frame.width >= 4 {
            #expect(canvas[w.frame.maxX - 1, w.frame.y].grapheme == "╮", "\(w.title) at \(w.frame): \(canvas.rowText(w.frame.y))")
        }
        #expect(canvas.rowText(0).contains("Boîte de réception"))
    }
}

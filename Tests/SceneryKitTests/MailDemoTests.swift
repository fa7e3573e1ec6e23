import DemoApps
import Foundation
import Testing
@testable import SceneryKit

/// What a user sees of the first demo, asserted on the canvas text.
@Suite("Mail demo")
struct MailDemoTests {
    func frame(_ size: Size, keys: String = "") throws -> (Simulator, String) {
        let sim = try DemoCatalog.makeSimulator(size: size)
        sim.handle(.resize(size))
        for k in try KeyNotation.parse(keys) { sim.handle(.key(k)) }
        return (sim, sim.frame(size: size).plainText())
    }

    @Test("The window shows mailboxes, messages and the first message, with a hint bar")
    func firstFrame() throws {
        let (_, text) = try frame(Size(width: 120, height: 30))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count == 30)
        #expect(lines[0].hasPrefix("╭─●─●─●"))
        #expect(lines[0].contains(" Mail — Inbox "))
        #expect(lines[1].contains("Mailboxes") && lines[1].contains("Inbox"))
        #expect(lines[2].contains("Inbox") && lines[2].hasSuffix("12 │ ● Sophie Thompson · Re:… 08:26 │     From: Sophie Thompson <sophie.thompson@example.c…  │"))
        #expect(lines[28].hasPrefix("╰") && lines[28].hasSuffix("╯"))
        #expect(lines[29].contains("Tab next column") && lines[29].contains("^Q quit"))
    }

    @Test("Arrows move the highlight; Enter opens the message in the next column")
    func openMessage() throws {
        let (sim, before) = try frame(Size(width: 120, height: 30), keys: "<Down><Down>")
        #expect(before.contains("Subject: Re: orientation lock for the game"))
        sim.handle(.key(KeyEvent(.enter)))
        let after = sim.frame(size: Size(width: 120, height: 30)).plainText()
        #expect(after.contains("From: Frances Matsumoto"))
        let mail = try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController)
        #expect(mail.currentMessage == 2)
        #expect(mail.focusedColumn == .secondary)
    }

    @Test("Tab moves focus to the next column and wraps; Shift-Tab goes back")
    func focusCycle() throws {
        let (sim, _) = try frame(Size(width: 120, height: 30))
        let mail = try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController)
        #expect(mail.focusedColumn == .supplementary)
        sim.handle(.key(KeyEvent(.tab)))
        #expect(mail.focusedColumn == .secondary)
        sim.handle(.key(KeyEvent(.tab)))
        #expect(mail.focusedColumn == .primary)
        sim.handle(.key(KeyEvent(.tab, .shift)))
        #expect(mail.focusedColumn == .secondary)
    }

    @Test("Choosing a mailbox lists its messages")
    func chooseMailbox() throws {
        let (_, text) = try frame(Size(width: 120, height: 30), keys: "<S-Tab><Down><Enter>")
        #expect(text.contains(" Mail — VIP "))
        #expect(text.split(separator: "\n")[1].contains("VIP"))
    }

    @Test("A click on a message opens it")
    func click() throws {
        let (sim, _) = try frame(Size(width: 120, height: 30))
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: 40, y: 5))))
        let mail = try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController)
        #expect(mail.currentMessage == 3)
    }

    @Test("A message's context menu: Shift-F10 or a right click opens it beside the row; Mark as Read clears the row's ● and the inbox count; Move to files it; Delete asks first")
    func messageContextMenu() throws {
        let size = Size(width: 120, height: 30)
        let (sim, _) = try frame(size, keys: "<Down>")
        let mail = try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController)
        sim.handle(.key(KeyEvent(.function(10), .shift)))
        let menu = try #require(mail.presentedViewController as? MenuViewController)
        #expect(menu.menu.title == "Question about state restoration")
        let shown = sim.frame(size: size).plainText()
        for item in ["Open", "Reply", "Mark as Read", "Move to › Archive", "Delete"] { #expect(shown.contains(item), "\(item)") }
        // Open, Reply, then Mark as Read: the row loses its marker and the Inbox counts one fewer.
        for k in try KeyNotation.parse("<Down><Down><Enter>") { sim.handle(.key(k)) }
        var lines = sim.frame(size: size).plainText().split(separator: "\n").map(String.init)
        #expect(lines[3].contains("│   Grace Ritchie · Quest"), "\(lines[3])")
        #expect(lines[2].contains("Inbox                 11 │"), "\(lines[2])")
        // A right click on the third row, then Move to › Archive: the message leaves the Inbox.
        sim.handle(.mouse(MouseEvent(.press, button: 3, at: Point(x: 40, y: 4))))
        #expect((mail.presentedViewController as? MenuViewController)?.menu.title == mail.data.mailboxes[0].messages[2].subject)
        let id = mail.data.mailboxes[0].messages[2].id
        // Open, Reply, Mark as Read, then the seven other mailboxes: the ninth Down is Archive.
        for k in try KeyNotation.parse(String(repeating: "<Down>", count: 9) + "<Enter>") { sim.handle(.key(k)) }
        #expect(!mail.data.mailboxes[0].messages.contains { $0.id == id })
        #expect(mail.data.mailboxes.first { $0.identifier == "archive" }?.messages.first?.id == id)
        // Delete asks first, as Del does.
        sim.handle(.key(KeyEvent(.function(10), .shift)))
        for k in try KeyNotation.parse(String(repeating: "<Down>", count: 10) + "<Enter>") { sim.handle(.key(k)) }
        lines = sim.frame(size: size).plainText().split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Delete this message?") })
    }

    @Test("At 80×24 (collapsed): back from a message, another one opens with Enter or a click, again and again; widening puts it in its column")
    func collapsedOpensAgain() throws {
        let size = Size(width: 80, height: 24)
        let (sim, _) = try frame(size, keys: "<Esc><Down><Enter>")
        func bar() -> String { String(sim.frame(size: size).plainText().split(separator: "\n")[1]) }
        #expect(bar().contains("‹ Inbox") && bar().contains("Question about state restoration"), "\(bar())")
        sim.handle(.key(KeyEvent(.escape)))
        #expect(bar().contains("‹ Mailboxes"), "\(bar())")
        // A click on the third row (the list starts under the bar, on row 2).
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: 10, y: 4))))
        sim.handle(.mouse(MouseEvent(.release, at: Point(x: 10, y: 4))))
        #expect(bar().contains("‹ Inbox") && bar().contains("Release candidate 2"), "\(bar())")
        let wide = Size(width: 160, height: 45)
        sim.handle(.resize(wide))
        let text = sim.frame(size: wide).plainText()
        #expect(text.contains("Mailboxes") && text.contains("Subject: Release candidate 2"), "\(text)")
    }

    @Test("F1 shows the key map over the window; Esc closes it")
    func help() throws {
        let (sim, text) = try frame(Size(width: 100, height: 30), keys: "<F1>")
        #expect(sim.isShowingHelp)
        #expect(text.contains(" Keys "))
        #expect(text.contains("^Q") && text.contains("quit; every window's state is saved"))
        sim.handle(.key(KeyEvent(.escape)))
        #expect(!sim.frame(size: Size(width: 100, height: 30)).plainText().contains(" Keys "))
    }

    @Test("At 80×24 the key map scrolls: every entry can be reached, with ▲ and ▼ on the borders")
    func helpScrolls() throws {
        let size = Size(width: 80, height: 24)
        let (sim, first) = try frame(size, keys: "<F1>")
        #expect(first.contains("Everywhere") && first.contains("▼ more"))
        #expect(first.split(separator: "\n").last?.hasPrefix(" ↑↓ scroll  Esc close  ^Q quit") == true, "the hint bar speaks for the key map (not F1 help: it is open)")
        #expect(!first.contains("start or stop the race"), "the last entry is below the fold at first")
        for k in try KeyNotation.parse("<End>") { sim.handle(.key(k)) }
        let last = sim.frame(size: size).plainText()
        #expect(last.contains("start or stop the race") && last.contains("▲") && !last.contains("▼ more"))
        #expect(!last.contains("Everywhere"))
        sim.handle(.mouse(MouseEvent(.scrollUp, at: Point(x: 40, y: 12))))
        #expect(sim.isShowingHelp, "the wheel scrolls, it does not close")
        for k in try KeyNotation.parse("<Home>") { sim.handle(.key(k)) }
        #expect(sim.frame(size: size).plainText() == first)
        // Where it fits, nothing scrolls and no marker shows.
        let (wide, text) = try frame(Size(width: 200, height: 100), keys: "<F1><Down><Down>")
        #expect(wide.isShowingHelp && text.contains("Everywhere") && text.contains("start or stop the race"))
        #expect(!text.contains("▼ more") && !text.contains("▲"))
    }

    @Test("Ctrl-Q finishes the session")
    func quit() throws {
        let (sim, _) = try frame(Size(width: 80, height: 24), keys: "<C-q>")
        #expect(sim.isFinished)
    }

    @Test("A terminal under the minimum shows a notice instead of a broken layout, and recovers")
    func tooSmall() throws {
        let (sim, text) = try frame(Size(width: 18, height: 5))
        #expect(text.contains("at least 20×6"))
        #expect(text.contains("18×5"))
        sim.handle(.resize(Size(width: 120, height: 30)))
        #expect(sim.frame(size: Size(width: 120, height: 30)).plainText().contains("Mailboxes"))
    }

    @Test("The same events give the same frames")
    func deterministic() throws {
        let keys = "<Down><Down><Enter><Tab><Down><S-Tab><End><Enter>"
        let (_, a) = try frame(Size(width: 140, height: 40), keys: keys)
        let (_, b) = try frame(Size(width: 140, height: 40), keys: keys)
        #expect(a == b)
    }

    @Test("Every size from tiny to huge draws without trapping and fills the canvas exactly",
          arguments: [(1, 1), (20, 6), (40, 10), (79, 24), (80, 24), (300, 100), (1000, 300)])
    func sizes(w: Int, h: Int) throws {
        let (_, text) = try frame(Size(width: w, height: h), keys: "<Down><Tab><Down><Enter>")
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == h)
    }

    @Test("The 100×30 frame matches the reviewed golden")
    func golden() throws {
        let (_, text) = try frame(Size(width: 100, height: 30))
        assertGolden(text, named: "mail-100x30.txt")
    }
}

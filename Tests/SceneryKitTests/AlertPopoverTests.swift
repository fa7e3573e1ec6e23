import Foundation
import DemoApps
import Testing
@testable import SceneryKit

/// Keeps a popover a popover in compact width.
final class KeepsPopover: PresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: PopoverPresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle { .none }
}

/// Popovers, alerts and action sheets: where they sit in regular and compact width, and what their keys run.
@Suite("Popovers, alerts and action sheets")
struct AlertPopoverTests {
    func mail(_ width: Int, _ height: Int = 26) throws -> (Simulator, MailViewController) {
        let size = Size(width: width, height: height)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        _ = sim.frame(size: size)
        return (sim, try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController))
    }

    func press(_ sim: Simulator, _ keys: String) throws { for k in try KeyNotation.parse(keys) { sim.handle(.key(k)) } }

    @Test("Mail's Move to… is a popover below its bar button in regular width, with the arrow under the button; Esc or a click outside dismisses it")
    func actionSheetRegular() throws {
        let (sim, mail) = try mail(150)
        let button = try #require(mail.barButtonRect(titled: "Move"))
        try press(sim, "m")
        let sheet = try #require(mail.presentedViewController as? AlertController)
        #expect(sheet.preferredStyle == .actionSheet && sheet.actions.map(\.title).contains("VIP") && sheet.actions.last?.style == .cancel)
        _ = sim.frame(size: sim.desktop.size)
        let frame = try #require(sheet.sheetFrame)
        #expect(frame.kind == .popover && !frame.dimsParent)
        #expect(frame.rect.y == button.maxY, "just below the button")
        let arrow = try #require(frame.arrow)
        #expect(arrow.glyph == "▲" && arrow.point.y == frame.rect.y && abs(arrow.point.x - (button.x + button.width / 2)) <= 2)
        #expect(sheet.popoverPresentationController.arrowDirection == .up)
        let row = sim.frame(size: sim.desktop.size).rowText(frame.rect.y)
        #expect(row.contains("▲"), "\(row)")
        // As a popover it drops its Cancel (a click outside cancels), as UIKit does; the box fits what is left.
        let text = sim.frame(size: sim.desktop.size).plainText()
        #expect(!text.contains("Cancel") && !sheet.displayOrder.contains { sheet.actions[$0].style == .cancel })
        #expect(frame.rect.height == sheet.displayOrder.count + 5, "title, message, a blank row, the actions and the border: \(frame.rect)")
        for _ in 0..<20 { sim.handle(.key(KeyEvent(.down))) }  // focus never lands past the last shown action
        sim.handle(.key(KeyEvent(.escape)))
        #expect(mail.presentedViewController == nil)
        try press(sim, "m")
        _ = sim.frame(size: sim.desktop.size)
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: 5, y: 5))))
        #expect(mail.presentedViewController == nil, "a click outside dismisses a popover")
    }

    @Test("In compact width the action sheet is a sheet from the bottom; Enter runs the highlighted action after dismissing")
    func actionSheetCompact() throws {
        let (sim, mail) = try mail(80, 24)
        let inbox = mail.data.mailboxes[0].messages.count, vip = mail.data.mailboxes[1].messages.count
        let moved = mail.data.mailboxes[0].messages[0].id
        try press(sim, "<Enter>")
        try press(sim, "m")
        let sheet = try #require(mail.presentedViewController as? AlertController)
        _ = sim.frame(size: sim.desktop.size)
        let frame = try #require(sheet.sheetFrame)
        #expect(frame.kind == .bottomSheet && frame.rect.maxY == sim.desktop.focusedWindow!.rootRect.maxY)
        try press(sim, "<Enter>")
        #expect(mail.presentedViewController == nil)
        #expect(mail.data.mailboxes[0].messages.count == inbox - 1 && mail.data.mailboxes[1].messages.count == vip + 1)
        #expect(mail.data.mailboxes[1].messages.first?.id == moved)
    }

    @Test("The delete alert: a box in the middle over a dimmed window, Cancel highlighted; Esc runs the cancel action, Delete destroys")
    func deleteAlert() throws {
        let (sim, mail) = try mail(120, 30)
        let trash = try #require(mail.data.mailboxes.firstIndex { $0.identifier == "trash" })
        let count = mail.data.mailboxes[trash].messages.count
        try press(sim, "<Del>")
        let alert = try #require(mail.presentedViewController as? AlertController)
        let text = sim.frame(size: sim.desktop.size).plainText()
        #expect(text.contains("Delete this message?") && text.contains("[ Cancel ]  [ Delete ]"))
        let frame = try #require(alert.sheetFrame)
        #expect(frame.kind == .alert && frame.dimsParent)
        #expect(alert.actions[alert.displayOrder[alert.focusIndex]].style == .cancel, "Enter never destroys by default")
        try press(sim, "<Esc>")
        #expect(mail.presentedViewController == nil && mail.data.mailboxes[trash].messages.count == count)
        try press(sim, "<Del><Tab><Enter>")
        #expect(mail.presentedViewController == nil && mail.data.mailboxes[trash].messages.count == count + 1)
    }

    @Test("Esc runs the cancel action's handler; a text field takes typing and Enter runs the preferred action with it")
    func alertHandlers() throws {
        let sim = Simulator(size: Size(width: 100, height: 30))
        let root = ViewController(title: "Root")
        sim.desktop.open(root)
        sim.handle(.resize(Size(width: 100, height: 30)))
        var log: [String] = []
        let alert = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancelled") })
        let rename = AlertAction(title: "Rename") { [unowned alert] _ in log.append("renamed to \(alert.textFields[0].text)") }
        alert.addAction(rename)
        alert.preferredAction = rename
        root.present(alert)
        _ = sim.frame(size: sim.desktop.size)
        for k in try KeyNotation.parse("Trip") { sim.handle(.key(k)) }
        sim.handle(.key(KeyEvent(.enter)))
        #expect(log == ["renamed to Trip"] && root.presentedViewController == nil)
        root.present(alert)
        sim.handle(.key(KeyEvent(.escape)))
        #expect(log == ["renamed to Trip", "cancelled"])
    }

    @Test("A popover adapts to a sheet in compact width unless its delegate keeps it; in regular width it sits beside its source rectangle")
    func popoverAdapts() throws {
        // With no room below, it goes above, the arrow pointing down.
        let above = PopoverPresentationController().frame(size: Size(width: 20, height: 8), anchor: Rect(x: 30, y: 25, width: 4, height: 1),
                                                          in: Rect(x: 0, y: 0, width: 100, height: 28))
        #expect(above.rect.maxY == 25 && above.arrow?.glyph == "▼")
        for (width, keep, expected) in [(140, false, SheetPresentationController.Frame.Kind.popover), (60, false, .bottomSheet), (60, true, .popover)] {
            let size = Size(width: width, height: 30)
            let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
            sim.handle(.resize(size))
            let root = try #require(sim.desktop.focusedWindow?.rootViewController)
            let info = TextViewController(title: "Info", body: "A popover")
            info.modalPresentationStyle = .popover
            info.preferredContentSize = PointSize(width: 240, height: 96)
            info.popoverPresentationController.sourceRect = Rect(x: 10, y: 10, width: 4, height: 1)
            let keeper = KeepsPopover()
            if keep { info.popoverPresentationController.delegate = keeper }
            root.present(info)
            _ = sim.frame(size: size)
            let frame = try #require(info.sheetFrame)
            #expect(frame.kind == expected, "\(width) \(keep)")
            if expected == .popover {
                // 240×96 pt is 30×6 cells at 8×16, and a border: below the source row.
                #expect(frame.rect.size == Size(width: 32, height: 8) && frame.rect.y == 11 && frame.arrow?.glyph == "▲")
            }
        }
    }
}

/// Replaces the Help menu, adds to File with its own key, and removes Show Inspector.
final class MenuBuildingAppDelegate: ApplicationDelegate {
    var ran = false, refreshed = 0
    var mainMenuConfiguration: MainMenuConfiguration {
        var c = MainMenuConfiguration()
        c.inspectorPreference = .removed
        return c
    }
    func buildMenu(with builder: MenuBuilder) {
        builder.insertMenu(Menu(title: "Help", children: [.action(Action(title: "Notes Help") { [unowned self] in self.ran = true })]))
        builder.insertChild(.action(Action(title: "Disabled", attributes: .disabled) {}), atEndOfMenu: "Help")
        builder.insertChild(.action(Action(title: "Refresh", keyEquivalent: "^T") { [unowned self] in self.refreshed += 1 }), atEndOfMenu: "File")
    }
}

@Suite("The menu bar")
struct MenuBarTests {
    static func mail(_ size: Size = Size(width: 120, height: 30), bindings: KeyBindings = KeyBindings()) throws -> Simulator {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail", keyBindings: bindings)
        sim.handle(.resize(size))
        return sim
    }

    static func items(_ menus: [Menu]) -> [String: Action] {
        Dictionary(menus.flatMap { m in m.rows.compactMap { $0 }.map { ("\(m.title) › \($0.title)", $0) } }, uniquingKeysWith: { a, _ in a })
    }

    @Test("F10 is iPadOS 26's bar: the app's menu, then File, Edit, View, Window, Help, with short titles and the keys as bound")
    func layout() throws {
        let size = Size(width: 120, height: 30)
        let sim = try Self.mail(size)
        let menus = sim.menuBarMenus()
        #expect(menus.map(\.title) == ["Mail", "File", "Edit", "View", "Window", "Help"])
        let items = Self.items(menus)
        #expect(items["Mail › About Mail"] != nil && items["Mail › Quit Scenery"]?.keyEquivalent == "^Q")
        #expect(items["Mail › Compose"]?.keyEquivalent == "c" && items["Mail › Move To"]?.keyEquivalent == "m")
        #expect(items["File › New Window…"]?.keyEquivalent == "^W n" && items["File › Close Window"]?.keyEquivalent == "^W x")
        #expect(items["Edit › Select All"]?.attributes.contains(.disabled) == true, "no text field: listed, dimmed")
        #expect(items["View › Show Inspector"]?.keyEquivalent == "i" && items["View › Resize Columns"]?.keyEquivalent == "^R")
        #expect(items["Window › Minimize"]?.keyEquivalent == "^W m" && items["Window › Left Half"]?.keyEquivalent == "^W h")
        #expect(items["Window › Bring Back Last Minimized"]?.attributes.contains(.disabled) == true, "nothing minimized: dimmed")
        #expect(items["Help › Keyboard Shortcuts"]?.keyEquivalent == "F1")
        // Short titles, not the key map's sentences.
        #expect(!items.keys.contains { $0.contains("the open message") }, "\(items.keys.sorted())")
        // Every key the hint bar shows is an enabled item under the same key (moving in a list is keys, not a command).
        let (own, reserved) = sim.keyHints()
        for hint in own + reserved where hint.keys != "type" && hint.keys != "↑↓" {
            let key = String(hint.keys.split(separator: " ").first ?? "")
            #expect(items.values.contains { $0.keyEquivalent == key && !$0.attributes.contains(.disabled) }, "\(hint.keys) \(hint.action)")
        }
        // Through the keys: F10, to the Window menu, down to Left Half, Enter.
        sim.handle(.key(KeyEvent(.function(10))))
        #expect(sim.frame(size: size).rowText(0).hasPrefix("  Mail  File  Edit  View  Window  Help"))
        for _ in 0..<4 { sim.handle(.key(KeyEvent(.right))) }
        let window = try #require(sim.desktop.focusedWindow)
        let rows = menus[4].rows
        let half = try #require(rows.firstIndex { $0?.keyEquivalent == "^W h" })
        let enabledBefore = rows[..<half].filter { $0.map { !$0.attributes.contains(.disabled) } ?? false }.count
        for _ in 0..<enabledBefore { sim.handle(.key(KeyEvent(.down))) }
        sim.handle(.key(KeyEvent(.enter)))
        #expect(sim.overlay == nil && window.placement == .arranged(.leftHalf))
        sim.handle(.key(KeyEvent(.function(10))))
        sim.handle(.key(KeyEvent(.escape)))
        #expect(sim.overlay == nil)
        // A click on the hint bar opens it too.
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: 3, y: size.height - 1))))
        #expect(sim.overlay is MenuBarOverlay)
    }

    @Test("Preview's Size and Music's Library ⋯ are in the View menu (their delegates' buildMenu moves them), each with its key")
    func pointerCommandsInView() throws {
        let preview = try DemoCatalog.makeSimulator(size: Size(width: 120, height: 30), app: "Preview")
        preview.handle(.resize(Size(width: 120, height: 30)))
        #expect(Self.items(preview.menuBarMenus())["View › Show Size"]?.keyEquivalent == "z")
        let music = try DemoCatalog.makeSimulator(size: Size(width: 70, height: 24), app: "Music")
        music.handle(.resize(Size(width: 70, height: 24)))
        music.handle(.key(.char("4")))
        #expect(Self.items(music.menuBarMenus())["View › Library Menu…"]?.keyEquivalent == "L")
        music.handle(.key(.char("L")))
        #expect(music.frame(size: music.desktop.size).plainText().contains("Downloaded Tab"), "L pulls down the ⋯ menu")
    }

    @Test("A keys.toml rebinding shows in the menu bar: window.minimize = M reads ^W M, and the arrange menu follows")
    func rebindingShows() throws {
        let bindings = KeyBindings(overrides: ["window.minimize": [.char("M")]])
        let sim = try Self.mail(bindings: bindings)
        #expect(Self.items(sim.menuBarMenus())["Window › Minimize"]?.keyEquivalent == "^W M")
        let window = try #require(sim.desktop.focusedWindow)
        sim.shell.showArrangeMenu(for: window)
        #expect(sim.frame(size: sim.desktop.size).plainText().contains("Minimize"))
        sim.handle(.key(.char("M")))
        #expect(window.isMinimized, "the arrange menu's Minimize answers the rebound key")
    }

    @Test("An item shows only a key that really reaches it: Esc, taken by Hide Inspector, is not shown beside Back")
    func shadowedKeys() throws {
        let sim = try Self.mail(Size(width: 160, height: 30))
        sim.handle(.key(.char("i")))
        let items = Self.items(sim.menuBarMenus())
        #expect(items["View › Hide Inspector"]?.keyEquivalent == "Esc")
        for (name, a) in items where a.keyEquivalent == "Esc" { #expect(name == "View › Hide Inspector", "\(name) also shows Esc") }
    }

    @Test("An app's configuration and buildMenu(with:) shape the bar; Action(keyEquivalent:) binds its key; a disabled item cannot be chosen")
    func buildMenu() throws {
        let sim = Simulator(size: Size(width: 100, height: 30))
        let delegate = MenuBuildingAppDelegate()
        let manifest = try SceneManifest.parse(Data(TestApp.manifest.utf8), file: "Notes/Info.plist")
        sim.system.register(try Application(name: "Notes", manifest: manifest, manifestFile: "Notes/Info.plist",
                                            delegate: delegate, sceneDelegateClasses: ["LogSceneDelegate": LogSceneDelegate.self]))
        sim.system.activateSceneSession(applicationName: "Notes")
        sim.handle(.resize(Size(width: 100, height: 30)))
        let menus = sim.menuBarMenus()
        #expect(menus.first?.title == "Notes" && menus.last?.title == "Help")
        #expect(Self.items(menus)["File › Refresh"]?.keyEquivalent == "^T")
        #expect(!Self.items(menus).keys.contains("View › Show Inspector"), "removed by the configuration")
        // ^T runs Refresh with the menu closed.
        sim.handle(.key(.ctrl("t")))
        #expect(delegate.refreshed == 1)
        sim.handle(.key(KeyEvent(.function(10))))
        sim.handle(.key(KeyEvent(.left)))
        let text = sim.frame(size: Size(width: 100, height: 30)).plainText()
        #expect(text.contains("Notes Help") && text.contains("Disabled"))
        sim.handle(.key(KeyEvent(.down)))
        sim.handle(.key(KeyEvent(.enter)))
        #expect(delegate.ran, "the highlight skipped the disabled item")
    }
}

@Suite("Context menus and pull-downs")
struct ContextMenuTests {
    @Test("A song's context menu: Shift-F10 or a right click shows it beside the row; Love marks the song; a dimmed item cannot be chosen")
    func songContextMenu() throws {
        let size = Size(width: 100, height: 30)
        let (sim, music) = try musicSimulator(100, 30, keys: "7<Down>")
        sim.handle(.key(KeyEvent(.function(10), .shift)))
        let menu = try #require(music.presentedViewController as? MenuViewController)
        _ = sim.frame(size: size)
        #expect(menu.sheetFrame?.kind == .popover && menu.menu.title == "After the Harbor")
        // Play is highlighted; Unlove All is dimmed (nothing loved), so Down stops at Love.
        sim.handle(.key(KeyEvent(.down)))
        sim.handle(.key(KeyEvent(.down)))
        sim.handle(.key(KeyEvent(.enter)))
        #expect(music.presentedViewController == nil)
        #expect(sim.frame(size: size).plainText().contains("♥ After the Harbor"))
        // A right click on the first row opens its menu; Esc closes it.
        let row = try #require(sim.frame(size: size).plainText().split(separator: "\n").firstIndex { $0.contains("After the Echoes") })
        sim.handle(.mouse(MouseEvent(.press, button: 3, at: Point(x: 40, y: row))))
        #expect((music.presentedViewController as? MenuViewController)?.menu.title == "After the Echoes")
        sim.handle(.key(KeyEvent(.escape)))
        #expect(music.presentedViewController == nil)
    }

    @Test("The Library's ⋯ pulls down a menu under it: the Downloaded tab with its check mark, and Edit Tabs")
    func libraryPullDown() throws {
        let size = Size(width: 80, height: 24)
        let (sim, music) = try musicSimulator(80, 24, keys: "4")
        let text = sim.frame(size: size).plainText().split(separator: "\n").map(String.init)
        let y = try #require(text.firstIndex { $0.contains("⋯") })
        let x = try #require(text[y].firstIndex(of: "⋯")).utf16Offset(in: text[y])
        sim.handle(.mouse(MouseEvent(.press, button: 1, at: Point(x: x, y: y))))
        let menu = try #require(music.presentedViewController as? MenuViewController)
        #expect(menu.menu.title == "Library")
        sim.handle(.key(KeyEvent(.enter)))
        #expect(music.tab(forIdentifier: "downloaded")?.isHidden == false, "the Downloaded tab is shown")
    }
}

@Suite("Custom detents")
struct CustomDetentTests {
    @Test("A custom detent is its resolver's points at the window's points per row; Shift-arrows step through the detents by height")
    func customDetent() throws {
        let size = Size(width: 60, height: 30)
        let sim = Simulator(size: size)
        let root = ViewController(title: "Root")
        sim.desktop.open(root)
        sim.handle(.resize(size))
        let sheet = TextViewController(title: "Filters", body: "Only unread")
        // A quarter of the large height: 27 rows of 16 pt are 432 pt, a quarter 108 pt, 7 rows.
        let small = SheetPresentationController.Detent.custom(identifier: "small") { context in context.maximumDetentValue / 4 }
        sheet.sheetPresentationController.detents = [small, .large]
        sheet.sheetPresentationController.selectedDetentIdentifier = small
        var traits = TraitCollection()
        traits.horizontalSizeClass = .compact
        traits.verticalSizeClass = .regular
        let frame = sheet.sheetPresentationController.frame(style: .automatic, in: Rect(x: 0, y: 0, width: 60, height: 29), traits: traits)
        #expect(frame.kind == .bottomSheet && frame.rect.height == 7, "108 pt at 16 pt a row, rounded up")
        root.present(sheet)
        _ = sim.frame(size: size)
        let bar = sim.frame(size: size).rowText(size.height - 1)
        #expect(bar.contains("S-↑ size") && !bar.contains("S-↓"), "\(bar)")
        sim.handle(.key(KeyEvent(.up, .shift)))
        #expect(sheet.sheetPresentationController.selectedDetentIdentifier == .large)
        sim.handle(.key(KeyEvent(.down, .shift)))
        #expect(sheet.sheetPresentationController.selectedDetentIdentifier.identifier == "small")
        // A resolver with nothing to say leaves the large height.
        let none = SheetPresentationController.Detent.custom { _ in nil }
        #expect(sheet.sheetPresentationController.rows(of: none, large: 27, medium: 13, traits: traits) == 27)
    }
}

@Suite("Content unavailable")
struct ContentUnavailableTests {
    @Test("An emptied mailbox says No Mail; a configuration's button runs on Enter and on a click")
    func emptyStates() throws {
        let size = Size(width: 120, height: 30)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        let mail = try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController)
        let drafts = try #require(mail.data.mailboxes.firstIndex { $0.identifier == "drafts" })
        mail.mailboxList.select(drafts)
        mail.showMailbox(drafts)
        for m in mail.data.mailboxes[drafts].messages { mail.move(messageID: m.id, to: 0) }
        let text = sim.frame(size: size).plainText()
        #expect(text.contains("No Mail") && text.contains("appear here."), "\(text)")
        // (Music's search with no results is MusicDemoTests' "Search says No Results".)

        let list = ListViewController(title: "Downloads")
        var tapped = 0
        list.contentUnavailableConfiguration = ContentUnavailableConfiguration(text: "Nothing Downloaded",
                                                                               button: .init(title: "Browse") { tapped += 1 })
        let lone = Simulator(size: Size(width: 60, height: 20))
        lone.desktop.open(list)
        lone.handle(.resize(Size(width: 60, height: 20)))
        let frame = lone.frame(size: Size(width: 60, height: 20)).plainText()
        #expect(frame.contains("Nothing Downloaded") && frame.contains("[ Browse ]"))
        lone.handle(.key(KeyEvent(.enter)))
        #expect(tapped == 1)
        let rows = frame.split(separator: "\n").map(String.init)
        let y = try #require(rows.firstIndex { $0.contains("[ Browse ]") })
        let x = try #require(rows[y].range(of: "[ Browse ]")).lowerBound.utf16Offset(in: rows[y]) + 2
        lone.handle(.mouse(MouseEvent(.press, at: Point(x: x, y: y))))
        #expect(tapped == 2)
    }
}

@Suite("Preview's size popover")
struct PreviewPopoverTests {
    @Test("Preview's Size button shows the picture's size in a popover under it at regular width, and in a sheet at compact width")
    func sizePopover() throws {
        for (width, kind) in [(140, SheetPresentationController.Frame.Kind.popover), (60, .bottomSheet)] {
            let size = Size(width: width, height: 30)
            let sim = try DemoCatalog.makeSimulator(size: size, app: "Preview")
            sim.handle(.resize(size))
            _ = sim.frame(size: size)
            let preview = try #require(sim.desktop.focusedWindow?.rootViewController as? PreviewViewController)
            preview.showSizePopover()
            let text = sim.frame(size: size).plainText()
            let popover = try #require(preview.presentedViewController)
            #expect(popover.sheetFrame?.kind == kind, "\(width)")
            #expect(text.contains("Pixels:") && text.contains("Shape:"), "\(text)")
            if kind == .popover, let button = preview.barButtonRect(titled: "Size") {
                #expect(popover.sheetFrame?.rect.y == button.maxY && popover.sheetFrame?.arrow?.glyph == "▲")
            }
        }
    }
}

/// Issue 47: a sheet presented by a child (a list inside a navigation controller) is the
/// window's, as the root's would be: its grabber and Done answer clicks as Esc answers keys.
@Suite("Presentation context")
struct PresentationContextTests {
    @Test("A sheet a child presents closes on a click on Done and changes detent on a click on its grabber")
    func childPresentedSheetTakesClicks() throws {
        let size = Size(width: 100, height: 30)
        let sim = Simulator(size: size)
        let list = ListViewController(title: "Notes", items: [ListItem("One"), ListItem("Two")])
        sim.desktop.open(NavigationController(rootViewController: list))
        sim.handle(.resize(size))
        let sheet = TextViewController(title: "Edit", body: "A sheet")
        sheet.sheetPresentationController.detents = [.medium, .large]
        sheet.sheetPresentationController.selectedDetentIdentifier = .medium
        sheet.sheetPresentationController.prefersGrabberVisible = true
        list.present(sheet)
        _ = sim.frame(size: size)
        let frame = try #require(sheet.sheetFrame)
        #expect(frame.showsGrabber)
        // The grabber: a click cycles the detent.
        let grabber = Point(x: frame.rect.x + frame.rect.width / 2, y: frame.rect.y)
        sim.handle(.mouse(MouseEvent(.press, at: grabber)))
        sim.handle(.mouse(MouseEvent(.release, at: grabber)))
        #expect(sheet.sheetPresentationController.selectedDetentIdentifier == .large, "the grabber's click went nowhere")
        // Done: a click closes it.
        _ = sim.frame(size: size)
        let done = try #require(sheet.sheetBar?.buttons.first { $0.label.contains("Done") })
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: done.rect.x + 1, y: done.rect.y))))
        sim.handle(.mouse(MouseEvent(.release, at: Point(x: done.rect.x + 1, y: done.rect.y))))
        #expect(list.presentationHost.presentedViewController == nil, "Done's click went nowhere")
    }
}

/// Issue 47: one delegate for sheets and popovers, told of dismissal; `isModalInPresentation`
/// turns the person's dismissal into an attempt the app answers ("discard changes?").
@Suite("Presentation delegate")
struct PresentationDelegateTests {
    final class Recorder: PresentationControllerDelegate {
        var log: [String] = []
        var allow = true
        func presentationControllerShouldDismiss(_ c: any PresentationController) -> Bool { log.append("should \(c.presentedViewController?.title ?? "?")"); return allow }
        func presentationControllerWillDismiss(_ c: any PresentationController) { log.append("will") }
        func presentationControllerDidDismiss(_ c: any PresentationController) { log.append("did") }
        func presentationControllerDidAttemptToDismiss(_ c: any PresentationController) { log.append("attempt") }
    }

    static func window() throws -> (Simulator, ViewController) {
        let size = Size(width: 100, height: 30)
        let sim = Simulator(size: size)
        let root = ListViewController(title: "Contacts", items: [ListItem("Ada")])
        sim.desktop.open(root)
        sim.handle(.resize(size))
        return (sim, root)
    }

    @Test("A form sheet that is modal in presentation: Esc and Done become an attempt; once it is not, Esc dismisses with will and did")
    func modalInPresentation() throws {
        let (sim, root) = try Self.window()
        let form = TextViewController(title: "Edit", body: "changes")
        let recorder = Recorder()
        form.sheetPresentationController.delegate = recorder
        form.isModalInPresentation = true
        root.present(form)
        _ = sim.frame(size: sim.desktop.size)
        sim.handle(.key(KeyEvent(.escape)))
        #expect(root.presentedViewController === form && recorder.log == ["attempt"], "\(recorder.log)")
        let done = try #require(form.sheetBar?.buttons.first { $0.label.contains("Done") })
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: done.rect.x + 1, y: done.rect.y))))
        #expect(root.presentedViewController === form && recorder.log == ["attempt", "attempt"], "\(recorder.log)")
        // The app asked "discard changes?" and the person said yes.
        form.isModalInPresentation = false
        sim.handle(.key(KeyEvent(.escape)))
        #expect(root.presentedViewController == nil && recorder.log == ["attempt", "attempt", "should Edit", "will", "did"], "\(recorder.log)")
    }

    @Test("A popover's delegate (the same protocol) can refuse: a click outside is then an attempt")
    func popoverShouldDismiss() throws {
        let (sim, root) = try Self.window()
        let info = TextViewController(title: "Info", body: "A popover")
        info.modalPresentationStyle = .popover
        info.popoverPresentationController.sourceRect = Rect(x: 10, y: 10, width: 4, height: 1)
        let recorder = Recorder()
        recorder.allow = false
        info.popoverPresentationController.delegate = recorder
        root.present(info)
        _ = sim.frame(size: sim.desktop.size)
        #expect(info.presentationController === info.popoverPresentationController)
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: 90, y: 25))))
        #expect(root.presentedViewController === info && recorder.log == ["should Info", "attempt"], "\(recorder.log)")
    }
}

/// Issue 47/48: a popover points at the very bar button it was given, not the first with its title.
@Suite("Popover anchors")
struct PopoverAnchorTests {
    @Test("Two buttons titled alike: the popover's arrow is over the one given as sourceItem")
    func anchoredByIdentity() throws {
        let size = Size(width: 120, height: 30)
        let sim = Simulator(size: size)
        let list = ListViewController(title: "Notes", items: [ListItem("One")])
        let first = BarButtonItem(title: "Info") {}, second = BarButtonItem(title: "Info") {}  // on the leading side, clear of the edge
        list.navigationItem.leftBarButtonItems = [first, second]
        sim.desktop.open(NavigationController(rootViewController: list))
        sim.handle(.resize(size))
        _ = sim.frame(size: size)
        let info = TextViewController(title: "Info", body: "the second")
        info.modalPresentationStyle = .popover
        info.popoverPresentationController.sourceItem = second
        list.present(info)
        _ = sim.frame(size: size)
        let nav = try #require(sim.desktop.focusedWindow?.rootViewController as? NavigationController)
        let rects = nav.barButtons.filter { $0.label == "Info" }.map(\.rect)
        try #require(rects.count == 2)
        let arrow = try #require(info.sheetFrame?.arrow)
        #expect(arrow.point.x >= rects[1].x && arrow.point.x < rects[1].maxX, "the arrow at \(arrow.point) is not over the second Info \(rects[1])")
    }
}

/// Issue 47: `contentUnavailableConfiguration` on any controller, with
/// `setNeedsUpdateContentUnavailableConfiguration()`.
@Suite("Content unavailable on any controller")
struct ContentUnavailableAnyControllerTests {
    /// A plain controller with no rows: it says so, and offers to add one.
    final class Contacts: ViewController {
        var names: [String] = []
        var added = 0
        override func updateContentUnavailableConfiguration() {
            if names.isEmpty {
                var c = ContentUnavailableConfiguration.empty()
                c.text = "No Contacts"
                c.secondaryText = "People you add show here."
                c.button = .init(title: "Add Contact") { [unowned self] in self.added += 1; self.names.append("Ada"); self.setNeedsUpdateContentUnavailableConfiguration() }
                contentUnavailableConfiguration = c
            } else {
                contentUnavailableConfiguration = nil
            }
        }
        override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
            canvas.drawText(names.joined(separator: ", "), x: rect.x, y: rect.y, style: .plain)
        }
    }

    static let size = Size(width: 80, height: 20)

    /// An empty Contacts in a window of its own.
    static func window() -> (Simulator, Contacts) {
        let sim = Simulator(size: size)
        let contacts = Contacts(title: "Contacts")
        contacts.setNeedsUpdateContentUnavailableConfiguration()
        sim.desktop.open(contacts)
        sim.handle(.resize(size))
        return (sim, contacts)
    }

    @Test("A plain controller shows its configuration in place of its content; Enter runs the button; the next layout takes the update")
    func anyController() throws {
        let (sim, contacts) = Self.window(), size = Self.size
        var text = sim.frame(size: size).plainText()
        #expect(text.contains("No Contacts") && text.contains("People you add show here.") && text.contains("Add Contact"), "\(text)")
        #expect(sim.frame(size: size).rowText(size.height - 1).contains("Enter add contact"))
        sim.handle(.key(KeyEvent(.enter)))
        text = sim.frame(size: size).plainText()
        #expect(contacts.added == 1 && text.contains("Ada") && !text.contains("No Contacts"), "\(text)")
    }

    @Test("A click on the button runs it")
    func click() throws {
        let (sim, contacts) = Self.window()
        _ = sim.frame(size: Self.size)
        let button = try #require(contacts.contentUnavailableConfiguration?.buttonRect(in: contacts.frame))
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: button.x + 1, y: button.y))))
        #expect(contacts.added == 1)
    }
}

/// Issue 47: context menus on any view controller, through an interaction.
@Suite("Context menu interaction")
struct ContextMenuInteractionTests {
    final class Card: ViewController {
        override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
            canvas.drawText("Ada Lovelace · +44 20 7946 0000", x: rect.x + 1, y: rect.y + 1, style: .plain)
        }
    }

    @Test("A right click on a plain controller with an interaction shows its menu there; Shift-F10 too; choosing runs the action")
    func rightClickAndKey() throws {
        let size = Size(width: 100, height: 24)
        let sim = Simulator(size: size)
        let card = Card(title: "Contact")
        var copied = 0, asked: [Point] = []
        card.addInteraction(ContextMenuInteraction { point in
            asked.append(point)
            return Menu(title: "Contact", children: [.action(Action(title: "Copy Number") { copied += 1 })])
        })
        sim.desktop.open(card)
        sim.handle(.resize(size))
        _ = sim.frame(size: size)
        sim.handle(.mouse(MouseEvent(.press, button: 3, at: Point(x: 20, y: 5))))
        sim.handle(.mouse(MouseEvent(.release, button: 3, at: Point(x: 20, y: 5))))
        #expect(asked == [Point(x: 20, y: 5)])
        #expect(sim.frame(size: size).plainText().contains("Copy Number"))
        sim.handle(.key(KeyEvent(.enter)))
        #expect(copied == 1 && card.presentedViewController == nil)
        // The keyboard's context-menu key.
        sim.handle(.key(KeyEvent(.function(10), .shift)))
        #expect(sim.frame(size: size).plainText().contains("Copy Number"))
        // A left click is not a context menu.
        sim.handle(.key(KeyEvent(.escape)))
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: 20, y: 5))))
        #expect(asked.count == 2)
    }

    @Test("A right click on a list row without a context menu highlights it and does not open it")
    func rightClickWithoutMenuDoesNotChoose() throws {
        let size = Size(width: 60, height: 20)
        let sim = Simulator(size: size)
        let list = ListViewController(title: "Mailboxes", items: [ListItem("Inbox"), ListItem("VIP")])
        var chosen: [Int] = []
        list.onChoose = { chosen.append($0) }
        sim.desktop.open(list)
        sim.handle(.resize(size))
        let row = try #require(sim.frame(size: size).plainText().split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("VIP") })
        sim.handle(.mouse(MouseEvent(.press, button: 3, at: Point(x: 10, y: row))))
        sim.handle(.mouse(MouseEvent(.release, button: 3, at: Point(x: 10, y: row))))
        #expect(chosen.isEmpty && list.selectedIndex == 1 && list.presentedViewController == nil)
        // A left click opens it.
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: 10, y: row))))
        #expect(chosen == [1])
    }
}

/// Issue 47: `sourceView` + `sourceRect` in that view's coordinates: the popover follows the view.
@Suite("Popover source view")
struct PopoverSourceViewTests {
    @Test("sourceRect is read in sourceView's coordinates, wherever layout puts the view")
    func relativeToView() throws {
        let size = Size(width: 160, height: 30)
        let sim = Simulator(size: size)
        let split = SplitViewController(style: .doubleColumn)
        let list = ListViewController(title: "Notes", items: [ListItem("One")])
        let detail = TextViewController(title: "Detail", body: "Hello")
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        sim.desktop.open(split)
        sim.handle(.resize(size))
        _ = sim.frame(size: size)
        let info = TextViewController(title: "Info", body: "about")
        info.modalPresentationStyle = .popover
        info.preferredContentSize = PointSize(width: 160, height: 48)
        info.popoverPresentationController.sourceView = detail
        info.popoverPresentationController.sourceRect = Rect(x: 4, y: 2, width: 3, height: 1)
        detail.present(info)
        _ = sim.frame(size: size)
        let frame = try #require(info.sheetFrame)
        #expect(frame.kind == .popover)
        #expect(frame.rect.y == detail.frame.y + 3, "below the source row, \(detail.frame.y + 2): \(frame.rect)")
        let arrow = try #require(frame.arrow)
        #expect(arrow.point.x >= detail.frame.x + 4 && arrow.point.x <= detail.frame.x + 6, "\(arrow.point) for \(detail.frame)")
    }
}

/// A layout's result does not depend on the one before it (the damage fuzz, seed 15: an action
/// sheet first laid out as a sheet after being a popover was sized as a popover, without its
/// Cancel, and grew by two rows at the next layout — which a frame that copies an unchanged
/// window never made).
@Suite("Presentations lay out the same every time")
struct PresentationLayoutIdempotenceTests {
    @Test("Move to… as a popover at 160 columns, then at 41 columns as a sheet: the first layout there is the second's, Cancel shown")
    func popoverThenSheet() throws {
        let sim = try DemoCatalog.makeSimulator(size: Size(width: 160, height: 45), app: "Mail")
        sim.handle(.resize(Size(width: 160, height: 45)))
        sim.handle(.key(.char("m")))
        let window = try #require(sim.desktop.focusedWindow)
        let sheet = try #require(window.rootViewController?.presentedViewController as? AlertController)
        sim.layout()
        #expect(sheet.sheetFrame?.kind == .popover)
        sim.handle(.resize(Size(width: 41, height: 30)))
        sim.layout()
        let first = sheet.sheetFrame
        #expect(first?.kind == .bottomSheet)
        sim.layout()
        #expect(sheet.sheetFrame?.rect == first?.rect, "laid out again: \(String(describing: sheet.sheetFrame?.rect)) after \(String(describing: first?.rect))")
        #expect(sim.frame(size: Size(width: 41, height: 30)).plainText().contains("Cancel"))
    }
}

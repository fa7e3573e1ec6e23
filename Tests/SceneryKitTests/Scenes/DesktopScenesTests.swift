import DemoApps
import Foundation
import Testing
@testable import SceneryKit

/// Several scenes of one app, the Compose scene, deep links, the external display, controls.
@Suite("Scenes on the desktop")
struct DesktopScenesTests {
    let size = Size(width: 150, height: 40)
    func keys(_ sim: Simulator, _ text: String) throws { for k in try KeyNotation.parse(text) { sim.handle(.key(k)) } }
    func mail(_ w: Window?) -> MailViewController? { w?.rootViewController as? MailViewController }

    @Test("Two Mail windows keep their own mailboxes")
    func twoMailWindows() throws {
        let sim = try DemoCatalog.makeSimulator(size: size)
        try keys(sim, "<C-w>n1")  // launcher → Mail
        try #require(sim.desktop.windows.count == 2)
        // The second window is 100 columns: the mailboxes are displaced until `s` reveals them.
        try keys(sim, "s<Down><Enter>")
        #expect(mail(sim.desktop.windows[1])?.currentMailboxIdentifier == "vip")
        #expect(mail(sim.desktop.windows[0])?.currentMailboxIdentifier == "inbox")
        let text = sim.frame(size: size).plainText()
        #expect(text.contains(" Mail — Inbox ") && text.contains(" Mail — VIP "))
    }

    @Test("Compose is its own scene type, opened from a Mail window, addressed to the open message's sender, the Subject focused")
    func compose() throws {
        let sim = try DemoCatalog.makeSimulator(size: size)
        try keys(sim, "c")
        let scene = try #require(sim.desktop.focusedWindow?.scene)
        #expect(scene.session.configuration.name == "Compose")
        let compose = try #require(scene.rootViewController as? ComposeViewController)
        #expect(compose.to == "sophie.thompson@example.com")
        // Addressed already, the draft is typed from the Subject on, as Mail puts the cursor.
        #expect(compose.field == .subject)
        try keys(sim, "Hello")
        #expect(compose.subject == "Hello")
        let titleRow = sim.frame(size: size).plainText().split(separator: "\n", omittingEmptySubsequences: false)[try #require(scene.window).frame.y]
        #expect(titleRow.contains(" Hello ") && titleRow.contains("●") && !titleRow.contains("● ● ●"))  // minimal: one control
        try keys(sim, "<Esc>")  // closing keeps the draft as a session
        #expect(sim.system.closedSessions.map(\.configuration.name) == ["Compose"])
        #expect(sim.system.closedSessions.first?.stateRestorationActivity?.userInfo["subject"] == "Hello")
    }

    @Test("A deep link goes to the window showing that mailbox, or connects a new one")
    func deepLinks() throws {
        let sim = try DemoCatalog.makeSimulator(size: size)
        let first = try #require(sim.desktop.focusedWindow)
        try sim.system.open("mail://mailbox/inbox/message/42")
        #expect(sim.desktop.windows.count == 1)
        #expect(mail(first)?.currentMessage.map { mail(first)!.data.mailboxes[0].messages[$0].id } == 42)
        try sim.system.open("mail://mailbox/vip")
        #expect(sim.desktop.windows.count == 2)
        #expect(mail(sim.desktop.focusedWindow)?.currentMailboxIdentifier == "vip")
        sim.desktop.focus(first)
        try sim.system.open("mail://mailbox/vip/message/50")
        #expect(sim.desktop.windows.count == 2)
        #expect(mail(sim.desktop.focusedWindow)?.currentMailboxIdentifier == "vip")
        #expect(throws: SceneSystem.OpenURLError.noApp("ftp")) { try sim.system.open("ftp://example.com") }
        #expect(throws: SceneSystem.OpenURLError.self) { try sim.system.open("not a url") }
    }

    @Test("The Timer pauses in the background and shows on the external display as 'Timer Scene'")
    func timerAndExternalDisplay() throws {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Timer")
        sim.handle(.tick(1))
        try keys(sim, " ")
        sim.handle(.tick(6))
        let delegate = try #require(sim.system.application(named: "Timer")?.delegate as? TimerAppDelegate)
        #expect(delegate.model.elapsed(at: 6) == 5)
        try keys(sim, "<C-w>e")
        let external = try #require(sim.system.externalDisplay?.scene)
        #expect(external.session.role == .windowExternalDisplayNonInteractive)
        #expect(external.session.configuration.name == "Timer Scene")
        #expect(external.activationState == .foregroundInactive)
        #expect(sim.frame(size: size).plainText().contains("External Display"))
        try keys(sim, "m")  // minimize: the scene enters the background and the timer pauses
        sim.handle(.tick(20))
        #expect(delegate.model.elapsed(at: 20) == 5)
        #expect(sim.frame(size: size).plainText().contains("paused (in the background)"))
        try keys(sim, "u")
        sim.handle(.tick(22))
        #expect(delegate.model.elapsed(at: 22) == 7)
        try keys(sim, "e<Esc>")
        #expect(sim.system.externalDisplay == nil)
        #expect(!sim.system.openSessions.contains { $0.role == .windowExternalDisplayNonInteractive })
    }

    @Test("Timer supports one window: a second request brings the first forward")
    func singleScene() throws {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Timer")
        try keys(sim, "<C-w>n2")
        #expect(sim.desktop.windows.count == 1)
        #expect(sim.statusMessage == "Timer supports one window only")
    }

    @Test("Window controls follow preferredWindowingControlStyle: automatic, minimal, unified")
    func controlStyles() throws {
        let sim = try DemoCatalog.makeSimulator(size: size)
        sim.system.activateSceneSession(applicationName: "Timer")
        sim.system.activateSceneSession(applicationName: "Race")
        let styles = sim.desktop.windows.map(\.controlStyle)
        #expect(styles == [.automatic, .minimal, .unified])
        try keys(sim, "<C-w>3<Esc>")  // Race, right third
        let race = try #require(sim.desktop.focusedWindow)
        let row = sim.frame(size: size).plainText().split(separator: "\n", omittingEmptySubsequences: false)[race.frame.y]
        // Unified: the controls sit in the content's corner and the title (centred in the
        // margins guide with horizontal corner adaptation) keeps clear of them.
        #expect(row.contains("● ● ●"))
        #expect(row.contains("Race"))
        #expect(race.contentRect.y == race.frame.y)
    }

    @Test("Clicking the close control closes; the minimize control puts the window on the shelf")
    func controlsByMouse() throws {
        let sim = try DemoCatalog.makeSimulator(size: size)
        sim.system.activateSceneSession(applicationName: "Timer")
        let mailWindow = sim.desktop.windows[0]
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: mailWindow.frame.x + 4, y: 0))))  // yellow, minimize
        #expect(sim.overlay == nil)
        #expect(mailWindow.isMinimized)
        let shelf = try #require(sim.desktop.shelfRect)
        #expect(sim.frame(size: size).plainText().split(separator: "\n", omittingEmptySubsequences: false)[shelf.y].contains("Mail — Inbox"))
        let (_, item) = try #require(sim.desktop.shelfItems().first)
        sim.handle(.mouse(MouseEvent(.press, at: item.origin)))
        #expect(!mailWindow.isMinimized)
        #expect(sim.desktop.focusedWindow === mailWindow)
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: mailWindow.frame.x + 2, y: 0))))  // red, close
        #expect(sim.desktop.windows.count == 1)
        #expect(sim.system.closedSessions.count == 1)
    }

    @Test("UIRequiresFullScreen keeps the app's windows full screen, says why presets are refused, and warns once naming the file")
    func requiresFullScreen() throws {
        let (sim, _) = try TestApp.simulator(requiresFullScreen: true)
        let manifest = try #require(sim.system.application(named: "Notes")?.manifest)
        #expect(manifest.requiresFullScreen)
        #expect(manifest.warnings.count == 1 && manifest.warnings[0].hasPrefix("Notes/Info.plist: UIRequiresFullScreen is deprecated"))
        _ = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        let second = try #require(sim.system.activateSceneSession(applicationName: "Notes", placement: .free))
        let window = try #require(second.window)
        #expect(window.isFullScreen, "even a window asked for as free opens full screen")
        for k in try KeyNotation.parse("<C-w>h") { sim.handle(.key(k)) }
        #expect(window.isFullScreen)
        #expect(sim.statusMessage == "Notes requires full screen (UIRequiresFullScreen in its Info.plist)")
        sim.handle(.key(KeyEvent(.left)))
        #expect(window.isFullScreen && sim.statusMessage != nil, "moving is refused too")
        let text = sim.frame(size: Size(width: 120, height: 40)).plainText()
        #expect(text.contains("requires full screen"))
        // A manifest with the key set to a string is an error with its key path.
        let bad = TestApp.manifest.replacingOccurrences(of: "<plist version=\"1.0\"><dict>",
                                                       with: "<plist version=\"1.0\"><dict><key>UIRequiresFullScreen</key><string>yes</string>")
        #expect(throws: SceneManifest.Error.self) { try SceneManifest.parse(Data(bad.utf8), file: "x.plist") }
    }

    @Test("UIRequiresFullScreenIgnoredStartingWithVersion at or before iPadOS 26 makes the windows resizable (with a warning saying so); later, or absent, UIRequiresFullScreen holds")
    func requiresFullScreenIgnored() throws {
        func manifest(_ version: String) throws -> SceneManifest {
            let plist = TestApp.manifest.replacingOccurrences(of: "<plist version=\"1.0\"><dict>", with: "<plist version=\"1.0\"><dict>"
                + "<key>UIRequiresFullScreen</key><true/><key>UIRequiresFullScreenIgnoredStartingWithVersion</key><string>\(version)</string>")
            return try SceneManifest.parse(Data(plist.utf8), file: "Notes/Info.plist")
        }
        for version in ["26.0", "26", "18.4"] {
            let m = try manifest(version)
            #expect(!m.requiresFullScreen && m.requiresFullScreenIgnoredStartingWithVersion == version, "\(version)")
            #expect(m.warnings.count == 1 && m.warnings[0].contains("UIRequiresFullScreen is ignored"), "\(m.warnings)")
        }
        let later = try manifest("27.0")
        #expect(later.requiresFullScreen && later.warnings.first?.contains("is deprecated") == true)
        for bad in ["soon", "26.x", ""] {
            #expect(throws: SceneManifest.Error.self, "\(bad)") { try manifest(bad) }
        }
    }

    @Test("sizeRestrictions.allowsFullScreen false: the window does not open full screen and `f` is refused with a reason")
    func allowsFullScreen() throws {
        let (sim, _) = try TestApp.simulator()
        let scene = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        scene.sizeRestrictions?.allowsFullScreen = false
        let window = try #require(scene.window)
        #expect(!window.isFullScreen)
        for k in try KeyNotation.parse("<C-w>f") { sim.handle(.key(k)) }
        #expect(!window.isFullScreen)
        #expect(sim.statusMessage == "Notes does not allow full screen (sizeRestrictions.allowsFullScreen)")
        sim.handle(.key(.char("h")))
        #expect(window.placement == .arranged(.leftHalf), "the other presets still work")
    }
}

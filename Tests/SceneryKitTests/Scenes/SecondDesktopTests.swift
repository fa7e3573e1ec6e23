import DemoApps
import Foundation
import Testing
@testable import SceneryKit

/// A second terminal attached as a desktop (`scenery attach --role interactive`): windows move
/// to it and back with Ctrl-W > and <, keys typed there reach its focused window, focus follows
/// the terminal typed in, each desktop arranges its own windows, and where windows lived is
/// remembered across a detach and a relaunch.
@Suite("Second desktop")
struct SecondDesktopTests {
    let size = Size(width: 120, height: 40), second = Size(width: 70, height: 24)

    func keys(_ sim: Simulator, _ notation: String, display: Int? = nil) throws {
        for key in try KeyNotation.parse(notation) { sim.handle(display.map { .displayKey(id: $0, key) } ?? .key(key)) }
    }

    func frame(_ sim: Simulator, display id: Int, size: Size) -> String {
        var canvas = Canvas(size: size)
        sim.renderDisplay(id, into: &canvas)
        return canvas.plainText()
    }

    @Test("Ctrl-W > moves the focused window to the attached desktop, where it takes that terminal's size and keys")
    func moveThereAndBack() throws {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        sim.system.activateSceneSession(applicationName: "Timer")
        sim.handle(.attachDesktop(id: 4, size: second))
        let timer = try #require(sim.desktop.focusedWindow)
        #expect(timer.scene?.session.applicationName == "Timer")
        try keys(sim, "<C-w>><Esc>")
        #expect(sim.system.desktop(of: timer) === sim.system.secondDesktop?.desktop)
        #expect(!sim.frame(size: size).plainText().contains("Timer"), "the Timer left the main terminal")
        #expect(frame(sim, display: 4, size: second).contains("Timer"), "it shows on the attached terminal")
        #expect(timer.scene?.effectiveGeometry.size.width ?? 0 <= second.width)
        // Keys typed there reach its window: Space starts the Timer; the main terminal's focus is Mail.
        sim.handle(.tick(1))
        try keys(sim, " ", display: 4)
        #expect(sim.system.activeDisplay == 4)
        sim.handle(.tick(3))
        #expect(frame(sim, display: 4, size: second).contains("running"))
        #expect(timer.scene?.traitCollection.activeAppearance == .active, "focus follows the terminal typed in")
        let mail = try #require(sim.system.mainDesktop.focusedWindow)
        #expect(mail.scene?.traitCollection.activeAppearance == .inactive)
        try keys(sim, "j")
        #expect(sim.system.activeDisplay == 0 && mail.scene?.traitCollection.activeAppearance == .active)
        // Ctrl-W < typed there brings it back.
        try keys(sim, "<C-w><lt><Esc>", display: 4)
        #expect(sim.system.desktop(of: timer) === sim.system.mainDesktop)
        #expect(!timer.prefersSecondDesktop)
        #expect(sim.modes.isEmpty, "Esc there ended window mode: \(sim.modes)")
        #expect(frame(sim, display: 4, size: second).contains("No windows are open"))
    }

    @Test("An attached terminal's own traits (`attach --text-size AX3 --language rtl`) reach the windows on it, and only those; they go with the terminal")
    func displayTraits() throws {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        sim.system.activateSceneSession(applicationName: "Timer")
        var o = TraitOverrides()
        o.preferredContentSizeCategory = .accessibilityExtraLarge
        o.language = .rightToLeftPseudo
        sim.system.setEnvironment(o, forDisplay: 4)
        sim.handle(.attachDesktop(id: 4, size: second))
        let timer = try #require(sim.desktop.focusedWindow?.scene)
        #expect(timer.traitCollection.preferredContentSizeCategory == .large, "on the main terminal, the simulator's")
        try keys(sim, "<C-w>><Esc>")
        #expect(timer.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(timer.traitCollection.layoutDirection == .rightToLeft)
        let mail = try #require(sim.system.mainDesktop.focusedWindow?.scene)
        #expect(mail.traitCollection.preferredContentSizeCategory == .large && mail.traitCollection.layoutDirection == .leftToRight)
        // Back on the main terminal, or with the terminal gone, the window has the simulator's again.
        try keys(sim, "<C-w><lt><Esc>", display: 4)
        #expect(timer.traitCollection.preferredContentSizeCategory == .large)
        try keys(sim, "<C-w>><Esc>")
        #expect(timer.traitCollection.layoutDirection == .rightToLeft)
        sim.handle(.detachDisplay(id: 4))
        #expect(timer.traitCollection.layoutDirection == .leftToRight && sim.system.displayEnvironments.isEmpty)
    }

    @Test("A paste typed on the second desktop reaches its focused text field whole, as one edit, and activates that desktop")
    func pasteThere() throws {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        sim.handle(.attachDesktop(id: 2, size: second))
        try keys(sim, "c")  // Compose, focused in its To field
        try keys(sim, "<C-w>><Esc>")
        let long = String(repeating: "pasted text ", count: 600)  // within a field's limit (TextLimits.fieldDefault)
        sim.handle(.displayPaste(id: 2, long + "\u{11}q"))
        #expect(sim.system.activeDisplay == 2)
        #expect(!sim.isFinished, "a Ctrl-Q inside the paste quit")
        #expect(frame(sim, display: 2, size: second).contains("pasted text"), "\(frame(sim, display: 2, size: second))")
    }

    @Test("An arrange menu opened on one terminal and chosen from the other arranges the window on its own desktop")
    func arrangeMenuKeepsTheWindowsDesktop() throws {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        sim.handle(.attachDesktop(id: 3, size: Size(width: 98, height: 28)))
        let mail = try #require(sim.desktop.focusedWindow)
        try keys(sim, "<C-w>a")  // the arrange menu for Mail, on the main terminal
        // A key typed on the attached terminal makes it the active one before the menu sees it.
        try keys(sim, "3", display: 3)  // Right Third, on the main desktop (120 columns), where Mail lives
        #expect(sim.system.desktop(of: mail) === sim.system.mainDesktop)
        #expect(mail.frame.maxX <= sim.system.mainDesktop.workArea.maxX, "\(mail.frame)")
        #expect(mail.placement == .arranged(.rightThird))
        #expect(mail.frame == ArrangePreset.rightThird.frame(in: sim.system.mainDesktop.workArea), "\(mail.frame)")
    }

    @Test("Detaching brings its windows back; attaching again sends them there; a relaunch remembers")
    func rememberedAcrossDetachAndRelaunch() throws {
        let store = MemoryStateStore()
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail", store: store)
        sim.handle(.resize(size))
        sim.handle(.attachDesktop(id: 1, size: second))
        try keys(sim, "<C-w>><Esc>")
        let mail = try #require(sim.system.secondDesktop?.desktop.windows.first)
        sim.handle(.detachDisplay(id: 1))
        #expect(sim.system.secondDesktop == nil && sim.system.desktop(of: mail) === sim.system.mainDesktop)
        #expect(sim.frame(size: size).plainText().contains("Inbox"), "the window is back on the main terminal")
        sim.handle(.attachDesktop(id: 2, size: second))
        #expect(sim.system.secondDesktop?.desktop.windows.contains { $0 === mail } == true)
        sim.quit()
        #expect(store.records.values.contains { $0.window?.secondDesktop == true })
        let next = try DemoCatalog.makeSimulator(size: size, store: store)
        let restored = try #require(next.system.mainDesktop.windows.first { $0.scene?.session.applicationName == "Mail" })
        #expect(restored.prefersSecondDesktop, "the saved state says where it lived")
        next.handle(.attachDesktop(id: 1, size: second))
        #expect(next.system.secondDesktop?.desktop.windows.contains { $0 === restored } == true)
    }

    @Test("The main terminal's frame never shows the second desktop's windows, whichever terminal was typed in last")
    func framesStayApart() throws {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        sim.system.activateSceneSession(applicationName: "Timer")
        sim.handle(.attachDesktop(id: 9, size: second))
        try keys(sim, "<C-w>><Esc>")
        try keys(sim, " ", display: 9)
        let main = sim.frame(size: size).plainText()
        #expect(main.contains("Inbox") && !main.contains("Timer"))
        let there = frame(sim, display: 9, size: second)
        #expect(there.contains("Timer") && !there.contains("Inbox"))
    }
}

import DemoApps
import Foundation
import Testing
@testable import SceneryKit

/// A second terminal attached as the external display (`scenery attach`), as the engine sees it:
/// attach, resize and detach events, the scene's role and configuration, its own size classes,
/// and the disconnect-then-discard order.
@Suite("Attached display")
struct AttachedDisplayTests {
    let size = Size(width: 120, height: 40)

    @Test("Attaching a terminal shows the Timer Scene there, full size, with that terminal's size classes")
    func timerOnAttachedTerminal() throws {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Timer")
        sim.handle(.resize(size))
        sim.handle(.tick(1))
        sim.handle(.key(.char(" ")))  // start the timer
        sim.handle(.attachDisplay(id: 7, size: Size(width: 90, height: 24)))
        let external = try #require(sim.system.externalDisplay?.scene)
        #expect(external.session.role == .windowExternalDisplayNonInteractive)
        #expect(external.session.configuration.name == "Timer Scene")
        #expect(external.effectiveGeometry.size == Size(width: 90, height: 23), "the whole terminal but its status row")
        #expect(external.traitCollection.horizontalSizeClass == .regular)
        // The main terminal keeps all its columns: no strip is drawn there.
        #expect(sim.desktop.reservedTrailingColumns == 0)
        #expect(!sim.frame(size: size).plainText().contains("External Display"))
        sim.handle(.tick(4))
        var canvas = Canvas(size: Size(width: 90, height: 24))
        sim.renderDisplay(7, into: &canvas)
        let text = canvas.plainText()
        #expect(text.contains("running") && text.contains("█▀█ ▀▀█"), "the display shows the running timer (00:03) in big digits: \(text)")
        sim.handle(.tick(6))
        sim.renderDisplay(7, into: &canvas)
        #expect(canvas.plainText() != text, "the display keeps time with the main window")
        #expect(text.split(separator: "\n").last?.contains("External display · Timer · 90×24") == true, "\(text)")
        // A narrow attached terminal is compact, as a narrow window would be.
        sim.handle(.resizeDisplay(id: 7, size: Size(width: 40, height: 12)))
        #expect(external.traitCollection.horizontalSizeClass == .compact)
        #expect(external.effectiveGeometry.size == Size(width: 40, height: 11))
        // Keys typed in the main terminal still reach the main window, never the display.
        sim.handle(.key(.char(" ")))
        #expect(external.activationState == .foregroundInactive)
    }

    @Test("Detaching disconnects the scene, then discards its session; another display id changes nothing")
    func detachOrder() throws {
        let (sim, delegate) = try Self.notesWithTVScene()
        sim.system.activateSceneSession(applicationName: "Notes")
        sim.handle(.attachDisplay(id: 1, size: Size(width: 60, height: 20)))
        let scene = try #require(sim.system.externalDisplay?.scene)
        #expect(scene.session.configuration.name == "TV Scene")
        let id = scene.session.persistentIdentifier
        sim.handle(.detachDisplay(id: 2))
        #expect(sim.system.externalDisplay != nil)
        delegate.log.removeAll()
        sim.handle(.detachDisplay(id: 1))
        #expect(delegate.log == ["\(id) didEnterBackground", "\(id) didDisconnect", "didDiscardSceneSessions"])
        #expect(delegate.discarded == [id])
        #expect(sim.system.externalDisplay == nil)
        var canvas = Canvas(size: Size(width: 60, height: 20))
        sim.renderDisplay(1, into: &canvas)
        #expect(canvas.plainText().trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    @Test("An attached terminal replaces the simulated strip, and the strip key leaves it alone")
    func replacesStrip() throws {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Timer")
        sim.system.toggleExternalDisplay()
        #expect(sim.desktop.reservedTrailingColumns > 0)
        sim.handle(.attachDisplay(id: 3, size: Size(width: 100, height: 30)))
        #expect(sim.system.attachedDisplayID == 3 && sim.desktop.reservedTrailingColumns == 0)
        sim.system.toggleExternalDisplay()
        #expect(sim.system.attachedDisplayID == 3, "window mode's e does not take the attached display away")
        #expect(sim.system.openSessions.filter { $0.role == .windowExternalDisplayNonInteractive }.count == 1)
    }

    /// Notes, with an external-display configuration chosen by its app delegate, as in the WWDC session.
    static func notesWithTVScene() throws -> (Simulator, LogAppDelegate) {
        let sim = Simulator(size: Size(width: 120, height: 40))
        let delegate = LogAppDelegate()
        let manifest = SceneManifest(supportsMultipleScenes: true, configurations: [
            .windowApplication: [SceneConfiguration(name: "Default Configuration", role: .windowApplication, delegateClassName: "LogSceneDelegate")],
            .windowExternalDisplayNonInteractive: [SceneConfiguration(name: "TV Scene", role: .windowExternalDisplayNonInteractive,
                                                                      delegateClassName: "LogSceneDelegate")],
        ])
        sim.system.register(try Application(name: "Notes", manifest: manifest, delegate: delegate,
                                            sceneDelegateClasses: ["LogSceneDelegate": LogSceneDelegate.self]))
        return (sim, delegate)
    }
}

import Testing
@testable import SceneryKit

/// The scene life cycle in UIKit's documented order (uikit-semantics.md §3): connect,
/// focus changes, minimize, restore, close, reopen, discard.
@Suite("Scene life cycle")
struct LifecycleTests {
    @Test("Connecting calls configurationForConnecting, willConnectTo, willEnterForeground, didBecomeActive")
    func connect() throws {
        let (sim, app) = try TestApp.simulator()
        let scene = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        #expect(app.log == ["configurationForConnecting", "notes-1 willConnectTo", "notes-1 willEnterForeground", "notes-1 didBecomeActive"])
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.persistentIdentifier == "notes-1")
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.configuration.name == "Default Configuration")
    }

    @Test("A second window: both stay foregroundActive (iPadOS 26); focus moves the activeAppearance trait instead")
    func secondWindow() throws {
        let (sim, app) = try TestApp.simulator()
        let a = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        var appearances: [UserInterfaceActiveAppearance] = []
        a.rootViewController?.registerForTraitChanges([.activeAppearance]) { vc, _ in
            appearances.append(vc.traitCollection.activeAppearance)
        }
        app.log = []
        let b = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        #expect(app.log == ["configurationForConnecting", "notes-2 willConnectTo", "notes-2 willEnterForeground", "notes-2 didBecomeActive"])
        #expect(a.activationState == .foregroundActive && b.activationState == .foregroundActive)
        #expect(a.traitCollection.activeAppearance == .inactive && b.traitCollection.activeAppearance == .active)
        #expect(appearances == [.inactive])
    }

    @Test("Window mode interrupts the windows it is not acting on; focus moving within it moves the interruption")
    func windowModeInterrupts() throws {
        let (sim, app) = try TestApp.simulator()
        let a = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        let b = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        app.log = []
        sim.handle(.key(.ctrl("w")))
        #expect(app.log == ["notes-1 willResignActive"])
        #expect(a.activationState == .foregroundInactive && b.activationState == .foregroundActive)
        app.log = []
        sim.handle(.key(KeyEvent(.tab)))
        #expect(app.log == ["notes-2 willResignActive", "notes-1 didBecomeActive"])
        app.log = []
        sim.handle(.key(KeyEvent(.escape)))
        #expect(app.log == ["notes-2 didBecomeActive"])
        #expect(a.traitCollection.activeAppearance == .active && b.traitCollection.activeAppearance == .inactive)
    }

    @Test("A system overlay (the key map, the launcher) interrupts every window until it closes")
    func overlaysInterrupt() throws {
        let (sim, app) = try TestApp.simulator()
        _ = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        _ = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        for open in [[KeyEvent(.function(1))], [.ctrl("w"), .char("n")]] {
            app.log = []
            for k in open { sim.handle(.key(k)) }
            #expect(Set(app.log) == ["notes-1 willResignActive", "notes-2 willResignActive"])
            #expect(sim.system.connectedScenes.allSatisfy { $0.activationState == .foregroundInactive })
            app.log = []
            sim.handle(.key(KeyEvent(.escape)))
            #expect(Set(app.log) == ["notes-1 didBecomeActive", "notes-2 didBecomeActive"])
        }
    }

    @Test("Minimize goes to the background (state saved); restoring comes back through willEnterForeground")
    func minimizeAndRestore() throws {
        let store = MemoryStateStore()
        let (sim, app) = try TestApp.simulator(store: store)
        let scene = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        app.log = []
        sim.handle(.key(.ctrl("w"))); sim.handle(.key(.char("m")))
        #expect(app.log == ["notes-1 willResignActive", "notes-1 didEnterBackground"])
        #expect(scene.activationState == .background)
        #expect(store.records["notes-1"]?.window?.isMinimized == true)
        #expect(store.records["notes-1"]?.stateRestorationActivity?.activityType == "test.note")

        app.log = []
        sim.handle(.key(.char("u")))
        #expect(app.log == ["notes-1 willEnterForeground", "notes-1 didBecomeActive"])
        #expect(scene.activationState == .foregroundActive)
    }

    @Test("Close disconnects and keeps the session; reopening restores its state; discarding removes it")
    func closeReopenDiscard() throws {
        let store = MemoryStateStore()
        let (sim, app) = try TestApp.simulator(store: store)
        let scene = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        let session = scene.session
        app.log = []
        sim.handle(.key(.ctrl("w"))); sim.handle(.key(.char("x")))
        #expect(app.log == ["notes-1 willResignActive", "notes-1 didEnterBackground", "notes-1 didDisconnect"])
        #expect(scene.activationState == .unattached)
        #expect(session.scene == nil)
        #expect(sim.system.openSessions.contains(session))
        #expect(sim.system.closedSessions == [session])
        #expect(store.records["notes-1"]?.isConnected == false)
        #expect(sim.desktop.windows.isEmpty)

        app.log = []
        let again = try #require(sim.system.activateSceneSession(session))
        #expect(app.log == ["notes-1 willConnectTo", "notes-1 restore counter=1", "notes-1 willEnterForeground", "notes-1 didBecomeActive"])
        #expect(again !== scene)
        #expect(again.session === session)

        app.log = []
        sim.system.discard(session)
        #expect(app.log == ["notes-1 willResignActive", "notes-1 didEnterBackground", "notes-1 didDisconnect", "didDiscardSceneSessions"])
        #expect(app.discarded == ["notes-1"])
        #expect(sim.system.openSessions.isEmpty)
        #expect(store.records["notes-1"] == nil)
    }

    @Test("Quitting saves every session and sends each scene to the background without disconnecting")
    func quitSaves() throws {
        let store = MemoryStateStore()
        let (sim, app) = try TestApp.simulator(store: store)
        _ = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        _ = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        app.log = []
        sim.handle(.key(.ctrl("q")))
        #expect(sim.isFinished)
        #expect(app.log == ["notes-1 willResignActive", "notes-2 willResignActive", "notes-1 didEnterBackground", "notes-2 didEnterBackground"])
        #expect(store.records.count == 2)
        #expect(store.records.values.allSatisfy { $0.isConnected })
        #expect(try #require(store.records["notes-2"]).order > #require(store.records["notes-1"]).order)
    }
}

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

    @Test("A second window: the first resigns before the second becomes active; the first stays foregroundInactive")
    func secondWindow() throws {
        let (sim, app) = try TestApp.simulator()
        let a = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        app.log = []
        let b = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        #expect(app.log == ["configurationForConnecting", "notes-2 willConnectTo", "notes-1 willResignActive",
                            "notes-2 willEnterForeground", "notes-2 didBecomeActive"])
        #expect(a.activationState == .foregroundInactive)
        #expect(b.activationState == .foregroundActive)

        app.log = []
        sim.handle(.key(.ctrl("w"))); sim.handle(.key(KeyEvent(.tab))); sim.handle(.key(KeyEvent(.escape)))
        #expect(app.log == ["notes-2 willResignActive", "notes-1 didBecomeActive"])
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
        #expect(app.log == ["notes-2 willResignActive", "notes-1 didEnterBackground", "notes-2 didEnterBackground"])
        #expect(store.records.count == 2)
        #expect(store.records.values.allSatisfy { $0.isConnected })
        #expect(store.records["notes-2"]!.order > store.records["notes-1"]!.order)
    }
}

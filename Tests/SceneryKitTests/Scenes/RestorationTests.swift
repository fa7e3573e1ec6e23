import DemoApps
import Foundation
import SceneryStorage
import Testing
@testable import SceneryKit

/// State restoration through the file store: round trip, a corrupt file, a crash mid-write.
@Suite("State restoration")
struct RestorationTests {
    func tempDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenery-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return url
    }

    func record(_ id: String, mailbox: String = "inbox") -> SessionRecord {
        SessionRecord(persistentIdentifier: id, application: "Mail", role: .windowApplication,
                      configurationName: "Default Configuration", userInfo: [:],
                      stateRestorationActivity: UserActivity(activityType: MailViewController.browsingActivityType,
                                                             userInfo: ["mailbox": mailbox]),
                      isConnected: true, order: 0,
                      window: WindowRecord(x: 0, y: 0, width: 60, height: 20, placement: "free", isMinimized: false))
    }

    @Test("Records survive a save and load, one JSON file per session")
    func roundTrip() throws {
        let dir = try tempDirectory()
        let store = FileStateStore(directory: dir)
        store.save(record("mail-1"))
        store.save(record("mail-2", mailbox: "vip"))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == ["mail-1.json", "mail-2.json"])
        let loaded = FileStateStore(directory: dir).loadAll()
        #expect(loaded == [record("mail-1"), record("mail-2", mailbox: "vip")])
        #expect(store.warnings.isEmpty)
    }

    @Test("A corrupt file is moved aside with a one-line warning; the others still load")
    func corruptFile() throws {
        let dir = try tempDirectory()
        let store = FileStateStore(directory: dir)
        store.save(record("mail-1"))
        let bad = dir.appendingPathComponent("mail-2.json")
        try Data("{\"persistentIdentifier\": \"mail-2\", trunc".utf8).write(to: bad)
        let fresh = FileStateStore(directory: dir)
        #expect(fresh.loadAll() == [record("mail-1")])
        try #require(fresh.warnings.count == 1)
        #expect(fresh.warnings[0].contains("mail-2.json is not a saved session (not valid JSON"))
        #expect(fresh.warnings[0].contains("moved it to mail-2.json.corrupt"))
        #expect(!fresh.warnings[0].contains("\n"))
        #expect(FileManager.default.fileExists(atPath: bad.path + ".corrupt"))
        #expect(!FileManager.default.fileExists(atPath: bad.path))
        // A second corrupt file of the same name does not overwrite the first one set aside.
        try Data("nonsense".utf8).write(to: bad)
        _ = FileStateStore(directory: dir).loadAll()
        #expect(FileManager.default.fileExists(atPath: bad.path + ".corrupt-2"))
    }

    @Test("A crash in the middle of a write leaves the previous state whole")
    func crashMidWrite() throws {
        let dir = try tempDirectory()
        let store = FileStateStore(directory: dir)
        store.save(record("mail-1"))
        // What a write interrupted before its rename leaves: a partial temporary file beside the real one.
        let partial = dir.appendingPathComponent(".mail-1.json.4242.tmp")
        try Data(try JSONEncoder().encode(record("mail-1", mailbox: "vip")).prefix(40)).write(to: partial)
        let loaded = FileStateStore(directory: dir)
        #expect(loaded.loadAll() == [record("mail-1")])
        #expect(loaded.warnings.isEmpty)
    }

    @Test("A save that cannot be written keeps the previous file and warns")
    func failedWrite() throws {
        let dir = try tempDirectory()
        let store = FileStateStore(directory: dir)
        store.save(record("mail-1"))
        // The refusal a read-only folder gives, made by the fault plan: root, who writes anyway,
        // meets it too (WriteFaultTests tries every call and error).
        FileFaults.$plan.withValue(FileFaults.Plan(.open, error: EACCES)) { store.save(record("mail-1", mailbox: "vip")) }
        #expect(store.warnings.count == 1)
        #expect(FileStateStore(directory: dir).loadAll() == [record("mail-1")])
    }

    @Test("The next run brings back every window with its frame, placement, z-order and mailbox")
    func simulatorRoundTrip() throws {
        let dir = try tempDirectory()
        let size = Size(width: 150, height: 40)
        do {
            let sim = try DemoCatalog.makeSimulator(size: size, store: FileStateStore(directory: dir))
            try sim.system.open("mail://mailbox/vip")          // a second Mail window, on VIP
            for k in try KeyNotation.parse("<C-w>l<Esc>") { sim.handle(.key(k)) }
            sim.system.activateSceneSession(applicationName: "Timer")
            for k in try KeyNotation.parse("<C-w>m") { sim.handle(.key(k)) }
            sim.handle(.key(.ctrl("q")))
        }
        let sim = try DemoCatalog.makeSimulator(size: size, store: FileStateStore(directory: dir))
        let windows = sim.desktop.windows
        // Back to front; the minimized Timer stays last in z-order but on the shelf.
        #expect(windows.map(\.title) == ["Mail — Inbox", "Mail — VIP", "Timer"])
        #expect(windows[1].placement == .arranged(.rightHalf))
        #expect(windows[1].frame == ArrangePreset.rightHalf.frame(in: sim.desktop.workArea))
        #expect(windows[2].isMinimized)
        #expect(sim.desktop.focusedWindow === windows[1])
        #expect(windows[0].scene?.activationState == .foregroundActive)
        #expect(windows[0].scene?.traitCollection.activeAppearance == .inactive)
        #expect(windows[1].scene?.activationState == .foregroundActive)
        #expect(windows[1].scene?.traitCollection.activeAppearance == .active)
        #expect(windows[2].scene?.activationState == .background)
        #expect(sim.system.openSessions.map(\.persistentIdentifier).sorted() == ["mail-1", "mail-2", "timer-1"])
    }

    @Test("--fresh (no store) starts from the default desktop")
    func fresh() throws {
        let sim = try DemoCatalog.makeSimulator(size: Size(width: 100, height: 30), store: nil)
        #expect(sim.desktop.windows.map(\.title) == ["Mail — Inbox"])
        #expect(sim.desktop.windows[0].isFullScreen)
    }
}

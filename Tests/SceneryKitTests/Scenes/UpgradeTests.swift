import DemoApps
import Foundation
import SceneryStorage
import Testing
@testable import SceneryKit

/// State folders written by earlier releases, kept as they were written (`Fixtures/StateFolders/
/// VERSION/`, made by that release's `scenery run`, a draft typed, Ctrl-Q): this build opens
/// every window they saved, with its content, and says nothing is wrong. A release adds its own.
@Suite("Upgrades keep state")
struct UpgradeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/StateFolders")

    /// A private copy of a release's folder (a state folder must be 0700 and ours).
    func copy(_ release: String) throws -> URL {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory() + "scenery-upgrade-\(release)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.appendingPathComponent(release).path) {
            let target = dir.appendingPathComponent(name)
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(release).appendingPathComponent(name), to: target)
            chmod(target.path, 0o600)
        }
        return dir
    }

    @Test("Every release's state folder opens with every window it saved and its draft, without a warning",
          arguments: [("0.1.0", ["Mail", "Mail"], "sophie.thompson@example.comOld draft"),
                      ("0.2.0", ["Mail", "Mail", "Music", "Timer"], "Fixture draft")])
    func opens(release: String, apps: [String], draft: String) throws {
        let dir = try copy(release)
        defer { try? FileManager.default.removeItem(at: dir) }
        let records = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }.count
        let store = FileStateStore(directory: dir)
        let size = Size(width: 160, height: 45)
        let sim = try DemoCatalog.makeSimulator(size: size, store: store)
        sim.handle(.resize(size))
        #expect(store.warnings.isEmpty, "\(release): \(store.warnings)")
        #expect(sim.restoreWarnings.isEmpty, "\(release): \(sim.restoreWarnings)")
        let windows = sim.desktop.windows.compactMap { $0.scene?.session.applicationName }.sorted()
        #expect(windows == apps, "\(release): \(records) saved sessions gave windows \(windows)")
        let text = sim.frame(size: size).plainText()
        #expect(text.contains(draft), "\(release): the draft is back\n\(text)")
        // Saving again writes this build's format over it, and that reads back the same.
        sim.quit()
        let again = FileStateStore(directory: dir)
        #expect(again.loadAll().count == records && again.warnings.isEmpty, "\(release): \(again.warnings)")
    }
}

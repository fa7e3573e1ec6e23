import Foundation
import SceneryStorage
import Testing
@testable import SceneryKit

/// Every call of a save failing in turn, with every error a disk gives — as SQLite tests its
/// I/O errors: the previous state is intact, nothing temporary is left, the message names the
/// file and the reason, and the next save works.
@Suite("Write faults: saves")
struct WriteFaultTests {
    static let errors: [(Int32, String)] = [(EIO, "EIO"), (ENOSPC, "ENOSPC"), (EACCES, "EACCES"), (EROFS, "EROFS")]

    func record(_ draft: String) -> SessionRecord {
        SessionRecord(persistentIdentifier: "mail-1", application: "Mail", role: .windowApplication, configurationName: "Default Configuration",
                      userInfo: ["draft": draft], stateRestorationActivity: nil, isConnected: true, order: 0, window: nil)
    }

    @Test("A save whose open, write, fsync or rename fails keeps the previous state, leaves no temporary file, and says which file and why",
          arguments: FileFaults.Call.allCases)
    func saveFaults(call: FileFaults.Call) throws {
        for (error, name) in Self.errors {
            let dir = URL(fileURLWithPath: NSTemporaryDirectory() + "scenery-fault-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            let store = FileStateStore(directory: dir)
            store.save(record("first"))
            let plan = FileFaults.Plan(call, error: error)
            FileFaults.$plan.withValue(plan) { store.save(record("second")) }
            #expect(plan.fired, "\(call) \(name): the save made no such call")
            let file = dir.appendingPathComponent("mail-1.json").path
            // (Before a new store reads the folder: it would clear what a crashed save left.)
            let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
            #expect(left.isEmpty, "\(call) \(name): temporary files left: \(left)")
            #expect(FileStateStore(directory: dir).loadAll().map { $0.userInfo["draft"] } == ["first"], "\(call) \(name): the previous state is lost")
            let warning = try #require(store.warnings.last, "\(call) \(name): nothing said")
            #expect(warning.contains(file) && warning.contains(String(cString: strerror(error))) && warning.contains("the previous state is kept"),
                    "\(call) \(name): \(warning)")
            store.save(record("third"))
            #expect(FileStateStore(directory: dir).loadAll().map { $0.userInfo["draft"] } == ["third"], "\(call) \(name): the next save failed")
        }
    }

    @Test("The first save of a session failing says it was not saved, and leaves nothing behind")
    func firstSaveFails() throws {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory() + "scenery-fault-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = FileStateStore(directory: dir)
        FileFaults.$plan.withValue(FileFaults.Plan(.fsync, error: ENOSPC)) { store.save(record("first")) }
        #expect(store.warnings.last?.contains("No space left on device") == true && store.warnings.last?.contains("it was not saved") == true,
                "\(store.warnings)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !$0.hasPrefix(".lock") && $0 != ".lock" }.isEmpty)
    }
}

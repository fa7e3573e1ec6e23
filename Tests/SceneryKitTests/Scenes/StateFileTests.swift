import Foundation
import SceneryStorage
import Testing
@testable import SceneryKit

/// Every way a state folder or file can be wrong gets its own one-line message, once, and loses
/// nothing that could be kept.
@Suite("State files")
struct StateFileTests {
    func folder() -> URL { URL(fileURLWithPath: NSTemporaryDirectory() + "scenery-state-\(UUID().uuidString)") }

    func record(_ id: String) -> SessionRecord {
        SessionRecord(persistentIdentifier: id, application: "Mail", role: .windowApplication, configurationName: "Default Configuration",
                      userInfo: [:], stateRestorationActivity: nil, isConnected: true, order: 0, window: nil)
    }

    @Test("JSON of the wrong shape names the key and what was expected")
    func wrongShape() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try #"{"version": 1, "persistentIdentifier": 42, "application": "Mail"}"#.write(to: dir.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try "[1, 2]".write(to: dir.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        let store = FileStateStore(directory: dir)
        #expect(store.loadAll().isEmpty)
        #expect(store.warnings.count == 2)
        #expect(store.warnings[0].contains("wrong value at 'persistentIdentifier'") && !store.warnings[0].contains("not valid JSON"), "\(store.warnings)")
        #expect(store.warnings[1].contains("b.json is not a saved session (wrong value at ''"), "\(store.warnings)")
    }

    @Test("A file, a FIFO or a looping link where the state folder should be: said once, nothing read or saved")
    func unusableFolder() throws {
        let base = folder()
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let file = base.appendingPathComponent("file")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let fifo = base.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let loop = base.appendingPathComponent("loop")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
        for (path, kind) in [(file, "a file"), (fifo, "a FIFO (a named pipe)"), (loop, "a symbolic link that loops")] {
            let store = FileStateStore(directory: path)
            #expect(store.loadAll().isEmpty)
            store.save(record("mail-1"))
            store.save(record("mail-2"))
            #expect(store.warnings == ["scenery: the state folder \(path.path) is \(kind), not a folder; no state is read or saved this run "
                                       + "(move it away, or pass another --state-dir)"], "\(store.warnings)")
        }
    }

    @Test("A FIFO in place of a state file is skipped and left where it is; the others load")
    func fifoFile() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = FileStateStore(directory: dir)
        store.save(record("mail-1"))
        let fifo = dir.appendingPathComponent("mail-2.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let fresh = FileStateStore(directory: dir)
        #expect(fresh.loadAll().map(\.persistentIdentifier) == ["mail-1"])
        #expect(fresh.warnings == ["scenery: state file \(fifo.path) is a FIFO (a named pipe), not a file; left it where it is and skipped it"])
        #expect(FileStateStore.kindIsFIFO(fifo.path))
    }

    @Test("Two files holding one session: the first is kept and the message says which; leftover temporaries are removed")
    func duplicatesAndLeftovers() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = FileStateStore(directory: dir)
        store.save(record("mail-1"))
        let sessions = dir
        try FileManager.default.copyItem(at: sessions.appendingPathComponent("mail-1.json"), to: sessions.appendingPathComponent("mail-1-copy.json"))
        // A save interrupted by a process that no longer runs.
        try "{".write(to: sessions.appendingPathComponent(".mail-1.json.999999.tmp"), atomically: true, encoding: .utf8)
        let fresh = FileStateStore(directory: dir)
        #expect(fresh.loadAll().map(\.persistentIdentifier) == ["mail-1"])
        #expect(fresh.warnings == ["scenery: state files mail-1-copy.json and mail-1.json both hold the session mail-1; kept mail-1-copy.json, ignored mail-1.json"])
        #expect(!FileManager.default.fileExists(atPath: sessions.appendingPathComponent(".mail-1.json.999999.tmp").path))
    }

    @Test("Each app has its own folder, $XDG_STATE_HOME/APP/sessions; a folder passed in is used as given")
    func layoutPerApp() throws {
        let home = folder()
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["XDG_STATE_HOME": home.path, "HOME": "/nonexistent"]
        #expect(FileStateStore.defaultDirectory(appIdentifier: "recipes", environment: env).path == home.path + "/recipes/sessions")
        #expect(FileStateStore.defaultDirectory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).path == "/h/.local/state/scenery/sessions")
        let store = FileStateStore(appIdentifier: "recipes", environment: env)
        store.save(record("main-1"))
        #expect(FileManager.default.fileExists(atPath: home.path + "/recipes/sessions/main-1.json"))
        let given = home.appendingPathComponent("mine")
        FileStateStore(directory: given).save(record("main-1"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: given.path) == ["main-1.json"])
        // Warnings name the app that owns the store.
        try "[]".write(to: home.appendingPathComponent("recipes/sessions/bad.json"), atomically: true, encoding: .utf8)
        let again = FileStateStore(appIdentifier: "recipes", environment: env)
        _ = again.loadAll()
        #expect(again.warnings.first?.hasPrefix("recipes: state file ") == true, "\(again.warnings)")
    }
}

extension FileStateStore {
    static func kindIsFIFO(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFIFO
    }
}

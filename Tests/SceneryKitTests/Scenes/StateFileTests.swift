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

    @Test("JSON of the wrong shape names the key, what was expected and what was found")
    func wrongShape() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try #"{"version": 1, "persistentIdentifier": 42, "application": "Mail"}"#.write(to: dir.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try "[1, 2]".write(to: dir.appendingPathComponent("b.json"), atomically: true, encoding: .utf8)
        try "null".write(to: dir.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
        try #"{"version": 1, "persistentIdentifier": null}"#.write(to: dir.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
        let store = FileStateStore(directory: dir)
        #expect(store.loadAll().isEmpty)
        try #require(store.warnings.count == 4)
        #expect(store.warnings[0].contains("a.json is not a saved session (wrong value at 'persistentIdentifier': expected text, found a number)"), "\(store.warnings)")
        #expect(store.warnings[1].contains("b.json is not a saved session (wrong value at the top level: expected an object, found a list)"), "\(store.warnings)")
        #expect(store.warnings[2].contains("c.json is not a saved session (wrong value at the top level: expected an object, found null)"), "\(store.warnings)")
        #expect(store.warnings[3].contains("d.json is not a saved session (wrong value at 'persistentIdentifier': expected text, found null)"), "\(store.warnings)")
        #expect(!store.warnings.contains { $0.contains("not valid JSON") || $0.contains("Swift") })
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

    @Test("Two files holding one session: the one named after it is kept, the copy set aside as .duplicate; leftover temporaries are removed")
    func duplicatesAndLeftovers() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = FileStateStore(directory: dir)
        var older = record("mail-1")
        older.userInfo = ["draft": "older"]
        store.save(older)
        // A file manager's copy of the older state, then the session moves on.
        try FileManager.default.copyItem(at: dir.appendingPathComponent("mail-1.json"), to: dir.appendingPathComponent("mail-1 copy.json"))
        var newer = record("mail-1")
        newer.userInfo = ["draft": "newer"]
        store.save(newer)
        // A save interrupted by a process that no longer runs.
        try "{".write(to: dir.appendingPathComponent(".mail-1.json.999999.tmp"), atomically: true, encoding: .utf8)
        let fresh = FileStateStore(directory: dir)
        #expect(fresh.loadAll() == [newer])
        let aside = dir.appendingPathComponent("mail-1 copy.json.duplicate").path
        #expect(fresh.warnings == ["scenery: state file \(dir.path)/mail-1 copy.json holds the session mail-1 too, which mail-1.json holds; "
                                   + "moved it to \(aside) (nothing was overwritten; look at it and delete it, or put it back under another name)"],
                "\(fresh.warnings)")
        #expect(FileManager.default.fileExists(atPath: aside))
        fresh.save(newer)
        #expect(try String(contentsOf: dir.appendingPathComponent("mail-1.json"), encoding: .utf8).contains("newer"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(".mail-1.json.999999.tmp").path))
    }

    @Test("A save never replaces a file this store did not read: it is set aside as .duplicate first")
    func neverOverwriteUnread() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let mine = FileStateStore(directory: dir)
        #expect(mine.loadAll().isEmpty)
        // Another process writes mail-2 after this one loaded.
        var theirs = record("mail-2")
        theirs.userInfo = ["draft": "theirs"]
        FileStateStore(directory: dir).save(theirs)
        mine.save(record("mail-2"))
        let aside = dir.appendingPathComponent("mail-2.json.duplicate")
        #expect(try String(contentsOf: aside, encoding: .utf8).contains("theirs"))
        #expect(mine.warnings.count == 1 && mine.warnings[0].contains("was not read by this session"), "\(mine.warnings)")
        // Its own file, saved again, is simply replaced.
        mine.save(record("mail-2"))
        #expect(mine.warnings.count == 1)
        // A file changed behind its back after it was loaded is not replaced either.
        let again = FileStateStore(directory: dir)
        #expect(again.loadAll().map(\.persistentIdentifier) == ["mail-2"])
        FileStateStore(directory: dir).save(theirs)
        again.save(record("mail-2"))
        #expect(FileManager.default.fileExists(atPath: aside.path + "-2"))
    }

    @Test("Folders are made 0700 and files 0600 whatever the umask; a folder others can read is said")
    func privateModes() throws {
        let base = folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let dir = base.appendingPathComponent("scenery/sessions")
        let old = umask(0)
        defer { umask(old) }
        let store = FileStateStore(directory: dir)
        store.save(record("mail-1"))
        func mode(_ path: String) -> mode_t { var st = stat(); stat(path, &st); return st.st_mode & 0o777 }
        #expect(mode(base.path) == 0o700)
        #expect(mode(dir.path) == 0o700)
        #expect(mode(dir.path + "/mail-1.json") == 0o600)
        #expect(store.warnings.isEmpty)
        chmod(dir.path, 0o755)
        let exposed = FileStateStore(directory: dir)
        _ = exposed.loadAll()
        #expect(exposed.warnings == ["scenery: the state folder \(dir.path) can be read by other users (mode 755); make it private with: chmod 700 \(dir.path)"])
    }

    @Test("The folder lock: a second holder is refused with the first one's process named")
    func folderLock() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = FileStateStore(directory: dir)
        try first.lockForWriting()
        let second = FileStateStore(directory: dir)
        do {
            try second.lockForWriting()
            Issue.record("a second lock was granted")
        } catch let inUse as StateFolderLock.InUse {
            #expect(inUse.holder.processIdentifier == getpid())
            #expect(inUse.description.contains("is in use by another session (process \(getpid())"), "\(inUse)")
            #expect(inUse.description.contains("'scenery attach'") && inUse.description.contains("--state-dir DIR or --fresh"))
        }
        first.lock?.unlock()
        try second.lockForWriting()
        #expect(second.lock != nil)
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

/// Issue 51: upgrades never lose state — a file a newer Scenery wrote is left exactly as it is.
@Suite("State files from a newer Scenery")
struct NewerFormatTests {
    @Test("A newer format is neither read, moved nor overwritten by this session's save, and is said once")
    func leftUntouched() throws {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory() + "scenery-newer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: dir) }
        let newer = #"{"version": 99, "persistentIdentifier": "mail-1", "shape": "of the future"}"#
        let file = dir.appendingPathComponent("mail-1.json")
        try newer.write(to: file, atomically: true, encoding: .utf8)
        let store = FileStateStore(directory: dir)
        #expect(store.loadAll().isEmpty)
        #expect(store.warnings.count == 1 && store.warnings[0].contains("written by a newer Scenery (format 99") && store.warnings[0].contains("left it as it is"),
                "\(store.warnings)")
        store.save(SessionRecord(persistentIdentifier: "mail-1", application: "Mail", role: .windowApplication, configurationName: "Default Configuration",
                                 userInfo: [:], stateRestorationActivity: nil, isConnected: true, order: 0, window: nil))
        #expect(try String(contentsOf: file, encoding: .utf8) == newer, "the newer file was overwritten")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") || $0.contains("corrupt") } == ["mail-1.json"],
                "the newer file was moved aside")
        #expect(store.warnings.count == 1, "said once")
    }
}

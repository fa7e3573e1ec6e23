import Foundation
import SceneryKit
import SceneryStorage

/// Saved-state folders with valid records beside corrupt ones (random bytes, truncated JSON,
/// JSON of another shape, empty files): loading must never crash, must keep every valid record,
/// and must leave every file it could not read beside a warning, never overwritten.
public enum StateFileFuzz {
    public static func run(count: Int, seed: UInt64) -> [String] {
        var r = EventStream(seed: seed)
        var failures: [String] = []
        let root = NSTemporaryDirectory() + "scenery-fuzz-state-\(getpid())-\(seed)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        for trial in 0..<count {
            let dir = URL(fileURLWithPath: root + "/\(trial)")
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let store = FileStateStore(directory: dir)
            var valid = 0
            for i in 0..<(1 + r.next(3)) {
                store.save(SessionRecord(persistentIdentifier: "app-\(i)", application: "App", role: .windowApplication,
                                         configurationName: "Default", userInfo: ["k": "v\(r.next(100))"], stateRestorationActivity: nil,
                                         isConnected: true, order: i, window: nil))
                valid += 1
            }
            if !store.warnings.isEmpty { failures.append("trial \(trial): saving warned: \(store.warnings)") }
            let sessions = dir
            for j in 0..<(1 + r.next(3)) {
                let bytes: Data
                switch r.next(5) {
                case 0: bytes = Data((0..<r.next(200)).map { _ in UInt8(r.next(256)) })
                case 1: bytes = Data(#"{"persistentIdentifier": "broken", "role": "#.utf8)
                case 2: bytes = Data(#"{"persistentIdentifier": 42, "role": [1, 2]}"#.utf8)
                case 3: bytes = Data()
                default: bytes = Data(#"[1, 2, 3]"#.utf8)
                }
                try? bytes.write(to: sessions.appendingPathComponent("corrupt-\(j).json"))
            }
            // A file manager's copy of a session with older content: the named file wins.
            let copied = r.next(2) == 0
            if copied {
                let older = SessionRecord(persistentIdentifier: "app-0", application: "App", role: .windowApplication, configurationName: "Default",
                                          userInfo: ["k": "older"], stateRestorationActivity: nil, isConnected: true, order: 0, window: nil)
                try? JSONEncoder().encode(older).write(to: sessions.appendingPathComponent("app-0 copy.json"))
            }
            // Two writers: while one store holds the folder, another cannot take it.
            let holder = FileStateStore(directory: dir)
            try? holder.lockForWriting()
            if (try? FileStateStore(directory: dir).lockForWriting()) != nil {
                failures.append("trial \(trial): a second writer took a folder that was held")
            }
            holder.lock?.unlock()
            let loaded = FileStateStore(directory: dir).loadAll()
            if loaded.count != valid { failures.append("trial \(trial): \(loaded.count) of \(valid) valid records came back") }
            if copied, loaded.first(where: { $0.persistentIdentifier == "app-0" })?.userInfo["k"] == "older" {
                failures.append("trial \(trial): the older copy was loaded instead of app-0.json")
            }
            let left = (try? FileManager.default.contentsOfDirectory(atPath: sessions.path)) ?? []
            if copied, !left.contains("app-0 copy.json.duplicate") { failures.append("trial \(trial): the duplicate was not set aside: \(left.sorted())") }
            if left.contains(where: { $0.hasPrefix("corrupt-") && $0.hasSuffix(".json") }) {
                failures.append("trial \(trial): a corrupt file was left where it would be read again: \(left.sorted())")
            }
        }
        return failures
    }
}

import Foundation
import SceneryKit

/// Session records as one JSON file per session in a folder, by default
/// `$XDG_STATE_HOME/APP/sessions/` (`~/.local/state/APP/sessions/` without it).
///
/// Writes are atomic (a temporary file in the same directory, flushed, then renamed), so a
/// crash mid-write leaves the previous file whole. A file that cannot be read or decoded is
/// moved aside (`NAME.json.corrupt`, `.corrupt-2`, …) with a one-line warning, never overwritten;
/// one that cannot be read at all (permissions, a FIFO) is reported and left where it is. When
/// the folder itself is unusable (a file, a FIFO, a looping link, no permission) that is said
/// once and nothing is read or saved. Temporary files an interrupted save left are removed.
public final class FileStateStore: SceneStateStore {
    /// The folder the session files live in, exactly as given to ``init(directory:appIdentifier:)``.
    public let directory: URL
    /// Names the app in warnings (`recipes: state file … is not a saved session`).
    public let appIdentifier: String
    /// What went wrong reading or saving, one line each, for the host to print once the terminal is back.
    public private(set) var warnings: [String] = []
    /// Set when the folder is unusable: said once, then saves are skipped silently.
    private var isUnusable = false
    private let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys]
        return e
    }()

    /// A store whose session files live directly in `directory`: the folder is used as given,
    /// with no `sessions/` folder added, and is created on the first save.
    public init(directory: URL, appIdentifier: String = "scenery") {
        self.directory = directory
        self.appIdentifier = appIdentifier
    }

    /// The store at an app's default place, ``defaultDirectory(appIdentifier:environment:)``.
    public convenience init(appIdentifier: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(directory: Self.defaultDirectory(appIdentifier: appIdentifier, environment: environment), appIdentifier: appIdentifier)
    }

    /// `$XDG_STATE_HOME/APP/sessions` (an absolute `XDG_STATE_HOME` only, as the spec says), else
    /// `~/.local/state/APP/sessions`.
    public static func defaultDirectory(appIdentifier: String = "scenery",
                                        environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        stateHome(environment: environment).appendingPathComponent(appIdentifier).appendingPathComponent("sessions")
    }

    /// `$XDG_STATE_HOME` when absolute, else `~/.local/state`.
    public static func stateHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") { return URL(fileURLWithPath: xdg) }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/state")
    }

    func fileURL(for id: String) -> URL {
        // Identifiers are ours (`mail-1`), but never let one name a path outside the directory.
        let safe = String(id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        return directory.appendingPathComponent(safe + ".json")
    }

    /// Why the state folder (or its `sessions/`) cannot be used, or nil.
    private func folderProblem() -> String? {
        for url in [directory] {
            let kind = FileKind.at(url.path)
            if kind == .missing { return nil }
            guard kind == .folder else {
                return "\(appIdentifier): the state folder \(url.path) is \(kind.described), not a folder; no state is read or saved this run "
                    + "(move it away, or pass another --state-dir)"
            }
            guard access(url.path, R_OK | W_OK | X_OK) == 0 else {
                return "\(appIdentifier): the state folder \(url.path) cannot be read and written (\(String(cString: strerror(errno)))); "
                    + "no state is read or saved this run (fix it with: chmod u+rwx \(url.path))"
            }
        }
        return nil
    }

    /// Every saved session that can be read; files that cannot are reported in `warnings` and left or set aside.
    public func loadAll() -> [SessionRecord] {
        let fm = FileManager.default
        if let problem = folderProblem() {
            if !isUnusable { warnings.append(problem) }
            isUnusable = true
            return []
        }
        guard let names = try? fm.contentsOfDirectory(atPath: directory.path) else { return [] }
        removeLeftoverTemporaries(names)
        var records: [SessionRecord] = []
        var loadedFrom: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            let kind = FileKind.at(url.path)
            guard kind == .file else {
                warnings.append("\(appIdentifier): state file \(url.path) is \(kind.described), not a file; left it where it is and skipped it")
                continue
            }
            guard access(url.path, R_OK) == 0 else {
                warnings.append("\(appIdentifier): state file \(url.path) cannot be read (\(String(cString: strerror(errno)))); left it where it is "
                                + "and started that scene fresh (fix it with: chmod u+r \(url.path))")
                continue
            }
            do {
                let data = try Data(contentsOf: url)
                let record = try JSONDecoder().decode(SessionRecord.self, from: data)
                guard record.version <= SessionRecord.currentVersion else {
                    throw CocoaError(.fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: "written by a newer Scenery (format \(record.version))"])
                }
                if let first = loadedFrom[record.persistentIdentifier] {
                    warnings.append("\(appIdentifier): state files \(first) and \(name) both hold the session \(record.persistentIdentifier); "
                                    + "kept \(first), ignored \(name)")
                    continue
                }
                loadedFrom[record.persistentIdentifier] = name
                records.append(record)
            } catch {
                setAside(url, because: error)
            }
        }
        return records
    }

    /// `.NAME.json.PID.tmp` files a save left when it was interrupted (a kill, a crash), unless
    /// that process still runs.
    private func removeLeftoverTemporaries(_ names: [String]) {
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let parts = name.split(separator: ".")
            guard parts.count >= 4, let pid = Int32(parts[parts.count - 2]) else { continue }
            if pid != getpid() && kill(pid, 0) == 0 { continue }
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    private func setAside(_ url: URL, because error: Error) {
        let fm = FileManager.default
        var target = URL(fileURLWithPath: url.path + ".corrupt")
        var n = 2
        while fm.fileExists(atPath: target.path) {
            target = URL(fileURLWithPath: url.path + ".corrupt-\(n)"); n += 1
        }
        let reason = Self.reason(error)
        let what = error is DecodingError ? "is not a saved session" : "is unreadable"
        do {
            try fm.moveItem(at: url, to: target)
            warnings.append("\(appIdentifier): state file \(url.path) \(what) (\(reason)); moved it to \(target.lastPathComponent) and started that scene fresh")
        } catch {
            warnings.append("\(appIdentifier): state file \(url.path) is unreadable (\(reason)) and could not be moved aside (\(Self.reason(error))); ignoring it")
        }
    }

    /// Writes the record atomically; a failure keeps the previous file and adds a warning.
    public func save(_ record: SessionRecord) {
        if isUnusable { return }
        if let problem = folderProblem() {
            warnings.append(problem)
            isUnusable = true
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let data = try encoder.encode(record)
            try Self.writeAtomically(data, to: fileURL(for: record.persistentIdentifier))
        } catch {
            warnings.append("\(appIdentifier): could not save the state of \(record.persistentIdentifier) in \(directory.path) (\(Self.reason(error))); the previous state is kept")
        }
    }

    /// Forgets a session for good (its file is removed).
    public func remove(persistentIdentifier: String) {
        try? FileManager.default.removeItem(at: fileURL(for: persistentIdentifier))
    }

    /// Temporary file beside the target, flushed to disk, then renamed over it.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temp.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSDebugDescriptionErrorKey: "cannot create \(temp.lastPathComponent)"])
        }
        do {
            let handle = try FileHandle(forWritingTo: temp)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw error
        }
        guard rename(temp.path, url.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temp)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSDebugDescriptionErrorKey: String(cString: strerror(code))])
        }
    }

    static func reason(_ error: Error) -> String {
        if let d = error as? DecodingError {
            switch d {
            case .dataCorrupted(let c): return "not valid JSON: " + c.debugDescription + (c.underlyingError.map { " (\($0.localizedDescription))" } ?? "")
            case .keyNotFound(let k, _): return "missing key '\(k.stringValue)'"
            case .typeMismatch(_, let c), .valueNotFound(_, let c):
                return "wrong value at '\(c.codingPath.map(\.stringValue).joined(separator: "."))': \(c.debugDescription)"
            @unknown default: return "\(d)"
            }
        }
        let ns = error as NSError
        return (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
    }
}

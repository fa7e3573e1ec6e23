import Foundation
import SceneryEvents
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
    /// How many saves failed (each said in ``warnings``): a live session then exits non-zero.
    public private(set) var failedSaves = 0
    /// Whether the "readable by others" warning was considered.
    private var saidExposed = false
    /// Files this store read or wrote, as they were then: a save replaces only these.
    private var known: [String: FileStamp] = [:]
    /// The file each loaded session came from (saves write back to it).
    private var sourceFile: [String: URL] = [:]
    /// Files a newer Scenery wrote (a format this one does not know): left as they are, never
    /// moved aside and never overwritten by this session's saves.
    private var newerFormat: Set<String> = []
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
                let reason = String(cString: strerror(errno))
                // Say which half is missing: a read-only folder can be read.
                if access(url.path, R_OK | X_OK) == 0 {
                    return "\(appIdentifier): the state folder \(url.path) can be read but not written (\(reason)); no state is read or "
                        + "saved this run, so nothing you do is lost to a half-saved folder (fix it with: chmod u+w \(url.path))"
                }
                return "\(appIdentifier): the state folder \(url.path) cannot be read (\(reason)); "
                    + "no state is read or saved this run (fix it with: chmod u+rwx \(url.path))"
            }
        }
        return nil
    }

    /// Every saved session that can be read; files that cannot are reported in `warnings` and left or set aside.
    ///
    /// Two files holding one session: the one named after it (`mail-1.json`, the one saves
    /// write) is loaded, the other is moved to `NAME.json.duplicate` and said; never is the
    /// named file overwritten later with the copy's older state.
    public func loadAll() -> [SessionRecord] {
        let fm = FileManager.default
        if let problem = folderProblem() {
            if !isUnusable { warnings.append(problem) }
            isUnusable = true
            return []
        }
        warnIfExposed()
        guard let names = try? fm.contentsOfDirectory(atPath: directory.path) else { return [] }
        removeLeftoverTemporaries(names)
        var read: [(name: String, record: SessionRecord)] = []
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
                let stamp = FileStamp(url.path)
                let data = try Data(contentsOf: url)
                // A newer format is read for its version first: its other fields may have changed.
                if let version = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["version"] as? Int,
                   version > SessionRecord.currentVersion {
                    newerFormat.insert(url.path)
                    warnings.append("\(appIdentifier): state file \(url.path) was written by a newer Scenery (format \(version); this one reads up "
                                    + "to \(SessionRecord.currentVersion)); left it as it is, and this session neither reads nor overwrites it "
                                    + "(open it with that newer Scenery, or pass another --state-dir)")
                    continue
                }
                let record = try JSONDecoder().decode(SessionRecord.self, from: data)
                read.append((name, record))
                known[url.path] = stamp
            } catch {
                setAside(url, because: error)
            }
        }
        // One file per session: the one a save would write wins, else the first by name.
        let keepers = Dictionary(grouping: read, by: \.record.persistentIdentifier).mapValues { holders in
            holders.first { $0.name == fileURL(for: $0.record.persistentIdentifier).lastPathComponent }?.name ?? holders[0].name
        }
        var records: [SessionRecord] = []
        for (name, record) in read {
            let id = record.persistentIdentifier, keeper = keepers[id]!
            let url = directory.appendingPathComponent(name)
            if name == keeper {
                records.append(record)
                sourceFile[id] = url
            } else {
                known[url.path] = nil
                setAsideDuplicate(url, because: "holds the session \(id) too, which \(keeper) holds")
            }
        }
        return records
    }

    /// Says once when the folder can be read by other users.
    private func warnIfExposed() {
        guard !saidExposed else { return }
        saidExposed = true
        if let warning = PrivateFiles.exposureWarning(directory, appIdentifier: appIdentifier) { warnings.append(warning) }
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
        let reason = Self.reason(error)
        let what = error is DecodingError ? "is not a saved session" : "is unreadable"
        do {
            let target = try moveAside(url, suffix: "corrupt")
            warnings.append("\(appIdentifier): state file \(url.path) \(what) (\(reason)); moved it to \(target.lastPathComponent) and started that scene fresh")
        } catch {
            warnings.append("\(appIdentifier): state file \(url.path) is unreadable (\(reason)) and could not be moved aside (\(Self.reason(error))); ignoring it")
        }
    }

    /// A second file for one session, or a file this process did not read where it is about to
    /// save: moved to `NAME.json.duplicate` (`.duplicate-2`, …), never overwritten.
    private func setAsideDuplicate(_ url: URL, because why: String) {
        do {
            let target = try moveAside(url, suffix: "duplicate")
            warnings.append("\(appIdentifier): state file \(url.path) \(why); moved it to \(target.path) (nothing was overwritten; "
                            + "look at it and delete it, or put it back under another name)")
        } catch {
            warnings.append("\(appIdentifier): state file \(url.path) \(why), and could not be moved aside (\(Self.reason(error))); left it as it is")
        }
    }

    /// Renames `url` to `url.SUFFIX`, or `.SUFFIX-2`, `-3`… when taken.
    private func moveAside(_ url: URL, suffix: String) throws -> URL {
        let fm = FileManager.default
        var target = URL(fileURLWithPath: url.path + "." + suffix)
        var n = 2
        while FileKind.at(target.path) != .missing {
            target = URL(fileURLWithPath: url.path + ".\(suffix)-\(n)"); n += 1
        }
        try fm.moveItem(at: url, to: target)
        return target
    }

    /// Writes the record atomically, mode 0600 in a 0700 folder; a failure keeps the previous
    /// file and adds a warning. A file at that place which this store did not read or write
    /// (another process's, a copy put there) is moved aside as `.duplicate` first, never replaced.
    public func save(_ record: SessionRecord) {
        if isUnusable { return }
        if let problem = folderProblem() {
            warnings.append(problem)
            isUnusable = true
            return
        }
        let id = record.persistentIdentifier
        let url = sourceFile[id] ?? fileURL(for: id)
        // A newer Scenery's file is not ours to replace (said once, when it was found).
        if newerFormat.contains(url.path) { return }
        do {
            warnIfExposed()
            try PrivateFiles.makeFolder(directory)
            let data = try encoder.encode(record)
            if FileKind.at(url.path) != .missing, known[url.path] != FileStamp(url.path) {
                setAsideDuplicate(url, because: "was not read by this session (another process wrote it, or it was copied there)")
            }
            try Self.writeAtomically(data, to: url)
            known[url.path] = FileStamp(url.path)
            sourceFile[id] = url
        } catch {
            failedSaves += 1
            warnings.append("\(appIdentifier): could not save the state of \(id) to \(url.path) (\(Self.reason(error))); "
                            + (FileKind.at(url.path) == .file ? "the previous state is kept" : "it was not saved"))
        }
    }

    /// Forgets a session for good: its file is removed, when it is the one this store read or wrote.
    public func remove(persistentIdentifier: String) {
        let url = sourceFile[persistentIdentifier] ?? fileURL(for: persistentIdentifier)
        guard let stamp = known[url.path], stamp == FileStamp(url.path) else { return }
        try? FileManager.default.removeItem(at: url)
        known[url.path] = nil
        sourceFile[persistentIdentifier] = nil
    }

    /// The lock that makes this process the folder's one writer, taken by ``lockForWriting()``.
    public private(set) var lock: StateFolderLock?

    /// Takes the folder's advisory lock for the rest of the process (a live session calls this
    /// before it loads anything). Throws ``ForeignStateFolder`` when the folder belongs to another
    /// user or others may write to it, and ``StateFolderLock/InUse`` when another process holds
    /// it; an unusable folder is not an error here (it is said once by the first load).
    public func lockForWriting() throws {
        // Another user's folder, or one others may write to, is refused before anything is read.
        // The app's folder above the default `sessions/` is Scenery's too, so it is checked as well.
        var folders = [directory.path]
        let parent = directory.deletingLastPathComponent()
        if parent.lastPathComponent == appIdentifier { folders.append(parent.path) }
        for folder in folders { if let foreign = ForeignStateFolder.check(folder, appIdentifier: appIdentifier) { throw foreign } }
        guard lock == nil, folderProblem() == nil else { return }
        do {
            lock = try StateFolderLock(directory: directory, appIdentifier: appIdentifier)
        } catch let inUse as StateFolderLock.InUse {
            throw inUse
        } catch {
            warnings.append("\(appIdentifier): could not lock the state folder \(directory.path) (\(Self.reason(error))); "
                            + "another session on it could overwrite this one's files")
        }
    }

    /// Temporary file beside the target, flushed to disk, then renamed over it.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        unlink(temp.path)  // our own, from a save that failed half-way
        try PrivateFiles.create(temp.path, contents: data)
        guard FileFaults.rename(temp.path, url.path) == 0 else {
            let code = errno
            unlink(temp.path)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSDebugDescriptionErrorKey: String(cString: strerror(code))])
        }
    }

    static func reason(_ error: Error) -> String {
        if let d = error as? DecodingError {
            switch d {
            case .dataCorrupted(let c): return "not valid JSON: " + c.debugDescription + (c.underlyingError.map { " (\($0.localizedDescription))" } ?? "")
            case .keyNotFound(let k, _): return "missing key '\(k.stringValue)'"
            case .typeMismatch(let type, let c):
                return "wrong value at \(place(c)): expected \(kind(of: type))" + (found(in: c.debugDescription).map { ", found \($0)" } ?? "")
            case .valueNotFound(let type, let c):
                return "wrong value at \(place(c)): expected \(kind(of: type)), found null"
            @unknown default: return "\(d)"
            }
        }
        let ns = error as NSError
        return (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
    }

    /// Where in the file a decoding error is, for a person: `'window.frame'` or `the top level`.
    private static func place(_ c: DecodingError.Context) -> String {
        c.codingPath.isEmpty ? "the top level" : "'" + c.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") + "'"
    }

    /// A Swift type named as JSON names it.
    private static func kind(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") || name == "SessionRecord" { return "an object" }
        if name.hasPrefix("Array") || name.hasPrefix("UnkeyedDecodingContainer") { return "a list" }
        if name == "String" || name == "Substring" { return "text" }
        if name == "Bool" { return "true or false" }
        if ["Int", "Int32", "Int64", "UInt", "Double", "Float", "CGFloat"].contains(name) { return "a number" }
        return "a \(name) value"
    }

    /// What the decoder found, from its "… but found a string instead." note.
    private static func found(in note: String) -> String? {
        guard let r = note.range(of: "but found ") else { return nil }
        let rest = note[r.upperBound...]
        let what = rest.range(of: " instead").map { String(rest[..<$0.lowerBound]) } ?? String(rest)
        let named = ["number": "a number", "string": "text", "a string": "text", "bool": "true or false", "an array": "a list",
                     "array": "a list", "a dictionary": "an object", "dictionary": "an object"]
        return named[what] ?? what
    }
}

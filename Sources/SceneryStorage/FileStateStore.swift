import Foundation
import SceneryKit

/// Session records as one JSON file per session under the XDG state directory
/// (`$XDG_STATE_HOME/scenery/sessions`, default `~/.local/state/scenery/sessions`).
///
/// Writes are atomic (a temporary file in the same directory, flushed, then renamed), so a
/// crash mid-write leaves the previous file whole. A file that cannot be read or decoded is
/// moved aside (`NAME.json.corrupt`, `.corrupt-2`, …) with a one-line warning, never overwritten.
public final class FileStateStore: SceneStateStore {
    public let directory: URL
    public private(set) var warnings: [String] = []
    private let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys]
        return e
    }()

    public init(directory: URL) { self.directory = directory }

    /// `$XDG_STATE_HOME/scenery` (an absolute `XDG_STATE_HOME` only, as the spec says), else `~/.local/state/scenery`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("scenery")
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".local/state/scenery")
    }

    var sessionsDirectory: URL { directory.appendingPathComponent("sessions") }

    func fileURL(for id: String) -> URL {
        // Identifiers are ours (`mail-1`), but never let one name a path outside the directory.
        let safe = String(id.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        return sessionsDirectory.appendingPathComponent(safe + ".json")
    }

    public func loadAll() -> [SessionRecord] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: sessionsDirectory.path) else { return [] }
        var records: [SessionRecord] = []
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let url = sessionsDirectory.appendingPathComponent(name)
            do {
                let data = try Data(contentsOf: url)
                let record = try JSONDecoder().decode(SessionRecord.self, from: data)
                guard record.version <= SessionRecord.currentVersion else {
                    throw CocoaError(.fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: "written by a newer Scenery (format \(record.version))"])
                }
                records.append(record)
            } catch {
                setAside(url, because: error)
            }
        }
        return records
    }

    private func setAside(_ url: URL, because error: Error) {
        let fm = FileManager.default
        var target = URL(fileURLWithPath: url.path + ".corrupt")
        var n = 2
        while fm.fileExists(atPath: target.path) {
            target = URL(fileURLWithPath: url.path + ".corrupt-\(n)"); n += 1
        }
        let reason = Self.reason(error)
        do {
            try fm.moveItem(at: url, to: target)
            warnings.append("scenery: state file \(url.path) is unreadable (\(reason)); moved it to \(target.lastPathComponent) and started that scene fresh")
        } catch {
            warnings.append("scenery: state file \(url.path) is unreadable (\(reason)) and could not be moved aside (\(Self.reason(error))); ignoring it")
        }
    }

    public func save(_ record: SessionRecord) {
        do {
            try FileManager.default.createDirectory(at: sessionsDirectory, withIntermediateDirectories: true)
            let data = try encoder.encode(record)
            try Self.writeAtomically(data, to: fileURL(for: record.persistentIdentifier))
        } catch {
            warnings.append("scenery: could not save the state of \(record.persistentIdentifier) in \(sessionsDirectory.path) (\(Self.reason(error))); the previous state is kept")
        }
    }

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

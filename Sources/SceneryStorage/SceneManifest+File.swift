import Foundation
import SceneryKit

extension SceneManifest {
    /// Reads and parses an Info.plist from disk; a file that cannot be read is an error naming it.
    public static func load(contentsOf url: URL) throws -> SceneManifest {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw Error(file: url.path, key: "(file)", problem: "cannot be read (\(error.localizedDescription))")
        }
        if let known = ManifestCache.shared.manifest(for: url.path, data: data) { return known }
        let manifest = try parse(data, file: url.path)
        ManifestCache.shared.remember(manifest, for: url.path, data: data)
        return manifest
    }
}

/// The manifests parsed so far, by file and content: a simulator made again (a tape's
/// `Restart`, every test) reads the same Info.plists, and parsing a property list costs more than
/// setting up the rest of an app. The file is still read each time, so an edited one is parsed.
private final class ManifestCache: @unchecked Sendable {
    static let shared = ManifestCache()
    private let lock = NSLock()
    private var entries: [String: (data: Data, manifest: SceneManifest)] = [:]

    func manifest(for path: String, data: Data) -> SceneManifest? {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries[path], entry.data == data else { return nil }
        return entry.manifest
    }

    func remember(_ manifest: SceneManifest, for path: String, data: Data) {
        lock.lock(); defer { lock.unlock() }
        entries[path] = (data, manifest)
    }
}

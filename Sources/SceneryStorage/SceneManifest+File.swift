import Foundation
import SceneryKit

extension SceneManifest {
    /// Reads and parses an Info.plist from disk; a file that cannot be read is an error naming it.
    public static func load(contentsOf url: URL) throws -> SceneManifest {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw Error(file: url.path, key: "(file)", problem: "cannot be read (\(error.localizedDescription))")
        }
        return try parse(data, file: url.path)
    }
}

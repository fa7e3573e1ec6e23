import Foundation
import SceneryKit

extension StringCatalog {
    /// Reads a `Localizable.xcstrings` file (Apple's String Catalog format); an unreadable or
    /// malformed file is an error naming it and what is wrong.
    public init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ReadError(file: url.path, problem: "cannot be read (\(error.localizedDescription))")
        }
        try self.init(data: data, file: url.path)
    }
}

import Foundation
import Testing

/// Reviewed frames in Tests/SceneryKitTests/Goldens. `assertGolden` compares a frame with its
/// file and shows the lines that differ; with `SCENERY_RECORD_GOLDENS=1` in the environment it
/// writes the file instead and fails, so that a recorded golden is always looked at before
/// it passes (`git diff Tests/SceneryKitTests/Goldens`).
enum Golden {
    static let directory = String(#filePath.prefix(upTo: #filePath.lastIndex(of: "/")!)) + "/Goldens/"

    static func read(_ name: String) throws -> String {
        let path = directory + name
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw GoldenMissing(path: path) }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
    struct GoldenMissing: Error { let path: String }

    /// The first `limit` lines that differ, as `-` (golden) and `+` (now) with line numbers.
    static func lineDiff(expected: String, actual: String, limit: Int = 6) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for i in 0..<max(a.count, b.count) where out.count < 2 * limit {
            let old = i < a.count ? String(a[i]) : nil, new = i < b.count ? String(b[i]) : nil
            guard old != new else { continue }
            if let old { out.append("-\(i + 1): \(old)") }
            if let new { out.append("+\(i + 1): \(new)") }
        }
        if a.count != b.count { out.append("(golden \(a.count) lines, now \(b.count))") }
        return out.joined(separator: "\n")
    }
}

/// Compares `text` with the golden `name`; records it instead under `SCENERY_RECORD_GOLDENS=1`.
func assertGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if ProcessInfo.processInfo.environment["SCENERY_RECORD_GOLDENS"] == "1" {
        try? (text + "\n").write(toFile: Golden.directory + name, atomically: true, encoding: .utf8)
        Issue.record("recorded \(name): review it with git diff, then run the tests without SCENERY_RECORD_GOLDENS",
                     sourceLocation: sourceLocation)
        return
    }
    guard let golden = try? Golden.read(name) else {
        Issue.record("no golden \(name); record it with SCENERY_RECORD_GOLDENS=1 swift test, then review", sourceLocation: sourceLocation)
        return
    }
    if text != golden {
        let diff = Golden.lineDiff(expected: golden, actual: text)
        Issue.record(Comment(rawValue: "\(name) differs (record with SCENERY_RECORD_GOLDENS=1, then review):\n\(diff)"),
                     sourceLocation: sourceLocation)
    }
}

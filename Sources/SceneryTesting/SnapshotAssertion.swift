import Foundation
import Pictures
import SceneryHost
import TerminalCanvas

/// Snapshots of frames, stored beside the test that takes them, as pytest-textual-snapshot
/// keeps Textual's: `__Snapshots__/TESTFILE/NAME.txt` (the text, compared) and `NAME.svg`
/// (the picture with its colours, compared too, for a reviewer to open).
///
/// Record mode: with `SCENERY_RECORD_SNAPSHOTS=1` in the environment every snapshot is
/// written anew and the test passes; review the diff before committing. A snapshot that does
/// not exist yet is written and the test passes, as Jest does — except under CI (`CI` set),
/// where a missing snapshot fails: a test that compares with nothing proves nothing.
public enum SnapshotRecording {
    /// The environment variable that turns record mode on (`1`, `true` or `yes`).
    public static let environmentVariable = "SCENERY_RECORD_SNAPSHOTS"

    /// Whether a run in `environment` records instead of comparing.
    public static func isRecording(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        ["1", "true", "yes"].contains(environment[environmentVariable]?.lowercased() ?? "")
    }

    /// Whether a run in `environment` is CI's, where a missing snapshot fails.
    static func isCI(_ environment: [String: String]) -> Bool {
        !(environment["CI"] ?? "").isEmpty && environment["CI"]?.lowercased() != "false"
    }
}

/// A frame that differs from its stored snapshot: where first, and how.
public struct SnapshotMismatch: Error, CustomStringConvertible {
    /// The stored file that differs.
    public let file: String
    /// The first differing line and column, 1-based (the column in characters).
    public let line: Int, column: Int
    /// The whole message: where, a unified diff, the frame, how to record anew.
    public let description: String
}

extension AppHarness {
    /// Compares the frame now with the snapshot `name` stored beside the calling test file
    /// (text, then the SVG's colours); throws ``SnapshotMismatch`` naming the first difference
    /// with a unified diff. In record mode, or when there is none yet (outside CI), writes it.
    public func assertSnapshot(named name: String, filePath: String = #filePath) throws {
        try SnapshotStore(testFile: filePath, name: name).check(frame)
    }
}

/// Where a test's snapshots live and how one is checked.
struct SnapshotStore {
    let folder: URL
    let name: String

    init(testFile: String, name: String) {
        let test = URL(fileURLWithPath: testFile)
        folder = test.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
        self.name = name
    }

    var textURL: URL { folder.appendingPathComponent(name + ".txt") }
    var svgURL: URL { folder.appendingPathComponent(name + ".svg") }

    func check(_ frame: Canvas, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let recording = SnapshotRecording.isRecording(environment)
        let text = frame.plainText() + "\n"
        let svg = SVGWriter.still(frame)
        let stored = try? String(contentsOf: textURL, encoding: .utf8)
        if stored == nil && !recording && SnapshotRecording.isCI(environment) {
            throw SnapshotMismatch(file: textURL.path, line: 0, column: 0, description: """
                snapshot '\(name)' does not exist (\(textURL.path)); under CI a missing snapshot fails: record it \
                with a local run (or \(SnapshotRecording.environmentVariable)=1), review it and commit it
                the frame was:
                \(text)
                """)
        }
        if recording || stored == nil {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: textURL, options: .atomic)
            try Data(svg.utf8).write(to: svgURL, options: .atomic)
            return
        }
        if let stored, stored != text {
            throw Self.mismatch(stored: stored, produced: text, file: textURL.path, name: name)
        }
        let storedSVG = (try? String(contentsOf: svgURL, encoding: .utf8)) ?? ""
        if storedSVG != svg {
            let (line, column) = Self.firstDifference(storedSVG, svg)
            let cells = SnapshotColourDiff.differences(stored: storedSVG, produced: svg)
            let which = cells.isEmpty ? "at line \(line), column \(column) of the SVG (open both to compare)"
                : "in these cells (stored → this run):\n" + cells.map { "  " + $0 }.joined(separator: "\n")
            throw SnapshotMismatch(file: svgURL.path, line: line, column: column, description: """
                snapshot '\(name)': the text matches but the colours or styles differ from \(svgURL.path) \(which)
                record anew with \(SnapshotRecording.environmentVariable)=1
                """)
        }
    }

    /// The first differing line and column of two texts, 1-based.
    static func firstDifference(_ a: String, _ b: String) -> (line: Int, column: Int) {
        let x = a.split(separator: "\n", omittingEmptySubsequences: false)
        let y = b.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(x.count, y.count) {
            let l = i < x.count ? Array(x[i]) : [], r = i < y.count ? Array(y[i]) : []
            if l == r && i < x.count && i < y.count { continue }
            let column = zip(l, r).prefix { $0 == $1 }.count
            return (i + 1, column + 1)
        }
        return (0, 0)
    }

    static func mismatch(stored: String, produced: String, file: String, name: String) -> SnapshotMismatch {
        let (line, column) = firstDifference(stored, produced)
        let diff = GoldenDiff.unifiedDiff(stored, produced, from: file, to: "this run")
        return SnapshotMismatch(file: file, line: line, column: column, description: """
            snapshot '\(name)' differs from \(file) at line \(line), column \(column):
            \(diff)
            the frame was:
            \(produced)record anew with \(SnapshotRecording.environmentVariable)=1 (then review the diff)
            """)
    }
}

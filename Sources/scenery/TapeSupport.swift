import DemoApps
import Foundation
import SceneryKit
import Tapes

/// What `record` and `test` share: parsing with clear errors, running on the demo apps, and
/// the text golden format.
enum TapeSupport {
    static func parse(_ path: String) throws -> Tape {
        do { return try TapeParser.parse(contentsOf: path) } catch let e as TapeError { throw CLIError("\(e)") }
    }

    /// A runner on the demo apps with `bindings` (the tape's `--keys-file`; the defaults otherwise).
    static func runner(_ tape: Tape, recordInput: Bool = false, bindings: KeyBindings = KeyBindings()) -> TapeRunner {
        TapeRunner(tape: tape, recordInput: recordInput) { size, withDefaultWindow, store in
            let sim = try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: withDefaultWindow)
            sim.keyBindings = bindings
            return sim
        }
    }

    /// VHS's text golden: each snapshot, then a line of 80 `─`.
    static func golden(_ snapshots: [String]) -> String {
        let separator = String(repeating: "─", count: 80)
        return snapshots.map { $0 + "\n" + separator + "\n" }.joined()
    }

    enum OutputKind { case cast, text, frames, unsupported }
    static func kind(of path: String) -> OutputKind {
        if path.hasSuffix("/") { return .frames }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "cast": return .cast
        case "txt", "ascii", "test": return .text
        default: return .unsupported
        }
    }

    /// Checks, before the run, that every output can be written (its folder exists and is writable).
    static func checkWritable(_ path: String, tape: Tape) throws {
        let url = URL(fileURLWithPath: path)
        let folder = path.hasSuffix("/") ? url.deletingLastPathComponent() : url.deletingLastPathComponent()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir), isDir.boolValue else {
            throw CLIError("\(tape.file): Output \(path): the folder \(folder.path) does not exist; create it or change the path")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw CLIError("\(tape.file): Output \(path): the folder \(folder.path) is not writable")
        }
        if !path.hasSuffix("/"), FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw CLIError("\(tape.file): Output \(path): is a folder; end the path with / to write frames into it")
        }
    }
}

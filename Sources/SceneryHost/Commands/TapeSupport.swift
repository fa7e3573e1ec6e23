import Foundation
import SceneryKit
import Pictures
import Tapes

/// What `record` and `test` share: parsing with clear errors, outputs, and the text golden format.
package enum TapeSupport {
    /// Parses a tape; without its steps (a summary) for a run that streams them.
    package static func parse(_ path: String, keepingSteps: Bool = true) throws -> Tape {
        do {
            return keepingSteps ? try TapeParser.parse(contentsOf: path) : try TapeParser.summary(contentsOf: path)
        } catch let e as TapeError { throw CLIError("\(e)") }
    }


    /// VHS's text golden: each snapshot, then a line of 80 `─`.
    package static func golden(_ snapshots: [String]) -> String {
        let separator = String(repeating: "─", count: 80)
        return snapshots.map { $0 + "\n" + separator + "\n" }.joined()
    }

    /// What an output path asks for: `frames/` is a folder of PNG frames, as VHS writes it;
    /// `frames/*.txt` a folder of text frames (`0001.txt`…), Scenery's own.
    package enum OutputKind { case cast, text, frames, pngFrames, svg, png, gif, video, html, unsupported }
    package static func kind(of path: String) -> OutputKind {
        if path.hasSuffix("/") { return .pngFrames }
        if path.hasSuffix("/*.txt") { return .frames }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "cast": return .cast
        case "txt", "ascii", "test": return .text
        case "svg": return .svg
        case "png": return .png
        case "gif": return .gif
        case "mp4", "webm": return .video
        case "html", "htm": return .html
        default: return .unsupported
        }
    }

    /// The folder a frames output writes into, ending in `/` (`frames/` for `frames/` and
    /// `frames/*.txt`); nil for a file.
    package static func folderPath(of path: String) -> String? {
        switch kind(of: path) {
        case .pngFrames: return path
        case .frames: return String(path.dropLast("*.txt".count))
        default: return nil
        }
    }

    /// Checks, before the run, that every output can be written (its folder exists and is writable).
    package static func checkWritable(_ path: String, tape: Tape) throws {
        let url = URL(fileURLWithPath: folderPath(of: path) ?? path)
        let folder = url.deletingLastPathComponent()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir), isDir.boolValue else {
            throw CLIError("\(tape.file): Output \(path): the folder \(folder.path) does not exist; create it or change the path")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw CLIError("\(tape.file): Output \(path): the folder \(folder.path) is not writable")
        }
        if folderPath(of: path) == nil, FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw CLIError("\(tape.file): Output \(path): is a folder; end the path with / to write frames into it")
        }
    }
}

extension TapeSupport {
    /// The picture settings of a tape (read by the Tapes module, which also sizes a tape given
    /// in pixels); a problem is a one-line error naming its line.
    package static func pictureOptions(_ tape: Tape, warnings: inout [String]) throws -> PictureOptions {
        do { return try tape.pictureOptions(warnings: &warnings) } catch let e as Tape.PictureSettingError { throw CLIError("\(e)") }
    }
}

extension SceneryApp {
    /// A runner of `tape` on the app's applications with `bindings` (the tape's `--keys-file`;
    /// the defaults otherwise). A tape starts from one full-screen window of the first application.
    package static func tapeRunner(_ tape: Tape, recordInput: Bool = false, bindings: KeyBindings = KeyBindings()) -> TapeRunner {
        TapeRunner(tape: tape, recordInput: recordInput) { size, withDefaultWindow, store in
            try makeSimulator(size: size, store: store, keyBindings: bindings, start: withDefaultWindow ? .defaultWindow : .nothing)
        }
    }
}

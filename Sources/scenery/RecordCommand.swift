import ArgumentParser
import Foundation
import SceneryKit
import Tapes

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run a tape headlessly on a virtual clock and write its outputs (.cast, .txt, frames/).",
        discussion: """
            The tape language is VHS's, plus Launch, Resize, Mouse, Open, Marker, Expect and ExpectTraits \
            (docs/tapes.md). Sleep does not wait; the same tape writes the same bytes every run. Nothing \
            is written when the tape does not parse or an Expect fails.
            """
    )

    @Argument(help: "The tape to record.")
    var tape: String

    @OptionGroup var keys: KeysOption

    @Flag(name: .long, help: "Also write typed keys as \"i\" events in the cast.")
    var input = false

    /// The outputs to write: the tape's own, and where it names only pictures Scenery does not
    /// make yet (a VHS tape's `Output demo.gif`), a cast beside the first of them, so that a
    /// VHS tape records as it is.
    static func outputs(of tape: Tape) -> (paths: [String], notes: [String]) {
        let makeable = tape.outputs.filter { TapeSupport.kind(of: $0) != .unsupported }
        var notes = tape.outputs.filter { TapeSupport.kind(of: $0) == .unsupported }.map {
            "Output \($0): Scenery does not make .\(URL(fileURLWithPath: $0).pathExtension) files yet; skipped"
        }
        guard makeable.isEmpty else { return (makeable, notes) }
        let base = ((tape.outputs.first ?? tape.file) as NSString).deletingPathExtension
        let cast = base + ".cast"
        notes.append("no .cast or .txt Output: writing \(cast) (asciicast v2; play it with: scenery play \(cast))")
        return ([cast], notes)
    }

    func run() throws {
        let tape: Tape
        let outputs: [String]
        let bindings: KeyBindings
        do {
            bindings = try keys.bindings(readingDefault: false)
            tape = try TapeSupport.parse(self.tape)
            let planned = Self.outputs(of: tape)
            outputs = planned.paths
            // Every output is checked before the run: nothing is written on any error.
            for output in outputs + tape.screenshots { try TapeSupport.checkWritable(output, tape: tape) }
            for note in planned.notes { FileHandle.standardError.write(Data("scenery: note: \(note)\n".utf8)) }
        } catch { throw fail("\(error)") }
        for warning in tape.warnings { FileHandle.standardError.write(Data("scenery: warning: \(warning)\n".utf8)) }
        let clock = ContinuousClock()
        var result: TapeRunner.Result!
        let elapsed: Duration
        let files: RecordingFiles
        do { files = try RecordingFiles(outputs: outputs) } catch { throw fail("\(error)") }
        do {
            var caught: Error?
            elapsed = clock.measure {
                let runner = TapeSupport.runner(tape, recordInput: input, bindings: bindings)
                runner.stream = files
                do { result = try runner.run() } catch { caught = error }
            }
            if let caught { throw caught }
        } catch let failure as TapeRunner.Failure {
            files.discard()
            FileHandle.standardError.write(Data("scenery: \(failure)\nthe screen was:\n\(failure.screen)\nnothing was written\n".utf8))
            throw ExitCode(1)
        } catch {
            files.discard()
            throw fail("\(error); nothing was written")
        }
        var written: [String] = []
        do {
            written = try files.commit()
            for ((_, text), target) in zip(result.screenshots, tape.screenshots) {
                try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
                written.append(target)
            }
        } catch {
            files.discard()
            throw fail("cannot write an output: \(error)")
        }
        let seconds = elapsed.inSeconds
        let ratio = seconds > 0 ? Int(result.duration / seconds) : 0
        print("recorded \(self.tape): \(String(format: "%.1f", result.duration)) s of tape in \(String(format: "%.3f", seconds)) s (\(ratio)×)"
              + (written.isEmpty ? "" : " → " + written.joined(separator: ", ")))
    }
}

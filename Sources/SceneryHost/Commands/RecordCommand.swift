import ArgumentParser
import CursesFront
import Foundation
import Pictures
import SceneryKit
import Tapes

struct RecordCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "record",
            abstract: "Run a tape headlessly on a virtual clock and write its outputs (.cast, .txt, frames/).",
            discussion: """
                The tape language is VHS's, plus Launch, Resize, Mouse, Open, Marker, Expect and ExpectTraits \
                (docs/tapes.md). Sleep does not wait; the same tape writes the same bytes every run. Nothing \
                is written when the tape does not parse or an Expect fails.
                """
        )
    }

    @Argument(help: "The tape to record.")
    var tape: String

    @OptionGroup var keys: KeysOption<App>

    @Flag(name: .long, help: "Also write typed keys as \"i\" events in the cast.")
    var input = false

    @OptionGroup var traits: TraitOptions

    @Flag(name: .long, help: "Fail, writing nothing, when the tape's terminal is too small for its app (its frames would show Scenery's \"needs at least\" notice); without it that is a warning.")
    var strict = false

    @Option(name: .long, help: ArgumentHelp("Run the tape once in every value of these axes (text-size, appearance, language, "
                                            + "device; comma-separated for every combination) and write their last frames side "
                                            + "by side to --output, instead of the tape's outputs.", valueName: "axes"))
    var variants: String?

    @Option(name: [.short, .long], help: ArgumentHelp("With --variants: the contact sheet to write (.png or .svg).", valueName: "file"))
    var output: String?

    func validate() throws {
        if let variants { _ = try SnapshotVariants.axes(parsing: variants) }
        if variants != nil {
            guard let output else { throw ValidationError("--variants writes a contact sheet: add --output SHEET.png (or .svg)") }
            let lower = output.lowercased()
            guard lower.hasSuffix(".png") || lower.hasSuffix(".svg") else {
                throw ValidationError("--output \(output): the contact sheet is a .png or an .svg")
            }
        } else if output != nil {
            throw ValidationError("--output writes the variants' contact sheet: add --variants AXES (a tape's own outputs are its Output lines)")
        }
    }

    /// The outputs to write. One Scenery cannot make (a video) is an error before the run, with
    /// its line; a tape with no `Output` at all records a `.cast` beside itself.
    static func outputs(of tape: Tape) throws -> (paths: [String], notes: [String]) {
        for (path, location) in tape.outputLocations where TapeSupport.kind(of: path) == .unsupported {
            let ext = URL(fileURLWithPath: path).pathExtension
            throw CLIError("\(location): Output \(path): Scenery makes .cast, .txt, .svg, .png, .gif, .mp4, .webm and .html "
                           + "(and folders of frames: frames/ as PNG, frames/*.txt as text), not .\(ext)")
        }
        // Two outputs to one path would race each other's temporary files: refused before the run.
        var seen: [String: TapeLocation] = [:]
        for (path, location) in tape.outputLocations {
            let key = URL(fileURLWithPath: path).standardizedFileURL.path
            if let first = seen[key] {
                throw CLIError("\(location): Output \(path): the same file as the Output at line \(first.line); give each output its own path")
            }
            seen[key] = location
        }
        // A Screenshot is a file too: one name, one output (VHS would write one over the other).
        for (shot, location) in zip(tape.screenshots, tape.screenshotLocations) {
            let key = URL(fileURLWithPath: shot).standardizedFileURL.path
            if let first = seen[key] {
                throw CLIError("\(location): Screenshot \(shot): the same file as the Output at line \(first.line); give each its own path")
            }
        }
        guard tape.outputs.isEmpty else { return (tape.outputs, []) }
        let cast = (tape.file as NSString).deletingPathExtension + ".cast"
        return ([cast], ["no Output: writing \(cast) (asciicast v2; play it with: \(App.identifier) play \(cast))"])
    }

    func run() throws {
        InterruptCleanup.shared.install(program: App.identifier)
        var tape: Tape
        let outputs: [String]
        let bindings: KeyBindings
        do {
            bindings = try keys.bindings(readingDefault: false)
            // Read once to check it; the run reads the steps again as it goes.
            tape = try TapeSupport.parse(self.tape, keepingSteps: false)
            // The command line's traits win over the tape's own Set TextSize, Appearance and Language.
            let flags = try traits.overrides()
            tape.environment.merge(flags)
            if let style = flags.userInterfaceStyle { tape.appearance = style }
            if let variants, let output {
                let clock = ContinuousClock(), started = clock.now
                let labels = try RecordVariants.run(App.self, tape: tape, axes: try SnapshotVariants.axes(parsing: variants),
                                                    output: output, bindings: bindings)
                print("recorded \(self.tape) in \(labels.count) variants in \(String(format: "%.3f", (clock.now - started).inSeconds)) s → \(output)")
                return
            }
            let planned = try Self.outputs(of: tape)
            outputs = planned.paths
            // Every output is checked before the run: nothing is written on any error.
            for output in outputs + tape.screenshots { try TapeSupport.checkWritable(output, tape: tape) }
            for note in planned.notes { StandardError.write("\(App.identifier): note: \(note)\n") }
        } catch { throw App.fail("\(error)") }
        for warning in tape.warnings { StandardError.write("\(App.identifier): warning: \(TapeText.shown(warning, limit: 600))\n") }
        let clock = ContinuousClock()
        let started = clock.now
        var (result, files) = try record(tape, outputs: outputs, bindings: bindings, warn: true)
        // Set FitApp true: the largest font size whose cells hold what the app needs, the same pixels.
        while tape.fitsApp, let short = result.tooSmall, short.fromStart, let size = tape.fittingFontSize(for: short.needed), size < tape.fontSizeNow {
            files.discard()
            do { try tape.setFontSize(size) } catch { throw App.fail("\(error)") }
            StandardError.write("\(App.identifier): note: Set FitApp true: FontSize \(size) gives \(tape.size.width)×\(tape.size.height) cells, "
                                + "as \(short.app) needs \(short.needed.width)×\(short.needed.height)\n")
            (result, files) = try record(tape, outputs: outputs, bindings: bindings, warn: false)
        }
        if let short = result.tooSmall {
            let message = TapeText.shown(tape.tooSmallMessage(short), limit: 600)
            if strict {
                files.discard()
                throw App.fail("\(message); nothing was written (--strict)")
            }
            StandardError.write("\(App.identifier): warning: \(message)\n")
        }
        var written: [String] = []
        do {
            written = try files.commit(duration: result.recordingLength)
            if let warning = files.missingGlyphsWarning { StandardError.write("\(App.identifier): warning: \(warning)\n") }
            // Each attached display's cast beside each cast: demo.cast, demo.display-1.cast.
            for cast in outputs where TapeSupport.kind(of: cast) == .cast {
                for (i, text) in result.displayCasts.enumerated() {
                    let path = (cast as NSString).deletingPathExtension + ".display-\(i + 1).cast"
                    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                    written.append(path)
                }
            }
            for (i, target) in tape.screenshots.enumerated() where i < result.screenshots.count {
                let frame = result.screenshotFrames[i], lower = target.lowercased()
                let content = lower.hasSuffix(".svg") ? Data(SVGWriter.still(frame, options: files.pictureOptions).utf8)
                    : lower.hasSuffix(".png") ? try RecordingFiles.png(of: frame, options: files.pictureOptions)
                    : Data((result.screenshots[i].text + "\n").utf8)
                try content.write(to: URL(fileURLWithPath: target), options: .atomic)
                written.append(target)
            }
        } catch {
            files.discard()
            throw App.fail("cannot write an output: \(Self.plainReason(error)); choose another Output or Screenshot path")
        }
        // The whole process's work, the encoders' finishing included.
        let seconds = (clock.now - started).inSeconds
        let ratio = seconds > 0 ? Int(result.duration / seconds) : 0
        print("recorded \(self.tape): \(String(format: "%.1f", result.duration)) s of tape in \(String(format: "%.3f", seconds)) s (\(ratio)×)"
              + (written.isEmpty ? "" : " → " + written.joined(separator: ", ")))
    }

    /// Runs `tape` into new temporary outputs: the result and the files, to commit or discard.
    /// Nothing is left behind on an error.
    private func record(_ tape: Tape, outputs: [String], bindings: KeyBindings, warn: Bool) throws -> (TapeRunner.Result, RecordingFiles) {
        let files: RecordingFiles
        var pictureError: Error?
        do {
            var notes: [String] = []
            let options = try TapeSupport.pictureOptions(tape, warnings: &notes)
            if warn { for note in notes { StandardError.write("\(App.identifier): warning: \(TapeText.shown(note, limit: 600))\n") } }
            files = try RecordingFiles(outputs: outputs, pictureOptions: options, largestSize: tape.largestSize)
        } catch { throw App.fail("\(error)") }
        do {
            let runner = App.tapeRunner(tape, recordInput: input, bindings: bindings)
            runner.stream = files
            runner.frameObserver = { time, canvas in
                if pictureError == nil { do { try files.frameShown(at: time, canvas) } catch { pictureError = error } }
            }
            runner.inputObserver = { time, text in files.inputShown(at: time, text) }
            let result = try runner.runStreaming()
            if let pictureError { throw pictureError }
            return (result, files)
        } catch let failure as TapeRunner.Failure {
            files.discard()
            StandardError.write("\(App.identifier): \(failure)\nthe screen was:\n\(failure.screen)\nnothing was written\n")
            throw ExitCode(1)
        } catch {
            files.discard()
            throw App.fail("\(error); nothing was written")
        }
    }

    /// A file error as a person reads it: the path and the system's reason, not Foundation's dump.
    static func plainReason(_ error: Error) -> String {
        let ns = error as NSError
        let path = (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
        let inner = (ns.userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }
        let underlying = inner.flatMap { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : nil }
        let reason = underlying ?? ns.localizedDescription
        return path.map { "\($0): \(reason)" } ?? reason
    }
}

import ArgumentParser
import Foundation
import SceneryKit
import Tapes

struct TestCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "test",
            abstract: "Run tapes as tests: every Expect must hold, and a .txt Output that exists must match.",
            discussion: """
                Prints PASS or FAIL per tape (with the failing screen, or the golden frame that differs as a unified \
                diff with the tape line that produced it) and exits 1 when any fails. Nothing is written unless \
                --update is given.
                """
        )
    }

    @Argument(help: "Tapes, or folders of .tape files (their subfolders too).")
    var paths: [String]

    @OptionGroup var keys: KeysOption<App>

    @Flag(name: .long, help: "Rewrite each tape's .txt golden from this run, on purpose (review the diff before committing).")
    var update = false

    func tapes() throws -> [String] {
        var out: [String] = []
        for path in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw CLIError("\(path): no such tape or folder") }
            if isDir.boolValue {
                // Every .tape under the folder, in its subfolders too, in path order.
                let base = path.hasSuffix("/") ? path : path + "/"
                let names = (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                    .filter { $0.hasSuffix(".tape") }.sorted()
                out += names.map { base + $0 }
            } else {
                out.append(path)
            }
        }
        guard !out.isEmpty else { throw CLIError("no .tape files in \(paths.joined(separator: ", "))") }
        return out
    }

    func run() throws {
        let list: [String]
        let bindings: KeyBindings
        do { list = try tapes(); bindings = try keys.bindings(readingDefault: false) } catch { throw App.fail("\(error)") }
        var failed = 0
        let clock = ContinuousClock()
        for path in list {
            var message: String?
            var summary = ""
            let elapsed = clock.measure {
                do {
                    var tape = try TapeSupport.parse(path)
                    var result = try App.tapeRunner(tape, bindings: bindings).run()
                    // Set FitApp true: the largest font size that gives the app its room, as `record` takes.
                    while tape.fitsApp, let short = result.tooSmall, short.fromStart, let size = tape.fittingFontSize(for: short.needed),
                          size < tape.fontSizeNow {
                        try tape.setFontSize(size)
                        result = try App.tapeRunner(tape, bindings: bindings).run()
                    }
                    summary = "\(tape.commandCount) commands, \(result.expectations) expectations, \(String(format: "%.1f", result.duration)) s of tape"
                    // A tape whose frames show the "needs at least" notice tests the notice, not the app.
                    if let short = result.tooSmall {
                        message = TapeText.shown(tape.tooSmallMessage(short), limit: 600)
                        return
                    }
                    for output in tape.outputs where TapeSupport.kind(of: output) == .text {
                        let produced = TapeSupport.golden(result.snapshots)
                        if update {
                            try produced.write(toFile: output, atomically: true, encoding: .utf8)
                            summary += "; rewrote \(output)"
                            continue
                        }
                        guard FileManager.default.fileExists(atPath: output) else { continue }
                        let golden = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
                        message = GoldenDiff.explain(golden: golden, produced: produced, snapshots: result.snapshots,
                                                     sources: result.snapshotSources, path: output) ?? message
                    }
                } catch let f as TapeRunner.Failure {
                    message = "\(f)\nthe screen was:\n\(f.screen)"
                } catch {
                    message = "\(error)"
                }
            }
            let time = String(format: "%.3f s", elapsed.inSeconds)
            if let message {
                failed += 1
                print("FAIL \(path) (\(time))\n\(message)")
            } else {
                print("PASS \(path) (\(summary); \(time))")
            }
        }
        print("\(list.count - failed) of \(list.count) tapes passed")
        if failed > 0 { throw ExitCode(1) }
    }
}

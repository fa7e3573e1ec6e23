import ArgumentParser
import Foundation
import Tapes

struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run tapes as tests: every Expect must hold, and a .txt Output that exists must match.",
        discussion: "Prints PASS or FAIL per tape (with the failing screen) and exits 1 when any fails. Nothing is written."
    )

    @Argument(help: "Tapes, or folders of .tape files.")
    var paths: [String]

    func tapes() throws -> [String] {
        var out: [String] = []
        for path in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw CLIError("\(path): no such tape or folder") }
            if isDir.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".tape") }.sorted()
                out += names.map { (path.hasSuffix("/") ? path : path + "/") + $0 }
            } else {
                out.append(path)
            }
        }
        guard !out.isEmpty else { throw CLIError("no .tape files in \(paths.joined(separator: ", "))") }
        return out
    }

    func run() throws {
        let list: [String]
        do { list = try tapes() } catch { throw fail("\(error)") }
        var failed = 0
        let clock = ContinuousClock()
        for path in list {
            var message: String?
            var summary = ""
            let elapsed = clock.measure {
                do {
                    let tape = try TapeSupport.parse(path)
                    let result = try TapeSupport.runner(tape).run()
                    summary = "\(tape.steps.count) commands, \(result.expectations) expectations, \(String(format: "%.1f", result.duration)) s of tape"
                    for output in tape.outputs where TapeSupport.kind(of: output) == .text && FileManager.default.fileExists(atPath: output) {
                        let golden = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
                        let produced = TapeSupport.golden(result.snapshots)
                        if golden != produced { message = "differs from \(output):\n" + firstDifference(golden, produced) }
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

    func firstDifference(_ a: String, _ b: String) -> String {
        let la = a.split(separator: "\n", omittingEmptySubsequences: false), lb = b.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(la.count, lb.count) {
            let x = i < la.count ? String(la[i]) : "(end)", y = i < lb.count ? String(lb[i]) : "(end)"
            if x != y { return "line \(i + 1):\n  expected: \(x)\n  got:      \(y)" }
        }
        return "(no difference found)"
    }
}

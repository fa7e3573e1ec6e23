import SceneryHost
import Foundation

/// Instruction counts (callgrind) for one resize-sweep step and one separator step: figures
/// that hold whatever the machine's load. Each is the difference between two runs of
/// `scenery bench --only PART` of different length, divided by the extra steps, so start-up and
/// set-up are not counted. valgrind cannot read Swift's debug info, so a stripped copy runs.
enum InstructionCounts {
    struct Result {
        var sweepStep: Int
        var separatorStep: Int
    }

    /// Where valgrind is, if it is installed.
    static var valgrind: String? { which("valgrind") }

    static func measure() throws -> Result {
        guard let valgrind else {
            throw CLIError("bench --instructions needs valgrind: apt-get install -y valgrind")
        }
        guard let strip = which("strip") else { throw CLIError("bench --instructions needs strip: apt-get install -y binutils") }
        let me = ChildProcess.executable
        let folder = NSTemporaryDirectory() + "scenery-instructions-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = folder + "/scenery"
        try FileManager.default.copyItem(atPath: me, toPath: copy)
        _ = try run(strip, [copy])
        func count(_ part: String, _ repeats: Int) throws -> Int {
            let output = try run(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", copy, "bench", "--only", part,
                                            "--repeats", "\(repeats)"])
            guard let line = output.split(separator: "\n").first(where: { $0.contains("Collected :") }),
                  let n = Int(line.split(separator: " ").last ?? "") else {
                throw CLIError("valgrind printed no instruction count for \(part): \(output.suffix(300))")
            }
            return n
        }
        // 400 steps a repeat, for both parts.
        let sweep = (try count("sweep", 2) - count("sweep", 1)) / 400
        let separator = (try count("separator", 2) - count("separator", 1)) / 400
        return Result(sweepStep: sweep, separatorStep: separator)
    }

    private static func which(_ tool: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a tool and returns what it printed on both streams.
    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

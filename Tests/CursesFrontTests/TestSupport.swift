import Foundation

/// Paths the end-to-end tests need: the repository, the built `scenery`, the cast checker.
enum TestPaths {
    static let repository: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The tutorial's app (`Examples/Recipes`), hosted by `SceneryApp`, as `swift build` makes it.
    static var recipes: String? {
        [".build/debug/Recipes", ".build/release/Recipes"].map { repository + "/" + $0 }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `SCENERY_BIN`, or the debug build that `make test` makes first.
    static var scenery: String? {
        if let bin = ProcessInfo.processInfo.environment["SCENERY_BIN"] { return bin }
        for candidate in [".build/debug/scenery", ".build/release/scenery"] {
            let path = repository + "/" + candidate
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The project's own cast checker (pyte): the tests need nothing beside the repository.
    static var castToScreen: String { repository + "/scripts/cast_screen.py" }
}

/// A screen's text without trailing blanks on each line or blank lines at either end, as two
/// emulators may differ in what they pad with.
func trimmed(_ s: String) -> String {
    s.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in var l = String(line); while l.last == " " { l.removeLast() }; return l }
        .joined(separator: "\n").trimmingCharacters(in: .newlines)
}

/// Runs a program to completion and returns its status and outputs.
func runProgram(_ path: String, _ arguments: [String], stdin: FileHandle? = nil,
                environment: [String: String]? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    if let environment { p.environment = environment }
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    p.standardInput = stdin ?? FileHandle.nullDevice
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
}

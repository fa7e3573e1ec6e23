import SceneryHost
import Foundation

/// Hostile inputs, each run as a whole `scenery` process: a cast whose header or resize event
/// asks for 100000×100000 cells, a 2000×1000 cast drawn as a PNG (33× the picture cap), tapes
/// asking for FontSize 1999 or Padding 1000000. Each must be refused, and the figure is the peak
/// memory of the worst one: it shows that nothing was allocated for the size asked.
enum HostileBench {
    struct Result { let refused: Int, tried: Int, peakKilobytes: Int }

    static func measure() throws -> Result {
        let dir = NSTemporaryDirectory() + "scenery-hostile-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files: [(String, String)] = [
            ("huge.cast", "{\"version\": 2, \"width\": 100000, \"height\": 100000}\n[0.1, \"o\", \"x\"]\n"),
            ("resize.cast", "{\"version\": 2, \"width\": 80, \"height\": 24}\n[0.1, \"r\", \"100000x100000\"]\n"),
            ("big.cast", "{\"version\": 2, \"width\": 2000, \"height\": 1000}\n[0.1, \"o\", \"x\"]\n"),
            ("font.tape", "Output \(dir)/font.png\nSet FontSize 1999\nLaunch Mail\n"),
            ("padding.tape", "Output \(dir)/padding.png\nSet Padding 1000000\nLaunch Mail\n"),
        ]
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        var refused = 0, peak = 0
        for (name, _) in files {
            let path = dir + "/" + name
            let arguments = name.hasSuffix(".cast") ? ["render", path, "-o", dir + "/out.png"] : ["record", path]
            let pid = try ChildProcess.spawn(arguments) { actions in
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            }
            let (status, childPeak) = ChildProcess.waitMeasuringPeak(pid)
            // Refused: exited with a status of its own (not a signal), not 0, and wrote nothing.
            let exited = status & 0x7f == 0, code = (status >> 8) & 0xff
            if exited && code != 0 && !FileManager.default.fileExists(atPath: dir + "/out.png") { refused += 1 }
            peak = max(peak, childPeak)
        }
        return Result(refused: refused, tried: files.count, peakKilobytes: peak)
    }
}

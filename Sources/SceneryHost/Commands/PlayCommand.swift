import ArgumentParser
import Foundation
import Tapes

struct PlayCommand<App: SceneryApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "play",
            abstract: "Play an asciicast recording in this terminal.",
            discussion: """
                Keys while playing: Space pauses and resumes, . (or →) steps one event while paused, \
                q, Esc or Ctrl-C quits. Resizes in the recording are asked of the terminal (xterm's \
                window-size request); terminals that refuse keep their size.
                """
        )
    }

    @Argument(help: "The .cast file (asciicast v2 or v3).")
    var cast: String

    @Option(name: .long, help: "Playback speed (2 is twice as fast).")
    var speed: Double = 1

    @Option(name: .customLong("idle-limit"), help: "Longest pause in seconds (default: the recording's idle_time_limit, else none).")
    var idleLimit: Double?

    func validate() throws {
        guard speed > 0 else { throw ValidationError("--speed must be more than 0, for example 2") }
        if let idleLimit, idleLimit <= 0 { throw ValidationError("--idle-limit must be more than 0 seconds") }
    }

    func run() throws {
        let file: CastFile
        do { file = try CastFile(contentsOf: cast) } catch { throw App.fail("\(error)") }
        guard isatty(STDOUT_FILENO) == 1 else {
            throw App.fail("play needs a terminal on standard output; for the text use 'asciinema cat \(cast)'")
        }
        let player = CastPlayer(file: file, speed: speed, idleLimit: idleLimit ?? file.idleTimeLimit)
        let ending = player.play()
        if case .interrupted(let sig) = ending { throw ExitCode(128 + sig) }
    }
}

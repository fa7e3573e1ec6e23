import ArgumentParser
import CursesFront
import DemoApps
import Foundation
import SceneryKit
import SceneryStorage
import Tapes

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Start the live simulator in this terminal (the default command).",
        discussion: """
            Windows and their state come back from the last run (saved on Ctrl-Q, on minimize and on close) \
            under $XDG_STATE_HOME/scenery, default ~/.local/state/scenery.
            """
    )

    @OptionGroup var options: SimulatorOptions

    @Flag(name: .long, help: "Start from the default desktop: do not read or write saved state.")
    var fresh = false

    @Option(name: .customLong("state-dir"), help: ArgumentHelp("Keep saved state here instead of the XDG state directory.", valueName: "dir"))
    var stateDirectory: String?

    @Option(name: .long, help: ArgumentHelp("Record the session as asciicast v2, written as it goes.", valueName: "file.cast"))
    var record: String?

    @Flag(name: .customLong("record-input"), help: "With --record, also record the keys and mouse events typed.")
    var recordInput = false

    func validate() throws {
        if recordInput && record == nil { throw ValidationError("--record-input needs --record FILE.cast") }
        if fresh && stateDirectory != nil {
            throw ValidationError("--fresh reads and writes no state, so --state-dir has no use with it: drop --fresh to use "
                                  + "that directory, or drop --state-dir to start fresh")
        }
    }

    func run() throws {
        var recorder: LiveCastRecorder?
        if let record {
            do { recorder = try LiveCastRecorder(path: record, recordInput: recordInput) } catch { throw fail("\(error)") }
        }
        let store: FileStateStore? = fresh ? nil : FileStateStore(
            directory: stateDirectory.map { URL(fileURLWithPath: $0) } ?? FileStateStore.defaultDirectory())
        let terminal = LiveTerminal(recorder: recorder)
        do {
            try terminal.start()
        } catch let failure as LiveTerminal.Failure {
            recorder?.finish()
            if let record { unlink(record) }  // nothing was recorded
            throw fail("\(failure)")
        }
        let simulator: Simulator
        do {
            simulator = try options.makeSimulator(size: terminal.size, store: store)
        } catch {
            terminal.stop()
            recorder?.finish()
            throw fail("\(error)")
        }
        let start = ContinuousClock.now
        let ending = terminal.run(simulator) {
            (ContinuousClock.now - start).inSeconds
        }
        if case .signal = ending { simulator.quit() }  // save state on SIGTERM/SIGINT/SIGHUP too
        terminal.stop()
        var recordingFailed = false
        if let recorder {
            recorder.finish()
            if let failure = recorder.failure {
                // Said after the terminal is back, and never reported as a success.
                FileHandle.standardError.write(Data("scenery: the recording \(recorder.path) is incomplete: \(failure); free some space or choose another path with --record\n".utf8))
                recordingFailed = true
            } else {
                FileHandle.standardError.write(Data("scenery: recorded \(String(format: "%.1f", recorder.duration)) s to \(recorder.path); play it with: scenery play \(recorder.path)\n".utf8))
            }
        }
        for warning in simulator.restoreWarnings + (store?.warnings ?? []) {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        if fresh {
            FileHandle.standardError.write(Data("scenery: --fresh: this session's windows were not saved\n".utf8))
        }
        if case .signal(let sig) = ending {
            let name = sig == SIGINT ? "SIGINT" : sig == SIGTERM ? "SIGTERM" : sig == SIGHUP ? "SIGHUP"
                : sig == SIGQUIT ? "SIGQUIT" : "signal \(sig)"
            FileHandle.standardError.write(Data("scenery: stopped by \(name); the terminal was restored\n".utf8))
            throw ExitCode(128 + sig)
        }
        if recordingFailed { throw ExitCode(1) }
    }
}

import CursesFront
import Foundation
import SceneryKit
import SceneryStorage
import Tapes

/// One live session in this terminal: takes the terminal over, runs the simulator until Ctrl-Q
/// or a stop signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT), saves every scene, gives the terminal
/// back, then prints what went wrong (restore warnings, a failed recording) where the user can
/// read it. `scenery run` and every ``SceneryApp`` run through it, so they behave the same.
public struct LiveSession {
    /// Names the app in messages (`recipes: stopped by SIGTERM`) and its crash folder.
    public var appIdentifier: String
    /// Where sessions are saved; nil runs fresh (nothing read or saved).
    public var store: FileStateStore?
    /// Record the session as asciicast v2 to this path, written as it goes.
    public var recordPath: String?
    /// With ``recordPath``, also record the keys and mouse events typed.
    public var recordInput = false
    /// Whether other terminals may attach as displays (`scenery attach`).
    public var acceptsDisplays = true

    /// A session for `appIdentifier`, saving in `store` (nil: fresh, nothing saved).
    public init(appIdentifier: String, store: FileStateStore?, recordPath: String? = nil, recordInput: Bool = false) {
        self.appIdentifier = appIdentifier
        self.store = store
        self.recordPath = recordPath
        self.recordInput = recordInput
    }

    /// Runs the session on the simulator `makeSimulator` builds for the terminal's size and the
    /// store. Returns the process exit status: 0, 1 when the recording failed or state could not
    /// be saved, 2 when the session could not start (the reason is printed; another session
    /// holding the state folder is one), 128 + N after signal N; 129 when the terminal went away.
    public func run(makeSimulator: (Size, (any SceneStateStore)?) throws -> Simulator) -> Int32 {
        // Without a terminal there is no session: say so before taking the state folder, so a
        // piped run neither holds the lock nor blames another session for holding it.
        guard LiveTerminal.isInteractive else { return notATerminal() }
        // One writer per state folder: a second session would overwrite the first's files.
        do { try store?.lockForWriting() } catch { return say("\(error)", status: 2) }
        var recorder: LiveCastRecorder?
        if let recordPath {
            do { recorder = try LiveCastRecorder(path: recordPath, recordInput: recordInput, title: "\(appIdentifier) run") } catch { return say("\(error)", status: 2) }
        }
        let terminal = LiveTerminal(recorder: recorder, appIdentifier: appIdentifier)
        // The terminal's background, when it answers (after the simulator exists, as typed bytes).
        var answeredSimulator: Simulator?
        terminal.backgroundDidAnswer = { light in answeredSimulator?.terminalAppearance = light ? .light : .dark }
        do {
            try terminal.start()
        } catch let failure as LiveTerminal.Failure {
            recorder?.finish()
            if let recordPath { unlink(recordPath) }  // nothing was recorded
            if case .notATerminal = failure { return notATerminal() }
            return say("\(failure)", status: 2)
        } catch {
            return say("\(error)", status: 2)
        }
        let simulator: Simulator
        do {
            simulator = try makeSimulator(terminal.size, store)
            // Live, everything that changes a window comes through an event: frames copy the rest.
            simulator.drawsOnlyChangedWindows = true
            answeredSimulator = simulator
        } catch {
            terminal.stop()
            recorder?.finish()
            return say("\(error)", status: 2)
        }
        var displays: DisplayServer?
        var displayProblem: String?
        if acceptsDisplays {
            do { displays = try DisplayServer(appIdentifier: appIdentifier) } catch { displayProblem = "\(error)" }
            if let recorder { displays?.recording = (recorder.path, recorder.start) }
            displays?.detachKeys = simulator.keyBindings.keys(for: .quit)
            displays?.stateFolder = store?.directory.path
            displays?.simulator = simulator
        }
        let start = ContinuousClock.now
        let ending = terminal.run(simulator, companion: displays) { (ContinuousClock.now - start).inSeconds }
        if case .signal = ending { simulator.quit() }  // save state on SIGTERM/SIGINT/SIGHUP too
        displays?.stop(reason: "the simulator quit")
        terminal.stop()
        if let displayProblem { _ = say("other terminals could not attach this run: \(displayProblem)") }
        var status: Int32 = 0
        if let recorder {
            recorder.finish()
            if let failure = recorder.failure {
                // Said after the terminal is back, and never reported as a success.
                _ = say("the recording \(recorder.path) is incomplete: \(failure); free some space or choose another path with --record")
                status = 1
            } else {
                let others = displays?.recordedCasts ?? []
                _ = say("recorded \(String(format: "%.1f", recorder.duration)) s to \(recorder.path)"
                        + (others.isEmpty ? "" : " (attached terminals: \(others.joined(separator: ", ")))")
                        + "; play it with: \(appIdentifier) play \(recorder.path)")
            }
        }
        var said: Set<String> = []
        for warning in simulator.restoreWarnings + (store?.warnings ?? []) where said.insert(warning).inserted {
            StandardError.write(warning + "\n")
        }
        if let store, store.failedSaves > 0 { status = 1 }
        if store == nil { _ = say("--fresh: this session's windows were not saved") }
        if case .signal(let sig) = ending {
            // Said to a terminal that may be gone: StandardError drops what cannot be written.
            _ = say(terminal.hasHungUp ? "the terminal closed; state saved" : "stopped by \(Self.signalName(sig)); the terminal was restored")
            return 128 + sig
        }
        return status
    }

    static func signalName(_ sig: Int32) -> String {
        switch sig {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        case SIGQUIT: return "SIGQUIT"
        default: return "signal \(sig)"
        }
    }

    /// `APP: message` on standard error; returns `status`.
    private func notATerminal() -> Int32 {
        say("the live session needs an interactive terminal, but standard \(isatty(STDIN_FILENO) == 1 ? "output" : "input") "
            + "is not a tty; use '\(appIdentifier) snapshot' for a text frame", status: 2)
    }

    private func say(_ message: String, status: Int32 = 0) -> Int32 {
        StandardError.write("\(appIdentifier): \(message)\n")
        return status
    }
}

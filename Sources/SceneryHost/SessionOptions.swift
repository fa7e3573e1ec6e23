import ArgumentParser
import Foundation
import SceneryStorage

/// The options of a live session that every `run` command shares (`scenery run` and a hosted
/// app's): where state is kept, or none, and a recording of the session.
public struct SessionOptions: ParsableArguments {
    /// `--fresh`: start from the default windows; read and write no saved state.
    @Flag(name: .long, help: "Start from the default windows: do not read or write saved state.")
    public var fresh = false

    /// `--state-dir`: keep session files in this folder, as given.
    @Option(name: .customLong("state-dir"), help: ArgumentHelp("Keep session files in this folder, as given, instead of "
                                                               + "$XDG_STATE_HOME/APP/sessions.", valueName: "dir"))
    public var stateDirectory: String?

    /// `--record`: write the session as asciicast v2 as it goes.
    @Option(name: .long, help: ArgumentHelp("Record the session as asciicast v2, written as it goes.", valueName: "file.cast"))
    public var record: String?

    /// `--record-input`: with `--record`, also the keys and mouse events typed.
    @Flag(name: .customLong("record-input"), help: "With --record, also record the keys and mouse events typed.")
    public var recordInput = false

    /// Options as ArgumentParser makes them.
    public init() {}

    /// `--record-input` needs `--record`; `--fresh` and `--state-dir` contradict each other.
    public func validate() throws {
        if recordInput && record == nil { throw ValidationError("--record-input needs --record FILE.cast") }
        if fresh && stateDirectory != nil {
            throw ValidationError("--fresh reads and writes no state, so --state-dir has no use with it: drop --fresh to use "
                                  + "that directory, or drop --state-dir to start fresh")
        }
    }

    /// The live session these options ask for, for the app `appIdentifier`.
    public func session(appIdentifier: String) -> LiveSession {
        let store: FileStateStore? = fresh ? nil : stateDirectory.map {
            FileStateStore(directory: URL(fileURLWithPath: $0), appIdentifier: appIdentifier)
        } ?? FileStateStore(appIdentifier: appIdentifier)
        return LiveSession(appIdentifier: appIdentifier, store: store, recordPath: record, recordInput: recordInput)
    }
}

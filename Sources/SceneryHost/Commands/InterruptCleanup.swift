import Dispatch
import Foundation

/// What `record` and `render` leave behind if a signal ends them — temporary outputs beside
/// their final names, temporary frame folders, encoder processes — undone before the process
/// exits, so an interrupted run leaves the folder as it found it (docs/tapes.md promises it).
///
/// SIGINT, SIGTERM and SIGHUP are taken by a dispatch source, off the signal handler, where
/// removing files and ending processes is safe; the run itself never sees the signal.
final class InterruptCleanup: @unchecked Sendable {
    static let shared = InterruptCleanup()

    private let lock = NSLock()
    private var files: Set<String> = []
    private var folders: Set<String> = []
    private var processes: Set<pid_t> = []
    private var sources: [DispatchSourceSignal] = []
    private var isEnding = false
    private var program = "scenery"

    /// Takes SIGINT, SIGTERM and SIGHUP for the rest of the run: each undoes what is registered,
    /// says so, and exits with 128 + the signal's number.
    func install(program: String) {
        lock.lock(); defer { lock.unlock() }
        self.program = program
        guard sources.isEmpty else { return }
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [unowned self] in self.end(signal: sig) }
            source.resume()
            sources.append(source)
        }
    }

    /// A temporary file, folder or encoder process to undo if a signal comes.
    func add(file: String) { update { $0.files.insert(file) } }
    func add(folder: String) { update { $0.folders.insert(folder) } }
    func add(process: pid_t) { update { $0.processes.insert(process) } }
    /// Moved into place, removed or finished: nothing to undo.
    func remove(file: String) { update { $0.files.remove(file) } }
    func remove(folder: String) { update { $0.folders.remove(folder) } }
    func remove(process: pid_t) { update { $0.processes.remove(process) } }

    private func update(_ change: (InterruptCleanup) -> Void) {
        lock.lock(); defer { lock.unlock() }
        // Once ending, nothing new is registered: the process is about to exit.
        if !isEnding { change(self) }
    }

    private func end(signal sig: Int32) {
        lock.lock()
        isEnding = true
        let (files, folders, processes) = (self.files, self.folders, self.processes)
        lock.unlock()
        for pid in processes { kill(pid, SIGTERM) }
        for file in files { unlink(file) }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
        let name = sig == SIGINT ? "SIGINT" : sig == SIGTERM ? "SIGTERM" : "SIGHUP"
        let message = "\(program): stopped by \(name); temporary files removed, nothing was written\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        exit(128 + sig)
    }
}

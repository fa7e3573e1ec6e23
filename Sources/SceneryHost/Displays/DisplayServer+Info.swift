import Foundation
import SceneryEvents
import SceneryKit

/// The info file beside the socket (`PID.info`, 0600): what `attach --list` names a running
/// simulator by — the app in front, the terminal's size, the state folder. Written when one of
/// them changed, at most once every `infoInterval` (a resize storm changes the size on every
/// step: writing the file each time was a third of a live resize's CPU), atomically, so a reader
/// never sees half of it. It is discovery, not state: it is not synced to the disk.
extension DisplayServer {
    /// The longest an info file lags behind the session: the loop keeps coming round every
    /// 100 ms for twice this after a write (`watchedDescriptors`), so a change waiting is written
    /// within this and a tenth of a second.
    static let infoInterval: Duration = .milliseconds(500)
    /// Twice `infoInterval`, worked out once: `Duration`'s multiplication (128-bit, generic) was
    /// 1% of a live step's CPU, asked every turn.
    static let infoIntervalTwice: Duration = infoInterval * 2

    func noteInfo(of engine: Engine) {
        // Within the interval nothing is written, so nothing is worked out: this runs every turn.
        let now = ContinuousClock.now
        guard let sim = engine as? Simulator, lastInfoWrite.map({ now - $0 >= Self.infoInterval }) ?? true else { return }
        let size = sim.desktop.size
        var info = ["terminal": "\(size.width)×\(size.height)", "app": appIdentifier + (sim.desktop.focusedWindow?.scene.map { ": " + $0.session.applicationName } ?? "")]
        if let stateFolder { info["state"] = stateFolder }
        // A change too soon after the last write waits: a later turn compares again, so it is
        // written on the first turn after the interval.
        // Keys in any order: sorting them compares by locale, which loads ICU's collation data
        // (800 KB of the first screen's memory) for a file only ever read as a dictionary.
        guard info != lastInfo, let data = try? JSONSerialization.data(withJSONObject: info) else { return }
        lastInfo = info
        lastInfoWrite = now
        let target = RunningSimulator.infoPath(forSocket: path)
        let temporary = target + ".new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let written = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        if written == data.count { rename(temporary, target) } else { unlink(temporary) }
    }
}

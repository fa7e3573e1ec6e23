import Foundation
import SceneryEvents
import SceneryKit

/// The info file beside the socket (`PID.info`, 0600): what `attach --list` names a running
/// simulator by — the app in front, the terminal's size, the state folder. Written when one of
/// them changes (a turn of the loop compares three short strings; a resize storm writes once a
/// batch), atomically, so a reader never sees half of it.
extension DisplayServer {
    func noteInfo(of engine: Engine) {
        guard let sim = engine as? Simulator else { return }
        let size = sim.desktop.size
        var info = ["terminal": "\(size.width)×\(size.height)", "app": appIdentifier + (sim.desktop.focusedWindow?.scene.map { ": " + $0.session.applicationName } ?? "")]
        if let stateFolder { info["state"] = stateFolder }
        guard info != lastInfo, let data = try? JSONSerialization.data(withJSONObject: info, options: [.sortedKeys]) else { return }
        lastInfo = info
        let target = RunningSimulator.infoPath(forSocket: path)
        let temporary = target + ".new"
        guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: [.posixPermissions: 0o600]) else { return }
        rename(temporary, target)
    }
}

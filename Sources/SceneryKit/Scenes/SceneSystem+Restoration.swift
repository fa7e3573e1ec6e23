import Foundation
import TerminalCanvas

extension SceneSystem {
    /// Brings back the sessions the store holds: connected ones as windows with their frames,
    /// placement and z-order (the front one focused), closed ones as sessions to reopen.
    /// Returns one warning per record that names an app or configuration this build lacks
    /// (its file is left alone).
    @discardableResult
    public func restoreSessions() -> [String] {
        guard let store else { return [] }
        var warnings: [String] = []
        let records = store.loadAll().sorted { ($0.order, $0.persistentIdentifier) < ($1.order, $1.persistentIdentifier) }
        isRestoring = true
        for r in records where r.role == .windowApplication {
            guard let app = application(named: r.application) else {
                warnings.append("scenery: saved session \(r.persistentIdentifier) is for an app this build does not have (\(r.application)); left as it is")
                continue
            }
            guard let config = app.manifest.configuration(named: r.configurationName) else {
                warnings.append("scenery: saved session \(r.persistentIdentifier) names configuration '\(r.configurationName)', which \(app.name)'s manifest lacks; left as it is")
                continue
            }
            let session = SceneSession(persistentIdentifier: r.persistentIdentifier, role: r.role, applicationName: app.name,
                                       configuration: config, userInfo: r.userInfo,
                                       stateRestorationActivity: r.stateRestorationActivity)
            openSessions.append(session)
            guard r.isConnected else { continue }
            let w = r.window
            let frame = w.map { Rect(x: $0.x, y: $0.y, width: max(1, $0.width), height: max(1, $0.height)) }
            let placement = w.flatMap { Window.Placement(name: $0.placement) } ?? .free
            let scene = connect(session, app: app, options: ConnectionOptions(), placement: placement, frame: frame,
                                minimized: w?.isMinimized ?? false)
            scene?.window?.prefersSecondDesktop = w?.secondDesktop ?? false
        }
        isRestoring = false
        update()
        return warnings
    }

    /// Disconnected sessions, for reopening from the launcher.
    public var closedSessions: [SceneSession] {
        openSessions.filter { $0.scene == nil && $0.role == .windowApplication }
    }
}

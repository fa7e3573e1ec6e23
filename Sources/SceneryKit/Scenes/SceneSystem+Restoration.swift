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

    // MARK: Saving

    /// Saves one session (its activity, window and userInfo) through the store.
    public func save(_ session: SceneSession) {
        guard session.role == .windowApplication else { return }
        if let scene = session.scene, let activity = scene.delegate?.stateRestorationActivity(for: scene) {
            session.stateRestorationActivity = activity
        }
        if let root = (session.scene as? WindowScene)?.rootViewController {
            var state = session.userInfo
            root.encodeRestorableState(into: &state)
            session.userInfo = state
        }
        guard let store else { return }
        store.save(record(for: session))
    }

    func record(for session: SceneSession) -> SessionRecord {
        let window = (session.scene as? WindowScene)?.window
        let order = window.flatMap { w in desktop(of: w).windows.firstIndex { $0 === w } } ?? -1
        return SessionRecord(
            persistentIdentifier: session.persistentIdentifier, application: session.applicationName, role: session.role,
            configurationName: session.configuration.name, userInfo: session.userInfo,
            stateRestorationActivity: session.stateRestorationActivity, isConnected: window != nil, order: order,
            window: window.map { WindowRecord(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height,
                                              placement: $0.placement.name, isMinimized: $0.isMinimized,
                                              secondDesktop: $0.prefersSecondDesktop ? true : nil) })
    }

    /// Quitting: every connected scene goes to the background (saving its state) but stays a
    /// connected session, so the next run brings its window back.
    public func saveAll() {
        let scenes = connectedScenes.filter { $0.session.role == .windowApplication }
        for scene in scenes where scene.activationState == .foregroundActive { transition(scene, to: .foregroundInactive) }
        for scene in scenes { transition(scene, to: .background) }
        for session in openSessions { save(session) }
        isTerminated = true
    }
}

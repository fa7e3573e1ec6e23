/// Opening and closing scenes from an app's code, under UIKit's names: what a button, a key
/// command or a drop calls (`UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`
/// and `requestSceneSessionDestruction(_:options:errorHandler:)`).
extension SceneSystem {
    /// Why a scene could not be opened.
    public struct ActivationError: Error, CustomStringConvertible, Equatable {
        /// What was asked and why it could not be done.
        public let description: String
    }

    /// Opens a scene of the application called `applicationName`: brings `session` back to the
    /// front if given; else connects a new session whose configuration is the manifest's
    /// `configurationName`, or what the app delegate returns for `userActivity`
    /// (`ConnectionOptions.userActivities`).
    @discardableResult
    public func requestSceneSessionActivation(_ session: SceneSession? = nil, applicationName: String,
                                              userActivity: UserActivity? = nil,
                                              configurationName: String? = nil) throws -> WindowScene {
        guard let app = application(named: session?.applicationName ?? applicationName) else {
            throw ActivationError(description: "no application called '\(applicationName)'; the apps are "
                                  + applications.map(\.name).joined(separator: ", "))
        }
        if let configurationName, session == nil, app.manifest.configuration(named: configurationName) == nil {
            let names = app.manifest.configurations.values.joined().map(\.name)
            throw ActivationError(description: "\(app.name) has no scene configuration '\(configurationName)'; its manifest declares "
                                  + names.joined(separator: ", "))
        }
        // UIKit's `UISceneError.multipleScenesNotSupported`: no second scene for such an app.
        if session == nil, onlyScene(of: app, role: .windowApplication) != nil {
            throw ActivationError(description: "\(app.name) supports one window only: its manifest does not support multiple scenes "
                                  + "(UIApplicationSupportsMultipleScenes); pass its session to bring the window forward")
        }
        let options = ConnectionOptions(userActivities: userActivity.map { [$0] } ?? [])
        guard let scene = activateSceneSession(session, applicationName: app.name, configurationName: configurationName,
                                               options: options) else {
            throw ActivationError(description: "\(app.name) declined to open a scene (no configuration for the request)")
        }
        return scene
    }

    /// The connected scene of `role` of an app whose manifest does not support multiple scenes;
    /// nil when it supports them or has none.
    func onlyScene(of app: Application, role: SceneSession.Role) -> WindowScene? {
        guard !app.manifest.supportsMultipleScenes else { return nil }
        return connectedScenes.first { $0.session.applicationName == app.name && $0.session.role == role }
    }

    /// Closes `session`'s scene and removes the session for good; its saved state goes too.
    public func requestSceneSessionDestruction(_ session: SceneSession) {
        discard(session)
    }

    /// Something a tape's `Launch NAME` opens: an application (its first window configuration)
    /// or one window configuration by its own name.
    public struct LaunchTarget: Equatable, Sendable {
        /// The name `Launch` takes.
        public let name: String
        /// The application it opens a window of.
        public let application: String
        /// The configuration that window gets; nil lets the app delegate choose, as at any launch.
        public let configuration: String?
    }

    /// What `Launch` accepts: each application by name, then each window configuration whose
    /// name is no application's and no other configuration's (so that a name means one thing).
    public var launchTargets: [LaunchTarget] {
        var out = applications.map { LaunchTarget(name: $0.name, application: $0.name, configuration: nil) }
        let all = applications.flatMap { app in app.manifest.configurations(for: .windowApplication).map { (app, $0) } }
        for (app, c) in all {
            let name = c.name.lowercased()
            guard application(named: c.name) == nil, all.filter({ $0.1.name.lowercased() == name }).count == 1 else { continue }
            out.append(LaunchTarget(name: c.name, application: app.name, configuration: c.name))
        }
        return out
    }

    /// The target `Launch name` means (case-insensitive), or nil.
    public func launchTarget(named name: String) -> LaunchTarget? {
        launchTargets.first { $0.name.lowercased() == name.lowercased() }
    }
}

/// What a scene's own code asks of the system, through the scene: its clock, and opening and
/// closing scenes of its app — so controllers and delegates never reach up to the system.
extension Scene {
    /// Seconds on the simulator's injected clock (0 before the scene connects).
    public var time: Double { system?.time ?? 0 }

    /// The keys each action answers now (a keys.toml may rebind them), for text that names a
    /// key outside drawing — a label laid out with the rest of a form; the defaults before the
    /// scene connects. Drawing code has them in its `DrawContext`.
    public var keyBindings: KeyBindings { system?.keyBindings ?? KeyBindings() }

    /// Opens a scene of this scene's app — of `configurationName`, or the one its app delegate
    /// chooses for `userActivity` — as ``SceneSystem/requestSceneSessionActivation(_:applicationName:userActivity:configurationName:)``.
    @discardableResult
    public func requestSceneSessionActivation(userActivity: UserActivity? = nil, configurationName: String? = nil) throws -> WindowScene {
        guard let system else { throw SceneSystem.ActivationError(description: "the scene is not connected") }
        return try system.requestSceneSessionActivation(applicationName: session.applicationName, userActivity: userActivity,
                                                         configurationName: configurationName)
    }

    /// Saves the session's state now (a container's change the person made, such as a column's width).
    func saveSession() { system?.save(session) }

    /// Closes this scene and removes its session for good, saved state and all.
    public func requestSceneSessionDestruction() { system?.requestSceneSessionDestruction(session) }
}

extension WindowScene {
    /// Closes the window as its close button does: the scene disconnects, its session stays
    /// and can be reopened with its state.
    public func close() { system?.close(self) }
}

import Foundation

extension SceneSystem {
    /// Why a deep link was not opened.
    public enum OpenURLError: Error, CustomStringConvertible, Equatable {
        /// Not a URL; no registered app handles its scheme.
        case malformed(String), noApp(String)
        /// How it reads in messages and test output.
        public var description: String {
            switch self {
            case .malformed(let s): return "'\(s)' is not a URL (expected SCHEME://HOST/PATH, with a scheme an app declares)"
            case .noApp(let scheme): return "no app opens \(scheme):// links"
            }
        }
    }

    /// The target content identifier of a deep link: host and path (`mail://mailbox/inbox` → `mailbox/inbox`).
    public static func targetContentIdentifier(of url: URL) -> String {
        let host = url.host ?? ""
        let path = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        return path.isEmpty ? host : host + "/" + path
    }

    /// Routes a deep link: to a connected scene of the app that prefers it, else one that can
    /// take it (the frontmost first), else the one scene of an app without multiple-scene
    /// support, else a new scene connected with the URL in its options.
    /// The scene that takes it comes to the front.
    @discardableResult
    public func open(_ string: String) throws -> WindowScene {
        guard let url = URL(string: string), let scheme = url.scheme, !scheme.isEmpty else { throw OpenURLError.malformed(string) }
        guard let app = applications.first(where: { $0.handles(url) }) else { throw OpenURLError.noApp(scheme) }
        let id = Self.targetContentIdentifier(of: url)
        // Frontmost first.
        let scenes = desktop.windows.reversed().compactMap(\.scene).filter { $0.session.applicationName == app.name }
        // An app with one scene takes every link in it, whatever its activation conditions.
        if let scene = scenes.first(where: { $0.activationConditions.prefersToActivate(for: id) })
            ?? scenes.first(where: { $0.activationConditions.canActivate(for: id) })
            ?? (app.manifest.supportsMultipleScenes ? nil : scenes.first) {
            if let w = scene.window { desktop.focus(w) }
            update()
            scene.delegate?.scene(scene, openURLContexts: [url])
            return scene
        }
        guard let scene = activateSceneSession(applicationName: app.name, options: ConnectionOptions(urlContexts: [url])) else {
            throw OpenURLError.noApp(scheme)
        }
        return scene
    }
}

import Foundation

/// One app the simulator can run: its manifest, its app delegate and its scene delegate
/// classes registered by name (the manifest names them as strings, as Info.plist does).
public final class Application {
    /// The app's name: windows' titles, `--app`, and the prefix of its sessions' identifiers.
    public let name: String
    /// Its scene configurations and URL schemes.
    public let manifest: SceneManifest
    /// Its `UIApplicationDelegate`: chooses configurations and hears of discarded sessions.
    public let delegate: any ApplicationDelegate
    private let sceneDelegateClasses: [String: any SceneDelegate.Type]
    /// The app's own key actions: its controllers offer them as key commands; the key map,
    /// `scenery keys` and keys.toml know them by name.
    public var keyActions: [KeyAction] = []
    /// The app's strings in other languages (its `Localizable.xcstrings`): a window whose
    /// `language` trait is one of them shows its strings translated. Nil: shown as written.
    public var stringCatalog: StringCatalog?

    /// Checks that every delegate the manifest names is registered. `manifestFile` names the
    /// Info.plist in errors; a manifest declared in Swift leaves it out.
    public init(name: String, manifest: SceneManifest, manifestFile: String? = nil, delegate: any ApplicationDelegate,
                sceneDelegateClasses: [String: any SceneDelegate.Type]) throws {
        self.name = name
        self.manifest = manifest
        self.delegate = delegate
        self.sceneDelegateClasses = sceneDelegateClasses
        for role in SceneSession.Role.allCases {
            for (i, c) in manifest.configurations(for: role).enumerated() where sceneDelegateClass(named: c.delegateClassName) == nil {
                let known = sceneDelegateClasses.keys.sorted().joined(separator: ", ")
                throw SceneManifest.Error(
                    file: manifestFile ?? "\(name) (SceneManifest in Swift)",
                    key: "UIApplicationSceneManifest.UISceneConfigurations.\(role.rawValue)[\(i)].UISceneDelegateClassName",
                    problem: "unknown delegate class '\(c.delegateClassName)'; registered: \(known)")
            }
        }
    }

    /// The registered class for a manifest name. `$(PRODUCT_MODULE_NAME).MailSceneDelegate` and
    /// `DemoApps.MailSceneDelegate` both name `MailSceneDelegate`.
    public func sceneDelegateClass(named name: String) -> (any SceneDelegate.Type)? {
        if let c = sceneDelegateClasses[name] { return c }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return sceneDelegateClasses[String(name[name.index(after: dot)...])]
    }

    /// Whether this app opens URLs with this scheme.
    public func handles(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return manifest.urlSchemes.contains(scheme)
    }
}

import Foundation

/// An app's `UIApplicationSceneManifest`, read from its Info.plist with Foundation's
/// property-list reader, plus the URL schemes the Info.plist declares (`CFBundleURLTypes`).
public struct SceneManifest: Sendable {
    /// `UIApplicationSupportsMultipleScenes`: whether the app may have several windows.
    public var supportsMultipleScenes: Bool
    /// Configurations by role, in the manifest's order.
    public var configurations: [SceneSession.Role: [SceneConfiguration]]
    /// `CFBundleURLTypes` → `CFBundleURLSchemes`, lower-cased.
    public var urlSchemes: [String]
    /// `UIRequiresFullScreen`: the app's windows stay full screen (deprecated in iPadOS 26,
    /// still honoured there, with a warning).
    public var requiresFullScreen = false
    /// `UIRequiresFullScreenIgnoredStartingWithVersion` (`"26.0"`): from that iPadOS version on,
    /// `UIRequiresFullScreen` is ignored, so an app can try resizable windows before it drops
    /// the key. Scenery runs as iPadOS 26 (`simulatedOSVersion`).
    public var requiresFullScreenIgnoredStartingWithVersion: String?
    /// The iPadOS version Scenery behaves as, for version-gated Info.plist keys.
    public static let simulatedOSVersion = "26.0"
    /// One line per deprecated key found, naming the file; the CLI prints them after the run.
    public var warnings: [String] = []

    /// A manifest declared in Swift, equivalent to an Info.plist's `UIApplicationSceneManifest`:
    ///
    /// ```swift
    /// let manifest = SceneManifest(supportsMultipleScenes: true, configurations: [
    ///     .windowApplication: [SceneConfiguration(name: "Default Configuration", role: .windowApplication,
    ///                                             delegateClassName: "RecipesSceneDelegate")],
    /// ], urlSchemes: ["recipes"])
    /// ```
    public init(supportsMultipleScenes: Bool = false, configurations: [SceneSession.Role: [SceneConfiguration]],
                urlSchemes: [String] = [], requiresFullScreen: Bool = false) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.configurations = configurations
        self.urlSchemes = urlSchemes.map { $0.lowercased() }
        self.requiresFullScreen = requiresFullScreen
    }

    /// The configurations declared for `role`, in the manifest's order.
    public func configurations(for role: SceneSession.Role) -> [SceneConfiguration] { configurations[role] ?? [] }
    /// The configuration called `name`, whatever its role.
    public func configuration(named name: String) -> SceneConfiguration? {
        configurations.values.joined().first { $0.name == name }
    }

    /// A manifest problem: the file, the key path and what is wrong.
    public struct Error: Swift.Error, CustomStringConvertible, Equatable {
        /// The Info.plist, or the app for a manifest declared in Swift.
        public let file: String
        /// The key path of the problem (`UIApplicationSceneManifest.UISceneConfigurations…`).
        public let key: String
        /// What is wrong and how to fix it.
        public let problem: String
        /// How it reads in messages and test output.
        public var description: String { "\(file): \(key): \(problem)" }
        /// A problem at `key` in `file`.
        public init(file: String, key: String, problem: String) { self.file = file; self.key = key; self.problem = problem }
    }

    /// The Info.plist key of the scene manifest.
    public static let manifestKey = "UIApplicationSceneManifest"

    /// Parses an Info.plist. `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws -> SceneManifest {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw Error(file: file, key: "(file)", problem: "is not a property list (\(Self.reason(error))); check the XML is well formed")
        }
        guard let plist = root as? [String: Any] else {
            throw Error(file: file, key: "(root)", problem: "must be a dictionary, found \(typeName(root))")
        }
        func fail(_ key: String, _ problem: String) -> Error { Error(file: file, key: key, problem: problem) }

        guard let manifestAny = plist[manifestKey] else {
            throw fail(manifestKey, "missing; add a UIApplicationSceneManifest dictionary")
        }
        guard let manifest = manifestAny as? [String: Any] else {
            throw fail(manifestKey, "must be a dictionary, found \(typeName(manifestAny))")
        }
        let multipleKey = manifestKey + ".UIApplicationSupportsMultipleScenes"
        var supportsMultiple = false
        if let v = manifest["UIApplicationSupportsMultipleScenes"] {
            guard isBoolean(v), let b = v as? Bool else { throw fail(multipleKey, "must be a Boolean (<true/> or <false/>), found \(typeName(v))") }
            supportsMultiple = b
        }
        let configsKey = manifestKey + ".UISceneConfigurations"
        guard let configsAny = manifest["UISceneConfigurations"] else {
            throw fail(configsKey, "missing; declare at least one configuration for UIWindowSceneSessionRoleApplication")
        }
        guard let byRole = configsAny as? [String: Any] else {
            throw fail(configsKey, "must be a dictionary of roles, found \(typeName(configsAny))")
        }
        var configurations: [SceneSession.Role: [SceneConfiguration]] = [:]
        var seen: [String: String] = [:]
        for roleName in byRole.keys.sorted() {
            let roleKey = configsKey + "." + roleName
            guard let role = SceneSession.Role(rawValue: roleName) else {
                let known = SceneSession.Role.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail(roleKey, "unknown role; the roles are \(known)")
            }
            guard let entries = byRole[roleName] as? [Any] else {
                throw fail(roleKey, "must be an array of configurations, found \(typeName(byRole[roleName]!))")
            }
            for (i, entryAny) in entries.enumerated() {
                let entryKey = "\(roleKey)[\(i)]"
                guard let entry = entryAny as? [String: Any] else {
                    throw fail(entryKey, "must be a dictionary, found \(typeName(entryAny))")
                }
                let name = try string(entry, "UISceneConfigurationName", at: entryKey, fail)
                let delegate = try string(entry, "UISceneDelegateClassName", at: entryKey, fail)
                if let first = seen[name] {
                    throw fail(entryKey + ".UISceneConfigurationName", "duplicate name '\(name)' (also at \(first)); names must be unique")
                }
                seen[name] = entryKey
                configurations[role, default: []].append(SceneConfiguration(name: name, role: role, delegateClassName: delegate))
            }
        }
        if configurations[.windowApplication, default: []].isEmpty {
            throw fail(configsKey + "." + SceneSession.Role.windowApplication.rawValue,
                       "missing; an app needs at least one window configuration")
        }
        var result = SceneManifest(supportsMultipleScenes: supportsMultiple, configurations: configurations,
                                   urlSchemes: try urlSchemes(plist, fail))
        if let v = plist["UIRequiresFullScreen"] {
            guard isBoolean(v), let b = v as? Bool else {
                throw fail("UIRequiresFullScreen", "must be a Boolean (<true/> or <false/>), found \(typeName(v))")
            }
            result.requiresFullScreen = b
        }
        if let v = plist["UIRequiresFullScreenIgnoredStartingWithVersion"] {
            guard let s = v as? String, !isBoolean(v), let version = Self.version(s) else {
                throw fail("UIRequiresFullScreenIgnoredStartingWithVersion", "must be a version string such as \"26.0\", found \(typeName(v))")
            }
            result.requiresFullScreenIgnoredStartingWithVersion = s
            if let now = Self.version(Self.simulatedOSVersion), version.lexicographicallyPrecedes(now) || version == now {
                if result.requiresFullScreen {
                    result.warnings.append("\(file): UIRequiresFullScreen is ignored: UIRequiresFullScreenIgnoredStartingWithVersion is \(s) "
                                           + "and Scenery runs as iPadOS \(Self.simulatedOSVersion); its windows resize as any others")
                }
                result.requiresFullScreen = false
            }
        }
        if result.requiresFullScreen {
            result.warnings.append("\(file): UIRequiresFullScreen is deprecated in iPadOS 26 and will be ignored in a "
                                   + "future release; its windows stay full screen for now. Adopt resizable windows "
                                   + "(try them with UIRequiresFullScreenIgnoredStartingWithVersion = 26.0).")
        }
        return result
    }

    /// `"26"`, `"26.0"`, `"26.0.1"` as numbers to compare (26 and 26.0 are equal); nil when not a version.
    static func version(_ s: String) -> [Int]? {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        var numbers = parts.map { $0! }
        while numbers.count < 3 { numbers.append(0) }
        return numbers
    }

    private static func string(_ d: [String: Any], _ key: String, at path: String,
                               _ fail: (String, String) -> Error) throws -> String {
        guard let v = d[key] else { throw fail(path + "." + key, "missing") }
        guard let s = v as? String else { throw fail(path + "." + key, "must be a string, found \(typeName(v))") }
        guard !s.isEmpty else { throw fail(path + "." + key, "must not be empty") }
        return s
    }

    private static func urlSchemes(_ plist: [String: Any], _ fail: (String, String) -> Error) throws -> [String] {
        guard let typesAny = plist["CFBundleURLTypes"] else { return [] }
        guard let types = typesAny as? [Any] else { throw fail("CFBundleURLTypes", "must be an array, found \(typeName(typesAny))") }
        var schemes: [String] = []
        for (i, t) in types.enumerated() {
            guard let d = t as? [String: Any], let list = d["CFBundleURLSchemes"] as? [Any] else {
                throw fail("CFBundleURLTypes[\(i)].CFBundleURLSchemes", "must be an array of strings")
            }
            for s in list {
                guard let s = s as? String else { throw fail("CFBundleURLTypes[\(i)].CFBundleURLSchemes", "must be an array of strings") }
                schemes.append(s.lowercased())
            }
        }
        return schemes
    }

    static func typeName(_ v: Any) -> String {
        switch v {
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "a dictionary"
        case is Data: return "data"
        case is Date: return "a date"
        case _ where isBoolean(v): return "a Boolean"
        case is NSNumber: return "a number"
        default: return "\(type(of: v))"
        }
    }

    /// A plist `<true/>`/`<false/>`, not an `<integer>` (which also converts to Bool).
    static func isBoolean(_ v: Any) -> Bool {
        #if canImport(Darwin)
        return (v as? NSNumber).map { CFGetTypeID($0) == CFBooleanGetTypeID() } ?? false
        #else
        return type(of: v) == Bool.self
        #endif
    }

    private static func reason(_ error: Swift.Error) -> String {
        let ns = error as NSError
        return (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
    }
}

import AppManifests
import Foundation
import SceneryKit
import SceneryStorage
import TerminalCanvas

/// The built-in demo apps and the simulator set up on them.
public enum DemoCatalog {
    public static let appNames = ["Mail", "Timer", "Race", "Preview", "Music"]

    /// A demo app could not be set up (its Info.plist is missing or wrong).
    public struct SetupError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Loads each app's Info.plist and registers its delegate classes by name. An app whose
    /// manifest is broken is left out with one line saying why (`disabled`); the others run.
    /// `SCENERY_RESOURCES` naming no folder is an error: every app would be missing.
    public static func makeApplications() throws -> (applications: [Application], disabled: [String]) {
        if let problem = AppManifests.environmentProblem { throw SetupError(description: problem) }
        let makers: [(String, () throws -> Application)] = [
            ("Mail", { try makeApplication("Mail", delegate: MailAppDelegate(), classes: [
                "MailSceneDelegate": MailSceneDelegate.self, "ComposeSceneDelegate": ComposeSceneDelegate.self]) }),
            ("Timer", { try makeApplication("Timer", delegate: TimerAppDelegate(), classes: [
                "TimerSceneDelegate": TimerSceneDelegate.self, "TimerExternalSceneDelegate": TimerExternalSceneDelegate.self]) }),
            ("Race", { try makeApplication("Race", delegate: RaceAppDelegate(), classes: ["RaceSceneDelegate": RaceSceneDelegate.self]) }),
            ("Preview", { try makeApplication("Preview", delegate: PreviewAppDelegate(), classes: [
                "PreviewSceneDelegate": PreviewSceneDelegate.self]) }),
            ("Music", { try makeApplication("Music", delegate: MusicAppDelegate(), classes: ["MusicSceneDelegate": MusicSceneDelegate.self]) }),
        ]
        var applications: [Application] = [], disabled: [String] = []
        for (name, make) in makers {
            do { applications.append(try make()) } catch { disabled.append("\(name) is disabled: \(error)") }
        }
        guard !applications.isEmpty else { throw SetupError(description: disabled.joined(separator: "\n")) }
        return (applications, disabled)
    }

    static func makeApplication(_ name: String, delegate: any ApplicationDelegate,
                                classes: [String: any SceneDelegate.Type]) throws -> Application {
        let (url, searched) = AppManifests.url(forApp: name)
        guard let url else {
            throw SetupError(description: "cannot find \(name)'s Info.plist (looked in \(searched.joined(separator: ", "))); "
                             + "set SCENERY_RESOURCES to the project's Resources/Apps folder")
        }
        let manifest = try SceneManifest.load(contentsOf: url)
        let app = try Application(name: name, manifest: manifest, manifestFile: url.path, delegate: delegate,
                                  sceneDelegateClasses: classes)
        app.keyActions = appKeyActions[name] ?? []
        // Its strings in French, Korean and Japanese, beside its Info.plist (`--language fr`).
        let strings = url.deletingLastPathComponent().appendingPathComponent("Localizable.xcstrings")
        if FileManager.default.fileExists(atPath: strings.path) {
            do { app.stringCatalog = try StringCatalog(contentsOf: strings) } catch {
                throw SetupError(description: "\(error); restore it from the project's Resources/Apps/\(name)")
            }
        }
        return app
    }

    /// The canonical name of a demo app (case-insensitive), or nil.
    public static func appName(_ name: String) -> String? { appNames.first { $0.lowercased() == name.lowercased() } }

    /// The simulator on the demo apps. With a store it brings back the saved sessions; when no
    /// window comes back it opens one full-screen window of `app`, or without one the first
    /// screen (`firstScreen`, as `scenery run` and `snapshot` do) or a full-screen Mail window
    /// (tapes, benches and tests start from that known state).
    public static func makeSimulator(size: Size, app: String? = nil, store: (any SceneStateStore)? = nil,
                                     scale: CellScale = .standard, device: DeviceProfile? = nil,
                                     openDefaultWindow: Bool = true, firstScreen: Bool = false,
                                     keyBindings: KeyBindings = KeyBindings()) throws -> Simulator {
        let (applications, disabled) = try makeApplications()
        let start: Simulator.Start = app.map { .application($0) }
            ?? (!openDefaultWindow ? .nothing : firstScreen ? .firstScreen : .defaultWindow)
        do {
            return try Simulator.hosting(applications, disabled: disabled, command: "scenery", size: size, scale: scale, device: device,
                                         store: store, keyBindings: keyBindings, start: start, firstScreen: openFirstScreen(in:))
        } catch let e as Simulator.StartError {
            throw SetupError(description: e.description)
        }
    }
}

/// Race has no scene-routing needs; the manifest's configuration is used as is.
public final class RaceAppDelegate: ApplicationDelegate {
    public init() {}
}

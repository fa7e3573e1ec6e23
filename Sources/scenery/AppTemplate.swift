/// The package `scenery new NAME` writes: a minimal adaptive app on SceneryHost. `__NAME__`
/// is the app's type name, `__id__` its lower-case identifier. A CI step builds it and runs
/// its test (scripts/template_check.sh), so what it writes always builds as written.
enum AppTemplate {
    enum Dependency {
        case path(String)
        case url(String)

        var location: String {
            switch self {
            case .path(let p): return p
            case .url(let u): return u
            }
        }

        /// SwiftPM's identity of the dependency, which `.product(name:package:)` names: the last
        /// part of its path or URL without `.git`, lower-cased (a checkout in `~/src/Scenery-main`
        /// is `scenery-main`), whatever the folder the new app is written in.
        var packageIdentity: String {
            var last = location.split(separator: "/").last.map(String.init) ?? "scenery"
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last.lowercased()
        }

        var declaration: String {
            switch self {
            case .path(let p): return ".package(path: \"\(p)\")"
            case .url(let u): return ".package(url: \"\(u)\", branch: \"main\")"
            }
        }
    }

    static func files(name: String, dependency: Dependency) -> [(path: String, text: String)] {
        let fill = { (text: String) in
            text.replacingOccurrences(of: "__NAME__", with: name)
                .replacingOccurrences(of: "__id__", with: name.lowercased())
                .replacingOccurrences(of: "__DEPENDENCY__", with: dependency.declaration)
                .replacingOccurrences(of: "__PACKAGE__", with: dependency.packageIdentity)
        }
        return [
            ("Package.swift", fill(packageSwift)),
            ("Sources/\(name)/\(name)App.swift", fill(app)),
            ("Sources/\(name)/EntriesViewController.swift", fill(entries)),
            ("Tests/\(name)Tests/\(name)Tests.swift", fill(tests)),
            // The folder the snapshots go in, there from the start: the test target excludes it,
            // so SwiftPM neither warns about the snapshot files nor about a missing folder.
            ("Tests/\(name)Tests/__Snapshots__/README.md", fill(snapshotsReadme)),
            ("tapes/demo.tape", fill(tape)),
            (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n"),
            ("README.md", fill(readme)),
        ]
    }

    static let snapshotsReadme = """
        # Snapshots

        The frames `assertSnapshot(named:)` compares with: a `.txt` of the text and an `.svg` of
        the colours per snapshot, in a folder per test file. Look at a new one before you commit
        it; record again with `SCENERY_RECORD_SNAPSHOTS=1 swift test`.

        """

    static let packageSwift = #"""
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "__NAME__",
            platforms: [.macOS(.v13)],
            dependencies: [
                __DEPENDENCY__,
            ],
            targets: [
                .executableTarget(name: "__NAME__", dependencies: [
                    .product(name: "SceneryHost", package: "__PACKAGE__"),
                    .product(name: "SceneryKit", package: "__PACKAGE__"),
                ]),
                .testTarget(name: "__NAME__Tests", dependencies: [
                    "__NAME__",
                    .product(name: "SceneryKit", package: "__PACKAGE__"),
                    .product(name: "SceneryStorage", package: "__PACKAGE__"),
                    .product(name: "SceneryTesting", package: "__PACKAGE__"),
                ], exclude: ["__Snapshots__"]),
            ]
        )

        """#

    static let app = #"""
        import SceneryHost
        import SceneryKit

        /// A __NAME__ window. It saves the chosen entry when the scene goes to the background or
        /// the app quits (Ctrl-Q, SIGTERM, SIGINT, SIGHUP), and gets it back when the scene reconnects.
        final class __NAME__SceneDelegate: SceneDelegate {
            private(set) var entries: EntriesViewController?
            static let activityType = "com.example.__id__.viewing"

            init() {}

            func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
                guard let windowScene = scene as? WindowScene else { return }
                // The model is the app delegate's, shared by every window (docs: ModelsAndConcurrency).
                let model = (scene.application?.delegate as? __NAME__AppDelegate)?.model ?? __NAME__Model()
                let entries = EntriesViewController(model: model)
                self.entries = entries
                windowScene.rootViewController = entries
            }

            func stateRestorationActivity(for scene: Scene) -> UserActivity? {
                guard let entries else { return nil }
                return UserActivity(activityType: Self.activityType, userInfo: ["entry": "\(entries.chosen)"])
            }

            func scene(_ scene: Scene, restoreInteractionStateWith activity: UserActivity) {
                guard activity.activityType == Self.activityType, let index = activity.userInfo["entry"].flatMap(Int.init) else { return }
                entries?.show(entry: index)
            }
        }

        /// The app delegate owns the app's model: one for every window. SceneryKit runs on one
        /// thread and is not actor-isolated, so the model is a plain class, passed down, never a global.
        final class __NAME__AppDelegate: ApplicationDelegate {
            let model = __NAME__Model()
        }

        /// The app: one scene configuration, declared in Swift. `main()` gives it the whole command
        /// line of `scenery`: run (the default), snapshot, record, test, play, render, keys, traits, attach.
        @main
        struct __NAME__: SceneryApp {
            static let identifier = "__id__"

            static func makeApplications() throws -> [Application] {
                let manifest = SceneManifest(supportsMultipleScenes: true, configurations: [
                    .windowApplication: [SceneConfiguration(name: "Default Configuration", role: .windowApplication,
                                                            delegateClassName: "__NAME__SceneDelegate")],
                ])
                return [try Application(name: "__NAME__", manifest: manifest, delegate: __NAME__AppDelegate(),
                                        sceneDelegateClasses: ["__NAME__SceneDelegate": __NAME__SceneDelegate.self])]
            }
        }

        """#

    static let entries = #"""
        import SceneryKit

        /// The app's data: a plain class, used on the engine's one thread.
        final class __NAME__Model {
            var entries: [(title: String, body: String)] = [
                ("Welcome", "This is __NAME__, an adaptive app hosted by Scenery. Tab moves between the columns."),
                ("Narrow the terminal", "Below a regular width the split view collapses to a stack: the list first, Esc goes back."),
                ("Quit and come back", "Ctrl-Q saves the chosen entry; run __NAME__ again and it is here. --fresh starts over."),
            ]
        }

        /// The entries beside the chosen one, in a double-column split view. It collapses to a
        /// navigation stack when the window is compact, and expands again as it widens.
        final class EntriesViewController: SplitViewController, SplitViewControllerDelegate {
            let model: __NAME__Model
            let list = ListViewController(title: "__NAME__")
            let detail = TextViewController(title: "Entry", placeholder: "No Entry Selected")
            private(set) var chosen = 0
            /// Whether the person opened an entry: collapsing then keeps it on top, else the list.
            private(set) var hasOpenedEntry = false

            init(model: __NAME__Model) {
                self.model = model
                super.init(style: .doubleColumn, title: "__NAME__")
                setViewController(list, for: .primary)
                setViewController(detail, for: .secondary)
                list.showsDisclosureIndicatorsWhenCollapsed = true
                list.items = model.entries.map { ListItem($0.title) }
                list.onChoose = { [unowned self] index in
                    self.show(entry: index)
                    self.hasOpenedEntry = true
                    self.show(.secondary)
                }
                delegate = self
                show(entry: 0)
                focus(.primary)
            }

            func show(entry index: Int) {
                guard model.entries.indices.contains(index) else { return }
                chosen = index
                list.select(index)
                detail.title = model.entries[index].title
                detail.body = model.entries[index].body
            }

            func splitViewController(_ svc: SplitViewController,
                                     topColumnForCollapsingToProposedTopColumn proposedTopColumn: Column) -> Column {
                hasOpenedEntry ? proposedTopColumn : .primary
            }
        }

        """#

    static let tests = #"""
        import Foundation
        import SceneryKit
        import SceneryStorage
        import SceneryTesting
        import Testing
        @testable import __NAME__

        /// What a person sees. `assertSnapshot` compares the frame with the one stored in
        /// `__Snapshots__/__NAME__Tests/`: the first local run writes it (look at it, commit it);
        /// `SCENERY_RECORD_SNAPSHOTS=1 swift test` records anew; under CI a missing one fails.
        @Suite("__NAME__")
        struct __NAME__Tests {
            func entries(in sim: Simulator) -> EntriesViewController? {
                sim.desktop.windows.first?.scene?.rootViewController as? EntriesViewController
            }

            @Test("Wide: the list and the entry side by side; narrow: one column, the list first")
            func adapts() throws {
                let app = try AppHarness(__NAME__.self, size: Size(width: 120, height: 30))
                #expect(entries(in: app.simulator)?.isCollapsed == false)
                // The entry's first words: they stay on one line however the columns are arranged.
                #expect(app.text.contains("This is __NAME__"))
                try app.assertSnapshot(named: "wide")
                app.resize(to: Size(width: 50, height: 30))
                #expect(entries(in: app.simulator)?.isCollapsed == true)
                #expect(!app.text.contains("This is __NAME__"))
                try app.assertSnapshot(named: "narrow")
                app.resize(to: Size(width: 120, height: 30))
                #expect(entries(in: app.simulator)?.isCollapsed == false)
            }

            @Test("No two of the app's key actions share a key")
            func keysDoNotConflict() throws {
                try AppHarness<__NAME__>.checkKeyConflicts()
            }

            @Test("The tapes in tapes/ pass, as `swift run __NAME__ test tapes` runs them")
            func tapes() throws {
                let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().appendingPathComponent("tapes")
                try AppHarness<__NAME__>.runTape(folder.appendingPathComponent("demo.tape").path)
            }

            @Test("The chosen entry comes back after a relaunch")
            func restoration() throws {
                let dir = URL(fileURLWithPath: NSTemporaryDirectory() + "__id__-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: dir) }
                let size = Size(width: 120, height: 30)
                let first = try __NAME__.makeSimulator(size: size, store: FileStateStore(directory: dir, appIdentifier: "__id__"))
                entries(in: first)?.show(entry: 2)
                first.quit()
                let second = try __NAME__.makeSimulator(size: size, store: FileStateStore(directory: dir, appIdentifier: "__id__"))
                #expect(entries(in: second)?.chosen == 2)
            }
        }

        """#

    /// A tape of the app: `swift run NAME record tapes/demo.tape` writes the cast, text frames and a GIF.
    static let tape = #"""
        # swift run __NAME__ record tapes/demo.tape  → tapes/demo.cast, demo.txt (text frames) and demo.gif
        # swift run __NAME__ test tapes              → every Expect holds and the frames match demo.txt
        Output tapes/demo.cast
        Output tapes/demo.txt
        Output tapes/demo.gif
        Set Width 100c
        Set Height 24c
        Expect "This is __NAME__"
        Sleep 1s
        Resize 100x24 -> 50x24 over 1s
        Sleep 1s
        Resize 50x24 -> 100x24 over 1s
        Sleep 1s
        Expect "This is __NAME__"

        """#

    static let readme = #"""
        # __NAME__

        An adaptive terminal app hosted by Scenery (the SceneryHost library).

            swift run __NAME__                       # live in this terminal; Ctrl-Q quits and saves
            swift run __NAME__ snapshot --size 60x20 # one frame as text
            swift run __NAME__ record tapes/demo.tape  # a recording: .cast and .gif
            swift run __NAME__ test tapes            # the tapes as tests
            swift test                               # wide, narrow (snapshots), tapes and restoration

        The first `swift test` writes the snapshots in `Tests/__NAME__Tests/__Snapshots__/`: look at them
        and commit them; `SCENERY_RECORD_SNAPSHOTS=1 swift test` records them anew after a change you meant.
        Building needs the C libraries Scenery draws and pictures with (Debian: `apt-get install
        libncursesw5-dev libfreetype-dev libharfbuzz-dev zlib1g-dev`).

        Sessions are saved in `$XDG_STATE_HOME/__id__/sessions/` (`--state-dir DIR` to keep them elsewhere,
        `--fresh` to start over). Key bindings can be changed in `$XDG_CONFIG_HOME/__id__/keys.toml`.

        """#
}

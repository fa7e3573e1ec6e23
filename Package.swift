// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Scenery",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scenery", targets: ["scenery"]),
        .library(name: "TerminalCanvas", targets: ["TerminalCanvas"]),
        .library(name: "SceneryEvents", targets: ["SceneryEvents"]),
        .library(name: "SceneryKit", targets: ["SceneryKit"]),
        .library(name: "SceneryStorage", targets: ["SceneryStorage"]),
        .library(name: "CursesFront", targets: ["CursesFront"]),
        .library(name: "SceneryHost", targets: ["SceneryHost"]),
        .library(name: "SceneryTesting", targets: ["SceneryTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // `swift package generate-documentation`: the DocC catalogs of the library modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // No pkgConfig: ncursesw's pkg-config flags (-D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600) make
        // SwiftPM print "prohibited flag(s)" on every build of every client. The shim defines
        // what the wide-character API needs, and the module map links ncursesw and tinfo.
        .systemLibrary(name: "CNCurses", providers: [.apt(["libncursesw5-dev"])]),
        .target(name: "TerminalCanvas"),
        // Events, key decoding and notation, and the Engine contract: what a front needs, without the engine.
        .target(name: "SceneryEvents", dependencies: ["TerminalCanvas"]),
        .target(name: "SceneryKit", dependencies: ["TerminalCanvas", "SceneryEvents"]),
        // What Scenery reads and writes on disk: saved sessions, Info.plist manifests, keys.toml.
        .target(name: "SceneryStorage", dependencies: ["SceneryKit", .product(name: "TOMLKit", package: "TOMLKit")]),
        .target(
            name: "AppManifests",
            path: "Resources/Apps",
            resources: [.copy("Mail"), .copy("Music"), .copy("Preview"), .copy("Timer"), .copy("Race")]
        ),
        .target(name: "DemoApps", dependencies: ["SceneryKit", "SceneryStorage", "TerminalCanvas", "AppManifests"]),
        .target(name: "CursesFront", dependencies: ["CNCurses", "TerminalCanvas", "SceneryEvents"]),
        // Pictures of frames: SVG written here; PNG, GIF and video through system libraries.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Shapes emoji sequences (skin tones, ZWJ families, flags) into the colour font's one glyph.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .target(name: "Pictures", dependencies: ["TerminalCanvas", "CFreeType", "CZlib", "CHarfBuzz"]),
        .target(name: "Tapes", dependencies: ["SceneryKit", "SceneryEvents", "TerminalCanvas", "Pictures"]),
        // One call to run an app: the live session (signals, saving, restore warnings) and its command line.
        // Every command of the `scenery` line (run, snapshot, record, test, play, render, keys, traits,
        // attach), generic over the app, so the demo and every hosted app share one command tree.
        .target(name: "SceneryHost", dependencies: [
            "SceneryKit", "SceneryStorage", "CursesFront", "Tapes", "Pictures", "TerminalCanvas",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Snapshot tests for app developers: a harness (keys, resizes, clicks, tapes) and text + SVG
        // snapshots beside the test. Its own, not swift-snapshot-testing: docs/DECISIONS.md says why.
        .target(name: "SceneryTesting", dependencies: ["SceneryHost", "SceneryKit", "Tapes", "Pictures", "TerminalCanvas"]),
        // The C floor the bench measures Scenery against: a frame's bytes written by plain C.
        .target(name: "CFloor"),
        // `scenery bench`: the benches, the floor renderer and the peer screen's port, apart from
        // the product's commands (docs/headless.md).
        .target(
            name: "Benchmarks",
            dependencies: [
                "TerminalCanvas", "SceneryKit", "SceneryHost", "CursesFront", "DemoApps", "Tapes", "Pictures", "CFloor",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "scenery",
            dependencies: [
                "SceneryKit", "SceneryHost", "DemoApps", "Benchmarks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The tutorial's app, as `scenery new Recipes` writes it: built and tested with the package.
        .executableTarget(name: "Recipes", dependencies: ["SceneryHost", "SceneryKit"], path: "Examples/Recipes/Sources/Recipes"),
        .testTarget(name: "RecipesTests", dependencies: ["Recipes", "SceneryKit", "SceneryStorage", "SceneryTesting"],
                    path: "Examples/Recipes/Tests/RecipesTests", exclude: ["__Snapshots__"]),
        // The fuzz and fault suite: `make fuzz` runs it long, `make test` a short seeded run.
        .target(name: "Fuzzing", dependencies: ["SceneryKit", "SceneryStorage", "DemoApps", "Tapes", "Pictures"]),
        .executableTarget(name: "scenery-fuzz", dependencies: ["Fuzzing"]),
        .testTarget(name: "SceneryHostTests", dependencies: ["SceneryHost", "SceneryKit", "SceneryStorage", "DemoApps", "TerminalCanvas", "SceneryTesting",
                                                          .product(name: "PropertyBased", package: "swift-property-based")],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures", "TerminalCanvas", "CZlib"], exclude: ["Goldens"]),
        .testTarget(
            name: "TerminalCanvasTests",
            dependencies: ["TerminalCanvas", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "SceneryKitTests",
            dependencies: ["SceneryKit", "SceneryStorage", "DemoApps", "TerminalCanvas", .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Goldens", "Fixtures/StateFolders"],
            // A manifest shipped as an app target ships it: a folder of resources (SwiftPM refuses a top-level Info.plist).
            resources: [.copy("Fixtures/RecipesManifest")]
        ),
        .testTarget(name: "CursesFrontTests", dependencies: ["CursesFront", "SceneryKit", "DemoApps", "TerminalCanvas", "Tapes", "Fuzzing", "Pictures"],
                    exclude: ["VHSCorpus"]),
    ]
)

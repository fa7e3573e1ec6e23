// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../scenery"),
    ],
    targets: [
        .executableTarget(name: "Recipes", dependencies: [
            .product(name: "SceneryHost", package: "scenery"),
            .product(name: "SceneryKit", package: "scenery"),
        ]),
        .testTarget(name: "RecipesTests", dependencies: [
            "Recipes",
            .product(name: "SceneryKit", package: "scenery"),
            .product(name: "SceneryStorage", package: "scenery"),
            .product(name: "SceneryTesting", package: "scenery"),
        ]),
    ]
)

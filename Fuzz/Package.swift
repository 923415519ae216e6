// swift-tools-version: 6.2
import PackageDescription

// The fuzz targets, a package apart: they are built only with libFuzzer (`scripts/fuzz.sh`),
// which supplies `main`, so the game's own `swift build` never sees them.
let package = Package(
    name: "TapTheLargerShapeFuzz",
    dependencies: [.package(name: "TapTheLargerShape", path: "..")],
    targets: [
        .target(name: "CFuzzDriver"),
        // TOML text → a document or an error: places, writing back, the editor.
        .executableTarget(name: "TOMLFuzzer", dependencies: ["CFuzzDriver", .product(name: "TOML", package: "TapTheLargerShape")]),
        // TOML text → settings or diagnostics, the way the game reads its settings file.
        .executableTarget(name: "SettingsFuzzer", dependencies: ["CFuzzDriver", .product(name: "Preferences", package: "TapTheLargerShape")]),
        // state.json bytes → a game record, and the record through a turn and back to JSON.
        .executableTarget(name: "StateFuzzer", dependencies: ["CFuzzDriver", .product(name: "Preferences", package: "TapTheLargerShape")]),
    ]
)

// swift-tools-version:6.0
// An app's own cells with snapshot tests on feedrender: the shape a team's package takes.
// Built and tested by scripts/test-example-snapshot-app (its own scratch folder, .build-example).
import PackageDescription

let package = Package(
    name: "snapshot-app",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "feedrender", path: "../..")],
    targets: [
        .target(name: "SnapshotApp", dependencies: [.product(name: "Feedrender", package: "feedrender")]),
        .testTarget(name: "SnapshotAppTests", dependencies: [
            "SnapshotApp",
            .product(name: "Feedrender", package: "feedrender"),
            .product(name: "FeedrenderTesting", package: "feedrender"),
        ], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
// feedrender: Texture-style node trees and IGListKit-style feeds rendered to PNG, headless.
//
// The target graph follows the pipeline:
//   Layout (pure Swift) -> Raster / Text (Cairo, Pango) -> ImageLoading (libcurl)
//   -> Nodes -> Feed -> Screenshots / FeedrenderTesting -> FeedrenderCLI -> feedrender
import PackageDescription

let package = Package(
    name: "feedrender",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "feedrender", targets: ["feedrender"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Nodes", targets: ["Nodes"]),
        .library(name: "Feed", targets: ["Feed"]),
        .library(name: "FeedrenderTesting", targets: ["FeedrenderTesting"]),
        .library(name: "FeedrenderSnapshotTesting", targets: ["FeedrenderSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // MARK: C libraries (Debian packages)
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // Raster's per-pixel loops (PNG rows, shadow blur), kept fast in debug builds too.
        .target(name: "CRasterKernels"),

        // MARK: Pipeline
        .target(name: "Layout"),
        .target(name: "Documents", dependencies: ["Layout", .product(name: "Yams", package: "Yams")]),
        .target(name: "Raster", dependencies: ["CCairo", "CTurboJPEG", "CWebP", "CDeflate", "CRasterKernels", "CPango", "CCrypto"]),
        .target(name: "Text", dependencies: ["Raster", "CPango", "CCairo"]),
        .target(name: "ImageLoading", dependencies: ["Raster", "CCurl"]),
        .target(name: "Nodes", dependencies: ["Layout", "Documents", "Raster", "Text", "ImageLoading"]),
        .target(name: "Feed", dependencies: ["Nodes", "Documents", "ImageLoading", "Raster", "Text"],
                resources: [.copy("DemoAssets")]),
        .target(name: "Screenshots", dependencies: ["Feed", "Nodes", "Raster", "Text", "Documents"]),
        .target(name: "FeedrenderTesting", dependencies: ["Layout", "Raster", "ImageLoading", "Nodes", "Feed"]),
        .target(name: "FeedrenderSnapshotTesting", dependencies: [
            "FeedrenderTesting", "Nodes", "Raster", "ImageLoading",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .target(name: "FeedrenderCLI", dependencies: [
            "Layout", "Documents", "Raster", "Text", "ImageLoading", "Nodes", "Feed", "Screenshots", "FeedrenderTesting",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "feedrender", dependencies: ["FeedrenderCLI"]),

        // MARK: Tests
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Documents"], resources: [.copy("Cases")]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "TextTests", dependencies: ["Text", "Raster"]),
        .testTarget(name: "ImageLoadingTests", dependencies: ["ImageLoading", "Raster"], resources: [.copy("Fixtures")]),
        .testTarget(name: "NodesTests", dependencies: ["Nodes", "Layout", "Raster", "Text", "ImageLoading", "Documents", "FeedrenderTesting"]),
        .testTarget(name: "FeedTests", dependencies: ["Feed", "Nodes", "Layout", "Raster", "ImageLoading", "FeedrenderTesting"]),
        .testTarget(name: "FeedrenderTestingTests", dependencies: [
            "FeedrenderTesting", "FeedrenderSnapshotTesting", "FeedrenderCLI", "Layout", "Raster", "ImageLoading",
            "Nodes", "Feed", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "ScreenshotsTests", dependencies: ["Screenshots", "Raster", "Feed"]),
        .testTarget(name: "CLITests", dependencies: ["FeedrenderCLI", "Documents"]),
    ],
    swiftLanguageModes: [.v6]
)

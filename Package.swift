// swift-tools-version:6.0
// feedrender: Texture-style node trees and IGListKit-style feeds rendered to PNG, headless.
//
// Targets follow the pipeline; each imports only what is upstream of it
// (docs/architecture.md has the map):
//
//   FeedrenderSupport (locks, files, SHA-256, colours, pixels, concurrency)
//   Layout (pure Swift specs)        ListDiffKit (imports nothing)
//   DocumentModel (JSON/YAML) -> LayoutDocuments, Localization (string catalogs, plural rules, pseudolocales)
//   Raster -> Text -> ImageLoading -> Nodes -> LayoutDocumentDrawing
//   Lists (adapter, section controllers) -> Appearance (devices, theme, chrome) -> Cells
//   FeedDocuments -> FeedRendering -> Screenshots
//   PreviewServer (`feedrender serve`: live preview page on Hummingbird, WebSocket pushes)
//   ImageDiff (compare, diff, review) -> FeedrenderTesting (snapshot strategies and assertions
//   on pointfreeco/swift-snapshot-testing's engine)
//   Feedrender (umbrella for cell authors)      FeedrenderCLI -> feedrender
//   Benchmarks/FeedrenderBenchmarks -> feedrender-bench (not shipped)
//   Fuzz/ -> libFuzzer targets FuzzJSON, FuzzYAML, ... (not shipped; scripts/fuzz)
import PackageDescription

let package = Package(
    name: "feedrender",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "feedrender", targets: ["feedrender"]),
        .library(name: "Feedrender", targets: ["Feedrender"]),
        .library(name: "ListDiffKit", targets: ["ListDiffKit"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "FeedrenderTesting", targets: ["FeedrenderTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", .upToNextMinor(from: "1.19.7")),
        // `swift package generate-documentation --target Feedrender`: the umbrella's DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `feedrender serve`: the preview page's HTTP server and its WebSocket.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        // The WebSocket handler's graceful shutdown (Hummingbird runs on it).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.0.0"),
    ],
    targets: [
        // MARK: C libraries (Debian packages)
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Every build warns "prohibited flag(s): -pthread" for the targets that import CPango. It
        // comes from pkg-config, not from us: pangocairo.pc (like pango.pc and pangoft2.pc) lists
        // gio-2.0 in Requires.private, gio-2.0.pc lists gmodule-no-export-2.0, whose Cflags are
        // "-pthread"; `pkg-config --cflags` follows private requirements, and SwiftPM keeps only
        // -I/-F from Cflags and warns about the rest, then drops it (harmless: Debian 12's glibc
        // has the pthread functions in libc itself). It cannot be removed without unsafeFlags: the module map's `link`
        // lines already name the libraries, but Pango's headers need its include folders
        // (pango-1.0, glib-2.0 and glib's multiarch glibconfig.h folder, harfbuzz, ...), which
        // only pkg-config supplies to a system library (headerSearchPath takes package-relative
        // paths only), and every .pc that gives /usr/include/pango-1.0 pulls in gio. An
        // unsafeFlags(["-I..."]) setting would make the package unusable as a dependency, and
        // a PKG_CONFIG_PATH override would need every user's environment changed.
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // giflib ships no pkg-config file: the module map names the library.
        .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // Raster's per-pixel loops: the fast PNG encoder (frpng), PNG rows for libdeflate, shadow blur.
        // Optimised in debug builds too: at -O0 the encoder is ~4x slower than libdeflate and
        // tests that render feeds take ~3x longer (clang has no per-file optimize pragma). Fine for
        // root, path and branch dependencies (and any dependency since SwiftPM 6.2).
        .target(name: "CRasterKernels", cSettings: [.unsafeFlags(["-O2"], .when(configuration: .debug))]),

        // MARK: Foundations
        .target(name: "FeedrenderSupport", dependencies: ["CCrypto"]),
        .target(name: "Layout"),
        .target(name: "ListDiffKit"),

        // MARK: Documents
        .target(name: "DocumentModel", dependencies: ["FeedrenderSupport", .product(name: "Yams", package: "Yams")]),
        .target(name: "LayoutDocuments", dependencies: ["FeedrenderSupport", "Layout", "DocumentModel"]),
        // String catalogs (.xcstrings, .strings, .stringsdict, Android strings.xml, YAML), CLDR
        // plural rules and pseudolocales: the one home of localisation for render and screenshots.
        .target(name: "Localization", dependencies: ["DocumentModel"]),

        // MARK: Pixels
        .target(name: "Raster", dependencies: ["FeedrenderSupport", "CCairo", "CTurboJPEG", "CWebP", "CGif", "CDeflate", "CRasterKernels"]),
        .target(name: "Text", dependencies: ["FeedrenderSupport", "Raster", "CPango", "CCairo"]),
        .target(name: "ImageLoading", dependencies: ["FeedrenderSupport", "Raster", "CCurl"]),

        // MARK: Nodes
        .target(name: "Nodes", dependencies: ["FeedrenderSupport", "Layout", "Raster", "Text", "ImageLoading"]),
        .target(name: "LayoutDocumentDrawing", dependencies: ["DocumentModel", "LayoutDocuments", "Layout", "Raster", "Text", "ImageLoading", "Nodes"]),

        // MARK: Feeds
        .target(name: "Lists", dependencies: ["ListDiffKit", "Layout", "Nodes"]),
        .target(name: "Appearance", dependencies: ["Layout", "Raster", "Text", "Nodes"]),
        .target(name: "Cells", dependencies: ["Layout", "Raster", "Text", "Nodes", "Appearance", "Localization"]),
        .target(name: "FeedDocuments", dependencies: [
            "DocumentModel", "LayoutDocuments", "LayoutDocumentDrawing", "Layout", "Raster", "ImageLoading",
            "Nodes", "ListDiffKit", "Lists", "Appearance", "Cells", "Localization",
        ], resources: [.copy("DemoAssets")]),
        .target(name: "FeedRendering", dependencies: [
            "FeedrenderSupport", "Layout", "Raster", "Text", "ImageLoading", "Nodes", "Lists", "Appearance", "FeedDocuments",
            // Fixtures/: snapshot fixture folders draw layout documents too.
            "DocumentModel", "LayoutDocuments", "LayoutDocumentDrawing",
        ]),
        .target(name: "Screenshots", dependencies: [
            "FeedrenderSupport", "DocumentModel", "Layout", "Raster", "Text", "ImageLoading", "Nodes", "Appearance",
            "LayoutDocuments", "LayoutDocumentDrawing", "FeedDocuments", "FeedRendering", "Localization",
        ]),

        // `feedrender serve`: watches the files a render read, re-renders on change and pushes
        // the new frames to the preview page over a WebSocket.
        .target(name: "PreviewServer", dependencies: [
            "FeedrenderSupport", "DocumentModel", "ImageDiff", "Raster",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]),

        // MARK: Testing
        .target(name: "ImageDiff", dependencies: ["FeedrenderSupport", "Layout", "Raster"]),
        // Registers FeedrenderTesting's XCTest observer when a test binary loads (a C constructor:
        // Swift has no load-time hook), so the first XCTest case already knows its class.
        .target(name: "CTestObserverHook"),
        .target(name: "FeedrenderTesting", dependencies: [
            "FeedrenderSupport", "Layout", "Raster", "Text", "ImageLoading", "Nodes", "Lists", "Appearance",
            "FeedRendering", "ImageDiff", "CTestObserverHook", "Localization",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),

        // MARK: Products
        .target(name: "Feedrender", dependencies: [
            "Layout", "ListDiffKit", "Lists", "Raster", "Text", "ImageLoading", "Nodes", "Appearance", "FeedRendering",
        ]),
        .target(name: "FeedrenderCLI", dependencies: [
            "FeedrenderSupport", "Layout", "DocumentModel", "LayoutDocuments", "Raster", "Text", "ImageLoading", "Nodes",
            "LayoutDocumentDrawing", "Lists", "Appearance", "FeedDocuments", "FeedRendering", "Screenshots", "ImageDiff",
            "Localization", "PreviewServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "feedrender", dependencies: ["FeedrenderCLI"]),
        // Benchmarks live beside the product, not in it: `feedrender-bench <section>`, run by scripts/bench.
        .executableTarget(name: "feedrender-bench", dependencies: [
            "FeedrenderSupport", "Layout", "DocumentModel", "LayoutDocuments", "Raster", "Text", "ImageLoading", "Nodes",
            "Appearance", "Cells", "FeedDocuments", "FeedRendering", "Screenshots", "ImageDiff", "FeedrenderCLI", "CTurboJPEG",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], path: "Benchmarks/FeedrenderBenchmarks"),

        // MARK: Fuzzing (not shipped): scripts/fuzz TARGET SECONDS builds one with libFuzzer;
        // a plain build replays its corpus in Fuzz/Corpus/<target>.
        .target(name: "FuzzSupport", dependencies: ["Raster"], path: "Fuzz/FuzzSupport"),
        .executableTarget(name: "FuzzJSON", dependencies: ["DocumentModel", "FuzzSupport"], path: "Fuzz/FuzzJSON"),
        .executableTarget(name: "FuzzYAML", dependencies: ["DocumentModel", "FuzzSupport"], path: "Fuzz/FuzzYAML"),
        .executableTarget(name: "FuzzCatalog", dependencies: ["DocumentModel", "Localization", "FuzzSupport"],
                          path: "Fuzz/FuzzCatalog"),
        .executableTarget(name: "FuzzFeedDocument", dependencies: [
            "DocumentModel", "FeedDocuments", "ImageLoading", "Lists", "FuzzSupport",
        ], path: "Fuzz/FuzzFeedDocument"),
        .executableTarget(name: "FuzzLayoutDocument", dependencies: [
            "DocumentModel", "LayoutDocuments", "Layout", "FeedrenderSupport", "FuzzSupport",
        ], path: "Fuzz/FuzzLayoutDocument"),
        .executableTarget(name: "FuzzJPEG", dependencies: ["Raster", "FuzzSupport"], path: "Fuzz/FuzzJPEG"),
        .executableTarget(name: "FuzzPNG", dependencies: ["Raster", "FuzzSupport"], path: "Fuzz/FuzzPNG"),
        .executableTarget(name: "FuzzWebP", dependencies: ["Raster", "FuzzSupport"], path: "Fuzz/FuzzWebP"),
        .executableTarget(name: "FuzzGIF", dependencies: ["Raster", "FuzzSupport"], path: "Fuzz/FuzzGIF"),

        // MARK: Tests (one target per module; shared helpers in TestSupport)
        // Shared test helpers: child processes (feedrender, tools), the loopback HTTP server,
        // pixel assertions, scratch folders, test images (TurboJPEG and libwebp write bytes that
        // feedrender's own encoders did not).
        .target(name: "TestSupport", dependencies: ["Raster", "FeedrenderSupport", "CTurboJPEG", "CWebP", "CGif"], path: "Tests/TestSupport",
                exclude: ["Fonts"]),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        .testTarget(name: "FeedrenderSupportTests", dependencies: ["FeedrenderSupport", "TestSupport"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "LayoutDocuments", "DocumentModel", "FeedrenderSupport"], resources: [.copy("Cases")]),
        .testTarget(name: "ListDiffKitTests", dependencies: ["ListDiffKit"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "DocumentModel", "TestSupport"]),
        .testTarget(name: "LayoutDocumentsTests", dependencies: ["LayoutDocuments", "DocumentModel", "Layout"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "FeedrenderSupport", "CDeflate", "CTurboJPEG", "TestSupport"]),
        .testTarget(name: "TextTests", dependencies: ["Text", "Raster", "FeedrenderSupport", "CPango", "CCairo", "TestSupport"]),
        // Fixtures/server.py is run by TestSupport's LoopbackServer (and by feedrender-bench) from the checkout.
        .testTarget(name: "ImageLoadingTests", dependencies: ["ImageLoading", "Raster", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "NodesTests", dependencies: [
            "Nodes", "Layout", "Raster", "Text", "ImageLoading", "FeedrenderTesting", "Feedrender", "TestSupport",
        ], exclude: ["ava.jpg"]),
        .testTarget(name: "LayoutDocumentDrawingTests", dependencies: [
            "LayoutDocumentDrawing", "LayoutDocuments", "DocumentModel", "Nodes", "Layout", "Raster", "ImageLoading", "TestSupport",
        ]),
        .testTarget(name: "ListsTests", dependencies: ["Lists", "ListDiffKit", "Layout", "Nodes"]),
        .testTarget(name: "AppearanceTests", dependencies: ["Appearance", "Raster"]),
        .testTarget(name: "CellsTests", dependencies: ["Cells", "Appearance", "Lists", "Layout", "Nodes"]),
        .testTarget(name: "FeedDocumentsTests", dependencies: [
            "FeedDocuments", "DocumentModel", "LayoutDocuments", "LayoutDocumentDrawing", "Raster", "Lists", "ListDiffKit", "Appearance", "Cells", "Layout", "Nodes", "ImageLoading", "TestSupport",
            "Localization",
        ]),
        .testTarget(name: "FeedRenderingTests", dependencies: [
            "FeedRendering", "FeedDocuments", "Lists", "Appearance", "Cells", "Layout", "Nodes", "Raster", "ImageLoading", "TestSupport",
            "Text", "FeedrenderSupport",
        ]),
        .testTarget(name: "ScreenshotsTests", dependencies: [
            "Screenshots", "Appearance", "Layout", "FeedDocuments", "FeedRendering", "ImageLoading", "Raster", "TestSupport", "Localization",
        ]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Raster", "TestSupport"]),
        .testTarget(name: "FeedrenderTestingTests", dependencies: [
            "FeedrenderTesting", "ImageDiff", "Layout", "Text", "Raster", "ImageLoading", "Nodes",
            "Lists", "Appearance", "Cells", "FeedDocuments", "FeedRendering", "TestSupport",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // Starts `feedrender serve` and drives it with headless Chromium over DevTools.
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer", "Raster", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: [
            "FeedrenderCLI", "FeedRendering", "FeedrenderTesting", "ImageDiff", "DocumentModel", "Raster", "TestSupport",
            "FeedrenderSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
// The four tutorials feedrender is modelled on (../../../shared/seeds in the project's
// workspace; docs/tutorials.md), each rebuilt in Swift the way its tutorial writes it:
// the Meetup feed, the album list, Marslink and the CardNode screen. One folder each holds
// the Swift port (Sources/), the same screen as a feed document (feed.yaml) and its local
// images. One test target checks all four against Snapshots/. Built and tested by
// scripts/test-example-tutorials (its own scratch folder, .build-tutorials).
import PackageDescription

let feedrender = Target.Dependency.product(name: "Feedrender", package: "feedrender")

let package = Package(
    name: "tutorials",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "feedrender", path: "../..")],
    targets: [
        .target(name: "MeetupFeed", dependencies: [feedrender], path: "meetup-feed/Sources"),
        .target(name: "AlbumList", dependencies: [feedrender], path: "album-list/Sources"),
        .target(name: "Marslink", dependencies: [feedrender], path: "marslink/Sources"),
        .target(name: "CardNodeTutorial", dependencies: [feedrender], path: "cardnode/Sources"),
        .testTarget(name: "TutorialsTests", dependencies: [
            "MeetupFeed", "AlbumList", "Marslink", "CardNodeTutorial", feedrender,
            .product(name: "FeedrenderTesting", package: "feedrender"),
        ], path: "Tests/TutorialsTests"),
    ],
    swiftLanguageModes: [.v6]
)

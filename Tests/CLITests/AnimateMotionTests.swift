import Foundation
import TestSupport
import XCTest

/// `feedrender animate --motion`: RecyclerView's staged `DefaultItemAnimator` on Android
/// devices, UIKit's batch update elsewhere or when a duration is given; bad values exit 2.
final class AnimateMotionTests: XCTestCase {
    var directory: URL!
    var feedrender: FeedrenderExecutable!
    private var feed: String { directory.appendingPathComponent("blocks.yaml").path }

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
        directory = try makeTemporaryDirectory(prefix: "feedrender-animate-motion")
        try AnimateCommandTests.document.write(toFile: feed, atomically: true, encoding: .utf8)
    }

    private func manifest(_ arguments: [String]) throws -> [String: Any] {
        let out = directory.appendingPathComponent(UUID().uuidString)
        let result = try feedrender.run(["animate", feed, "--out", out.path, "--fps", "10", "--hold", "0.1"] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("animation.json")))
            as! [String: Any]
    }

    func testAndroidDeviceStagesTheChange() throws {
        // A delete, shifted rows and an insert: 0.12 + 0.25 + 0.12 = 0.49 s, so frames 0...5 at
        // 10 fps: state 0, transition frames 1–4 (t = 0.1 … 0.4 s), state 1.
        let material = try manifest(["--device", "android-phone"])
        XCTAssertEqual(material["itemAnimator"] as? [Double], [0.12, 0.25, 0.25, 0.12])
        let frames = material["frames"] as! [[String: Any]]
        XCTAssertEqual(frames.compactMap { $0["transitionFrame"] as? Int }, [1, 2, 3, 4])
        // The same on an iPhone: 0.3 s at once, frames 1 and 2 between the states.
        let uikit = try manifest(["--device", "iphone-15"])
        XCTAssertNil(uikit["itemAnimator"])
        XCTAssertEqual((uikit["frames"] as! [[String: Any]]).compactMap { $0["transitionFrame"] as? Int }, [1, 2])
        // A duration keeps UIKit's timing on Android; --motion material forces the stages anywhere.
        XCTAssertNil(try manifest(["--device", "android-phone", "--duration", "0.2"])["itemAnimator"])
        XCTAssertNotNil(try manifest(["--device", "iphone-15", "--motion", "material"])["itemAnimator"])
    }

    func testBadMotionValuesExitTwo() throws {
        let out = directory.appendingPathComponent("bad").path
        let bogus = try feedrender.run(["animate", feed, "--out", out, "--motion", "springy"])
        XCTAssertEqual(bogus.status, 2)
        XCTAssertTrue(bogus.stderr.contains("--motion must be auto, uikit or material"), bogus.stderr)
        let both = try feedrender.run(["animate", feed, "--out", out, "--motion", "material", "--duration", "0.2"])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.contains("--duration"), both.stderr)
    }
}

import FeedRendering
import Foundation
@testable import Screenshots
import XCTest

/// `screenshots --shard i/n`: the shards write disjoint shares whose union is exactly the
/// unsharded run, byte for byte.
final class ScreenshotShardTests: XCTestCase {
    func testTwoShardsTogetherWriteTheWholeRun() async throws {
        let fixture = try ScreenshotFixture()
        let path = try fixture.configuration(devices: ["android-phone", "iphone-8-plus"],
                                             locales: ["en-US": "en.yaml", "ar-SA": "ar.yaml"])
        let configuration = try ScreenshotConfiguration.load(from: path)
        let whole = try await fixture.render(path, jobs: 2)
        var union: [String] = []
        for index in 0..<2 {
            let folder = fixture.directory.appendingPathComponent("shard-\(index)")
            let result = try await ScreenshotRenderer(configuration: configuration, jobs: 2,
                                                      shard: RenderShard(index: index, count: 2)).render(to: folder)
            XCTAssertEqual(result.files.count, whole.files.count / 2, "an even share")
            for file in result.files {
                XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(file)),
                               try Data(contentsOf: fixture.output.appendingPathComponent(file)), file)
            }
            union += result.files
        }
        XCTAssertEqual(union.sorted(), whole.files.sorted(), "no gap and no overlap")
    }
}

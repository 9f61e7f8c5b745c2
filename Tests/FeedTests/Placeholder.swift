import XCTest
final class FeedTestsPlaceholder: XCTestCase { func testBuilds() {} }

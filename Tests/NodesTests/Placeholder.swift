import XCTest
final class NodesTestsPlaceholder: XCTestCase { func testBuilds() {} }

import XCTest
final class FeedrenderTestingTestsPlaceholder: XCTestCase { func testBuilds() {} }

import XCTest
final class LayoutTestsPlaceholder: XCTestCase { func testBuilds() {} }

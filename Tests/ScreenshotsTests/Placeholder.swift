import XCTest
final class ScreenshotsTestsPlaceholder: XCTestCase { func testBuilds() {} }

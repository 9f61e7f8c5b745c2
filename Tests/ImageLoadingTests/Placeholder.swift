import XCTest
final class ImageLoadingTestsPlaceholder: XCTestCase { func testBuilds() {} }

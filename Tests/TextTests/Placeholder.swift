import XCTest
final class TextTestsPlaceholder: XCTestCase { func testBuilds() {} }

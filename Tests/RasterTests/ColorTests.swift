import TestSupport
import XCTest
@testable import Raster

final class ColorTests: XCTestCase {
    func testParsesShortLongAndAlphaHex() throws {
        XCTAssertEqual(Color(hex: "#f00"), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(try XCTUnwrap(Color(hex: "#1A2b3C")).rgba8.green, 0x2B)
        let translucent = try XCTUnwrap(Color(hex: "#ff000080"))
        XCTAssertEqual(translucent.rgba8.alpha, 0x80)
        XCTAssertEqual(translucent.rgba8.red, 0xFF)
        XCTAssertEqual(Color(hex: "#abc")?.hexString, "#aabbccff")
        // CSS's four-digit form, as layout and feed documents accept it.
        XCTAssertEqual(Color(hex: "#f008")?.hexString, "#ff000088")
    }

    func testRejectsMalformedHex() {
        for bad in ["", "#", "f00", "#ff", "#ff0000f", "#12345", "#gg0000", "#ff0000ff00", " #fff"] {
            XCTAssertNil(Color(hex: bad), bad)
        }
    }

    func testNamedColoursAndHexRoundTrip() {
        XCTAssertEqual(Color.white.hexString, "#ffffffff")
        XCTAssertEqual(Color.clear.rgba8.alpha, 0)
        XCTAssertEqual(Color(hex: Color.orange.hexString)?.hexString, Color.orange.hexString)
    }

    func testBitmapPixelIsUnpremultiplied() {
        let bitmap = Bitmap(width: 2, height: 1, color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        XCTAssertEqual(bitmap.premultipliedPixel(x: 1, y: 0), 0x8080_4000)
        assertColor(bitmap.pixel(x: 1, y: 0), Color(red: 1, green: 0.5, blue: 0, alpha: 0.5), tolerance: 1)
        XCTAssertFalse(bitmap.isOpaque)
        XCTAssertTrue(Bitmap(width: 3, height: 3, color: .red).isOpaque)
    }

    func testBitmapEqualityComparesPixels() {
        let a = Bitmap(width: 4, height: 4, color: .red)
        XCTAssertEqual(a, Bitmap(width: 4, height: 4, color: .red))
        XCTAssertNotEqual(a, Bitmap(width: 4, height: 4, color: .blue))
        XCTAssertNotEqual(a, Bitmap(width: 4, height: 3, color: .red))
        let b = Bitmap(width: 4, height: 4) { x, y in x == 3 && y == 2 ? .blue : .red }
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a.countOfPixelsDiffering(from: b), 1)
    }
}

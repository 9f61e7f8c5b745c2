import CTurboJPEG
import Foundation
@testable import Raster
import XCTest

/// Print JPEGs (CMYK, and YCCK as TurboJPEG writes CMYK) decode to the colours a browser
/// shows; before, TurboJPEG refused the conversion and they were drawn as "corrupt"
/// placeholders.
final class CMYKJPEGTests: XCTestCase {
    /// A 16×8 CMYK JPEG, left half red and right half blue, stored with Adobe's inverted
    /// values (TurboJPEG writes the Adobe marker, as Photoshop does).
    private func cmykJPEG() throws -> Data {
        let width = 16, height = 8
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                // Ink amounts (0 = none): red is magenta + yellow, blue is cyan + magenta.
                let ink: [UInt8] = x < width / 2 ? [0, 255, 255, 0] : [255, 255, 0, 0]
                for channel in 0..<4 { pixels[(y * width + x) * 4 + channel] = 255 - ink[channel] }
            }
        }
        let handle = try XCTUnwrap(tjInitCompress())
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        defer { tjFree(buffer) }
        let status = tjCompress2(handle, pixels, Int32(width), 0, Int32(height), Int32(TJPF_CMYK.rawValue), &buffer, &size,
                                 Int32(TJSAMP_444.rawValue), 95, 0)
        XCTAssertEqual(status, 0, String(cString: tjGetErrorStr2(handle)))
        return Data(UnsafeBufferPointer(start: try XCTUnwrap(buffer), count: Int(size)))
    }

    func testCMYKJPEGsDecodeToTheirColours() throws {
        let data = try cmykJPEG()
        let bitmap = try ImageDecoder.decode(data)
        XCTAssertEqual(bitmap.width, 16)
        let red = bitmap.pixel(x: 2, y: 4), blue = bitmap.pixel(x: 13, y: 4)
        XCTAssertGreaterThan(red.red, 0.9, "\(red)")
        XCTAssertLessThan(red.green, 0.1, "\(red)")
        XCTAssertLessThan(red.blue, 0.1, "\(red)")
        XCTAssertLessThan(blue.red, 0.1, "\(blue)")
        XCTAssertLessThan(blue.green, 0.1, "\(blue)")
        XCTAssertGreaterThan(blue.blue, 0.9, "\(blue)")
        XCTAssertEqual(red.alpha, 1)
        data.withUnsafeBytes { XCTAssertTrue(JPEGImageDecoder.hasAdobeMarker($0)) }
    }
}

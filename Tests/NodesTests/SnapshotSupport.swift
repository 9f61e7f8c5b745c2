import FeedrenderSupport
import Foundation
import Raster
import XCTest

/// Compares a bitmap with the reference PNG `Snapshots/Nodes/<name>.png` by pixels. A
/// missing reference is recorded and the test fails, so recording is never silent.
func assertMatchesReference(_ bitmap: Bitmap, named name: String, tolerance: Int = 2,
                            file: StaticString = #filePath, line: UInt = #line) throws {
    let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()   // Tests/NodesTests
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/Nodes")
    let reference = folder.appendingPathComponent("\(name).png")
    guard let data = try? Data(contentsOf: reference) else {
        try AtomicFile.write(PNGEncoder.encode(bitmap), to: reference)
        XCTFail("no reference for '\(name)'; recorded \(reference.path) — look at it, then run again",
                file: file, line: line)
        return
    }
    let expected = try PNGDecoder.decode(data)
    guard expected.width == bitmap.width, expected.height == bitmap.height else {
        try writeFailure(bitmap, name: name)
        XCTFail("'\(name)' is \(bitmap.width)×\(bitmap.height), reference is \(expected.width)×\(expected.height)",
                file: file, line: line)
        return
    }
    let differing = bitmap.countOfPixelsDiffering(from: expected, tolerance: tolerance)
    if differing > 0 {
        let path = try writeFailure(bitmap, name: name)
        XCTFail("'\(name)': \(differing) pixels differ from \(reference.path) by more than \(tolerance); actual at \(path)",
                file: file, line: line)
    }
}

@discardableResult
private func writeFailure(_ bitmap: Bitmap, name: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("nodes-snapshot-\(name)-actual.png")
    try AtomicFile.write(PNGEncoder.encode(bitmap), to: url)
    return url.path
}

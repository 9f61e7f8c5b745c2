@testable import FeedRendering
import Lists
import Appearance
import Foundation
import Layout
import Nodes
import Raster
import XCTest

/// A cell of one colour and a fixed height: where its pixels land is easy to predict.
final class RenderBlockCell: CellNode {
    init(height: Double, color: Color) {
        super.init()
        style.height = .points(height)
        backgroundColor = color
    }
}

/// A feed made in the test: rows given up front, more pages handed out by `fetchMore()`.
final class RenderStubSource: FeedSource {
    private var loaded: [FeedRow]
    private var pages: [[FeedRow]]
    private(set) var fetchCount = 0
    let emptyView: (@Sendable () -> DisplayNode)?

    init(rows: [FeedRow], pages: [[FeedRow]] = [], emptyView: (@Sendable () -> DisplayNode)? = nil) {
        self.loaded = rows
        self.pages = pages
        self.emptyView = emptyView
    }

    func rows() -> [FeedRow] { loaded }
    var canFetchMore: Bool { !pages.isEmpty }

    func fetchMore() async throws {
        fetchCount += 1
        loaded += pages.removeFirst()
    }
}

enum RenderFixtures {
    /// A distinct, opaque colour per row index.
    static func color(ofRow index: Int) -> Color {
        Color(red: Double((index * 67) % 256) / 255, green: Double((index * 131 + 40) % 256) / 255,
              blue: Double((index * 29 + 90) % 256) / 255)
    }

    /// `count` block rows of `height` points, in one section, starting at item `first`.
    static func blockRows(_ count: Int, height: Double = 100, first: Int = 0, section: Int = 0) -> [FeedRow] {
        (first..<(first + count)).map { index in
            let color = color(ofRow: index)
            return FeedRow(section: section, item: index, identifier: "block-\(index)") {
                RenderBlockCell(height: height, color: color)
            }
        }
    }

    /// A small screen keeps tests fast: 100×200 pt at the given scale.
    static func device(width: Double = 100, height: Double = 200, scale: Double = 2) -> DevicePreset {
        var device = DevicePreset.default
        device.width = width
        device.height = height
        device.scale = scale
        return device
    }

    static func decodePNG(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Bitmap {
        try PNGDecoder.decode(Data(contentsOf: url))
    }

    /// Every regular file in `directory`, name → bytes.
    static func contents(of directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            result[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return result
    }
}

/// Asserts two colours match to within 1/255 per channel.
func XCTAssertColor(_ actual: Color, _ expected: Color, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    let a = actual.rgba8, e = expected.rgba8
    let close = abs(Int(a.red) - Int(e.red)) <= 1 && abs(Int(a.green) - Int(e.green)) <= 1
        && abs(Int(a.blue) - Int(e.blue)) <= 1 && abs(Int(a.alpha) - Int(e.alpha)) <= 1
    XCTAssertTrue(close, "\(actual) is not \(expected) \(message)", file: file, line: line)
}

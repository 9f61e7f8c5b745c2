import FeedrenderSupport
import Foundation
import Raster
import XCTest
@testable import Text

/// Same input, same pixels: whatever the number of threads drawing at the same time.
final class DeterminismTests: XCTestCase {
    static let scenes: [AttributedText] = [
        AttributedText("Hello 你好世界 😀🎉👍🏽", font: Font(size: 18)),
        AttributedText("مرحبا بالعالم — שלום עולם", font: Font(size: 16)),
        AttributedText(runs: [
            TextRun("Jane Appleseed ", font: Font(size: 15, weight: .bold)),
            TextRun("San Francisco, CA", font: Font(size: 13, italic: true), color: Color(red: 0.4, green: 0.4, blue: 0.4)),
        ]),
        AttributedText("A body of text that wraps over a few lines and is then truncated with a custom string.",
                       font: Font(size: 14), paragraph: ParagraphStyle(lineSpacing: 4, maximumNumberOfLines: 2, truncationString: "… more")),
        AttributedText(runs: [TextRun("Underlined, struck and spaced", underline: true, strikethrough: true, kerning: 1.5)],
                       paragraph: ParagraphStyle(alignment: .center)),
    ]

    /// Draws every scene at 2× and returns the pixel bytes of each.
    static func renderScenes() -> [[UInt8]] {
        scenes.map { scene in
            let surface = TestSurface(width: 440, height: 120, scale: 2)
            surface.draw(scene, x: 4, y: 4, width: 210, height: 52)
            return surface.bytes
        }
    }

    func testEightConcurrentThreadsDrawTheSameBytesAsOne() {
        let reference = Self.renderScenes()
        XCTAssertTrue(reference.allSatisfy { $0.contains { $0 != 0xFF } }, "every scene draws something")

        let results = Locked<[[[UInt8]]]>([])
        let group = DispatchGroup()
        for _ in 0..<8 {
            group.enter()
            let thread = Thread {
                var rounds: [[UInt8]] = []
                for _ in 0..<3 { rounds += Self.renderScenes() }
                results.withLock { $0.append(rounds) }
                group.leave()
            }
            thread.start()
        }
        group.wait()
        let all = results.withLock { $0 }
        XCTAssertEqual(all.count, 8)
        for rounds in all {
            for (index, bytes) in rounds.enumerated() {
                XCTAssertTrue(bytes == reference[index % reference.count], "scene \(index % reference.count) differs")
            }
        }
    }

    func testMeasureAgreesAcrossConcurrentCallers() {
        let reference = Self.scenes.map { TextEngine.measure($0, maxWidth: 210) }
        let mismatches = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let scene = index % Self.scenes.count
            if TextEngine.measure(Self.scenes[scene], maxWidth: 210) != reference[scene] {
                mismatches.withLock { $0 += 1 }
            }
        }
        XCTAssertEqual(mismatches.withLock { $0 }, 0)
    }
}

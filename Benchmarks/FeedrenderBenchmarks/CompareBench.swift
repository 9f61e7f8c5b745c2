import Appearance
import ArgumentParser
import DocumentModel
import FeedRendering
import Foundation
import ImageDiff
import LayoutDocuments
import Raster

/// `feedrender bench compare`: tolerant comparison of two 1170x2532 frames (an iPhone screen
/// at 3x): identical, 1% of pixels different, and entirely different; min and median ms.
public struct CompareBench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Time snapshot image comparison on 1170x2532 frames.")

    @Option(help: "Timed runs per case.")
    var runs: Int = 15

    public init() {}

    public func run() throws {
        let width = 1170, height = 2532
        // A busy, photo-like frame: a different colour at nearly every pixel.
        let reference = Bitmap(width: width, height: height) { x, y in
            Color(red8: UInt8(truncatingIfNeeded: x * 7 + y * 3), green8: UInt8(truncatingIfNeeded: x ^ y),
                  blue8: UInt8(truncatingIfNeeded: y))
        }
        let identical = Bitmap(width: width, height: height) { x, y in reference.pixel(x: x, y: y) }
        let onePercent = Bitmap(width: width, height: height) { x, y in
            let color = reference.pixel(x: x, y: y)
            return (y * width + x) % 100 == 0 ? Color(red: 1 - color.red, green: color.green, blue: color.blue) : color
        }
        let different = Bitmap(width: width, height: height) { x, y in
            let color = reference.pixel(x: x, y: y)
            return Color(red: 1 - color.red, green: 1 - color.green, blue: 1 - color.blue)
        }
        let strict = ImageComparator(tolerance: .default)
        let lenient = ImageComparator(tolerance: Tolerance(perChannel: 2, maxDifferingFraction: 0.02))
        let perceptual = ImageComparator(tolerance: Tolerance(perChannel: 2, maxDifferingFraction: 0.02, deltaE: 2.3))
        let cases: [(String, ImageComparator, Bitmap, Bool)] = [
            ("compare identical", strict, identical, false),
            ("compare 1% different (verdict, early exit)", strict, onePercent, false),
            ("compare 1% different (full count)", strict, onePercent, true),
            ("compare 1% different within 2% tolerance", lenient, onePercent, false),
            ("compare 1% different within 2% tolerance, delta E", perceptual, onePercent, false),
            ("compare fully different (verdict, early exit)", strict, different, false),
            ("compare fully different (full count)", strict, different, true),
        ]
        for (name, comparator, actual, exhaustive) in cases {
            var times: [Double] = []
            for _ in 0..<max(1, runs) {
                let start = ContinuousClock.now
                let difference = comparator.compare(reference: reference, actual: actual, exhaustive: exhaustive)
                times.append((ContinuousClock.now - start).milliseconds)
                precondition(difference.pixelCount == width * height)
            }
            times.sort()
            print("\(name) min: \(format(times[0])) ms")
            print("\(name) median: \(format(times[times.count / 2])) ms")
        }
        var diffTimes: [Double] = []
        for _ in 0..<3 {
            let start = ContinuousClock.now
            _ = strict.diffImage(reference: reference, actual: onePercent)
            diffTimes.append((ContinuousClock.now - start).milliseconds)
        }
        print("diff image 1% different min: \(format(diffTimes.min()!)) ms")
    }

    private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}

private extension Duration {
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}

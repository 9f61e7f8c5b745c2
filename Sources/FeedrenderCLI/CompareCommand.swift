import Appearance
import ArgumentParser
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageDiff
import LayoutDocuments
import Raster

/// `feedrender compare A.png B.png`: tolerant pixel comparison of two images.
///
/// Exit codes: 0 the images match within the tolerance, 1 they differ, 2 bad input (unreadable
/// or undecodable file, bad option).
package struct CompareCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two images pixel by pixel, within a tolerance.",
        discussion: """
            Exit status: 0 the images match, 1 they differ, 2 bad input, 3 the diff image cannot be written.
            A pixel differs when a premultiplied channel moves by more than --tolerance (and, with
            --delta-e, its CIE76 colour distance exceeds E); the images match when at most
            --max-fraction of their pixels differ. The defaults are the snapshot tests' own
            (a channel may move by 2, 0.01% of pixels may differ); --exact allows no difference.
            """)

    @Argument(help: "The reference image (PNG, JPEG or WebP).")
    var reference: String
    @Argument(help: "The image to check.")
    var actual: String
    @Option(name: .customLong("tolerance"),
            help: "Largest per-channel delta (0-255) that is not a difference (default: the tests', 2).")
    var perChannel: Int = Tolerance.default.perChannel
    @Option(name: .customLong("max-fraction"),
            help: "Largest fraction (0-1) of differing pixels that still matches (default: the tests', 0.0001).")
    var maxFraction: Double = Tolerance.default.maxDifferingFraction
    @Flag(help: "No difference allowed at all (--tolerance 0 --max-fraction 0).")
    var exact = false
    @Option(name: .customLong("delta-e"), help: "Perceptual threshold: a pixel differs only if its ΔE exceeds this.")
    var deltaE: Double?
    @Option(help: "Write the diff image (differences in red over the faded reference) here.")
    var diff: String?

    package init() {}

    package func run() throws {
        guard (0...255).contains(perChannel), (0...1).contains(maxFraction), (deltaE ?? 0) >= 0 else {
            throw ValidationError("--tolerance must be 0-255, --max-fraction 0-1, --delta-e >= 0")
        }
        let tolerance = exact ? Tolerance.exact
            : Tolerance(perChannel: perChannel, maxDifferingFraction: maxFraction, deltaE: deltaE)
        let comparator = ImageComparator(tolerance: tolerance)
        let referenceData = try Self.read(reference), actualData = try Self.read(actual)
        let difference: ImageDifference
        do {
            difference = try comparator.compare(referenceData: referenceData, actualData: actualData,
                                                referenceName: reference, actualName: actual, exhaustive: true)
        } catch {
            throw CommandFailure(status: .badInput, message: "compare: \(error)")
        }
        Console.line("reference: \(reference) \(difference.referenceSize)")
        Console.line("actual: \(actual) \(difference.actualSize)")
        Console.line("pixels: \(difference.pixelCount)")
        Console.line("differing pixels: \(difference.differingPixels)")
        Console.line("differing fraction: \(difference.differingFraction)")
        Console.line("max channel delta: \(difference.maxChannelDelta)")
        if let maxDeltaE = difference.maxDeltaE { Console.line("max delta E: \(maxDeltaE)") }
        Console.line(difference.matches ? "result: match" : "result: differ (\(difference))")
        if let diff {
            // After the result is printed, so an unwritable --diff still reports it (exit 3).
            do {
                let image = comparator.diffImage(reference: try ImageDecoder.decode(referenceData),
                                                 actual: try ImageDecoder.decode(actualData))
                try AtomicFile.write(Data(try PNGEncoder.encode(image)), to: URL(fileURLWithPath: diff))
            } catch {
                throw CommandFailure(status: .outputFailure, message: "compare: cannot write the diff image: \(error)")
            }
            Console.line("diff: \(diff)")
        }
        if !difference.matches { throw ExitCode(ExitStatus.renderFailure.rawValue) }
    }

    /// The bytes of the image at `path`; a folder, a missing or unreadable file is a bad-input
    /// error that says which, in words (not Foundation's "error 256").
    private static func read(_ path: String) throws -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CommandFailure(status: .badInput, message: "compare: \(path): no such file")
        }
        if isFolder.boolValue {
            throw CommandFailure(status: .badInput, message: "compare: \(path): is a folder, not an image (compare takes two image files; "
                                 + "`feedrender review DIR` shows a folder of snapshot failures)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(status: .badInput, message: "compare: \(path): cannot be read (\(String(cString: strerror(errno))))")
        }
        return data
    }
}

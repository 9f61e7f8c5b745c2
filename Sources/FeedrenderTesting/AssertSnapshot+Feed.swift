import Appearance
import FeedRendering
import Foundation
import ImageDiff
import ImageLoading
import Layout
import Lists
import Raster

/// Which images of a feed render a snapshot checks.
public enum FeedSnapshotOutput: String, Hashable, Sendable {
    /// The viewport frames, one reference each: `<test>-frame-1.png`, `-frame-2`, …
    case frames
    /// The full-length strip: `<test>-strip.png` (`-strip-2`, … when tiled).
    case strip
}

/// Several snapshot failures of one feed render (one per failing image).
public struct FeedSnapshotFailure: Error, Sendable, CustomStringConvertible {
    public var failures: [Error]
    public var description: String { failures.map { "\($0)" }.joined(separator: "\n\n") }
}

/// Renders a feed with `FeedRenderer` and checks each output image, and the cell frames it
/// shows (from the manifest), against references. Every image is checked before the first
/// problem is thrown (`FeedSnapshotFailure`), so all artefacts are written in one run.
@discardableResult
public func verifySnapshot(
    of source: any FeedSource, settings: FeedRenderSettings = FeedRenderSettings(),
    output: FeedSnapshotOutput = .strip, named name: String? = nil, tolerance: Tolerance = .default,
    record: RecordMode? = nil, imageLoader: ImageLoader? = nil,
    filePath: String = #filePath, testName: String = #function
) async throws -> [SnapshotOutcome] {
    var settings = settings
    settings.writesFrames = output == .frames
    settings.writesStrip = output == .strip
    settings.writesContactSheet = false
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("feedrender-snapshot-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result: FeedRenderResult
    do {
        result = try await FeedRenderer(source: source, settings: settings, imageLoader: imageLoader)
            .render(to: directory)
    } catch {
        throw SnapshotError.render("\(error)")
    }
    let files = result.manifest.files.filter { $0.kind == (output == .frames ? .frame : .strip) }
    var outcomes: [SnapshotOutcome] = []
    var failures: [Error] = []
    for (index, file) in files.enumerated() {
        let url = directory.appendingPathComponent(file.path)
        let image: Bitmap
        do { image = try PNGDecoder.decode(Data(contentsOf: url)) } catch {
            throw SnapshotError.unreadable(url.path, "\(error)")
        }
        let part = output == .frames ? "frame-\(index + 1)" : (index == 0 ? "strip" : "strip-\(index + 1)")
        let capture = SnapshotCapture(image: image, layout: LayoutSnapshot(cells: file.cells))
        do {
            outcomes.append(try verifySnapshot(capture, named: name.map { "\($0)-\(part)" } ?? part,
                                               tolerance: tolerance, record: record,
                                               filePath: filePath, testName: testName))
        } catch {
            failures.append(error)
        }
    }
    if !failures.isEmpty { throw FeedSnapshotFailure(failures: failures) }
    return outcomes
}

/// Asserts that a feed renders like its references; see `verifySnapshot(of:settings:output:…)`.
public func assertSnapshot(
    of source: any FeedSource, settings: FeedRenderSettings = FeedRenderSettings(),
    output: FeedSnapshotOutput = .strip, named name: String? = nil, tolerance: Tolerance = .default,
    record: RecordMode? = nil, imageLoader: ImageLoader? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) async {
    do {
        let outcomes = try await verifySnapshot(of: source, settings: settings, output: output, named: name,
                                                tolerance: tolerance, record: record, imageLoader: imageLoader,
                                                filePath: "\(file)", testName: testName)
        for case .recorded(let note) in outcomes { SnapshotLog.note(note) }
    } catch let failure as FeedSnapshotFailure {
        for problem in failure.failures {
            IssueReporter.fail("\(problem)", fileID: fileID, filePath: file, line: line, column: column)
        }
    } catch {
        IssueReporter.fail("\(error)", fileID: fileID, filePath: file, line: line, column: column)
    }
}

extension LayoutSnapshot {
    /// The cell frames a feed image shows, each named by its row identifier.
    public init(cells: [CellFrame]) {
        var seen: [String: Int] = [:]
        self.init(entries: cells.map { cell in
            let count = seen[cell.identifier, default: 0]
            seen[cell.identifier] = count + 1
            return Entry(path: count == 0 ? cell.identifier : "\(cell.identifier)[\(count)]", frame: cell.rect)
        })
    }
}

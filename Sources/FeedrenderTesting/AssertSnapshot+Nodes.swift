import Appearance
import FeedDocuments
import ImageDiff
import ImageLoading
import Nodes

/// Renders `node` (laid out `width` points wide, `height` high or as tall as it needs, at
/// `scale`) and checks the pixels and the frames of its node tree against
/// `Snapshots/<suite>/<test>[-<name>].png` and `.layout.json`. Throws `SnapshotFailure`.
///
/// - Parameters:
///   - imageLoader: loads `NetworkImageNode`s; nil draws their placeholders.
///   - strictImages: with a loader, an image that fails to load fails the snapshot (naming
///     the URL) instead of recording a placeholder.
@discardableResult
public func verifySnapshot(
    of node: DisplayNode, width: Double = 390, height: Double? = nil, scale: Double = 3,
    named name: String? = nil, tolerance: Tolerance = .default, record: RecordMode? = nil,
    imageLoader: ImageLoader? = nil, strictImages: Bool = true,
    filePath: String = #filePath, testName: String = #function
) async throws -> SnapshotOutcome {
    let rendered: RenderedNode
    do {
        rendered = try await NodeRenderer.render(node, width: width, height: height, scale: scale,
                                                 imageLoader: imageLoader,
                                                 strictImages: strictImages && imageLoader != nil)
    } catch {
        throw SnapshotError.render("\(error)")
    }
    let capture = SnapshotCapture(image: rendered.bitmap, layout: LayoutSnapshot(node: node))
    return try verifySnapshot(capture, named: name, tolerance: tolerance, record: record,
                              filePath: filePath, testName: testName)
}

/// Asserts that `node` renders like its reference; see `verifySnapshot(of:…)`. A failure is
/// reported to the running test (Swift Testing's `Issue.record` or `XCTFail`) with the pixel
/// figures, the nodes whose frames moved, the artefact paths and the command that accepts it.
public func assertSnapshot(
    of node: DisplayNode, width: Double = 390, height: Double? = nil, scale: Double = 3,
    named name: String? = nil, tolerance: Tolerance = .default, record: RecordMode? = nil,
    imageLoader: ImageLoader? = nil, strictImages: Bool = true,
    fileID: StaticString = #fileID, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) async {
    do {
        let outcome = try await verifySnapshot(of: node, width: width, height: height, scale: scale, named: name,
                                               tolerance: tolerance, record: record, imageLoader: imageLoader,
                                               strictImages: strictImages, filePath: "\(file)", testName: testName)
        if case .recorded(let note) = outcome { SnapshotLog.note(note) }
    } catch {
        IssueReporter.fail("\(error)", fileID: fileID, filePath: file, line: line, column: column)
    }
}

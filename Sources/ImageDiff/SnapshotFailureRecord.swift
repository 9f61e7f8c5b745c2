import Foundation

/// The JSON record of one failure, written last so a half-written set is never listed.
public struct SnapshotFailureRecord: Codable, Hashable, Sendable {
    public var suite: String
    public var name: String
    public var testName: String
    /// The first line of the failure message: which reference, what changed.
    public var summary: String
    /// The figures under the summary, worded exactly as in the failure message (one formatter
    /// writes both), e.g. `pixels: size differs: reference 390×120, actual 390×126`.
    public var details: [String]
    /// The full failure message.
    public var message: String
    public var reference: String
    public var layout: String
    /// Artefact file names, relative to the record's folder.
    public var actual: String
    public var diff: String?
    public var referenceCopy: String?
    public var actualLayout: String?
    public var acceptCommand: String
    public var copyCommand: String
    public var differingPixels: Int?
    public var pixelCount: Int?
    public var maxChannelDelta: Int?
    public var movedNodes: [String]

    public static let fileSuffix = ".failure.json"

    /// A record with every field given (snapshot testing writes these; the review page reads them).
    package init(suite: String, name: String, testName: String, summary: String, details: [String], message: String, reference: String, layout: String, actual: String, diff: String?, referenceCopy: String?, actualLayout: String?, acceptCommand: String, copyCommand: String, differingPixels: Int?, pixelCount: Int?, maxChannelDelta: Int?, movedNodes: [String]) {
        self.suite = suite
        self.name = name
        self.testName = testName
        self.summary = summary
        self.details = details
        self.message = message
        self.reference = reference
        self.layout = layout
        self.actual = actual
        self.diff = diff
        self.referenceCopy = referenceCopy
        self.actualLayout = actualLayout
        self.acceptCommand = acceptCommand
        self.copyCommand = copyCommand
        self.differingPixels = differingPixels
        self.pixelCount = pixelCount
        self.maxChannelDelta = maxChannelDelta
        self.movedNodes = movedNodes
    }
}

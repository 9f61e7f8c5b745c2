import Foundation

/// The JSON record of one failure, written last so a half-written set is never listed.
package struct SnapshotFailureRecord: Codable, Hashable, Sendable {
    package var suite: String
    package var name: String
    package var testName: String
    /// The first line of the failure message: which reference, what changed.
    package var summary: String
    /// The figures under the summary, worded exactly as in the failure message (one formatter
    /// writes both), e.g. `pixels: size differs: reference 390×120, actual 390×126`.
    package var details: [String]
    /// The full failure message.
    package var message: String
    package var reference: String
    package var layout: String
    /// Artefact file names, relative to the record's folder.
    package var actual: String
    package var diff: String?
    package var referenceCopy: String?
    package var actualLayout: String?
    package var acceptCommand: String
    package var copyCommand: String
    package var differingPixels: Int?
    package var pixelCount: Int?
    package var maxChannelDelta: Int?
    package var movedNodes: [String]
    /// The test run that wrote the record (`SnapshotRunEntry.runID`); nil in records from
    /// before run ids. The review page shows one run's failures.
    package var runID: String?

    package static let fileSuffix = ".failure.json"

    /// A record with every field given (snapshot testing writes these; the review page reads them).
    package init(suite: String, name: String, testName: String, summary: String, details: [String], message: String, reference: String, layout: String, actual: String, diff: String?, referenceCopy: String?, actualLayout: String?, acceptCommand: String, copyCommand: String, runID: String? = nil, differingPixels: Int?, pixelCount: Int?, maxChannelDelta: Int?, movedNodes: [String]) {
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
        self.runID = runID
    }
}

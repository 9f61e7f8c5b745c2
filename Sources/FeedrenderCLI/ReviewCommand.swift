import Appearance
import ArgumentParser
import DocumentModel
import FeedrenderSupport
import Foundation
import ImageDiff

/// `feedrender review DIR`: one HTML page (linking the images beside it) of the snapshot failures in an
/// artefacts folder (default `.build/snapshot-artifacts`), of one test run (the latest unless
/// `--run`); `--gallery` shows every snapshot of the run; `--base A --head B` compares two
/// reference trees or render folders.
///
/// Exit codes: 0 page written (with or without failures), 2 unreadable folder or record.
package struct ReviewCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write an HTML page of snapshot failures, of every snapshot of a run, or of two trees compared.",
        discussion: """
            Default: the failures of the latest test run in DIR (runs/latest), reference, actual and diff.
            --gallery: every snapshot the run checked, failing first, with filters and views.
            --base A --head B: two reference trees (every .png by path) or two render folders (their
            manifest.json) compared by name; changed pairs get a diff image beside the page.
            Exit status: 0 page written, 2 bad input, 3 the page cannot be written.
            """)

    @Argument(help: "The snapshot artefacts folder.")
    var directory: String = ".build/snapshot-artifacts"
    // Not `--out`: the root command's render options own that name.
    @Option(name: [.customLong("output"), .customShort("o")], help: "Where to write the page (default: DIR/review.html, DIR/gallery.html, or compare.html).")
    var output: String?
    @Option(name: .customLong("run"), help: "The test run to show (default: the latest, from DIR/runs/latest).")
    var runID: String?
    @Flag(help: "Show failure records of every run (old artefacts too).")
    var allRuns = false
    @Flag(help: "Show every snapshot of the run, not only failures.")
    var gallery = false
    @Option(help: "Compare mode: the base tree (references or a render folder).")
    var base: String?
    @Option(help: "Compare mode: the head tree, compared with --base.")
    var head: String?

    package init() {}

    package func validate() throws {
        if (base == nil) != (head == nil) { throw ValidationError("--base and --head go together") }
        if base != nil && gallery { throw ValidationError("--gallery shows a test run; --base/--head compare two trees") }
        if let runID, !SnapshotRunIndex.isValid(runID: runID) { throw ValidationError("--run \(runID) is not a run id") }
    }

    package func run() throws {
        if let base, let head { return try compare(base: base, head: head) }
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        if gallery { return try writeGallery(of: folder) }
        let page = output.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("review.html")
        let runID = allRuns ? nil : (self.runID ?? SnapshotRunIndex.latestRunID(in: folder))
        let review: ReviewPage
        do {
            review = try ReviewPage(artifactsDirectory: folder, pageDirectory: page.deletingLastPathComponent(), runID: runID)
        } catch {
            throw CommandFailure(status: .badInput, message: "review: \(error)")
        }
        try Self.write(review.html, to: page)
        Console.line("failures: \(review.failures.count)" + (runID.map { " (run \($0))" } ?? ""))
        if review.otherRuns > 0 {
            Console.line("left out: \(review.otherRuns) failure record(s) of other runs (--all-runs shows them)")
        }
        for failure in review.failures { Console.line("  \(failure.suite)/\(failure.name): \(failure.summary)") }
        Console.line("page: \(page.path)")
    }

    /// Writes a page atomically; a failure is exit 3.
    static func write(_ html: String, to page: URL) throws {
        do {
            try AtomicFile.write(Data(html.utf8), to: page)
        } catch {
            throw CommandFailure(status: .outputFailure, message: "review: \(error)")
        }
    }
}

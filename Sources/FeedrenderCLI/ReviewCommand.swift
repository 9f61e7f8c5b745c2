import Appearance
import ArgumentParser
import DocumentModel
import FeedrenderSupport
import Foundation
import ImageDiff

/// `feedrender review DIR`: one HTML page (linking the images beside it) of the snapshot failures in an
/// artefacts folder (default `.build/snapshot-artifacts`).
///
/// Exit codes: 0 page written (with or without failures), 2 unreadable folder or record.
package struct ReviewCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write an HTML page showing every snapshot failure: reference, actual, diff.",
        discussion: "Exit status: 0 page written, 2 bad input, 3 the page cannot be written.")

    @Argument(help: "The snapshot artefacts folder.")
    var directory: String = ".build/snapshot-artifacts"
    // Not `--out`: the root command's render options own that name.
    @Option(name: [.customLong("output"), .customShort("o")], help: "Where to write the page (default: DIR/review.html).")
    var output: String?

    package init() {}

    package func run() throws {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let page = output.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("review.html")
        let review: ReviewPage
        do {
            review = try ReviewPage(artifactsDirectory: folder, pageDirectory: page.deletingLastPathComponent())
        } catch {
            throw CommandFailure(status: .badInput, message: "review: \(error)")
        }
        do {
            try AtomicFile.write(Data(review.html.utf8), to: page)
        } catch {
            throw CommandFailure(status: .outputFailure, message: "review: \(error)")
        }
        Console.line("failures: \(review.failures.count)")
        for failure in review.failures { Console.line("  \(failure.suite)/\(failure.name): \(failure.summary)") }
        Console.line("page: \(page.path)")
    }
}

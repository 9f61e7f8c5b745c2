import Appearance
import ArgumentParser
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageDiff
import LayoutDocumentDrawing
import LayoutDocuments
import Lists

/// `feedrender`: renders feeds, layout documents and store screenshots to PNG.
public struct FeedrenderCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "feedrender",
        abstract: "Render app feeds to PNG, headless.",
        discussion: """
            Without a subcommand, `render` runs: `feedrender --out DIR` renders the built-in \
            demo feed into DIR.

            \(ExitStatus.helpText)
            """,
        subcommands: [RenderCommand.self, DevicesCommand.self, LayoutCommand.self, CompareCommand.self, ReviewCommand.self, ScreenshotsCommand.self],
        defaultSubcommand: RenderCommand.self)

    public init() {}

    /// Parses the arguments, runs the command and exits with a documented `ExitStatus`:
    /// usage errors exit with 2 (not ArgumentParser's 64), failures print one line.
    public static func main() {
        do {
            var command = try parseAsRoot()
            if let asyncCommand = command as? AsyncParsableCommand {
                // Async subcommands run on the cooperative pool; this thread waits.
                let box = UncheckedBox(asyncCommand)
                try runBlocking { var command = box.value; try await command.run() }
            } else {
                try command.run()
            }
            exit(withError: nil)
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("feedrender: \(failure.message)\n".utf8))
            Foundation.exit(failure.status.rawValue)
        } catch {
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(ExitStatus.badInput.rawValue)
        }
    }
}

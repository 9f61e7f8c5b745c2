import ArgumentParser
import DocumentModel
import Foundation

/// `feedrender`: renders feeds, layout documents and store screenshots to PNG.
package struct FeedrenderCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "feedrender",
        abstract: "Render app feeds to PNG, headless.",
        discussion: """
            Without a subcommand, `render` runs: `feedrender --out DIR` renders the built-in \
            demo feed into DIR.

            \(ExitStatus.helpText)
            """,
        subcommands: [RenderCommand.self, DevicesCommand.self, LayoutCommand.self, CompareCommand.self,
                      ReviewCommand.self, ScreenshotsCommand.self, MergeCommand.self],
        defaultSubcommand: RenderCommand.self)

    package init() {}

    /// Parses the arguments, runs the command and exits with a documented `ExitStatus`.
    /// Usage errors exit with 2 (not ArgumentParser's 64). Any other failure prints one line:
    /// a bad document as `file: path: problem`, everything else as `feedrender: problem`.
    package static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit(withError: nil)
        } catch let exit as ExitCode {
            Self.exit(withError: exit)
        } catch let error as DocumentError {
            fail(error.description, status: ExitStatus(for: error))
        } catch let error where error is CommandFailure || !(isArgumentParserError(error)) {
            fail("feedrender: \(error)", status: ExitStatus(for: error))
        } catch {
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            fail(fullMessage(for: error), status: .badInput)
        }
    }

    private static func fail(_ line: String, status: ExitStatus) -> Never {
        FileHandle.standardError.write(Data((line + "\n").utf8))
        Foundation.exit(status.rawValue)
    }

    /// Whether ArgumentParser made `error` (usage problems, help and version requests).
    private static func isArgumentParserError(_ error: any Error) -> Bool {
        error is ValidationError || error is CleanExit || error is ExitCode
            || String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
    }
}

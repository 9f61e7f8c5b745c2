import ArgumentParser
import DocumentModel
import FeedRendering
import FeedrenderSupport
import Foundation
import Text

/// `feedrender`: renders feeds, layout documents and store screenshots to PNG.
package struct FeedrenderCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "feedrender",
        abstract: "Render app feeds to PNG, headless.",
        discussion: """
            Without a subcommand, `render` runs: `feedrender --out DIR` renders the built-in \
            demo feed into DIR. `feedrender --version` prints the version and the renderer's \
            fingerprint (library versions and the hash of every font file).

            \(ExitStatus.helpText)
            """,
        subcommands: [RenderCommand.self, DevicesCommand.self, LayoutCommand.self, CompareCommand.self,
                      ReviewCommand.self, OrphansCommand.self, SnapshotCommand.self, ScreenshotsCommand.self, MergeCommand.self,
                      AnimateCommand.self, ServeCommand.self, AuditCommand.self],
        defaultSubcommand: RenderCommand.self)

    package init() {}

    /// Parses the arguments, runs the command and exits with a documented `ExitStatus`.
    /// Usage errors exit with 2 (not ArgumentParser's 64). Any other failure prints one line:
    /// a bad document as `file: path: problem`, everything else as `feedrender: problem`.
    package static func main() async {
        Console.secureStandardStreams()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--version"] {
            Console.line(versionText)
            exit(withError: nil)
        }
        if let problem = unknownCommandProblem(arguments) { fail(problem, status: .badInput) }
        do {
            var command = try parseAsRoot(arguments)
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

    /// The version, then what decides the pixels: the renderer's libraries and the hash of
    /// the font files (a manifest's `renderer` and `fontHash`).
    static var versionText: String {
        let fontHash = (try? FontEnvironment.loaded.get())?.fontHash ?? "unavailable (fonts not loaded)"
        return "\(RendererIdentity.version)\nrenderer: \(FeedRenderer.rendererDescription)\nfonts: \(fontHash)"
    }

    /// A first argument that names no command and no document (`feedrender lint x.json`):
    /// without this, the default `render` would take it as a document path and complain
    /// about something else. A word with no dot or slash that is not a file is a command
    /// name, misspelt or unknown.
    static func unknownCommandProblem(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !first.contains("."), !first.contains("/"),
              !FileManager.default.fileExists(atPath: first) else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        return "feedrender: unknown command \"\(first)\" (commands: \(names.joined(separator: ", ")); "
            + "a document path has an extension, e.g. feed.json)"
    }

    private static func fail(_ line: String, status: ExitStatus) -> Never {
        Console.line(line, to: .error)
        Foundation.exit(status.rawValue)
    }

    /// Whether ArgumentParser made `error` (usage problems, help and version requests).
    private static func isArgumentParserError(_ error: any Error) -> Bool {
        error is ValidationError || error is CleanExit || error is ExitCode
            || String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
    }
}

import Appearance
import ArgumentParser
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageDiff
import ImageLoading
import Layout
import LayoutDocumentDrawing
import LayoutDocuments
import Lists
import Nodes
import Raster
import Text

/// `feedrender layout DOC.json`: prints the computed frames of a layout document
/// (layout-json.md) as `{"size":[w,h],"frames":{"id":[x,y,w,h],...}}`.
public struct LayoutCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a layout document and print the frames of its elements.")

    @Argument(help: "The layout document (JSON, or YAML for .yaml/.yml), or - for standard input.")
    var document: String

    @Option(name: .customLong("png"), help: "Also draw the laid-out tree into this PNG file (at the document's scale).")
    var pngPath: String?

    @Flag(help: "With --png: fail (exit 1) when an image cannot be loaded, instead of drawing a placeholder.")
    var strict = false

    public init() {}

    public func run() throws {
        let source = document
        let outcome: Result<(String, [LayoutWarning]), DocumentError>
        // Read once: standard input cannot be read again for --png.
        let text: String
        do {
            text = try Self.readText(source)
        } catch let error as DocumentError {
            Self.printError(error.inFile(Self.displayName(source)).description)
            throw ExitCode(1)
        }
        do {
            outcome = .success(try LargeStack.run {
                let parsed = try Self.parse(text, path: source)
                let layout = try parsed.layout(using: makeLeafFactory())
                return (layout.json.serialized(), layout.warnings)
            })
        } catch let error as DocumentError {
            outcome = .failure(error)
        }
        switch outcome {
        case .success(let (json, warnings)):
            for warning in warnings { Self.printError("warning: \(warning)") }
            if let pngPath {
                try drawPNG(text, to: pngPath)
            }
            print(json)
        case .failure(let error):
            Self.printError(error.inFile(Self.displayName(source)).description)
            throw ExitCode(1)
        }
    }

    /// Draws the document with real nodes and writes the PNG atomically.
    private func drawPNG(_ text: String, to path: String) throws {
        do {
            try FontEnvironment.requireInstalled()
        } catch {
            Self.printError("error: \(error)")
            throw ExitCode(1)
        }
        let source = document
        let strict = self.strict
        // Layout and drawing recurse once per nesting level: run them on a large stack,
        // as printing the frames does, so 1,000-level documents draw too.
        let executor = LargeStackExecutor()
        defer { executor.shutdown() }
        do {
            let bytes = try runBlocking(on: executor) {
                let parsed = try Self.parse(text, path: source)
                // file:// images may come from the document's folder or the working directory.
                let folder = source == "-" ? nil : URL(fileURLWithPath: source).absoluteURL.deletingLastPathComponent()
                let roots = [folder, URL(fileURLWithPath: FileManager.default.currentDirectoryPath)].compactMap { $0 }
                let loader = ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: roots))
                defer { loader.shutdown() }
                let bitmap = try await renderLayoutDocument(parsed, imageLoader: loader, strictImages: strict,
                                                            warnings: { Self.printError("warning: \($0)") })
                return try PNGEncoder.encode(bitmap, text: RendererIdentity.pngTextChunks)
            }
            try AtomicFile.write(bytes, to: URL(fileURLWithPath: path))
        } catch let error as DocumentError {
            Self.printError(error.inFile(Self.displayName(document)).description)
            throw ExitCode(1)
        } catch {
            Self.printError("error: \(path): \(error)")
            throw ExitCode(1)
        }
    }

    /// Reads the document at `path` (`-` is standard input) as UTF-8 text.
    static func readText(_ path: String) throws -> String {
        let text: String
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw DocumentError(location: nil, problem: "standard input is not UTF-8 text")
            }
            text = decoded
        } else {
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                guard let decoded = String(data: data, encoding: .utf8) else {
                    throw DocumentError(location: nil, problem: "the file is not UTF-8 text")
                }
                text = decoded
            } catch let error as DocumentError {
                throw error
            } catch {
                throw DocumentError(location: nil, problem: "cannot read the file (\((error as NSError).localizedDescription))")
            }
        }
        return text
    }

    /// Parses a document's text: YAML for `.yaml`/`.yml` paths, JSON otherwise.
    static func parse(_ text: String, path: String) throws -> LayoutDocument {
        let isYAML = path.hasSuffix(".yaml") || path.hasSuffix(".yml")
        let json = try isYAML ? JSONValue(yaml: text) : JSONValue(parsing: text)
        return try LayoutDocument(json: json)
    }

    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

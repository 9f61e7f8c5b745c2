import ArgumentParser
import Documents
import Foundation
import ImageLoading
import Layout
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
        do {
            outcome = .success(try LargeStack.run {
                let parsed = try Self.load(source)
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
                try drawPNG(to: pngPath)
            }
            print(json)
        case .failure(let error):
            Self.printError(error.inFile(Self.displayName(source)).description)
            throw ExitCode(1)
        }
    }

    /// Draws the document with real nodes and writes the PNG atomically.
    private func drawPNG(to path: String) throws {
        do {
            try FontEnvironment.requireInstalled()
        } catch {
            Self.printError("error: \(error)")
            throw ExitCode(1)
        }
        let parsed = try Self.load(document)
        let strict = self.strict
        do {
            let bytes = try runBlocking {
                let loader = ImageLoader()
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

    /// Reads and parses the document at `path` (`-` is standard input).
    static func load(_ path: String) throws -> LayoutDocument {
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
        let isYAML = path.hasSuffix(".yaml") || path.hasSuffix(".yml")
        let json = try isYAML ? JSONValue(yaml: text) : JSONValue(parsing: text)
        return try LayoutDocument(json: json)
    }

    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

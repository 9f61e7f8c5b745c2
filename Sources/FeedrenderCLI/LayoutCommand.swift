import ArgumentParser
import Documents
import Foundation
import Layout

/// `feedrender layout DOC.json`: prints the computed frames of a layout document
/// (layout-json.md) as `{"size":[w,h],"frames":{"id":[x,y,w,h],...}}`.
public struct LayoutCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a layout document and print the frames of its elements.")

    @Argument(help: "The layout document (JSON, or YAML for .yaml/.yml), or - for standard input.")
    var document: String

    // `--png OUT` (drawing the laid-out tree) is added by the drawing side; it reuses `load()`.

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
            print(json)
        case .failure(let error):
            Self.printError(error.inFile(Self.displayName(source)).description)
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

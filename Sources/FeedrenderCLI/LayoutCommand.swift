import ArgumentParser
import DocumentModel
import FeedrenderSupport
import Foundation
import Appearance
import FeedDocuments
import ImageLoading
import Layout
import LayoutDocumentDrawing
import LayoutDocuments
import Raster
import Text

/// `feedrender layout DOC.json`: prints the computed frames of a layout document
/// (layout-json.md) as `{"size":[w,h],"frames":{"id":[x,y,w,h],...}}`.
package struct LayoutCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a layout document and print the frames of its elements.",
        discussion: ElementVocabulary.listing + "\n\n" + ExitStatus.helpText)

    @Argument(help: "The layout document (JSON, or YAML for .yaml/.yml), or - for standard input.")
    var document: String

    @Option(name: .customLong("png"), help: "Also draw the laid-out tree into this PNG file (at the document's scale).")
    var pngPath: String?

    @Flag(help: "With --png: fail (exit 1) when an image cannot be loaded, instead of drawing a placeholder.")
    var strict = false

    @Option(name: .customLong("limit"), help: DocumentLimitOption.help)
    var limit: [String] = []

    @Flag(name: .customLong("allow-font-fallback"),
          help: "Draw text whose font family is unknown with the system face (and warn), instead of failing (exit 2).")
    var allowFontFallback = false

    package init() {}

    package func validate() throws {
        _ = try DocumentLimitOption.limits(limit)
    }

    /// Lays the document out (and draws it) so that SIGINT, SIGTERM and SIGHUP stop it within
    /// moments, as they stop `render`: exit 130/143/129 and no temporary PNG left.
    package func run() async throws {
        // Only --png writes a file (its temporary one beside it); printing writes none.
        let folder = pngPath.map { URL(fileURLWithPath: $0).absoluteURL.deletingLastPathComponent() }
        let command = self
        try await Interruption.run(cleaning: folder, countsFiles: false) { try await command.layOut() }
    }

    private func layOut() async throws {
        let source = document
        let name = Self.displayName(source)
        let limits = try DocumentLimitOption.limits(limit)
        // Read once: standard input cannot be read again for --png.
        let text = try DocumentReader.readText(atPath: source, shownAs: name, limits: limits)
        // Parsing, building and laying out recurse once per nesting level: a large stack
        // lets 10,000-level documents through.
        let allowFontFallback = self.allowFontFallback
        // On the large-stack executor in this task (not a bare thread, not a new task) so the
        // parser's and the layout's cancellation checks see a signal.
        let executor = LargeStackExecutor()
        defer { executor.shutdown() }
        let (json, warnings) = try await withTaskExecutorPreference(executor) { () throws -> (String, [String]) in
            let parsed = try Self.parse(text, path: source, name: name, limits: limits)
            do {
                let (fonts, fontWarnings) = try Self.fonts(of: parsed, source: source, name: name,
                                                           allowFontFallback: allowFontFallback)
                let layout = try fonts.withFonts { () throws -> DocumentLayout in try parsed.layout(using: NodeLeafFactory()) }
                return (layout.json.serialized(), fontWarnings + layout.warnings.map { "\($0)" })
            } catch let error as DocumentError {
                // Building the leaves checks their values too (an image's url): name the file.
                throw error.file == nil ? error.inFile(name) : error
            }
        }
        for warning in warnings { Self.printError("warning: \(warning)") }
        if let pngPath {
            try await drawPNG(text, to: pngPath, limits: limits)
        }
        Console.line(json)
    }

    /// Draws the document with real nodes and writes the PNG atomically.
    private func drawPNG(_ text: String, to path: String, limits: DocumentLimits) async throws {
        let bytes = try await Self.pngBytes(of: text, source: document, limits: limits, strict: strict,
                                            allowFontFallback: allowFontFallback, shownAs: path)
        do {
            try AtomicFile.write(bytes, to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(status: .outputFailure, message: "\(error)")
        }
    }

    /// The layout document `text` (read from `source`) drawn with real nodes, as PNG bytes:
    /// what `--png` writes and `feedrender serve` shows. A drawing failure is reported as
    /// `shownAs: problem`.
    static func pngBytes(of text: String, source: String, limits: DocumentLimits, strict: Bool,
                         allowFontFallback: Bool, shownAs path: String) async throws -> [UInt8] {
        try await drawing(of: text, source: source, limits: limits, strict: strict, allowFontFallback: allowFontFallback,
                          shownAs: path, inspecting: false).png
    }

    /// `pngBytes`, and with `inspecting` every element with its frame (the same pixels) and
    /// the document's scale, for `feedrender serve`'s inspector.
    static func drawing(of text: String, source: String, limits: DocumentLimits, strict: Bool, allowFontFallback: Bool,
                        shownAs path: String, inspecting: Bool) async throws
        -> (png: [UInt8], elements: [InspectedElement], scale: Double) {
        do {
            try FontEnvironment.requireInstalled()
        } catch {
            throw CommandFailure(status: .renderFailure, message: "\(error)")
        }
        let name = Self.displayName(source)
        // Drawing recurses too: run it on a large-stack executor, as printing the frames does.
        let executor = LargeStackExecutor()
        defer { executor.shutdown() }
        // In the caller's task (not a new Task): a signal's cancellation reaches the drawing.
        return try await withTaskExecutorPreference(executor) {
            let parsed = try Self.parse(text, path: source, name: name, limits: limits)
            let fonts = try Self.fonts(of: parsed, source: source, name: name, allowFontFallback: allowFontFallback).library
            // file:// images may come from the document's folder or the working directory.
            let folder = source == "-" ? nil : URL(fileURLWithPath: source).absoluteURL.deletingLastPathComponent()
            let roots = [folder, URL(fileURLWithPath: FileManager.default.currentDirectoryPath)].compactMap { $0 }
            let loader = ImageLoader(configuration: ImageLoaderConfiguration(
                allowedFileRoots: roots, decodedPixelBudget: limits.decodedImagePixels))
            defer { loader.shutdown() }
            do {
                return try await fonts.withFonts {
                    // Named colours (`label`, the document's own `colors`) draw in the light theme.
                    let palette = ColorPalette(theme: .light)
                    let bitmap: Bitmap, elements: [InspectedElement]
                    if inspecting {
                        let inspected = try await inspectLayoutDocument(parsed, imageLoader: loader, strictImages: strict,
                                                                        palette: palette)
                        inspected.rendered.warnings.forEach { Self.printError("warning: \($0)") }
                        bitmap = inspected.rendered.bitmap
                        elements = inspected.elements
                    } else {
                        bitmap = try await renderLayoutDocument(parsed, imageLoader: loader, strictImages: strict, palette: palette,
                                                                warnings: { Self.printError("warning: \($0)") })
                        elements = []
                    }
                    return (try PNGEncoder.encode(bitmap, text: RendererIdentity.pngTextChunks), elements, parsed.scale)
                }
            } catch let error as DocumentError {
                throw error.inFile(name)
            } catch {
                throw CommandFailure(status: .renderFailure, message: "\(path): \(error)")
            }
        }
    }

    /// Parses a document's text: YAML for `.yaml`/`.yml` paths (any case), JSON otherwise.
    static func parse(_ text: String, path: String, name: String, limits: DocumentLimits) throws -> LayoutDocument {
        let json = try DocumentReader.parse(text, format: DocumentFormat(path: path), shownAs: name, limits: limits)
        do {
            return try LayoutDocument(json: json, limits: limits)
        } catch let error as DocumentError {
            throw error.inFile(name)
        }
    }

    /// The document's fonts (its `fonts` files, from its folder or the working directory, as
    /// images) and the warnings of checking its families; errors name the file.
    static func fonts(of document: LayoutDocument, source: String, name: String,
                      allowFontFallback: Bool) throws -> (library: FontLibrary, warnings: [String]) {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let folder = source == "-" ? workingDirectory : URL(fileURLWithPath: source).absoluteURL.deletingLastPathComponent()
        do {
            let loaded = try DocumentFonts.load(for: document, folder: folder, allowedRoots: [workingDirectory],
                                                allowsFallback: allowFontFallback)
            return (loaded.library, loaded.warnings.map { "\(name): \($0)" })
        } catch let error as DocumentError {
            throw error.inFile(name)
        }
    }

    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    static func printError(_ line: String) {
        Console.line(line, to: .error)
    }
}

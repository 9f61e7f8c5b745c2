import ArgumentParser
import DocumentModel
import FeedRendering
import FeedrenderSupport
import Foundation
import PreviewServer
import Raster

/// `feedrender serve PATH`: a live preview of a feed or layout document (or of the documents
/// in a folder) in a browser page that re-renders on every save. See docs/serve.md.
package struct ServeCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview a feed or layout document in a browser page that refreshes on every save.",
        discussion: """
            PATH is a feed or layout document (JSON or YAML) or a folder of them. The server prints the \
            page's URL and opens nothing; the page shows the frames and swaps in new ones \
            whenever a file in the document's folder (templates, fonts, images, catalogs) or \
            a --catalog changes. A document that does not render shows its error over the \
            last good frames. Only 127.0.0.1 is bound unless --host says otherwise; only \
            documents inside the served folder can be requested. The page can add variants \
            beside the render (light, dark, small, large, extraLarge, en-XA, ar-XB), each \
            refreshed with it. A click in an image selects the element (or feed cell) under it \
            and shows its spec path, keys, accessibility and document line, beside the layout \
            tree. The page compares the render with its reference (Snapshots/ in the served \
            folder, or --reference) or the previous render, side by side, overlaid or as a \
            diff; "accept" writes the reference (refused when CI=true). SIGINT or SIGTERM stops \
            it, leaving no temporary files (exit 0). The render options are `render`'s \
            (frames only: no strip, no contact sheet); a layout document (top-level `root`) \
            is drawn as `layout --png` draws it.
            """)

    @Argument(help: ArgumentHelp("The feed or layout document, or folder of documents, to preview.", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("The address to listen on (default 127.0.0.1: this machine only).", valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on (0: any free port; the printed URL tells which).", valueName: "n"))
    var port = 8080

    @Option(help: ArgumentHelp("The folder of committed references the page compares with and \"accept\" writes "
                               + "(default: Snapshots in the served folder).", valueName: "folder"))
    var reference: String?

    @Option(name: .customLong("rate-limit"),
            help: ArgumentHelp("Requests one client address may make per second (429 with Retry-After beyond).",
                               valueName: "n"))
    var requestsPerSecond = 600

    @Option(name: .customLong("cell-cache"),
            help: ArgumentHelp("Megabytes of cell pixels kept between renders, for all documents and variants "
                               + "(0 keeps none: every save draws every cell).", valueName: "mb"))
    /// The default fits the demo's cells at 3x in the render as given and its seven
    /// variants (about 100 MB each, 840 MB in all).
    var cellCacheMegabytes = 1024

    @OptionGroup var options: RenderOptions

    package init() {}

    package mutating func validate() throws {
        if options.out != nil { throw ValidationError("serve keeps its renders in memory: --out is not used") }
        if options.shard != nil { throw ValidationError("serve renders whole documents: --shard is not used") }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0-65535, got \(port)") }
        if host.isEmpty { throw ValidationError("--host needs an address") }
        guard (0...1 << 20).contains(cellCacheMegabytes) else {
            throw ValidationError("--cell-cache must be 0-1048576 (megabytes), got \(cellCacheMegabytes)")
        }
        guard requestsPerSecond >= 1 else { throw ValidationError("--rate-limit must be at least 1, got \(requestsPerSecond)") }
    }

    package func run() async throws {
        var options = options
        options.strip = false
        options.contactSheet = false
        options.frames = true
        var configuration = PreviewServer.Configuration(path: URL(fileURLWithPath: path).absoluteURL)
        configuration.host = host
        configuration.port = port
        configuration.extraWatchedPaths = options.catalogs.map { URL(fileURLWithPath: $0).absoluteURL.path }
        configuration.variants = Self.variants
        configuration.requestsPerSecond = requestsPerSecond
        configuration.referenceFolder = reference.map { URL(fileURLWithPath: $0, isDirectory: true).absoluteURL }
        MemoryTuning.returnLargeBuffersToTheSystem()
        let renderOptions = options
        // Cells kept between renders: a save redraws only the cells it changed.
        let memo = CellRasterMemo(byteLimit: cellCacheMegabytes << 20)
        let server = PreviewServer(configuration: configuration) { document, variant, output, otherFiles in
            var options = renderOptions
            if let variant {
                Self.apply(variant, to: &options)
                // Variants render beside the render as given, each on one core of its own.
                options.jobs = options.jobs ?? 1
            }
            let reuse = CellReuse(memo: memo, owner: (variant ?? "") + "|" + document.path,
                                  environment: (variant ?? "") + "|" + otherFiles)
            return try await Self.render(document, into: output, options: options, reuse: reuse)
        }
        do {
            try await server.run { url in Console.line(url) }
        } catch let failure as PreviewServer.StartFailure {
            throw CommandFailure(status: .badInput, message: failure.description)
        }
        Console.line("stopped", to: .error)
    }

    /// The variants the page offers beside the render as given: themes, text sizes and
    /// pseudolocales (accented and longer; right to left).
    static let variants = ["light", "dark", "small", "large", "extraLarge", "en-XA", "ar-XB"]

    /// `options` in `variant` (one of `variants`): its theme, text size or locale instead.
    static func apply(_ variant: String, to options: inout RenderOptions) {
        switch variant {
        case "light", "dark": options.theme = variant
        case "en-XA", "ar-XB": options.locale = variant
        default: options.textSize = variant
        }
    }

    /// Renders `document` into `output` as `render` would (its frames), or, for a layout
    /// document (a top-level `root` and no `items` or `sections`), as `layout --png` would;
    /// each image comes with what the inspector can select in it (elements or cells, with
    /// their document lines).
    /// - Parameter reuse: cells kept from earlier renders (feeds only); nil draws every cell.
    static func render(_ document: URL, into output: URL, options: RenderOptions,
                       reuse: CellReuse? = nil) async throws -> [PreviewImageFile] {
        let path = document.path, limits = options.limits
        let text = try DocumentReader.readText(atPath: path, limits: limits)
        let format = DocumentFormat(path: path)
        let json = try DocumentReader.parse(text, format: format, shownAs: path, limits: limits)
        let lines = DocumentLines(of: text, format: format, limits: limits)
        if case .object(let top) = json, top["root"] != nil, top["items"] == nil, top["sections"] == nil {
            let drawn = try await LayoutCommand.drawing(of: text, source: path, limits: limits, strict: options.strict,
                                                        allowFontFallback: options.allowFontFallback, shownAs: path,
                                                        inspecting: true)
            let png = Data(drawn.png)
            let size = try ImageDecoder.probe(png).size
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try png.write(to: output.appendingPathComponent("layout.png"))
            return [PreviewImageFile(name: "layout.png", pixelWidth: size.width, pixelHeight: size.height,
                                     regions: ServeInspection.regions(of: drawn.elements, in: json, lines: lines,
                                                                              scale: drawn.scale))]
        }
        var run = FeedRenderRun(input: .file(path), options: options)
        run.cellReuse = reuse
        run.collectsNodeOutlines = true
        let result = try await run.render(to: output, progress: ProgressBar(isEnabled: false))
        let scale = result.manifest.settings.scale
        return result.manifest.files.filter { $0.kind == .frame }.map { file in
            PreviewImageFile(name: file.path, pixelWidth: file.pixelSize.first ?? 0, pixelHeight: file.pixelSize.last ?? 0,
                             regions: file.cells.flatMap { cell in
                                 let region = ServeInspection.region(of: cell, scale: scale, in: json, lines: lines)
                                 return [region] + ServeInspection.nodeRegions(result.cellOutlines[cell.identifier] ?? [],
                                                                               of: region, at: cell.rect.origin, scale: scale)
                             })
        }
    }
}

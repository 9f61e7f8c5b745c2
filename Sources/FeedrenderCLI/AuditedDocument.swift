import Appearance
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageLoading
import LayoutDocumentDrawing
import LayoutDocuments
import Nodes
import Raster
import Text

/// One document audited by `feedrender audit`: its elements (in its own coordinates), its
/// pixels and its findings, named `<file name>/…`.
struct AuditedDocument: Sendable {
    var snapshot: AccessibilitySnapshot
    var findings: [AccessibilityFinding]
    var bitmap: Bitmap
    /// The elements `bitmap` shows (a feed's legend shows its first screen).
    var drawnElements: [AccessibilityElement]
    var scale: Double

    /// Reads and audits the feed or layout document (a top-level `root` and no `items` or
    /// `sections`) at `path`; errors name the file and key path.
    static func audit(_ path: String, limits: DocumentLimits, platform: AccessibilityAudit.Platform?,
                      allowFontFallback: Bool) async throws -> AuditedDocument {
        let text = try DocumentReader.readText(atPath: path, limits: limits)
        let json = try DocumentReader.parse(text, format: DocumentFormat(path: path), shownAs: path, limits: limits)
        let name = URL(fileURLWithPath: path).lastPathComponent
        let folder = URL(fileURLWithPath: path).absoluteURL.deletingLastPathComponent()
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(
            allowedFileRoots: [folder, URL(fileURLWithPath: FileManager.default.currentDirectoryPath)],
            decodedPixelBudget: limits.decodedImagePixels))
        defer { loader.shutdown() }
        var audited: AuditedDocument
        if case .object(let top) = json, top["root"] != nil, top["items"] == nil, top["sections"] == nil {
            audited = try await layoutDocument(text, path: path, limits: limits, platform: platform ?? .iOS,
                                               allowFontFallback: allowFontFallback, loader: loader)
        } else {
            let (presentation, source) = try FeedDocument.read(json, documentURL: URL(fileURLWithPath: path).absoluteURL,
                                                               fileName: path, loader: loader, limits: limits,
                                                               allowsFontFallback: allowFontFallback)
            let platform = platform ?? (presentation.device.platform == .android ? .android : .iOS)
            let result = try await FeedAccessibilityAudit(presentation: presentation, platform: platform)
                .run(source, imageLoader: loader)
            audited = AuditedDocument(snapshot: result.snapshot, findings: result.findings, bitmap: result.bitmap,
                                      drawnElements: result.drawnElements, scale: result.scale)
        }
        audited.findings = audited.findings.map { finding in
            var named = finding
            named.node = "\(name)/\(finding.node)"
            return named
        }
        return audited
    }

    /// A layout document drawn as `layout --png` draws it, over the light theme's background,
    /// and again at the largest text size.
    private static func layoutDocument(_ text: String, path: String, limits: DocumentLimits,
                                       platform: AccessibilityAudit.Platform, allowFontFallback: Bool,
                                       loader: ImageLoader) async throws -> AuditedDocument {
        let name = LayoutCommand.displayName(path)
        let executor = LargeStackExecutor()
        defer { executor.shutdown() }
        return try await withTaskExecutorPreference(executor) {
            let parsed = try LayoutCommand.parse(text, path: path, name: name, limits: limits)
            let fonts = try LayoutCommand.fonts(of: parsed, source: path, name: name, allowFontFallback: allowFontFallback)
            for warning in fonts.warnings { LayoutCommand.printError("warning: \(warning)") }
            do {
                return try await fonts.library.withFonts {
                    let base = ContentSizeScale.current
                    let rendered = try await renderLayoutDocumentNode(parsed, imageLoader: loader,
                                                                      background: Theme.light.background,
                                                                      palette: ColorPalette(theme: .light))
                    let largest = try await ContentSizeScale.$current.withValue(base * AccessibilityAudit.largestContentSize) {
                        try await renderLayoutDocumentNode(parsed, imageLoader: loader, background: Theme.light.background,
                                                           palette: ColorPalette(theme: .light))
                    }
                    rendered.warnings.forEach { LayoutCommand.printError("warning: \(name): \($0)") }
                    let findings = AccessibilityAudit(platform: platform).findings(
                        in: rendered.accessibility, drawnAs: rendered.bitmap, scale: parsed.scale,
                        largest: largest.accessibility)
                    return AuditedDocument(snapshot: rendered.accessibility, findings: findings, bitmap: rendered.bitmap,
                                           drawnElements: rendered.accessibility.elements, scale: parsed.scale)
                }
            } catch let error as DocumentError {
                throw error.file == nil ? error.inFile(name) : error
            }
        }
    }
}

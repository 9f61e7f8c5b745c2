import Appearance
import DocumentModel
import FeedDocuments
import FeedrenderSupport
import Foundation
import ImageLoading
import Layout
import LayoutDocumentDrawing
import LayoutDocuments
import Raster
import Text

/// Renders the documents of a fixture folder, for `feedrender snapshot DIR` and
/// FeedrenderTesting's `assertFixtureSnapshots`: each feed document (its full-length strip) or
/// layout document (a top-level `root`) in a variant's theme, text size, direction and device.
package enum FixtureRenderer {
    /// The folder beside the documents that holds their references.
    package static let snapshotsFolderName = "Snapshots"

    /// The documents directly in `folder` (`.json`, `.yaml`, `.yml`), sorted by name; the error
    /// names a folder that cannot be read.
    package static func documents(in folder: URL) throws -> [URL] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw DocumentError(file: folder.path, location: nil, problem: "cannot read the fixture folder: \(error.localizedDescription)")
        }
        return names.filter { name in
            !name.hasPrefix(".") && ["json", "yaml", "yml"].contains((name as NSString).pathExtension.lowercased())
        }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// A document's name in reference names: its file name without the extension, each run of
    /// characters other than ASCII letters, digits and `_` made one `-` (as swift-snapshot-testing
    /// cleans the names of the files it writes): `profile card.yaml` -> `profile-card`.
    package static func name(of document: URL) -> String {
        cleaned(document.deletingPathExtension().lastPathComponent)
    }

    /// How artefacts and the review page group a fixture folder's snapshots: `fixtures-<folder>`.
    package static func suite(of folder: URL) -> String {
        "fixtures-" + cleaned(folder.lastPathComponent)
    }

    private static func cleaned(_ text: String) -> String {
        var result = "", pendingDash = false
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber || character == "_") {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "document" : result
    }

    /// The image of `document` in `variant`. `file://` images may come from the document's
    /// folder; an image that does not load fails the render (a reference of placeholders
    /// would pass whatever the image shows). Errors name the file (and key, for a bad document).
    package static func render(_ document: URL, variant: FixtureVariant, limits: DocumentLimits = .default) async throws -> Bitmap {
        let folder = document.deletingLastPathComponent()
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [folder],
                                                                         decodedPixelBudget: limits.decodedImagePixels))
        defer { loader.shutdown() }
        let json = try DocumentReader.read(atPath: document.path, limits: limits)
        if case .object(let object) = json, object.contains(key: "root") {
            return try await renderLayout(json, document: document, variant: variant, loader: loader, limits: limits)
        }
        return try await renderFeed(document, variant: variant, loader: loader, limits: limits)
    }

    private static func renderFeed(_ document: URL, variant: FixtureVariant, loader: ImageLoader,
                                   limits: DocumentLimits) async throws -> Bitmap {
        let (presentation, source) = try FeedDocument.load(from: document.path, theme: variant.theme, loader: loader,
                                                           limits: limits)
        var settings = FeedRenderSettings(presentation: presentation)
        settings.presentation.layoutDirection = variant.direction
        settings.presentation.contentSizeScale = variant.textScale
        settings.presentation.device.width = variant.width
        settings.presentation.device.scale = variant.scale
        settings.writesFrames = false
        settings.writesStrip = true
        settings.writesContactSheet = false
        settings.stripTileMaxPixels = .max
        settings.isStrict = true
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("feedrender-fixture-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await FeedRenderer(source: source, settings: settings, imageLoader: loader).render(to: directory)
        guard let strip = result.manifest.files.first(where: { $0.kind == .strip }) else {
            throw DocumentError(file: document.path, location: nil, problem: "the feed rendered no strip")
        }
        return try ImageDecoder.decode(Data(contentsOf: directory.appendingPathComponent(strip.path)))
    }

    private static func renderLayout(_ json: JSONValue, document url: URL, variant: FixtureVariant, loader: ImageLoader,
                                     limits: DocumentLimits) async throws -> Bitmap {
        var document: LayoutDocument
        do { document = try LayoutDocument(json: json, limits: limits) } catch let error as DocumentError {
            throw error.inFile(url.path)
        }
        document.layoutDirection = variant.direction
        document.scale = variant.scale
        // As wide as the device, as a cell is; as tall as the document lets it be.
        document.sizeRange.min.width = variant.width
        document.sizeRange.max.width = variant.width
        let fonts: FontLibrary
        do {
            fonts = try DocumentFonts.load(for: document, folder: url.deletingLastPathComponent(), allowsFallback: false).library
        } catch let error as DocumentError {
            throw error.inFile(url.path)
        }
        let laidOut = document
        return try await ContentSizeScale.$current.withValue(variant.textScale) {
            try await fonts.withFonts {
                do {
                    return try await renderLayoutDocument(laidOut, imageLoader: loader, strictImages: true,
                                                          background: variant.theme.background,
                                                          palette: ColorPalette(theme: variant.theme, documentColors: laidOut.colors))
                } catch let error as DocumentError {
                    throw error.inFile(url.path)
                }
            }
        }
    }
}

import Appearance
import DocumentModel
import Foundation
import LayoutDocumentDrawing
import LayoutDocuments
import Text

extension FeedDocument {
    /// The `fonts` key (font files relative to the document, inside its folder) as a library,
    /// nil when absent; then every family the templates name must be in it or pinned, unless
    /// `allowFontFallback: true` or `allowsFallback` (`--allow-font-fallback`).
    /// - Throws: `DocumentError` at the file's or the family's key path.
    /// - Returns: the library and the warnings of the check (each naming its key path).
    static func readFonts(_ top: DocumentObject, urls: URLResolver, device: DevicePreset,
                          allowsFallback: Bool) throws -> (library: FontLibrary?, warnings: [String]) {
        let files = try LayoutDocument.parseFontFiles(top["fonts"])
        if let first = files.first, !urls.base.isFileURL {
            throw first.error("font files can only be given in a local document (this one is \(urls.base.absoluteString))")
        }
        let library = try DocumentFonts.library(files, folder: urls.base.deletingLastPathComponent())
        let allowsFallback = try allowsFallback || (top["allowFontFallback"]?.bool() ?? false)
        var warnings: [String] = []
        if let templates = top["templates"] {
            // Unknown families fail here; weights a family lacks draw with its nearest face.
            warnings = try DocumentFonts.check(FontFamilyReference.scan(templates), in: library ?? FontLibrary(),
                                               allowsFallback: allowsFallback, typeface: device.systemTypeface)
        }
        return (library, warnings)
    }
}

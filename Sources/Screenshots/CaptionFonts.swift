import DocumentModel
import Foundation
import LayoutDocumentDrawing
import LayoutDocuments
import Text

/// The fonts of a screenshots configuration's captions: the files its `fonts` key registers,
/// the caption family (`captionFont`) and, as fastlane frameit has, a family per locale
/// (`captionFonts`). Captions default to Inter on every device, so one caption breaks into the
/// same lines on an iPhone and an Android phone.
package struct CaptionFonts: Hashable, Sendable {
    /// The registered files; nil for the pinned fonts alone.
    package var library: FontLibrary?
    /// The family of every locale's captions but those in `familyByLocale`.
    package var family = "Inter"
    /// Locale code → caption family.
    package var familyByLocale: [String: String] = [:]

    /// Captions in Inter for every locale, with the pinned fonts alone.
    package init() {}

    /// The caption family for the locale `code`.
    package func family(forLocale code: String) -> String { familyByLocale[code] ?? family }

    /// Reads `fonts`, `captionFont` and `captionFonts` from a configuration's top level; font
    /// files lie in the configuration's folder or under `allowedRoots`, every family is pinned
    /// or registered, and `captionFonts` names only the configuration's locales.
    /// - Throws: `DocumentError` at the key path.
    static func read(_ top: DocumentObject, files: ConfigurationFiles, allowedRoots: [String],
                     localeCodes: [String]) throws -> CaptionFonts {
        var fonts = CaptionFonts()
        let fileValues = try LayoutDocument.parseFontFiles(top["fonts"])
        for value in fileValues { _ = try files.allowedFile(value) }
        fonts.library = try DocumentFonts.library(fileValues, folder: URL(fileURLWithPath: files.base),
                                                  allowedRoots: allowedRoots.map { URL(fileURLWithPath: $0) })
        let library = fonts.library ?? FontLibrary()
        func family(_ value: DocumentValue) throws -> String {
            let name = try value.string()
            guard library.containsFamily(name) else {
                throw value.error(FontLibraryError.unknownFamily(name, known: library.knownFamilyNames).description)
            }
            return name
        }
        if let value = top["captionFont"] { fonts.family = try family(value) }
        if let value = top["captionFonts"] {
            let object = try value.object()
            for code in object.keys {
                let entry = object[code]!
                guard localeCodes.contains(code) else {
                    throw entry.error("\(JSONValue.quoted(code)) is not one of the configuration's locales")
                }
                fonts.familyByLocale[code] = try family(entry)
            }
        }
        return fonts
    }
}

import DocumentModel
import Foundation
import LayoutDocuments
import Text

/// A document's fonts: the files its `fonts` key registers, and the check that every family
/// its text names exists (layout documents, feed documents and screenshot configurations).
package enum DocumentFonts {
    /// The library of `files` (values of a `fonts` array; paths relative to `folder`, each of
    /// which must lie, `..` and links resolved, inside `folder` or one of `allowedRoots`), or
    /// nil when there are none.
    /// - Throws: `DocumentError` at the file's key path: outside the folders, missing,
    ///   unreadable or not a font.
    package static func library(_ files: [DocumentValue], folder: URL, allowedRoots: [URL] = [],
                                adding extra: [URL] = []) throws -> FontLibrary? {
        guard !files.isEmpty || !extra.isEmpty else { return nil }
        let roots = ([folder] + allowedRoots).map(canonical)
        var urls: [URL] = extra
        for file in files {
            let written = try file.string()
            let url = written.hasPrefix("/") ? URL(fileURLWithPath: written) : folder.appendingPathComponent(written)
            let resolved = canonical(url)
            guard roots.contains(where: { resolved == $0 || resolved.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
                throw file.error("font file \(JSONValue.quoted(written)) is outside the document's folder")
            }
            urls.append(url)
        }
        do {
            return try FontLibrary(registering: urls)
        } catch {
            // Name the key the failing file came from.
            let failing: String
            switch error {
            case .missingFile(let path), .notAFont(let path), .unreadableFile(let path, _): failing = path
            default: failing = ""
            }
            let value = zip(files, urls.suffix(files.count)).first { $0.1.standardizedFileURL.path == failing }?.0
            let message = "\(error)".replacingOccurrences(of: failing, with: value.map { (try? $0.string()) ?? failing } ?? failing)
            throw value?.error(message) ?? DocumentError(location: nil, problem: message)
        }
    }

    /// Checks each family in `references` against `library`: an unknown family is an error at its
    /// key path, unless `allowsFallback` (then it draws with the system face, and a warning says
    /// so). A weight or slant the family lacks draws with the nearest face and a warning names both.
    /// - Returns: the warnings, one line each, starting with the key path.
    package static func check(_ references: [FontFamilyReference], in library: FontLibrary, allowsFallback: Bool,
                              typeface: SystemTypeface = .apple) throws -> [String] {
        var warnings: [String] = []
        var reported = Set<String>()
        let environment = library.resolvedEnvironment
        for reference in references {
            guard library.containsFamily(reference.family) else {
                let problem = FontLibraryError.unknownFamily(reference.family, known: library.knownFamilyNames).description
                guard allowsFallback else { throw DocumentError(path: reference.path, problem) }
                warnings.append("\(reference.path): \(problem); drawing with the system face (\(typeface.family))")
                continue
            }
            let font = Font(family: reference.family, weight: FontWeight(numericValue: reference.weight), italic: reference.italic)
            // One warning per face asked for, at its first use.
            guard let warning = environment.substitutionWarning(for: font, typeface: typeface),
                  reported.insert(warning).inserted else { continue }
            warnings.append("\(reference.path): \(warning)")
        }
        return warnings
    }

    private static func canonical(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}

extension DocumentFonts {
    /// A layout document's fonts: the library of its `fonts` files (paths relative to `folder`,
    /// inside it or `allowedRoots`) and the warnings of checking its families (unknown
    /// families fail unless `allowsFallback` or the document's `allowFontFallback`).
    package static func load(for document: LayoutDocument, folder: URL, allowedRoots: [URL] = [],
                             allowsFallback: Bool) throws -> (library: FontLibrary, warnings: [String]) {
        let library = try library(document.fontFiles, folder: folder, allowedRoots: allowedRoots) ?? FontLibrary()
        let warnings = try check(document.fontFamilies, in: library,
                                 allowsFallback: allowsFallback || document.allowsFontFallback)
        return (library, warnings)
    }
}

import DocumentModel
import Foundation

/// Reads an app's string catalogs, by name: an Xcode String Catalog (`*.xcstrings`), a
/// `.strings` or `.stringsdict` file (its language from the `<lang>.lproj` folder it is in),
/// an Android `strings.xml` (its language from the `values-<qualifier>` folder; plain `values`
/// is the source language), a YAML or JSON locale file (its language from the file name,
/// `ja.yaml`; strings under `strings`), or a folder holding any of these (an Xcode project's
/// `.lproj` folders, an Android `res` folder). Every problem is a `DocumentError` naming the file
/// and the line or JSON path.
package enum CatalogReader {
    /// The catalog at `path`, named `name` in messages; `sourceLanguage` is the language of
    /// files that do not say (all but `.xcstrings`).
    package static func read(atPath path: String, shownAs name: String, sourceLanguage: String = "en",
                             limits: DocumentLimits = .default) throws -> StringCatalog {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw DocumentError(file: name, location: nil, problem: "no such catalog")
        }
        var catalog = StringCatalog(file: name, sourceLanguage: sourceLanguage)
        if isDirectory.boolValue {
            let files = try catalogFiles(in: path)
            guard !files.isEmpty else {
                throw DocumentError(file: name, location: nil,
                                    problem: "no catalog in this folder (*.xcstrings, <lang>.lproj/*.strings, values*/strings.xml)")
            }
            for file in files {
                let part = try readFile(atPath: path + "/" + file, shownAs: name + "/" + file, sourceLanguage: sourceLanguage,
                                        limits: limits)
                if file.hasSuffix(".xcstrings") { catalog.sourceLanguage = part.sourceLanguage }
                for (language, strings) in part.languages { catalog.add(strings, language: language) }
            }
            catalog.resolveResourceReferences()
            catalog.addSourceTextAliases()
            return catalog
        }
        var file = try readFile(atPath: path, shownAs: name, sourceLanguage: sourceLanguage, limits: limits)
        file.resolveResourceReferences()
        file.addSourceTextAliases()
        return file
    }

    /// A catalog file's format, for reading bytes that are not in a file (`strings(from:format:)`).
    package enum Format: CaseIterable, Sendable {
        case xcstrings, strings, stringsdict, androidXML
    }

    /// The strings of one file's bytes in `format`, by language (`language` for the one-language
    /// formats); every problem is a `DocumentError` with a line or a JSON path (the fuzz target's
    /// entry point).
    package static func strings(from data: Data, format: Format, language: String = "en",
                                limits: DocumentLimits = .default) throws -> StringCatalog {
        var catalog = StringCatalog(file: "catalog", sourceLanguage: language)
        switch format {
        case .xcstrings:
            let text = try DocumentReader.text(of: data, shownAs: "catalog", limits: limits)
            let json = try DocumentReader.parse(text, format: .json, shownAs: "catalog", limits: limits)
            return try XCStringsReader.read(DocumentValue(json), file: "catalog")
        case .strings: catalog.add(try StringsFileReader.read(try stringsText(data, shownAs: "catalog")), language: language)
        case .stringsdict: catalog.add(try StringsDictReader.read(data), language: language)
        case .androidXML: catalog.add(try AndroidStringsReader.read(data), language: language)
        }
        return catalog
    }

    /// Whether `path` names something `read` understands by its name (a catalog file or a folder).
    package static func isCatalogName(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return [".xcstrings", ".strings", ".stringsdict", ".xml", ".yaml", ".yml", ".json"].contains { lowered.hasSuffix($0) }
    }

    /// Catalog files under `folder` (up to three levels, e.g. `res/values-ja/strings.xml`), sorted.
    private static func catalogFiles(in folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let next = enumerator.nextObject() as? String {
            if enumerator.level > 3 { enumerator.skipDescendants(); continue }
            let parts = next.split(separator: "/")
            let parent = parts.dropLast().last.map(String.init) ?? ""
            if next.hasSuffix(".xcstrings")
                || (parent.hasSuffix(".lproj") && (next.hasSuffix(".strings") || next.hasSuffix(".stringsdict")))
                || (parent.hasPrefix("values") && parts.last == "strings.xml") {
                files.append(next)
            }
        }
        return files.sorted()
    }

    /// One catalog file, its language from its name or folder.
    private static func readFile(atPath path: String, shownAs name: String, sourceLanguage: String,
                                 limits: DocumentLimits) throws -> StringCatalog {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().lastPathComponent
        let lowered = path.lowercased()
        do {
            if lowered.hasSuffix(".xcstrings") {
                let text = try DocumentReader.readText(atPath: path, shownAs: name, limits: limits)
                let json = try DocumentReader.parse(text, format: .json, shownAs: name, limits: limits)
                return try XCStringsReader.read(DocumentValue(json), file: name)
            }
            var catalog = StringCatalog(file: name, sourceLanguage: sourceLanguage)
            if lowered.hasSuffix(".strings") || lowered.hasSuffix(".stringsdict") {
                let language = try lprojLanguage(folder, sourceLanguage: sourceLanguage)
                let data = try bytes(atPath: path, shownAs: name, limits: limits)
                let strings = lowered.hasSuffix(".strings")
                    ? try StringsFileReader.read(try stringsText(data, shownAs: name))
                    : try StringsDictReader.read(data)
                catalog.add(strings, language: language)
            } else if lowered.hasSuffix(".xml") {
                let language = try valuesLanguage(folder, sourceLanguage: sourceLanguage)
                catalog.add(try AndroidStringsReader.read(try bytes(atPath: path, shownAs: name, limits: limits)),
                            language: language)
            } else {
                let stem = url.deletingPathExtension().lastPathComponent
                let language: String
                do { language = try LocaleCode(stem).tag } catch {
                    throw DocumentError(location: nil, problem: "name a locale file after its language (ja.yaml, pt-BR.yaml): \(error)")
                }
                let value = DocumentValue(try DocumentReader.read(atPath: path, shownAs: name, limits: limits))
                catalog.add(try LocaleFileStrings.read(value), language: language)
            }
            return catalog
        } catch let error as DocumentError {
            throw error.file == nil ? error.inFile(name) : error
        }
    }

    /// The language of an Xcode `<lang>.lproj` folder (`Base.lproj` is the source language).
    private static func lprojLanguage(_ folder: String, sourceLanguage: String) throws -> String {
        guard folder.hasSuffix(".lproj") else {
            throw DocumentError(location: nil, problem: "put .strings and .stringsdict files in a <lang>.lproj folder "
                                + "(ja.lproj/Localizable.strings), which names their language")
        }
        let language = String(folder.dropLast(6))
        if language == "Base" { return sourceLanguage }
        do { return try LocaleCode(language).tag } catch { throw DocumentError(location: nil, problem: "\(error)") }
    }

    /// The language of an Android `values[-qualifier]` folder (`values` is the source language).
    private static func valuesLanguage(_ folder: String, sourceLanguage: String) throws -> String {
        guard folder == "values" || folder.hasPrefix("values-") else {
            throw DocumentError(location: nil, problem: "put strings.xml in a values or values-<qualifier> folder "
                                + "(res/values-ja/strings.xml), which names its language")
        }
        guard folder != "values" else { return sourceLanguage }
        // Qualifiers after the language and region (values-ja-rJP-land) are ignored.
        let qualifiers = folder.dropFirst(7).split(separator: "-")
        let code = qualifiers.first?.hasPrefix("b+") == true
            ? String(qualifiers[0])
            : qualifiers.prefix(while: { $0.count <= 3 }).prefix(2).joined(separator: "-")
        do { return try LocaleCode(code).tag } catch { throw DocumentError(location: nil, problem: "\(error)") }
    }

    /// The file's bytes, within the size limit.
    private static func bytes(atPath path: String, shownAs name: String, limits: DocumentLimits) throws -> Data {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limits.bytes {
            throw DocumentError(location: nil, problem: "the file is \(size) bytes, over the limit of \(limits.bytes) "
                                + "(raise it with --limit bytes=N)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DocumentError(location: nil, problem: "cannot read the file")
        }
        return data
    }

    /// `.strings` text: UTF-16 with a byte-order mark (as Xcode long wrote them) or UTF-8.
    private static func stringsText(_ data: Data, shownAs name: String) throws -> String {
        let prefix = Array(data.prefix(2))
        if prefix == [0xFF, 0xFE] || prefix == [0xFE, 0xFF], let text = String(data: data, encoding: .utf16) { return text }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DocumentError(location: nil, problem: "neither UTF-8 nor UTF-16 text")
        }
        return text
    }
}

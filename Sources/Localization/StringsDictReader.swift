import DocumentModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a `.stringsdict` property list (XML): per key an `NSStringLocalizedFormatKey` whose
/// `%#@name@` variable has `NSStringPluralRuleType` forms (`zero` … `other`), or an
/// `NSStringDeviceSpecificRuleType` dictionary of device variants. Foundation's
/// `PropertyListSerialization` reads it; a file it refuses is parsed again with `XMLParser` to
/// name the line, and a wrong shape is named by its key path.
enum StringsDictReader {
    /// The strings of a `.stringsdict` file by key.
    static func read(_ data: Data) throws -> [String: LocalizedText] {
        try XMLSyntax.requireParsable(data)
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw XMLSyntax.error(in: data) ?? XMLSyntax.error(fromPropertyListError: error)
                ?? DocumentError(location: nil, problem: "not a property list: \(error)")
        }
        guard let top = plist as? [String: Any] else {
            throw DocumentError(path: .document, "expected a dictionary of keys at the top")
        }
        var strings: [String: LocalizedText] = [:]
        for key in top.keys.sorted() {
            let path = DocumentPath.document.appending(key)
            guard let entry = top[key] as? [String: Any] else { throw DocumentError(path: path, "expected a dictionary") }
            strings[key] = try text(entry, path: path)
        }
        return strings
    }

    /// One key's entry: device variants, or the format with its first variable's plural forms.
    private static func text(_ entry: [String: Any], path: DocumentPath, insideDevice: Bool = false) throws -> LocalizedText {
        if let devices = entry["NSStringDeviceSpecificRuleType"] as? [String: Any] {
            // A device variant may vary by plural, not by device again (no deep recursion).
            guard !insideDevice else {
                throw DocumentError(path: path.appending("NSStringDeviceSpecificRuleType"), "device variants inside a device variant")
            }
            var variants: [String: LocalizedText] = [:]
            for (device, value) in devices {
                if let string = value as? String {
                    variants[device] = LocalizedText(string)
                } else if let nested = value as? [String: Any] {
                    variants[device] = try text(nested, path: path.appending("NSStringDeviceSpecificRuleType").appending(device),
                                                insideDevice: true)
                }
            }
            return LocalizedText(variants["other"]?.text ?? variants.values.first?.text ?? "", devices: variants)
        }
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
            throw DocumentError(path: path.appending("NSStringLocalizedFormatKey"), "missing: the string's format")
        }
        // The first variable decides the plural form (the usual case: one count per string).
        guard let open = format.range(of: "%#@"), let close = format[open.upperBound...].range(of: "@") else {
            return LocalizedText(format)
        }
        let variable = String(format[open.upperBound..<close.lowerBound])
        let variablePath = path.appending(variable)
        guard let rule = entry[variable] as? [String: Any] else {
            throw DocumentError(path: variablePath, "missing: the format names %#@\(variable)@")
        }
        var forms: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
            guard let form = rule[category.rawValue] else { continue }
            guard let string = form as? String else {
                throw DocumentError(path: variablePath.appending(category.rawValue), "expected a string")
            }
            let filled = string.replacingOccurrences(of: "%#@", with: "%")  // nested variables are not expanded
            forms[category] = format.replacingCharacters(in: open.lowerBound..<close.upperBound, with: filled)
        }
        guard forms[.other] != nil else {
            throw DocumentError(path: variablePath.appending("other"), "missing: every plural needs an \"other\" form")
        }
        return LocalizedText(plural: forms)
    }
}

/// Finds where XML is malformed, for messages that name the line.
enum XMLSyntax {
    /// What FoundationXML's parser needs checked before it sees the bytes (it traps on
    /// both): UTF-8 text, and no processing instruction but the XML declaration.
    static func requireParsable(_ data: Data) throws {
        try requireUTF8(data)
        try rejectProcessingInstructions(data)
    }

    /// Throws unless `data` is UTF-8, naming the line of the first bad byte. FoundationXML
    /// traps on an element name that is not UTF-8, so nothing else reaches `XMLParser`.
    private static func requireUTF8(_ data: Data) throws {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var line = 1
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded): if encoded.count == 1 && encoded.first == 0x0A { line += 1 }
            case .emptyInput: return
            case .error: throw DocumentError(line: line, column: 1, "not UTF-8 text (write the file as UTF-8)")
            }
        }
    }

    /// Refuses processing instructions (`<?name data?>`) other than the leading XML
    /// declaration. Catalogs have none, and FoundationXML's parser crashes (reads a null
    /// pointer) on one without data, such as `<?x?>`: found by FuzzCatalog.
    private static func rejectProcessingInstructions(_ data: Data) throws {
        let bytes = [UInt8](data)
        var line = 1, index = 0, sawContent = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            if byte == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") {
                let target = bytes[(index + 2)..<min(bytes.count, index + 6)]
                let isDeclaration = !sawContent && target.count == 4 && Array(target.prefix(3)) == Array("xml".utf8)
                    && [0x20, 0x09, 0x0A, 0x0D].contains(target.last!)
                guard isDeclaration else {
                    throw DocumentError(line: line, column: 1, "a processing instruction (<?…?>) is not allowed in a catalog")
                }
            }
            // A byte-order mark and white space may come before the declaration.
            if ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte) { sawContent = true }
            index += 1
        }
    }

    /// The first syntax error in `data` as a `DocumentError` with its line and column; nil if
    /// `XMLParser` (libxml2) finds the text well formed.
    static func error(in data: Data) -> DocumentError? {
        let parser = XMLParser(data: data)
        let delegate = FirstError()
        parser.delegate = delegate
        guard !parser.parse() || delegate.error != nil else { return nil }
        return delegate.error ?? DocumentError(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                               "malformed XML")
    }

    /// The line a property-list error message names ("... on line 3 ..."), as an error; nil if none.
    static func error(fromPropertyListError error: Error) -> DocumentError? {
        let text = "\(error)"
        guard let range = text.range(of: "on line ") ?? text.range(of: "at line ") else { return nil }
        let digits = text[range.upperBound...].prefix(while: \.isNumber)
        guard let line = Int(digits) else { return nil }
        let detail = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "not a property list"
        return DocumentError(line: line, column: 1, "malformed property list (\(detail))")
    }

    /// libxml2's error `code` in words.
    static func reason(_ code: Int) -> String { FirstError.reasons[code] ?? "libxml2 error \(code)" }

    /// Notes the first error libxml2 reports, where it reports it.
    private final class FirstError: NSObject, XMLParserDelegate {
        /// The first error reported, with where libxml2 was.
        var error: DocumentError?

        /// Keeps the first error and its line.
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard error == nil else { return }
            let code = (parseError as NSError).code
            let reason = XMLSyntax.reason(code)
            error = DocumentError(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                  "malformed XML: \(reason)")
        }

        /// libxml2's commonest error numbers, in words.
        static let reasons: [Int: String] = [
            4: "no document element", 5: "the document ends too early", 38: "an unescaped < in an attribute",
            39: "an attribute without a value", 41: "an attribute is not in quotes", 64: "the XML declaration is malformed",
            68: "a name was expected", 73: "a closing > was expected", 76: "a closing tag does not match its opening tag",
            77: "an element is not closed before the end", 23: "an entity reference is not closed (missing ;)",
            26: "an undeclared entity (write & as &amp;)",
        ]
    }
}

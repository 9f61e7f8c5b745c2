import DocumentModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Android `res/values[-qualifier]/strings.xml`: `<string name>`, `<plurals name>` with
/// `<item quantity>` forms, and `<string-array name>` (its items become `name[0]`, `name[1]`, …).
/// Android's escapes (`\'`, `\"`, `\n`, `\t`, `\@`, `\uXXXX`) are undone, whitespace outside
/// double quotes collapses as `aapt` does, and inline markup (`<b>`, `<xliff:g>`) keeps its text.
/// Errors give the line.
enum AndroidStringsReader {
    /// The resources of a `strings.xml` file by name.
    static func read(_ data: Data) throws -> [String: LocalizedText] {
        try XMLSyntax.requireParsable(data)
        let delegate = Delegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse() else {
            if let problem = delegate.problem { throw problem }
            throw XMLSyntax.error(in: data) ?? DocumentError(line: max(parser.lineNumber, 1), column: 1, "malformed XML")
        }
        if let problem = delegate.problem { throw problem }
        guard delegate.sawResources else { throw DocumentError(line: 1, column: 1, "expected a <resources> element") }
        return delegate.strings
    }

    /// Collects the resources as the parser walks the file.
    private final class Delegate: NSObject, XMLParserDelegate {
        /// The resources read so far.
        var strings: [String: LocalizedText] = [:]
        /// The first problem, with its line; it stops the parse.
        var problem: DocumentError?
        /// Whether the file has a `<resources>` element.
        var sawResources = false
        /// The resource being read, its element (`string`, `plurals`, `string-array`) and what it has collected.
        private var name: String?
        private var kind = ""
        private var quantity: PluralCategory?
        private var forms: [PluralCategory: String] = [:]
        private var arrayItems: [String] = []
        private var text = ""
        private var inItem = false

        /// Opens a resource or one of its items.
        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            func fail(_ message: String) {
                problem = DocumentError(line: parser.lineNumber, column: max(parser.columnNumber, 1), message)
                parser.abortParsing()
            }
            switch element {
            case "resources": sawResources = true
            case "string", "plurals", "string-array":
                guard name == nil else { return }
                guard let value = attributes["name"], !value.isEmpty else { return fail("<\(element)> needs a name") }
                name = value
                kind = element
                text = ""
                forms = [:]
                arrayItems = []
            case "item" where kind == "plurals":
                guard let value = attributes["quantity"], let category = PluralCategory(rawValue: value) else {
                    return fail("<item> needs a quantity: zero, one, two, few, many or other")
                }
                quantity = category
                text = ""
                inItem = true
            case "item" where kind == "string-array":
                text = ""
                inItem = true
            default: break  // inline markup: its text is kept
            }
        }

        /// Keeps libxml2's first error with its line.
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard problem == nil else { return }
            let code = (parseError as NSError).code
            let reason = XMLSyntax.reason(code)
            problem = DocumentError(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                    "malformed XML: \(reason)")
        }

        /// Collects text inside a resource.
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if name != nil { text += string }
        }

        /// Collects CDATA inside a resource.
        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            if name != nil { text += String(decoding: block, as: UTF8.self) }
        }

        /// Closes an item or a resource, storing it.
        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            guard let name else { return }
            switch element {
            case "item" where inItem:
                if kind == "plurals", let quantity { forms[quantity] = Self.unescape(text) }
                if kind == "string-array" { arrayItems.append(Self.unescape(text)) }
                inItem = false
                text = ""
            case kind:
                switch kind {
                case "string": strings[name] = LocalizedText(Self.unescape(text))
                case "plurals": strings[name] = LocalizedText(plural: forms)
                default:
                    for (index, item) in arrayItems.enumerated() { strings["\(name)[\(index)]"] = LocalizedText(item) }
                }
                self.name = nil
            default: break
            }
        }

        /// Android's resource text: whitespace runs outside double quotes become one space,
        /// unescaped double quotes are dropped, and backslash escapes are undone.
        static func unescape(_ raw: String) -> String {
            var output = ""
            var quoted = false
            var lastWasSpace = false
            var characters = raw.makeIterator()
            while let character = characters.next() {
                if character == "\\" {
                    guard let escaped = characters.next() else { break }
                    switch escaped {
                    case "n": output.append("\n")
                    case "t": output.append("\t")
                    case "u":
                        var hex = ""
                        for _ in 0..<4 { if let digit = characters.next() { hex.append(digit) } }
                        if let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) { output.unicodeScalars.append(scalar) }
                    default: output.append(escaped)
                    }
                    lastWasSpace = false
                } else if character == "\"" {
                    quoted.toggle()
                } else if character.isWhitespace && !quoted {
                    if !lastWasSpace { output.append(" ") }
                    lastWasSpace = true
                } else {
                    output.append(character)
                    lastWasSpace = false
                }
            }
            return output.trimmingCharacters(in: .whitespaces)
        }
    }
}

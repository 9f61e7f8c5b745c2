import DocumentModel
import Foundation
import TestSupport
import XCTest
@testable import Localization

/// Malformed catalogs name the file and the line (or the JSON path); unknown codes say why.
final class CatalogErrorTests: XCTestCase {
    private func failure(_ text: String, file: String) throws -> String {
        let folder = try makeTemporaryDirectory()
        let path = try folder.writeText(text, toFileNamed: file)
        do {
            _ = try CatalogReader.read(atPath: path, shownAs: file)
            XCTFail("expected an error")
            return ""
        } catch {
            return "\(error)"
        }
    }

    func testStringsFileErrorNamesTheLine() throws {
        let message = try failure("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n", file: "ja.lproj/Localizable.strings")
        XCTAssertEqual(message, "ja.lproj/Localizable.strings: line 3, column 1: expected \";\", found \"\"\"")
        let unclosed = try failure("\"a\" = \"b\";\n\n\"c\" = \"never closed;\n", file: "ja.lproj/Localizable.strings")
        XCTAssertEqual(unclosed, "ja.lproj/Localizable.strings: line 3, column 7: a string opened here is never closed")
    }

    func testXCStringsErrorNamesTheJSONPath() throws {
        let message = try failure("""
            {"sourceLanguage": "en", "strings": {"Home": {"localizations": {"ja": {"stringUnit": {"value": 3}}}}}}
            """, file: "Localizable.xcstrings")
        XCTAssertTrue(message.hasPrefix("Localizable.xcstrings: strings.Home.localizations.ja.stringUnit.value: "), message)
        let syntax = try failure("{\"sourceLanguage\": \"en\",\n \"strings\": {,}}", file: "Localizable.xcstrings")
        XCTAssertTrue(syntax.hasPrefix("Localizable.xcstrings: line 2"), syntax)
    }

    func testAndroidXMLErrorNamesTheLine() throws {
        let message = try failure("<resources>\n  <string name=\"a\">A</string>\n  <string name=\"b\">B</strin>\n</resources>\n",
                                  file: "res/values-ja/strings.xml")
        XCTAssertTrue(message.hasPrefix("res/values-ja/strings.xml: line 3"), message)
        let quantity = try failure("<resources>\n<plurals name=\"p\">\n<item quantity=\"several\">x</item></plurals></resources>",
                                   file: "res/values/strings.xml")
        XCTAssertTrue(quantity.hasPrefix("res/values/strings.xml: line 3"), quantity)
    }

    func testStringsDictErrorNamesTheLineOrKey() throws {
        let syntax = try failure("<plist version=\"1.0\"><dict>\n<key>a</key>\n<dict></plist>", file: "en.lproj/L.stringsdict")
        XCTAssertTrue(syntax.hasPrefix("en.lproj/L.stringsdict: line "), syntax)
        let shape = try failure("""
            <plist version="1.0"><dict><key>n</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
            <key>v</key><dict><key>one</key><string>1</string></dict></dict></dict></plist>
            """, file: "en.lproj/L.stringsdict")
        XCTAssertEqual(shape, "en.lproj/L.stringsdict: n.v.other: missing: every plural needs an \"other\" form")
    }

    func testUnknownLocaleCodes() {
        XCTAssertThrowsError(try LocaleCode("jp")) { error in
            XCTAssertEqual("\(error)", "unknown locale code \"jp\": \"jp\" is not an ISO 639 language code (expected a BCP 47 "
                           + "tag such as en-US, ja, zh-Hans or pt-BR, or a pseudolocale: en-XA, ar-XB)")
        }
        XCTAssertThrowsError(try LocaleCode("en-USA1"))
        XCTAssertEqual(try LocaleCode("pt_rBR").tag, "pt-BR")
        XCTAssertEqual(try LocaleCode("b+sr+Latn").tag, "sr-Latn")
        XCTAssertEqual(try LocaleCode("zh-TW").candidates, ["zh-Hant-TW", "zh-Hant", "zh-TW", "zh"])
    }
}

/// Bytes that are not UTF-8 are an error naming the line, never a trap inside FoundationXML.
final class CatalogEncodingTests: XCTestCase {
    func testXMLThatIsNotUTF8NamesTheLine() throws {
        let data = Data("<resources>\n<string name=\"a\">A</string>\n<reso".utf8) + Data([0xFF, 0x37]) + Data(">\n".utf8)
        for format in [CatalogReader.Format.androidXML, .stringsdict] {
            XCTAssertThrowsError(try CatalogReader.strings(from: data, format: format)) { error in
                XCTAssertEqual("\(error)", "line 3, column 1: not UTF-8 text (write the file as UTF-8)")
            }
        }
    }
}

/// A processing instruction in a catalog is an error naming its line, never a trap inside
/// FoundationXML (which reads a null pointer for `<?x?>`: FuzzCatalog found it).
final class CatalogProcessingInstructionTests: XCTestCase {
    func testProcessingInstructionsAreRefusedByLine() throws {
        for text in ["\u{2}<?x?>nst", "<resources>\n<?pi data?>\n</resources>"] {
            for format in [CatalogReader.Format.androidXML, .stringsdict] {
                XCTAssertThrowsError(try CatalogReader.strings(from: Data(text.utf8), format: format)) { error in
                    XCTAssertTrue("\(error)".hasSuffix("a processing instruction (<?…?>) is not allowed in a catalog"),
                                  "\(error)")
                }
            }
        }
        // The XML declaration is not one: a catalog may start with it.
        let declared = Data("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources><string name=\"a\">A</string></resources>".utf8)
        XCTAssertNoThrow(try CatalogReader.strings(from: declared, format: .androidXML))
    }
}

import DocumentModel
import Foundation
import FuzzSupport
import Localization

/// String catalogs: any bytes read as `.strings`, `.stringsdict`, Android `strings.xml` or
/// `.xcstrings` (the first byte picks the format) give strings or throw a one-line
/// `DocumentError`, and resolving every key in every plural category never traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes, count > 0 else { return 0 }
    let formats = CatalogReader.Format.allCases
    let format = formats[Int(bytes[0]) % formats.count]
    let data = Data(bytes: bytes + 1, count: count - 1)
    FuzzDriver.allowingOneLineErrors(DocumentError.self) {
        let catalog = try CatalogReader.strings(from: data, format: format)
        for strings in catalog.languages.values {
            for text in strings.values {
                for count in [0, 1, 2, 3, 11, 100] {
                    _ = FormatArguments.format(text.resolved(count: PluralOperands(count), language: "ar"), ["1", "2"])
                }
                _ = Pseudolocale.accented.transform(text.text)
                _ = Pseudolocale.bidirectional.transform(text.text)
            }
        }
    }
    return 0
}

@main
enum FuzzCatalog {
    static func main() { FuzzDriver.run(fuzzCatalog, target: "FuzzCatalog") }
}

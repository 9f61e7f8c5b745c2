import DocumentModel
import FeedDocuments
import Foundation
import FuzzSupport
import ImageLoading

/// Feed documents: text starting with `{` is read as JSON, anything else as YAML; it
/// loads or throws a one-line `DocumentError`, and a loaded feed gives unique item ids.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFeedDocument(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = FuzzDriver.text(bytes, count)
    let format: DocumentFormat = text.first == "{" ? .json : .yaml
    FuzzDriver.allowingOneLineErrors(DocumentError.self) {
        let (_, adapter) = try FeedDocument.parse(text, format: format, documentURL: URL(fileURLWithPath: "/fuzz/feed"),
                                                  fileName: "feed", loader: FuzzFeedDocument.loader)
        let ids = adapter.rows().map(\.identifier)
        FuzzDriver.check(Set(ids).count == ids.count, "duplicate row ids \(ids)")
    }
    return 0
}

@main
enum FuzzFeedDocument {
    /// One loader for every input (nothing is fetched while a document is read).
    static let loader = ImageLoader()

    static func main() { FuzzDriver.run(fuzzFeedDocument, target: "FuzzFeedDocument") }
}

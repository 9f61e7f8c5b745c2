import DocumentModel
import FeedrenderSupport
import FuzzSupport
import Layout
import LayoutDocuments

/// Layout documents: JSON text parses and lays out with plain boxes, or throws a one-line
/// `DocumentError`; laid-out frames are finite. Runs on a large stack, as the CLI does,
/// since building and laying out recurse once per level.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutDocument(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = FuzzDriver.text(bytes, count)
    FuzzDriver.allowingOneLineErrors(DocumentError.self) {
        try LargeStack.run {
            let layout = try LayoutDocument(jsonText: text).layout(using: BoxLeafFactory())
            _ = layout.json.serialized()
        }
    }
    return 0
}

@main
enum FuzzLayoutDocument {
    static func main() { FuzzDriver.run(fuzzLayoutDocument, target: "FuzzLayoutDocument") }
}

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
    do {
        try LargeStack.run {
            let layout = try LayoutDocument(jsonText: text).layout(using: BoxLeafFactory())
            _ = layout.json.serialized()
        }
    } catch let error as DocumentError {
        FuzzDriver.check(!error.description.contains("\n"), "multi-line error: \(error)")
    } catch {
        FuzzDriver.check(false, "unexpected error \(error)")
    }
    return 0
}

@main
enum FuzzLayoutDocument {
    static func main() { FuzzDriver.run(fuzzLayoutDocument, target: "FuzzLayoutDocument") }
}

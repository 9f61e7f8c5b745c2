import DocumentModel
import FuzzSupport

/// YAML reading: any text converts or throws a one-line `DocumentError`, within the depth
/// and alias limits (no stack overflow, no alias blow-up).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = FuzzDriver.text(bytes, count)
    FuzzDriver.allowingOneLineErrors(DocumentError.self) {
        _ = try JSONValue(yaml: text)
    }
    return 0
}

@main
enum FuzzYAML {
    static func main() { FuzzDriver.run(fuzzYAML, target: "FuzzYAML") }
}

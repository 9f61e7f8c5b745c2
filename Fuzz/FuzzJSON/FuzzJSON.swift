import DocumentModel
import FuzzSupport

/// JSON parser: any text parses or throws a one-line `DocumentError`; what parses
/// serializes to text that parses back to the same value. (Replaying regress-deep.json,
/// 10,001 levels, once overflowed the stack in the recursive serializer.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = FuzzDriver.text(bytes, count)
    FuzzDriver.allowingOneLineErrors(DocumentError.self) {
        // Compared as text: serializing never recurses, while `==` does once per level.
        let serialized = try JSONValue(parsing: text).serialized()
        let again = try JSONValue(parsing: serialized).serialized()
        FuzzDriver.check(again == serialized, "round trip changed \(serialized)")
    }
    return 0
}

@main
enum FuzzJSON {
    static func main() { FuzzDriver.run(fuzzJSON, target: "FuzzJSON") }
}

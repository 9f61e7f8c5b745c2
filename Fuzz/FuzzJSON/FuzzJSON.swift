import DocumentModel
import FuzzSupport

/// JSON parser: any text parses or throws a one-line `DocumentError`; what parses
/// serializes to text that parses back to the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = FuzzDriver.text(bytes, count)
    do {
        let value = try JSONValue(parsing: text)
        let again = try JSONValue(parsing: value.serialized())
        FuzzDriver.check(again == value, "round trip changed \(value.serialized())")
    } catch let error as DocumentError {
        FuzzDriver.check(!error.description.contains("\n"), "multi-line error: \(error)")
    } catch {
        FuzzDriver.check(false, "unexpected error \(error)")
    }
    return 0
}

@main
enum FuzzJSON {
    static func main() { FuzzDriver.run(fuzzJSON, target: "FuzzJSON") }
}

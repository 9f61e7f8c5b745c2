/// The names of the files a render writes; zero-padded so they sort in order. Also what
/// identifies feedrender's own files in an output folder.
package enum OutputNames {
    package static func frame(_ index: Int) -> String { "frame-\(padded(index, 5)).png" }
    package static func strip(_ index: Int) -> String { "strip-\(padded(index, 3)).png" }
    package static func contactSheet(_ index: Int) -> String { "contact-sheet-\(padded(index, 3)).png" }

    /// Whether `name` is one feedrender's renders write (and may therefore replace).
    static func isOutputName(_ name: String) -> Bool {
        for (prefix, digits) in [("frame-", 5), ("strip-", 3), ("contact-sheet-", 3)] where name.hasPrefix(prefix) {
            let number = name.dropFirst(prefix.count).dropLast(".png".count)
            return name.hasSuffix(".png") && number.count >= digits && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
        }
        return false
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

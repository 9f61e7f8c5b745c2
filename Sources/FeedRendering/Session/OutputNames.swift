/// The names of the files a render writes; zero-padded so they sort in order. Also what
/// identifies feedrender's own files in an output folder.
package enum OutputNames {
    package static func frame(_ index: Int) -> String { "frame-\(padded(index, 5)).png" }
    package static func strip(_ index: Int) -> String { "strip-\(padded(index, 3)).png" }
    package static func contactSheet(_ index: Int) -> String { "contact-sheet-\(padded(index, 3)).png" }

    /// Whether `name` is one feedrender's renders write (and may therefore replace).
    package static func isOutputName(_ name: String) -> Bool {
        parse(name) != nil
    }

    /// The kind and number of an output name (`frame-00012.png` → frame 12); nil for any
    /// other name, a path with a folder in it included.
    package static func parse(_ name: String) -> (kind: RenderManifest.Kind, number: Int)? {
        let kinds: [(String, Int, RenderManifest.Kind)] = [("frame-", 5, .frame), ("strip-", 3, .strip),
                                                           ("contact-sheet-", 3, .contactSheet)]
        for (prefix, digits, kind) in kinds where name.hasPrefix(prefix) {
            let number = name.dropFirst(prefix.count).dropLast(".png".count)
            guard name.hasSuffix(".png"), number.count >= digits, number.count <= 9,
                  number.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(number) else { return nil }
            // Only the canonical spelling: `frame-012345.png` is not frame 12345's name.
            return name == Self.name(of: kind, value) ? (kind, value) : nil
        }
        return nil
    }

    /// The name of output `number` of `kind`.
    package static func name(of kind: RenderManifest.Kind, _ number: Int) -> String {
        switch kind {
        case .frame: return frame(number)
        case .strip: return strip(number)
        case .contactSheet: return contactSheet(number)
        }
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

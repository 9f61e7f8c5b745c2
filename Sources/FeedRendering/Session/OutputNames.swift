/// The names of the files a render writes; zero-padded so they sort in order. Also what
/// identifies feedrender's own files in an output folder.
enum OutputNames {
    static func frame(_ index: Int) -> String { "frame-\(padded(index, 5)).png" }
    static func strip(_ index: Int) -> String { "strip-\(padded(index, 3)).png" }
    static func contactSheet(_ index: Int) -> String { "contact-sheet-\(padded(index, 3)).png" }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

import Foundation

/// The code blocks README.md shows, for tests that keep them compiling: each example in the
/// README is also in a test file between two marker comments, and a test checks the two
/// copies match line for line.
public enum ReadmeExample {
    /// The README at the package root, found from a test file's path.
    public static func readme(fromTestFile testFile: String) throws -> String {
        let root = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("../../README.md")
        return try String(contentsOf: root, encoding: .utf8)
    }

    /// The first ```swift block after the heading `heading`, or nil when there is none.
    public static func swiftBlock(after heading: String, in readme: String) -> Substring? {
        guard let section = readme.range(of: heading),
              let open = readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex),
              let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex) else { return nil }
        return readme[open.upperBound..<close.lowerBound]
    }

    /// The lines of `example` from its first `final class` on, trimmed.
    public static func classes(in example: Substring) -> String {
        example.components(separatedBy: "\n").drop { !$0.hasPrefix("final class") }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The lines of `source` between the line holding `begin` and the one holding `end`, trimmed.
    public static func marked(in source: String, begin: String, end: String) -> String? {
        guard let start = source.range(of: begin), let stop = source.range(of: end, range: start.upperBound..<source.endIndex)
        else { return nil }
        return source[start.upperBound..<stop.lowerBound].components(separatedBy: "\n").dropFirst()
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

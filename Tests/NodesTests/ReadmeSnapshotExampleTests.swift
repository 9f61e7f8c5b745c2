import Feedrender
import FeedrenderTesting
import Foundation
import XCTest

// README SNAPSHOT BEGIN (ReadmeSnapshotExampleCheck below checks these lines match README.md)
final class ProfileCellTests: XCTestCase {
    /// This file's folder, where the test keeps its images (`ava.jpg`).
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    func testProfile() {                       // synchronous XCTest works, async too
        // An image loader reads file:// images only inside the folders it is given.
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [fixtures]))
        assertSnapshot(of: ProfileCell(name: "Ava", avatarURL: fixtures.appendingPathComponent("ava.jpg")),
                       as: .cell(device: .phone, imageLoader: loader))
    }
}
// README SNAPSHOT END

/// The README's snapshot test is the class above, line for line, so what the README shows
/// compiles and passes (against a committed reference) with only the two products imported.
final class ReadmeSnapshotExampleCheck: XCTestCase {
    func testReadmeShowsTheCompiledSnapshotTest() throws {
        let here = URL(fileURLWithPath: #filePath)
        let readme = try String(contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md"),
                                encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        guard let section = readme.range(of: "## Snapshot tests"),
              let open = readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex),
              let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex) else {
            return XCTFail("README.md has no Swift example under 'Snapshot tests'")
        }
        let example = readme[open.upperBound..<close.lowerBound]
        XCTAssertTrue(example.hasPrefix("import Feedrender\nimport FeedrenderTesting\nimport Foundation\nimport XCTest\n"))
        let classInReadme = example.components(separatedBy: "\n").drop { !$0.hasPrefix("final class") }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        guard let begin = source.range(of: "// README SNAPSHOT BEGIN"), let end = source.range(of: "// README SNAPSHOT END") else {
            return XCTFail("markers missing")
        }
        let classHere = source[begin.upperBound..<end.lowerBound].components(separatedBy: "\n").dropFirst()
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(classInReadme, classHere)
    }
}

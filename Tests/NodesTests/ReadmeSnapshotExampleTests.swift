import Feedrender
import FeedrenderTesting
import Foundation
import TestSupport
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
        let readme = try ReadmeExample.readme(fromTestFile: #filePath)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        guard let example = ReadmeExample.swiftBlock(after: "## Snapshot tests", in: readme) else {
            return XCTFail("README.md has no Swift example under 'Snapshot tests'")
        }
        XCTAssertTrue(example.hasPrefix("import Feedrender\nimport FeedrenderTesting\nimport Foundation\nimport XCTest\n"))
        let classHere = try XCTUnwrap(ReadmeExample.marked(in: source, begin: "// README SNAPSHOT BEGIN",
                                                           end: "// README SNAPSHOT END"))
        XCTAssertEqual(ReadmeExample.classes(in: example), classHere)
    }
}

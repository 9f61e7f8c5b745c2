import Foundation
import TestSupport
import XCTest

/// `feedrender merge` of shard folders that were edited after the render: each is refused
/// with exit 2 and one line naming the shard's manifest, the file and the field, and nothing
/// is written. Before, a count of -1 or -5 trapped, 2e9 tried to allocate 32 GB, and a shard
/// of another document with the same rows and height was merged.
final class MergeTamperTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable(timeLimit: .seconds(120))
        directory = try makeTemporaryDirectory(prefix: "merge-tamper")
    }

    /// A feed of `text`-long messages: several frames at a 60-point step.
    private func feed(_ name: String, text: String) throws -> String {
        try directory.writeText(#"{"viewport": [390, 400], "sections": [{"id": "m", "kind": "message", "items": ["#
            + (0..<30).map { #"{"id": "\#($0)", "user": "u\#($0)", "text": "\#(text) \#($0)"}"# }.joined(separator: ",") + "]}]}",
            toFileNamed: name)
    }

    /// Renders shard `index`/2 of `feed` into `folder`.
    private func renderShard(_ feed: String, _ index: Int, into folder: URL) throws {
        let result = try feedrender.run(["render", feed, "--out", folder.path, "--shard", "\(index)/2", "--scroll-step", "60",
                                         "--no-contact-sheet", "--jobs", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// Copies the pristine shard folders to fresh ones for one case.
    private func copies(of pristine: [URL], for name: String) throws -> [URL] {
        try pristine.enumerated().map { index, folder in
            let copy = directory.appendingPathComponent("\(name)-\(index)")
            try FileManager.default.copyItem(at: folder, to: copy)
            return copy
        }
    }

    /// Replaces `old` with `new` once in `folder`'s shard manifest.
    private func edit(_ folder: URL, shard: Int, _ old: String, _ new: String) throws {
        let url = folder.appendingPathComponent("manifest.shard-\(shard)-of-2.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let range = text.range(of: old) else { return XCTFail("\(old) not in \(url.path)") }
        try text.replacingCharacters(in: range, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    /// The first frame `folder`'s shard manifest lists.
    private func firstListedFrame(_ folder: URL, shard: Int) throws -> String {
        let text = try String(contentsOf: folder.appendingPathComponent("manifest.shard-\(shard)-of-2.json"), encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "\"frame-"))
        return String(text[text.index(after: start.lowerBound)...].prefix("frame-00000.png".count))
    }

    func testTamperedShardFoldersAreRefusedNamingShardFileAndField() throws {
        let source = try feed("feed.json", text: "hello")
        let pristine = [directory.appendingPathComponent("s0"), directory.appendingPathComponent("s1")]
        for (index, folder) in pristine.enumerated() { try renderShard(source, index, into: folder) }
        let frameCount = try XCTUnwrap(String(contentsOf: pristine[1].appendingPathComponent("manifest.shard-1-of-2.json"), encoding: .utf8)
            .components(separatedBy: "\"frameCount\" : ").dropFirst().first?.prefix { $0.isNumber }).description
        XCTAssertGreaterThanOrEqual(Int(frameCount) ?? 0, 3, "several frames")

        typealias Tamper = (_ folders: [URL]) throws -> Void
        let cases: [(name: String, tamper: Tamper, expected: [String])] = [
            ("shard count -1", { try self.edit($0[1], shard: 1, "\"count\" : 2", "\"count\" : -1") },
             ["manifest.shard-1-of-2.json: shard.count: expected a shard count from 1", "got -1"]),
            ("frame count -5", { try self.edit($0[1], shard: 1, "\"frameCount\" : \(frameCount)", "\"frameCount\" : -5") },
             ["manifest.shard-1-of-2.json: shard.frameCount:", "got -5"]),
            ("frame count 2e9", { try self.edit($0[1], shard: 1, "\"frameCount\" : \(frameCount)", "\"frameCount\" : 2000000000") },
             ["manifest.shard-1-of-2.json: shard.frameCount:", "got 2000000000"]),
            ("frame count 2.5", { try self.edit($0[1], shard: 1, "\"frameCount\" : \(frameCount)", "\"frameCount\" : 2.5") },
             ["manifest.shard-1-of-2.json: shard.frameCount: expected an integer, got 2.5"]),
            ("one frame more", { try self.edit($0[1], shard: 1, "\"frameCount\" : \(frameCount)", "\"frameCount\" : \(Int(frameCount)! + 2)") },
             ["manifest.shard-1-of-2.json: shard.frameCount:", "but the manifest lists"]),
            ("missing file", { folders in
                let name = try self.firstListedFrame(folders[0], shard: 0)
                try FileManager.default.removeItem(at: folders[0].appendingPathComponent(name))
             }, ["manifest.shard-0-of-2.json: files[", "frame-00000.png is missing"]),
            ("extra file", { folders in
                try FileManager.default.copyItem(at: folders[0].appendingPathComponent("frame-00000.png"),
                                                 to: folders[0].appendingPathComponent("frame-00100.png"))
             }, ["manifest.shard-0-of-2.json: files: frame-00100.png is in", "not in the manifest"]),
            ("edited PNG", { folders in
                let url = folders[1].appendingPathComponent(try self.firstListedFrame(folders[1], shard: 1))
                var data = try Data(contentsOf: url)
                data[data.count / 2] ^= 0xFF
                try data.write(to: url)
             }, ["manifest.shard-1-of-2.json: files[", "].sha256: frame-00001.png does not match its SHA-256"]),
            ("path out of the folder", { try self.edit($0[0], shard: 0, "\"path\" : \"frame-00000.png\"", "\"path\" : \"../frame-00000.png\"") },
             ["manifest.shard-0-of-2.json: files[", "].path: \"../frame-00000.png\" is not a name a render writes"]),
            ("size", { try self.edit($0[0], shard: 0, "\"bytes\" : ", "\"bytes\" : -") },
             ["manifest.shard-0-of-2.json: files[", "].bytes: expected a size ≥ 0"]),
        ]
        for testCase in cases {
            let folders = try copies(of: pristine, for: testCase.name.replacingOccurrences(of: " ", with: "-"))
            try testCase.tamper(folders)
            let out = directory.appendingPathComponent("out-\(testCase.name.replacingOccurrences(of: " ", with: "-"))")
            let result = try feedrender.run(["merge"] + folders.map(\.path) + ["--out", out.path])
            XCTAssertFalse(result.signaled, "\(testCase.name): killed by a signal: \(result.stderr)")
            XCTAssertEqual(result.status, 2, "\(testCase.name): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "\(testCase.name): one line: \(result.stderr)")
            for expected in testCase.expected {
                XCTAssertTrue(result.stderr.contains(expected), "\(testCase.name): \(result.stderr.debugDescription) lacks \(expected)")
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "\(testCase.name): nothing written")
        }
        // The untouched folders still merge.
        let merged = try feedrender.run(["merge"] + pristine.map(\.path) + ["--out", directory.appendingPathComponent("merged").path])
        XCTAssertEqual(merged.status, 0, merged.stderr)
    }

    func testAShardOfAnotherDocumentIsRefused() throws {
        // Same rows, same heights, other words.
        let first = try feed("a.json", text: "hello"), second = try feed("b.json", text: "jello")
        let s0 = directory.appendingPathComponent("a0"), s1 = directory.appendingPathComponent("b1")
        try renderShard(first, 0, into: s0)
        try renderShard(second, 1, into: s1)
        let out = directory.appendingPathComponent("out")
        let result = try feedrender.run(["merge", s0.path, s1.path, "--out", out.path])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("differ in document"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "nothing written")
    }
}

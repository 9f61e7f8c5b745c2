import DocumentModel
import Foundation
import TestSupport
import XCTest

/// `render --shard i/n` as separate processes, joined by `feedrender merge`, against one
/// unsharded run: the same files, byte for byte. Also the shipped scale-out examples.
final class ShardTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory(prefix: "feedrender-shards")
    }

    func testThreeShardsMergeIntoExactlyTheUnshardedRender() throws {
        let feedrender = try FeedrenderExecutable()
        let options = ["--scroll-step", "500", "--jobs", "1"]
        let shards = try (0..<3).map { index in
            try feedrender.start(["render", "--out", directory.appendingPathComponent("shard-\(index)").path, "--shard", "\(index)/3"] + options)
        }
        XCTAssertEqual(try feedrender.run(["render", "--out", directory.appendingPathComponent("whole").path] + options).status, 0)
        for shard in shards {
            let result = shard.wait()
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        // A shard writes only its share.
        let shard1 = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("shard-1").path)
        XCTAssertTrue(shard1.contains("frame-00001.png") && !shard1.contains("frame-00000.png"), "\(shard1)")
        XCTAssertTrue(shard1.contains("manifest.shard-1-of-3.json") && !shard1.contains("manifest.json"))

        let merged = directory.appendingPathComponent("merged")
        let result = try feedrender.run(["merge"] + (0..<3).map { directory.appendingPathComponent("shard-\($0)").path } + ["--out", merged.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let whole = directory.appendingPathComponent("whole")
        let names = try FileManager.default.contentsOfDirectory(atPath: whole.path).sorted()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: merged.path).sorted(), names)
        XCTAssertGreaterThan(names.filter { $0.hasPrefix("frame-") }.count, 3)
        for name in names {
            XCTAssertEqual(try Data(contentsOf: merged.appendingPathComponent(name)),
                           try Data(contentsOf: whole.appendingPathComponent(name)), "\(name) is byte-identical")
        }
    }

    func testMergeRefusesAGapOrAnOverlap() throws {
        let feedrender = try FeedrenderExecutable()
        for index in 0..<2 {
            XCTAssertEqual(try feedrender.run(["render", "--out", directory.appendingPathComponent("s\(index)").path,
                                    "--shard", "\(index)/2", "--no-strip", "--no-contact-sheet"]).status, 0)
        }
        let out = directory.appendingPathComponent("out").path
        let gap = try feedrender.run(["merge", directory.appendingPathComponent("s0").path, "--out", out])
        XCTAssertEqual(gap.status, 2)
        XCTAssertTrue(gap.stderr.contains("shard 1/2 is missing"), gap.stderr)
        let twice = try feedrender.run(["merge", directory.appendingPathComponent("s0").path, directory.appendingPathComponent("s0").path,
                             directory.appendingPathComponent("s1").path, "--out", out])
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.stderr.contains("appears twice"), twice.stderr)
        XCTAssertEqual(try feedrender.run(["render", "--shard", "3/3", "--out", out]).status, 2, "a shard index must be below the count")
    }

    /// The Kubernetes and GitHub Actions examples are valid YAML that shard as documented.
    func testScaleOutExamplesParse() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let job = try DocumentValue(DocumentReader.read(atPath: root.appendingPathComponent("examples/kubernetes/indexed-job.yaml").path))
        let spec = try job.object()["spec"]!.object()
        XCTAssertEqual(try spec["completionMode"]?.string(), "Indexed")
        let completions = try spec["completions"]!.number()
        let command = "\(try DocumentReader.readText(atPath: root.appendingPathComponent("examples/kubernetes/indexed-job.yaml").path))"
        XCTAssertTrue(command.contains("--shard \"${JOB_COMPLETION_INDEX}/\(Int(completions))\""))

        let workflowPath = root.appendingPathComponent("examples/github-actions/render-shards.yml").path
        let workflow = try DocumentValue(DocumentReader.read(atPath: workflowPath)).object()
        let jobs = try workflow["jobs"]!.object()
        let matrix = try jobs["shard"]!.object()["strategy"]!.object()["matrix"]!.object()["index"]!.array()
        XCTAssertEqual(matrix.count, 3)
        XCTAssertNotNil(jobs["merge"])
        XCTAssertTrue(try DocumentReader.readText(atPath: workflowPath).contains("feedrender merge"))
    }
}

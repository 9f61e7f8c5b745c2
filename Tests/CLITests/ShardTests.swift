import DocumentModel
import Foundation
import XCTest

/// `render --shard i/n` as separate processes, joined by `feedrender merge`, against one
/// unsharded run: the same files, byte for byte. Also the shipped scale-out examples.
final class ShardTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    /// The built executable (the one lookup, shared with the other CLI tests).
    private func executable() throws -> URL { try FeedrenderProcess().binary }

    private func start(_ arguments: [String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        return (process, err)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        let (process, err) = try start(arguments)
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }

    func testThreeShardsMergeIntoExactlyTheUnshardedRender() throws {
        let options = ["--scroll-step", "500", "--jobs", "1"]
        let shards = try (0..<3).map { index in
            try start(["render", "--out", directory.appendingPathComponent("shard-\(index)").path, "--shard", "\(index)/3"] + options)
        }
        XCTAssertEqual(try run(["render", "--out", directory.appendingPathComponent("whole").path] + options).status, 0)
        for (process, err) in shards {
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, String(decoding: stderr, as: UTF8.self))
        }
        // A shard writes only its share.
        let shard1 = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("shard-1").path)
        XCTAssertTrue(shard1.contains("frame-00001.png") && !shard1.contains("frame-00000.png"), "\(shard1)")
        XCTAssertTrue(shard1.contains("manifest.shard-1-of-3.json") && !shard1.contains("manifest.json"))

        let merged = directory.appendingPathComponent("merged")
        let result = try run(["merge"] + (0..<3).map { directory.appendingPathComponent("shard-\($0)").path } + ["--out", merged.path])
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
        for index in 0..<2 {
            XCTAssertEqual(try run(["render", "--out", directory.appendingPathComponent("s\(index)").path,
                                    "--shard", "\(index)/2", "--no-strip", "--no-contact-sheet"]).status, 0)
        }
        let out = directory.appendingPathComponent("out").path
        let gap = try run(["merge", directory.appendingPathComponent("s0").path, "--out", out])
        XCTAssertEqual(gap.status, 2)
        XCTAssertTrue(gap.stderr.contains("shard 1/2 is missing"), gap.stderr)
        let twice = try run(["merge", directory.appendingPathComponent("s0").path, directory.appendingPathComponent("s0").path,
                             directory.appendingPathComponent("s1").path, "--out", out])
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.stderr.contains("appears twice"), twice.stderr)
        XCTAssertEqual(try run(["render", "--shard", "3/3", "--out", out]).status, 2, "a shard index must be below the count")
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

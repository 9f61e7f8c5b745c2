import FeedrenderSupport
import Foundation
import TestSupport
import XCTest

/// The manifest is an output folder's commit point: a re-render or a merge stopped at any
/// moment (SIGTERM, SIGKILL) leaves a folder whose manifest matches every file it lists,
/// and a folder is written by one run at a time. Before, SIGTERM 1.5 s into a re-render
/// left the old manifest beside replaced files, and two runs into one folder mixed theirs.
final class OutputFolderTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable(timeLimit: .seconds(300))
        directory = try makeTemporaryDirectory(prefix: "output-folder")
    }

    /// The files `folder`'s manifest lists, each checked against the folder (present, size,
    /// SHA-256); fails the test for any mismatch.
    @discardableResult
    private func assertManifestMatches(_ folder: URL, _ context: String, file: StaticString = #filePath,
                                       line: UInt = #line) throws -> Set<String> {
        let url = folder.appendingPathComponent("manifest.json")
        let data = try XCTUnwrap(FileManager.default.contents(atPath: url.path), "\(context): no manifest.json", file: file, line: line)
        let top = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], file: file, line: line)
        let files = try XCTUnwrap(top["files"] as? [[String: Any]], file: file, line: line)
        var listed = Set<String>()
        for entry in files {
            let name = try XCTUnwrap(entry["path"] as? String, file: file, line: line)
            listed.insert(name)
            guard let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                XCTFail("\(context): \(name) is listed but missing", file: file, line: line)
                continue
            }
            XCTAssertEqual(bytes.count, entry["bytes"] as? Int, "\(context): \(name)'s size", file: file, line: line)
            XCTAssertEqual(SHA256.hex(of: bytes), entry["sha256"] as? String, "\(context): \(name)'s SHA-256", file: file, line: line)
        }
        return listed
    }

    /// Files the run `process` has written under temporary names (in subfolders too when `recursive`).
    private func stagedCount(in folder: URL, by process: RunningChildProcess, recursive: Bool = false) -> Int {
        let paths = recursive ? FileManager.default.subpaths(atPath: folder.path) ?? []
            : (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return paths.map { ($0 as NSString).lastPathComponent }
            .filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") && $0.contains(".\(process.processIdentifier).") }.count
    }

    func testAStoppedReRenderLeavesTheFolderAsItsManifestDescribes() throws {
        let out = directory.appendingPathComponent("out")
        let first = try feedrender.run(["render", "--out", out.path, "--scroll-step", "400", "--no-contact-sheet"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let original = try assertManifestMatches(out, "first render")
        // Re-renders with other settings (other bytes in every file), stopped after this many
        // staged files, with this signal.
        for (staged, signal) in [(1, SIGTERM), (6, SIGKILL), (12, SIGTERM), (20, SIGKILL), (30, SIGINT)] {
            let context = "stopped after \(staged) files by signal \(signal)"
            let process = try feedrender.start(["render", "--out", out.path, "--scroll-step", "30", "--theme", "dark",
                                                "--no-contact-sheet", "--jobs", "2"])
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline, process.isRunning, stagedCount(in: out, by: process) < staged { usleep(5_000) }
            process.send(signal)
            let result = process.wait()
            XCTAssertTrue(result.signaled || [130, 143].contains(result.status), "\(context): \(result.stderr)")
            let listed = try assertManifestMatches(out, context)
            XCTAssertEqual(listed, original, "\(context): the earlier render is whole")
        }
        // A run to its end replaces it, and removes the leftovers of the killed runs.
        let last = try feedrender.run(["render", "--out", out.path, "--scroll-step", "600", "--no-contact-sheet"])
        XCTAssertEqual(last.status, 0, last.stderr)
        let listed = try assertManifestMatches(out, "last render")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        XCTAssertEqual(Set(names), listed.union(["manifest.json"]), "no stale or temporary file")
    }

    func testASecondRunIntoAFolderBeingWrittenFailsAtOnce() throws {
        let out = directory.appendingPathComponent("busy")
        let running = try feedrender.start(["render", "--out", out.path, "--scroll-step", "10", "--no-contact-sheet", "--jobs", "1"])
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, stagedCount(in: out, by: running) < 1 { usleep(10_000) }
        let started = Date()
        let second = try feedrender.run(["render", "--out", out.path, "--no-contact-sheet"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
        XCTAssertEqual(second.status, 3, second.stderr)
        XCTAssertTrue(second.stderr.contains("another feedrender run is writing this folder"), second.stderr)
        running.send(SIGTERM)
        XCTAssertEqual(running.wait().status, 143)
    }

    /// A re-render that fills the disk (a small tmpfs, at several sizes) fails with exit 3
    /// and leaves the earlier render whole. Needs permission to mount (root); skipped otherwise.
    func testAFullDiskLeavesTheEarlierRenderWhole() throws {
        let mountPoint = directory.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        for megabytes in [2, 3, 4, 6] {
            guard let mount = ChildProcess(tool: "mount", arguments: ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", mountPoint.path]),
                  try mount.run().status == 0 else { throw XCTSkip("cannot mount a tmpfs here (not root?)") }
            defer { _ = try? ChildProcess(tool: "umount", arguments: [mountPoint.path])?.run() }
            let out = mountPoint.appendingPathComponent("out")
            // A small first render that fits: one screen, no strip.
            let first = try feedrender.run(["render", "--out", out.path, "--scroll-step", "100000", "--no-strip", "--no-contact-sheet",
                                            "--scale", "1"])
            guard first.status == 0 else {
                XCTAssertEqual(first.status, 3, "\(megabytes) MB, first render: \(first.stderr)")
                continue
            }
            let original = try assertManifestMatches(out, "\(megabytes) MB, first render")
            let second = try feedrender.run(["render", "--out", out.path, "--scroll-step", "40", "--no-contact-sheet"])
            let context = "\(megabytes) MB, re-render"
            XCTAssertEqual(second.status, 3, "\(context): \(second.stderr)")
            XCTAssertTrue(second.stderr.contains("No space left on device"), "\(context): \(second.stderr)")
            XCTAssertEqual(try assertManifestMatches(out, context), original, "\(context): the earlier render is whole")
            let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
            XCTAssertEqual(names.filter { $0.hasSuffix(".tmp") }, [], "\(context): no temporary file left")
        }
    }

    /// SIGTERM during `screenshots` leaves the folder's earlier screenshots as they were and
    /// says how many PNGs it holds, counting the per-locale subfolders (it said "0 PNG
    /// files" with 77 written).
    func testSIGTERMDuringScreenshotsLeavesTheEarlierOnesAndCountsThem() throws {
        let config = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/screenshots/screenshots.yaml")
        let out = directory.appendingPathComponent("shots")
        func pngs() -> [String: Data] {
            var files: [String: Data] = [:]
            for path in FileManager.default.subpaths(atPath: out.path) ?? [] where path.hasSuffix(".png") && !path.contains("/.") {
                files[path] = FileManager.default.contents(atPath: out.appendingPathComponent(path).path)
            }
            return files
        }
        // A twentieth of the run first: five screenshots and one feature graphic (image 100 of 105).
        let first = try feedrender.run(["screenshots", config.path, "--out", out.path, "--shard", "0/20"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let earlier = pngs()
        XCTAssertEqual(earlier.count, 6)
        let process = try feedrender.start(["screenshots", config.path, "--out", out.path, "--jobs", "2"])
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline, process.isRunning, stagedCount(in: out, by: process, recursive: true) < 3 { usleep(20_000) }
        process.send(SIGTERM)
        let result = process.wait()
        XCTAssertEqual(result.status, 143, result.stderr)
        XCTAssertEqual(pngs(), earlier, "the earlier screenshots, unchanged")
        XCTAssertTrue(result.stderr.contains("interrupted by SIGTERM; 6 PNG files are in"), result.stderr)
        XCTAssertEqual(stagedCount(in: out, by: process, recursive: true), 0, "no temporary file left")
    }
}

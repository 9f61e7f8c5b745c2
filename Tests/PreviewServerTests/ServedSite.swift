import Foundation
import TestSupport
import XCTest

/// A running `feedrender serve` (the real binary) with a scratch TMPDIR, on any free port.
struct ServedSite {
    /// The served folder.
    var site: URL
    /// The server's TMPDIR (checked empty after it stops).
    var temporaryFolder: URL
    var process: RunningChildProcess
    /// The page's URL, as the server printed it.
    var url: String
    var port: Int

    /// Serves `path` (in `base`, which also gets the TMPDIR folder) with `arguments` and
    /// `environment` added; the server is killed at the end of `test` if still running.
    static func start(_ test: XCTestCase, base: URL, site: URL, serving path: URL, arguments: [String] = [],
                      environment: [String: String] = [:]) throws -> ServedSite {
        let temporaryFolder = base.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
        var child = try FeedrenderExecutable(timeLimit: .seconds(300)).process(["serve", path.path, "--port", "0"] + arguments)
        child.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporaryFolder.path]) { $1 }
            .merging(environment) { $1 }
        let process = try child.start()
        test.addTeardownBlock { if process.isRunning { process.send(SIGKILL) } }
        guard let url = process.firstLine() else {
            XCTFail("serve printed no URL: \(process.wait().stderr)")
            throw XCTSkip("no server")
        }
        let port = Int(url.split(separator: ":").last?.filter(\.isNumber) ?? "") ?? 0
        XCTAssertTrue(url.hasPrefix("http://127.0.0.1:") && port > 0, url)
        return ServedSite(site: site, temporaryFolder: temporaryFolder, process: process, url: url, port: port)
    }

    /// Stops the server with `signal` and checks it exits 0 leaving no temporary files in its
    /// TMPDIR.
    func stop(with signal: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        process.send(signal)
        let result = process.wait()
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertFalse(result.timedOut, file: file, line: line)
        // The font cache every command keeps there (feedrender-fontconfig-UID) stays by design.
        let left = try FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path)
            .filter { !$0.hasPrefix("feedrender-fontconfig-") }
        XCTAssertEqual(left, [], "no temporary files left", file: file, line: line)
    }

    /// The server's resident memory now, in bytes (from /proc).
    var residentBytes: Int {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }
}

extension DevToolsBrowser {
    /// Clicks `image` (a CSS selector) at `pixel`, in the image's own pixels, wherever the page
    /// shows it.
    func click(_ image: String = "#images img", atImagePixel pixel: (x: Double, y: Double)) throws {
        let box = try XCTUnwrap(evaluate("""
            (() => { const image = document.querySelector('\(image)'); const r = image.getBoundingClientRect();
              const ratio = r.width / image.naturalWidth; return [r.left, r.top, ratio]; })()
            """) as? [Double])
        try click(x: box[0] + (pixel.x + 0.5) * box[2], y: box[1] + (pixel.y + 0.5) * box[2])
    }

    /// The text of the element with `id`.
    func text(of id: String) throws -> String {
        try XCTUnwrap(evaluate("document.getElementById('\(id)').textContent") as? String)
    }
}

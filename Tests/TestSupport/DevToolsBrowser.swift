import Foundation
import XCTest

/// Headless Chromium (Debian's `chromium`) driven over the DevTools protocol through its
/// WebSocket: open a page, evaluate JavaScript in it, wait for a condition, take a
/// screenshot. Each browser has its own profile folder, removed by `close()`.
public final class DevToolsBrowser: @unchecked Sendable {
    /// A DevTools command that failed or did not answer in time.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let process: RunningChildProcess
    private let profile: URL
    private let connection: WebSocketConnection
    // Touched only by the test's thread.
    private var nextIdentifier = 0
    private var session: String?

    /// Starts `chromium --headless` with a private profile and connects to it, or throws
    /// `XCTSkip` when the machine has no chromium (scripts/setup installs it).
    public init(windowWidth: Int = 1280, windowHeight: Int = 900) throws {
        let profile = try TemporaryDirectory.make(prefix: "feedrender-chromium")
        guard let tool = ChildProcess(tool: "chromium", arguments: [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--hide-scrollbars",
            "--window-size=\(windowWidth),\(windowHeight)", "--remote-debugging-port=0",
            "--user-data-dir=\(profile.path)", "about:blank",
        ], timeLimit: .seconds(600)) else {
            try? FileManager.default.removeItem(at: profile)
            throw XCTSkip("chromium is not installed (scripts/setup installs Debian's chromium)")
        }
        let process = try tool.start()
        // Chromium writes its port and the browser's WebSocket path once it listens.
        let portFile = profile.appendingPathComponent("DevToolsActivePort")
        let deadline = Date(timeIntervalSinceNow: 60)
        var lines: [Substring] = []
        while Date() < deadline, process.isRunning {
            lines = ((try? String(contentsOf: portFile, encoding: .utf8)) ?? "").split(separator: "\n")
            if lines.count >= 2 { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard lines.count >= 2, let port = Int(lines[0]),
              let url = URL(string: "ws://127.0.0.1:\(port)\(lines[1])") else {
            process.send(SIGKILL)
            let result = process.wait()
            try? FileManager.default.removeItem(at: profile)
            throw Failure(description: "chromium did not start its DevTools endpoint: \(result.stderr.suffix(2000))")
        }
        self.process = process
        self.profile = profile
        connection = try WebSocketConnection(url: url)
    }

    /// Opens `url` in a new tab and directs later commands to it.
    public func open(_ url: String) throws {
        let target = try command("Target.createTarget", ["url": url])
        guard let targetId = target["targetId"] as? String else { throw Failure(description: "no target for \(url)") }
        let attached = try command("Target.attachToTarget", ["targetId": targetId, "flatten": true])
        session = attached["sessionId"] as? String
    }

    /// The value of the JavaScript `expression` in the page (a promise is awaited), as JSON
    /// turns it into Foundation values.
    public func evaluate(_ expression: String) throws -> Any? {
        let answer = try command("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = answer["exceptionDetails"] as? [String: Any] {
            throw Failure(description: "JavaScript failed: \(exception["text"] ?? "") \((exception["exception"] as? [String: Any])?["description"] ?? "")")
        }
        return (answer["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` every 50 ms until it is `true`, for at most `timeout` seconds
    /// (an exception, as while the page is still loading, counts as not yet).
    /// - Throws: `Failure` naming the expression (and its last exception) when it never
    ///   became true.
    public func waitUntil(_ expression: String, timeout: TimeInterval = 30, _ what: String) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var lastProblem = ""
        while Date() < deadline {
            do {
                if try evaluate(expression) as? Bool == true { return }
            } catch let failure as Failure where failure.description.hasPrefix("JavaScript failed") {
                lastProblem = "; last: \(failure)"
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure(description: "timed out after \(timeout) s waiting for \(what) (\(expression))\(lastProblem)")
    }

    /// A left click at (`x`, `y`) in the viewport's CSS pixels, as a mouse makes it.
    public func click(x: Double, y: Double) throws {
        for type in ["mousePressed", "mouseReleased"] {
            try command("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    /// A PNG of the page's viewport, as the browser draws it.
    public func screenshot() throws -> Data {
        let answer = try command("Page.captureScreenshot", ["format": "png"])
        guard let text = answer["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot data")
        }
        return data
    }

    /// Sends the DevTools command `method` (to the open page, if any) and returns its result.
    @discardableResult
    public func command(_ method: String, _ parameters: [String: Any] = [:], timeout: TimeInterval = 60) throws -> [String: Any] {
        nextIdentifier += 1
        let identifier = nextIdentifier
        var message: [String: Any] = ["id": identifier, "method": method, "params": parameters]
        if let session, !method.hasPrefix("Target.") { message["sessionId"] = session }
        try connection.send(String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
        // Chromium writes a command's answer with its id first; events have no id.
        let marker = "{\"id\":\(identifier),"
        guard let text = connection.waitForMessage(timeout: timeout, matching: { $0.hasPrefix(marker) }),
              let answer = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              answer["id"] as? Int == identifier else {
            throw Failure(description: "\(method): no answer in \(timeout) s")
        }
        if let error = answer["error"] as? [String: Any] {
            throw Failure(description: "\(method): \(error["message"] ?? error)")
        }
        return answer["result"] as? [String: Any] ?? [:]
    }

    /// Closes the browser and removes its profile.
    public func close() {
        session = nil
        _ = try? command("Browser.close", timeout: 10)
        connection.close()
        if process.isRunning {
            Thread.sleep(forTimeInterval: 0.5)
            if process.isRunning { process.send(SIGKILL) }
        }
        _ = process.wait()
        try? FileManager.default.removeItem(at: profile)
    }
}

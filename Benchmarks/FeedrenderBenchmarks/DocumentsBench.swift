import ArgumentParser
import DocumentModel
import FeedDocuments
import Foundation
import FeedrenderSupport
import Layout
import LayoutDocuments

/// `feedrender-bench documents`: how long reading large documents takes — a feed of many
/// post items (JSON and YAML), a layout document with many children, a deep inset chain.
/// Reading must stay linear in the document's size.
public struct DocumentsBench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "documents",
        abstract: "Seconds to decode a generated 100k-item feed and lay out a 100k-children layout document.")

    @Option(help: "Items in the generated feed.")
    var items = 100_000

    @Option(help: "Children of the generated layout document's stack.")
    var children = 100_000

    @Option(help: "Levels of the generated inset chain.")
    var depth = 9_990

    public init() {}

    public func run() throws {
        let feed = Self.feedJSON(items: items)
        let url = URL(fileURLWithPath: "/tmp/bench-feed.json")
        let parse = try Self.seconds { _ = try JSONValue(parsing: feed) }
        print("documents JSON parse (\(items) items, \(feed.utf8.count / 1_000_000) MB): \(Self.format(parse))")
        let decode = try Self.seconds {
            _ = try FeedDocument.parse(feed, format: .json, documentURL: url, fileName: "bench-feed.json")
        }
        print("documents feed decode (JSON, \(items) items, \(feed.utf8.count / 1_000_000) MB): \(Self.format(decode))")
        let yaml = Self.feedYAML(items: items / 10)
        let decodeYAML = try Self.seconds {
            _ = try FeedDocument.parse(yaml, format: .yaml, documentURL: url, fileName: "bench-feed.yaml")
        }
        print("documents feed decode (YAML, \(items / 10) items): \(Self.format(decodeYAML))")

        let wide = Self.wideLayout(children: children)
        let layout = try Self.seconds {
            _ = try LayoutDocument(jsonText: wide).layout(using: BoxLeafFactory())
        }
        print("documents layout (\(children) children, parse + layout): \(Self.format(layout))")

        let deep = Self.insetChain(depth: depth)
        let chain = try Self.seconds {
            try LargeStack.run { _ = try LayoutDocument(jsonText: deep).layout(using: BoxLeafFactory()) }
        }
        print("documents layout (\(depth)-deep inset chain, parse + layout): \(Self.format(chain))")
    }

    /// Wall-clock and process CPU seconds of `body` (CPU time stays meaningful on a busy
    /// machine; the work is single-threaded, so on an idle one the two agree).
    private static func seconds(_ body: () throws -> Void) throws -> (wall: Double, cpu: Double) {
        let start = ContinuousClock.now
        let cpuStart = cpuSeconds()
        try body()
        let elapsed = ContinuousClock.now - start
        return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18, cpuSeconds() - cpuStart)
    }

    private static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    private static func format(_ seconds: (wall: Double, cpu: Double)) -> String {
        String(format: "%.3f s (cpu %.3f s)", seconds.wall, seconds.cpu)
    }

    /// A benchmark-shaped feed: `{version, n, viewport, scale, items}` of post items.
    static func feedJSON(items: Int) -> String {
        var out = #"{"version": 1, "n": \#(items), "viewport": [390, 844], "scale": 3, "items": ["#
        for index in 0..<items {
            if index > 0 { out += ",\n" }
            // About 70 bytes an item, as the benchmark feeds (7 MB for 100,000 items).
            out += #"{"id":"p\#(index)","name":"Person \#(index)","avatar":"a\#(index % 50).jpg","body":"Hi \#(index)"}"#
        }
        return out + "]}"
    }

    /// The same feed in YAML block style.
    static func feedYAML(items: Int) -> String {
        var out = "viewport: [390, 844]\nscale: 3\nitems:\n"
        for index in 0..<items {
            out += "  - id: p\(index)\n    name: Person \(index)\n    location: City \(index % 97)\n"
                + "    body: Post number \(index) with a few words of text.\n"
        }
        return out
    }

    /// A vertical stack of `children` fixed-size boxes, each with an id.
    static func wideLayout(children: Int) -> String {
        var out = #"{"scale": 2, "size": {"max": [390, null]}, "root": {"type": "stack", "direction": "vertical", "children": ["#
        for index in 0..<children {
            if index > 0 { out += "," }
            out += #"{"type": "box", "id": "b\#(index)", "style": {"height": \#(index % 7 + 1)}}"#
        }
        return out + "]}}"
    }

    /// `depth` insets nested around one box.
    static func insetChain(depth: Int) -> String {
        #"{"scale": 1, "root": "# + String(repeating: #"{"type": "inset", "insets": [1, 0, 0, 0], "child": "#, count: depth)
            + #"{"type": "box", "id": "leaf"}"# + String(repeating: "}", count: depth) + "}"
    }
}

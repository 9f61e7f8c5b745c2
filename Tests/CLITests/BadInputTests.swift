import DocumentModel
import Foundation
import TestSupport
import XCTest

/// Hostile and broken inputs run through the built `feedrender` binary: each must end
/// quickly with its exit status and one line naming the file and the key (or the line),
/// never a crash, a hang or unbounded memory. Large inputs are generated here, not stored.
final class BadInputTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        // Every run must end quickly; a hang is killed and fails the test.
        feedrender = try FeedrenderExecutable(timeLimit: .seconds(60))
        directory = try makeTemporaryDirectory(prefix: "bad-input")
    }

    /// One row of the table: a command, its exit status and what its one error line says.
    private struct Case {
        var name: String
        var arguments: [String]
        var status: Int32
        /// Substrings the first line of standard error must contain.
        var message: [String]
        var stdin: Data?
    }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String {
        try directory.writeText(text, toFileNamed: name)
    }

    private var out: String { directory.appendingPathComponent("out").path }

    private func check(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) throws {
        for testCase in cases {
            let result = try feedrender.run(testCase.arguments, stdin: testCase.stdin)
            let name = testCase.name
            XCTAssertFalse(result.signaled, "\(name): killed by a signal (crash or hang): \(result.stderr)", file: file, line: line)
            XCTAssertEqual(result.status, testCase.status, "\(name): \(result.stderr)", file: file, line: line)
            // Usage errors add ArgumentParser's usage lines after the message.
            let errorLines = result.stderr.split(separator: "\n").filter {
                !$0.hasPrefix("warning:") && !$0.hasPrefix("Usage:") && !$0.hasPrefix("  See '")
            }
            if testCase.status == 0 { continue }
            XCTAssertEqual(errorLines.count, 1, "\(name): expected one error line, got \(result.stderr)", file: file, line: line)
            let first = errorLines.first.map(String.init) ?? ""
            for expected in testCase.message {
                XCTAssertTrue(first.contains(expected), "\(name): \(first.debugDescription) lacks \(expected.debugDescription)",
                              file: file, line: line)
            }
        }
    }

    // MARK: Viewport and scale

    func testHugeViewportsAndScalesAreRefusedNamingTheKey() throws {
        func feed(_ name: String, _ top: String) throws -> String { try write(name, "{\(top), \"items\": []}") }
        try check([
            Case(name: "width 1e308", arguments: ["render", try feed("w.json", #""viewport": {"width": 1e308, "height": 800}"#), "--out", out],
                 status: 2, message: ["w.json: viewport.width: expected a number of points > 0 and ≤ 10000, got 1e+308"]),
            Case(name: "height 1e19", arguments: ["render", try feed("h.json", #""viewport": {"width": 390, "height": 1e19}"#), "--out", out],
                 status: 2, message: ["h.json: viewport.height:", "≤ 10000"]),
            Case(name: "100000×100000 @3",
                 arguments: ["render", try feed("big.json", #""viewport": {"width": 100000, "height": 100000, "scale": 3}"#), "--out", out],
                 status: 2, message: ["big.json: viewport.width:"]),
            Case(name: "width 1e10 as an array", arguments: ["render", try feed("a.json", #""viewport": [1e10, 800]"#), "--out", out],
                 status: 2, message: ["a.json: viewport[0]:", "got 10000000000"]),
            Case(name: "too many pixels", arguments: ["render", try feed("px.json", #""viewport": {"width": 5000, "height": 9000, "scale": 3}"#), "--out", out],
                 status: 2, message: ["px.json: viewport:", "15000×27000 pixels", "over the limit of 40000000 pixels per frame"]),
            Case(name: "document scale 100", arguments: ["render", try feed("s.json", #""scale": 100"#), "--out", out],
                 status: 2, message: ["s.json: scale: expected a scale from 1 to 8, got 100"]),
            Case(name: "viewport scale 0.5", arguments: ["render", try feed("v.yaml", #""viewport": {"scale": 0.5}"#), "--out", out],
                 status: 2, message: ["v.yaml: viewport.scale: expected a scale from 1 to 8, got 0.5"]),
            Case(name: "lineSpacing 1e308", arguments: ["render", try write("ls.json",
                 #"{"sections": [{"kind": "message", "lineSpacing": 1e308, "items": [{"user": "u", "text": "t"}]}]}"#), "--out", out],
                 status: 2, message: ["ls.json: sections[0].lineSpacing: expected a number from 0 to 10000, got 1e+308"]),
            Case(name: "inset 1e308", arguments: ["render", try write("in.json",
                 #"{"sections": [{"kind": "message", "inset": [1e308, 0, 0, 0], "items": []}]}"#), "--out", out],
                 status: 2, message: ["in.json: sections[0].inset[0]: expected a number from 0 to 10000"]),
            Case(name: "--scale 100", arguments: ["render", try feed("ok.json", #""scale": 2"#), "--scale", "100", "--out", out],
                 status: 2, message: ["--scale must be from 1 to 8"]),
            Case(name: "--scale 8 on a wide viewport",
                 arguments: ["render", try feed("wide.json", #""viewport": [3000, 800]"#), "--scale", "8", "--out", out],
                 status: 2, message: ["wide.json: with --scale/--device: the viewport", "24000×6400 pixels"]),
        ])
    }

    // MARK: YAML

    /// Ten levels of ten aliases: 10¹⁰ strings from a few hundred bytes, under a key the
    /// feed reader never looks at.
    func testYAMLAliasBombIsRefusedBeforeExpansion() throws {
        var lines = [#"a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]"#]
        for level in 1..<10 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        let bomb = try write("bomb.yaml", "unused:\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\nitems: []\n")
        let layoutBomb = try write("bomb-layout.yaml", lines.joined(separator: "\n") + "\nroot: {type: box}\n")
        try check([
            Case(name: "feed", arguments: ["render", bomb, "--out", out], status: 2,
                 message: ["bomb.yaml: line 6,", "YAML aliases expand to more than 100000 values", "--limit aliases="]),
            Case(name: "layout", arguments: ["layout", layoutBomb], status: 2,
                 message: ["bomb-layout.yaml: line ", "YAML aliases expand to more than 100000 values"]),
            // Raising the limit is allowed, but a chain deeper than the depth limit still is not.
            Case(name: "raised", arguments: ["layout", layoutBomb, "--limit", "aliases=1000"], status: 2,
                 message: ["more than 1000 values"]),
        ])
    }

    func testDeepYAMLIsRefusedOrReadWithoutCrashing() throws {
        let flow5000 = try write("flow5000.yaml", "items: []\nx: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "\n")
        let flow20000 = try write("flow20000.yaml", "items: []\nx: " + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "\n")
        let compact = try write("compact.yaml", "- " + String(repeating: "- ", count: 12_000) + "a\n")
        let mappings = try write("maps.yaml", "root: " + String(repeating: "{a: ", count: 10_001) + "1" + String(repeating: "}", count: 10_001) + "\n")
        try check([
            Case(name: "5,000 levels under an unknown key", arguments: ["render", flow5000, "--out", out], status: 2,
                 message: ["flow5000.yaml: x: unknown key in a feed document"]),
            Case(name: "20,000 flow levels", arguments: ["render", flow20000, "--out", out], status: 2,
                 message: ["flow20000.yaml: line 2, column 10003: nesting deeper than 10000 levels", "--limit depth="]),
            Case(name: "12,000 compact block levels", arguments: ["layout", compact], status: 2,
                 message: ["compact.yaml: line 1,", "nesting deeper than 10000 levels"]),
            Case(name: "10,001 mappings", arguments: ["layout", mappings], status: 2,
                 message: ["maps.yaml: line 1,", "nesting deeper than 10000 levels"]),
            Case(name: "depth limit lowered", arguments: ["layout", mappings, "--limit", "depth=50"], status: 2,
                 message: ["nesting deeper than 50 levels"]),
        ])
    }

    // MARK: Size and speed of reading

    func testLargeDocumentsAreReadInLinearTime() throws {
        // 30,000 items, the last one broken: the whole feed is decoded before the error.
        // (feedrender-bench documents times 100,000 in a release build.)
        var feed = #"{"viewport": [390, 844], "items": ["#
        for index in 0..<30_000 {
            feed += #"{"id":"p\#(index)","name":"Person \#(index)","avatar":"a\#(index % 50).jpg","body":"Hi \#(index)"},"#
        }
        feed += #"{"name": 5}]}"#
        let items = try write("items.json", feed)
        let numbers = try write("numbers.json", #"{"items": [], "numbers": ["# + (0..<400_000).map(String.init).joined(separator: ",") + "]}")
        let keys = try write("keys.json", #"{"items": [], "keys": {"# + (0..<40_000).map { #""k\#($0)": \#($0)"# }.joined(separator: ",") + "}}")
        try check([
            Case(name: "30,001 items", arguments: ["render", items, "--out", out], status: 2,
                 message: ["items.json: items[30000].name: expected a string, got 5"]),
            Case(name: "400,000 numbers under an unknown key", arguments: ["render", numbers, "--out", out], status: 2,
                 message: ["numbers.json: numbers: unknown key in a feed document"]),
            Case(name: "40,000 keys under an unknown key", arguments: ["render", keys, "--out", out], status: 2,
                 message: ["keys.json: keys: unknown key in a feed document"]),
            Case(name: "item limit", arguments: ["render", items, "--limit", "items=1000", "--out", out], status: 2,
                 message: ["items.json: items: the feed would hold 30001 items, over the limit of 1000", "--limit items="]),
            Case(name: "byte limit", arguments: ["render", items, "--limit", "bytes=1000", "--out", out], status: 2,
                 message: ["items.json: the document is", "over the limit of 1000 bytes"]),
            Case(name: "byte limit on standard input", arguments: ["layout", "-", "--limit", "bytes=1000"], status: 2,
                 message: ["<stdin>: the document is over the limit of 1000 bytes"], stdin: Data(feed.utf8)),
            Case(name: "malformed --limit", arguments: ["render", items, "--limit", "items", "--out", out], status: 2,
                 message: ["--limit takes NAME=VALUE"]),
        ])
    }

    func testLargeLayoutDocumentsLayOut() throws {
        // 20,000 children here; feedrender-bench documents times 100,000 in a release build.
        let children = (0..<20_000).map { #"{"type":"box","id":"b\#($0)","style":{"height":1}}"# }.joined(separator: ",")
        let wide = try write("wide.json", #"{"size": {"max": [390, null]}, "root": {"type": "stack", "direction": "vertical", "children": ["#
                             + children + "]}}")
        let depth = 9_990
        let chain = try write("chain.json", #"{"root": "# + String(repeating: #"{"type": "inset", "insets": [1, 0, 0, 0], "child": "#, count: depth)
                              + #"{"type": "box", "id": "leaf"}"# + String(repeating: "}", count: depth) + "}")
        let wideResult = try feedrender.run(["layout", wide])
        XCTAssertEqual(wideResult.status, 0, wideResult.stderr)
        XCTAssertTrue(wideResult.stdout.hasPrefix(#"{"size":[390,20000],"frames":{"b0":[0,0,390,1],"#), String(wideResult.stdout.prefix(100)))
        let chainResult = try feedrender.run(["layout", chain])
        XCTAssertEqual(chainResult.status, 0, chainResult.stderr)
        XCTAssertEqual(chainResult.stdout, #"{"size":[0,9990],"frames":{"leaf":[0,9990,0,0]}}"# + "\n")
        try check([
            Case(name: "children limit", arguments: ["layout", wide, "--limit", "children=10"], status: 2,
                 message: ["wide.json: root.children: 20000 children, over the limit of 10", "--limit children="]),
        ])
    }

    // MARK: Layout values

    func testLayoutValuesThatCannotBeDrawnAreRefused() throws {
        let grow = try write("grow.json", #"{"root": {"type": "stack", "children": [{"type": "box", "style": {"flexGrow": 1e308}}]}}"#)
        let scale = try write("scale.yaml", "scale: 100\nroot: {type: box}\n")
        let huge = try write("huge.json", #"{"scale": 2, "root": {"type": "box", "style": {"width": 100000, "height": 10}}}"#)
        try check([
            Case(name: "flexGrow 1e308", arguments: ["layout", grow], status: 2,
                 message: ["grow.json: root.children[0].style.flexGrow: expected a number from 0 to 1000000, got 1e+308"]),
            Case(name: "layout scale 100", arguments: ["layout", scale], status: 2,
                 message: ["scale.yaml: scale: expected a scale from 1 to 8, got 100"]),
            Case(name: "--png of a root too wide to draw", arguments: ["layout", huge, "--png", directory.appendingPathComponent("huge.png").path],
                 status: 2, message: ["huge.json: root: the root lays out to 100000×10 pt at scale 2", "over the limit of 16384×32767"]),
        ])
    }

    // MARK: Feeds

    func testGeneratedItemIDsNeverCollideWithWrittenOnes() throws {
        let feed = try write("dup.json", """
            {"viewport": [390, 400], "sections": [{"id": "s1", "kind": "message", "items": [
              {"id": "a~2", "user": "u", "text": "one"}, {"id": "a", "user": "u", "text": "two"},
              {"id": "a", "user": "u", "text": "three"}, {"id": "a~2~2", "user": "u", "text": "four"}]}]}
            """)
        let result = try feedrender.run(["render", feed, "--out", out, "--no-contact-sheet", "--no-strip"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let manifest = try JSONValue(parsing: String(contentsOfFile: out + "/manifest.json", encoding: .utf8))
        var identifiers: [String] = []
        if case .object(let top) = manifest, case .array(let files)? = top["files"] {
            for case .object(let file) in files {
                guard case .array(let cells)? = file["cells"] else { continue }
                for case .object(let cell) in cells { if case .string(let id)? = cell["identifier"] { identifiers.append(id) } }
            }
        }
        XCTAssertEqual(identifiers, ["s1/a~2", "s1/a", "s1/a~2~2", "s1/a~2~2~3"])
        try check([
            Case(name: "slash in a section id", arguments: ["render", try write("slash.json",
                 #"{"sections": [{"id": "a/b", "kind": "message", "items": []}]}"#), "--out", out],
                 status: 2, message: [#"slash.json: sections[0].id: a section id cannot contain "/""#]),
        ])
    }

    /// A large template on many items would multiply into billions of elements.
    func testTemplateExpansionIsBounded() throws {
        let template = #"{"type": "stack", "children": ["# + Array(repeating: #"{"type": "box"}"#, count: 100).joined(separator: ",") + "]}"
        let items = Array(repeating: "{}", count: 30_000).joined(separator: ",")
        let feed = try write("tpl.json", #"{"templates": {"t": "# + template + #"}, "sections": [{"kind": "t", "items": ["# + items + "]}]}")
        try check([
            Case(name: "30,000 items of a 203-value template", arguments: ["render", feed, "--out", out], status: 2,
                 message: ["tpl.json: sections[0].items: 30000 items of a 203-value template would build more than 5000000 values",
                           "--limit templates="]),
            Case(name: "a binding repeated 20,000 times", arguments: ["render", try write("bind.json",
                 #"{"templates": {"t": {"type": "text", "text": ""# + String(repeating: "{{s}}", count: 20_000)
                 + #""}}, "sections": [{"kind": "t", "items": [{"s": ""# + String(repeating: "x", count: 1_000) + #""}]}]}"#),
                 "--out", out], status: 2,
                 message: [#"bind.json: sections[0].items[0]: template "t" makes a text longer than 1048576 bytes"#]),
        ])
    }

    /// Templates are bound, laid out and drawn with recursion on ordinary threads.
    func testDeepTemplatesAreRefused() throws {
        let depth = 9_000
        let template = String(repeating: #"{"type": "inset", "child": "#, count: depth) + #"{"type": "box"}"#
            + String(repeating: "}", count: depth)
        let feed = try write("deep.json", #"{"templates": {"t": "# + template + #"}, "sections": [{"kind": "t", "items": [{}]}]}"#)
        try check([
            Case(name: "9,000-level template", arguments: ["render", feed, "--out", out], status: 2,
                 message: ["deep.json: templates.t: the template nests 9002 levels, over the limit of 200"]),
        ])
    }

    func testCellTooTallToDrawNamesItsRow() throws {
        let feed = try write("tall.json", #"{"viewport": [390, 844], "templates": {"t": {"type": "box", "style": {"height": 100000}}}, "#
                             + #""sections": [{"id": "s", "kind": "t", "items": [{"id": "x"}]}]}"#)
        try check([
            Case(name: "100,000 pt cell", arguments: ["render", feed, "--out", out], status: 1,
                 message: ["drawing failed: s/x: a cell of 390.0×100000.0 pt at scale 3.0 cannot be drawn"]),
        ])
    }

    /// A data: URL source answers every page with one item, so it never ends by itself.
    func testEndlessPagedSourceStopsAtThePageLimit() throws {
        let source = "data:application/json,%5B%7B%22user%22:%22u{page}%22,%22text%22:%22t%22%7D%5D"
        let feed = try write("pages.json", """
            {"viewport": [390, 844], "sections": [{"id": "m", "kind": "message", "source": {"url": "\(source)"}}]}
            """)
        XCTAssertEqual(DocumentLimits.default.pagesPerSource, 100)
        let limited = try write("pages5.json", """
            {"viewport": [390, 844], "sections": [{"id": "m", "kind": "message", "source": {"url": "\(source)", "maxPages": 5}}]}
            """)
        try check([
            Case(name: "maxPages", arguments: ["render", limited, "--out", out, "--no-contact-sheet"], status: 1,
                 message: [#"section "m" gave 5 pages without an empty one, its limit"#, "data:application/json", "maxPages"]),
            Case(name: "--limit pages", arguments: ["render", feed, "--limit", "pages=3", "--out", out, "--no-contact-sheet"],
                 status: 1, message: ["gave 3 pages without an empty one"]),
        ])
    }

    // MARK: Screenshots

    func testScreenshotConfigurationsReadOnlyTheirOwnFolder() throws {
        let outside = try makeTemporaryDirectory(prefix: "bad-input-outside")
        let outsideLocale = outside.appendingPathComponent("en.yaml").path
        try Data("strings: {t: Title}\n".utf8).write(to: URL(fileURLWithPath: outsideLocale))
        try write("en.yaml", "strings: {t: Title}\n")
        func config(_ name: String, locale: String, screen: String) throws -> String {
            try write(name, """
                devices: [iphone-15]
                locales: {en-US: \(locale)}
                screens:
                  - \(screen)
                """)
        }
        let screen = ##"{caption: {title: t}, background: "#000000", feed: missing.yaml}"##
        try check([
            Case(name: "background image outside", arguments: ["screenshots", try config("bg.yaml", locale: "en.yaml",
                 screen: "{caption: {title: t}, background: {image: /etc/hostname}}"), "--out", out],
                 status: 2, message: ["bg.yaml: screens[0].background.image:", #""/etc/hostname" is outside the configuration's folder"#]),
            Case(name: "locale outside", arguments: ["screenshots", try config("loc.yaml", locale: outsideLocale, screen: screen), "--out", out],
                 status: 2, message: ["loc.yaml: locales[\"en-US\"]:", "is outside the configuration's folder", "--allow-root"]),
            Case(name: "parent folder escape", arguments: ["screenshots", try config("up.yaml", locale: "../\(outside.lastPathComponent)/en.yaml",
                 screen: screen), "--out", out],
                 status: 2, message: ["up.yaml: locales[\"en-US\"]:", "is outside the configuration's folder"]),
            // Allowed, the locale is read, and the next problem is the missing feed.
            Case(name: "locale under --allow-root", arguments: ["screenshots", try config("allowed.yaml", locale: outsideLocale, screen: screen),
                 "--allow-root", outside.path, "--out", out],
                 status: 2, message: ["allowed.yaml: screens[0].feed: no such feed document: \"missing.yaml\""]),
            Case(name: "missing locale file", arguments: ["screenshots", try config("noloc.yaml", locale: "nope.yaml", screen: screen), "--out", out],
                 status: 2, message: [#"noloc.yaml: locales["en-US"]: no such locale file: "nope.yaml""#]),
        ])
    }

    // MARK: Fuzzing finds

    /// The inputs kept in Fuzz/Corpus as regressions (`regress-*`: the audit's hostile
    /// documents; `crash-*`: what the fuzzers found), read by the CLI: each ends with exit
    /// 0 or with exit 2 and one line naming the file, never a signal.
    func testKeptFuzzInputsEndCleanly() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")
        var count = 0
        for (target, command, suffix) in [("FuzzJSON", "layout", "json"), ("FuzzYAML", "layout", "yaml"),
                                          ("FuzzLayoutDocument", "layout", "json"), ("FuzzFeedDocument", "render", "")] {
            let folder = corpus.appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasPrefix("crash-") || name.hasPrefix("regress-") {
                let data = try Data(contentsOf: folder.appendingPathComponent(name))
                let format = suffix.isEmpty ? (data.first == UInt8(ascii: "{") ? "json" : "yaml") : suffix
                let path = try write("\(target)-\(name).\(format)", String(decoding: data, as: UTF8.self))
                let arguments = command == "render" ? ["render", path, "--out", out, "--no-frames", "--no-strip"] : ["layout", path]
                let result = try feedrender.run(arguments)
                XCTAssertFalse(result.signaled, "\(target)/\(name): killed by a signal: \(result.stderr)")
                XCTAssertTrue(result.status == 0 || result.status == 2, "\(target)/\(name): exit \(result.status): \(result.stderr)")
                if result.status == 2 {
                    let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("warning:") }
                    XCTAssertEqual(lines.count, 1, "\(target)/\(name): \(result.stderr)")
                    XCTAssertTrue(lines.first?.hasPrefix(path) == true, "\(target)/\(name): \(result.stderr)")
                }
                count += 1
            }
        }
        XCTAssertGreaterThanOrEqual(count, 9)
    }
}

import FeedrenderSupport
import Foundation
import Raster
import TestSupport
import XCTest

/// Every numeric key of the feed, layout and screenshots documents, fed a denormal, huge,
/// negative and non-number value through the binary: each ends with exit 2 and one line
/// naming the file and the key's path (or, for a value the key takes, renders), never a
/// crash or a hang. (A grid's `itemWidth: 1e-320` once died with SIGILL.)
final class NumericKeyTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable(timeLimit: .seconds(60))
        directory = try makeTemporaryDirectory(prefix: "numeric-keys")
    }

    /// A document with `NUM` where the value goes, the command that reads it and the key's path.
    private struct Key {
        var path: String
        var document: String
        /// The key also takes a string (an item's id): "12" is then valid.
        var takesStrings = false
    }

    private static let message = #"{"user": "u", "text": "t"}"#

    /// Feed documents (`render`).
    private static let feedKeys: [Key] = [
        Key(path: "viewport.width", document: #"{"viewport": {"width": NUM, "height": 800}, "items": []}"#),
        Key(path: "viewport.height", document: #"{"viewport": {"width": 390, "height": NUM}, "items": []}"#),
        Key(path: "viewport.scale", document: #"{"viewport": {"width": 390, "height": 800, "scale": NUM}, "items": []}"#),
        Key(path: "viewport[0]", document: #"{"viewport": [NUM, 800], "items": []}"#),
        Key(path: "scale", document: #"{"scale": NUM, "items": []}"#),
        Key(path: "textSize", document: #"{"textSize": NUM, "items": []}"#),
        Key(path: "leadingScreensForBatching", document: #"{"leadingScreensForBatching": NUM, "items": []}"#),
        Key(path: "tabBar.selected", document: #"{"tabBar": {"items": [{"title": "Home", "icon": "home"}], "selected": NUM}, "items": []}"#),
        Key(path: "sections[0].lineSpacing", document: #"{"sections": [{"kind": "message", "lineSpacing": NUM, "items": [MSG]}]}"#),
        Key(path: "sections[0].inset[1]", document: #"{"sections": [{"kind": "message", "inset": [0, NUM, 0, 0], "items": [MSG]}]}"#),
        Key(path: "sections[0].layout.columns", document: #"{"sections": [{"kind": "message", "layout": {"columns": NUM}, "items": [MSG]}]}"#),
        Key(path: "sections[0].layout.itemWidth", document: #"{"sections": [{"kind": "message", "layout": {"itemWidth": NUM}, "items": [MSG]}]}"#),
        Key(path: "sections[0].layout.interItemSpacing",
            document: #"{"sections": [{"kind": "message", "layout": {"columns": 2, "interItemSpacing": NUM}, "items": [MSG]}]}"#),
        Key(path: "sections[0].layout.lineSpacing",
            document: #"{"sections": [{"kind": "message", "layout": {"columns": 2, "lineSpacing": NUM}, "items": [MSG]}]}"#),
        Key(path: "sections[0].itemWidth", document: #"{"sections": [{"kind": "message", "orientation": "horizontal", "itemWidth": NUM, "items": [MSG]}]}"#),
        Key(path: "sections[0].interItemSpacing",
            document: #"{"sections": [{"kind": "message", "orientation": "horizontal", "interItemSpacing": NUM, "items": [MSG]}]}"#),
        Key(path: "sections[0].contentOffset",
            document: #"{"sections": [{"kind": "message", "orientation": "horizontal", "contentOffset": NUM, "items": [MSG]}]}"#),
        Key(path: "sections[0].page",
            document: #"{"sections": [{"kind": "message", "orientation": "horizontal", "paging": true, "page": NUM, "items": [MSG]}]}"#),
        Key(path: "sections[0].items[0].count",
            document: #"{"sections": [{"kind": "album", "items": [{"id": "a", "title": "t", "content": "c", "count": NUM, "photo": null}]}]}"#),
        Key(path: "sections[0].items[0].sol", document: #"{"sections": [{"kind": "journal", "items": [{"id": "j", "sol": NUM, "text": "t"}]}]}"#),
        Key(path: "sections[0].items[0].created", document: #"{"sections": [{"kind": "group", "items": [{"id": 1, "name": "n", "#
            + #""city": "c", "country": "us", "created": NUM, "organizer": {"id": 1, "name": "A"}}]}]}"#),
        Key(path: "sections[0].items[0].id", document: #"{"sections": [{"kind": "message", "items": [{"id": NUM, "user": "u", "text": "t"}]}]}"#,
            takesStrings: true),
        Key(path: "sections[0].source.maxPages",
            document: #"{"sections": [{"id": "m", "kind": "message", "source": {"url": "data:application/json;p={page},%5B%5D", "maxPages": NUM}}]}"#),
        Key(path: "sections[0].source.firstPage",
            document: #"{"sections": [{"id": "m", "kind": "message", "source": {"url": "data:application/json;p={page},%5B%5D", "firstPage": NUM}}]}"#),
    ]

    /// Layout documents (`layout --png`, which lays out and draws).
    private static let layoutKeys: [Key] = [
        Key(path: "scale", document: #"{"scale": NUM, "root": {"type": "box"}}"#),
        Key(path: "size[0]", document: #"{"size": [NUM, 100], "root": {"type": "box"}}"#),
        Key(path: "size.max[1]", document: #"{"size": {"max": [100, NUM]}, "root": {"type": "box"}}"#),
        Key(path: "size.min[0]", document: #"{"size": {"min": [NUM, 10], "max": [100, 100]}, "root": {"type": "box"}}"#),
        Key(path: "root.maxLines", document: #"{"root": {"type": "text", "text": "abc", "maxLines": NUM}}"#),
        Key(path: "root.lineSpacing", document: #"{"root": {"type": "text", "text": "abc", "lineSpacing": NUM}}"#),
        Key(path: "root.letterSpacing", document: #"{"root": {"type": "text", "text": "abc", "letterSpacing": NUM}}"#),
        Key(path: "root.font.size", document: #"{"root": {"type": "text", "text": "abc", "font": {"size": NUM}}}"#),
        Key(path: "root.font.weight", document: #"{"root": {"type": "text", "text": "abc", "font": {"weight": NUM}}}"#),
        Key(path: "root.spacing", document: #"{"root": {"type": "stack", "spacing": NUM, "children": [BOX, BOX]}}"#),
        Key(path: "root.lineSpacing", document: #"{"root": {"type": "stack", "flexWrap": "wrap", "lineSpacing": NUM, "children": [BOX, BOX]}}"#),
        Key(path: "root.offset[0]", document: #"{"root": {"type": "corner", "offset": [NUM, 0], "child": BOX, "corner": BOX}}"#),
        Key(path: "root.insets[0]", document: #"{"root": {"type": "inset", "insets": [NUM, 0, 0, 0], "child": BOX}}"#),
        Key(path: "root.ratio", document: #"{"root": {"type": "ratio", "ratio": NUM, "child": BOX}}"#),
        Key(path: "root.cornerRadius", document: #"{"root": {"type": "box", "cornerRadius": NUM, "style": {"width": 10, "height": 10}}}"#),
        Key(path: "root.borderWidth", document: #"{"root": {"type": "box", "borderWidth": NUM, "style": {"width": 10, "height": 10}}}"#),
        Key(path: "root.alpha", document: #"{"root": {"type": "box", "alpha": NUM, "style": {"width": 10, "height": 10}}}"#),
    ] + ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "flexGrow", "flexShrink", "flexBasis",
         "spacingBefore", "spacingAfter", "ascender", "descender"].map { key in
        Key(path: "root.children[0].style.\(key)",
            document: #"{"root": {"type": "stack", "children": [{"type": "box", "style": {"\#(key)": NUM}}, BOX]}}"#)
    } + [
        Key(path: "root.children[0].style.preferredSize[0]",
            document: #"{"root": {"type": "stack", "children": [{"type": "box", "style": {"preferredSize": [NUM, 5]}}]}}"#),
        Key(path: "root.children[0].style.layoutPosition[1]",
            document: #"{"root": {"type": "absolute", "children": [{"type": "box", "style": {"width": 5, "height": 5, "layoutPosition": [0, NUM]}}]}}"#),
    ]

    /// Screenshots configurations: one screen with `screen`'s keys.
    private static func configuration(_ screen: String) -> String {
        ##"{"devices": ["android-phone"], "locales": {"en-US": "en.yaml"}, "screens": [{"caption": {"title": "t"}, "##
            + screen + "}]}"
    }

    private static let screenshotKeys: [Key] = [
        Key(path: "screens[0].scroll", document: configuration(##""background": "#000000", "scroll": NUM"##)),
        Key(path: "screens[0].scrollMargin",
            document: configuration(##""background": "#000000", "scrollTo": "messages/m1", "scrollMargin": NUM"##)),
        Key(path: "screens[0].background.angle",
            document: configuration(##""background": {"gradient": ["#000000", "#ffffff"], "angle": NUM}"##)),
        Key(path: "screens[0].background.dim", document: configuration(##""background": {"image": "bg.png", "dim": NUM}"##)),
    ]

    /// The values tried; `mustFail`: no key takes it.
    private static let values: [(text: String, mustFail: Bool)] = [
        ("1e-320", true), ("1e308", false), ("-1e308", false), ("-1", false), ("\"12\"", true),
    ]

    /// Runs every key with every value (a few at once: each run is mostly start-up) and
    /// checks each outcome.
    private func check(_ keys: [Key], command: @escaping @Sendable (String) -> [String],
                       file: StaticString = #filePath, line: UInt = #line) throws {
        var runs: [(key: Key, value: (text: String, mustFail: Bool), name: String, arguments: [String])] = []
        for (keyIndex, key) in keys.enumerated() {
            for (valueIndex, value) in Self.values.enumerated() {
                let text = key.document.replacingOccurrences(of: "NUM", with: value.text)
                    .replacingOccurrences(of: "MSG", with: Self.message)
                    .replacingOccurrences(of: "BOX", with: #"{"type": "box", "style": {"width": 5, "height": 5}}"#)
                let name = "k\(keyIndex)-v\(valueIndex).json"
                runs.append((key, value, name, command(try directory.writeText(text, toFileNamed: name))))
            }
        }
        let results = Locked<[Int: Result<ChildProcess.Result, any Error>]>([:])
        let feedrender = feedrender!, argumentLists = runs.map(\.arguments)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in stride(from: worker, to: argumentLists.count, by: 4) {
                let result = Result { try feedrender.run(argumentLists[index]) }
                results.withLock { $0[index] = result }
            }
        }
        let outcomes = results.withLock { $0 }
        for (index, run) in runs.enumerated() {
            let result = try XCTUnwrap(outcomes[index]).get()
            let context = "\(run.key.path) = \(run.value.text)"
            XCTAssertFalse(result.signaled || result.timedOut, "\(context): killed (crash or hang): \(result.stderr)", file: file, line: line)
            let mustFail = run.value.mustFail && !(run.key.takesStrings && run.value.text.hasPrefix("\""))
            if result.status == 0, !mustFail { continue }
            XCTAssertEqual(result.status, 2, "\(context): \(result.stderr)", file: file, line: line)
            let errors = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("warning:") }
            XCTAssertEqual(errors.count, 1, "\(context): \(result.stderr)", file: file, line: line)
            XCTAssertTrue(errors.first?.contains("\(run.name): \(run.key.path):") == true,
                          "\(context): the error names \(run.name) and \(run.key.path): \(result.stderr)", file: file, line: line)
        }
    }

    func testFeedDocumentNumbers() throws {
        try check(Self.feedKeys) { ["render", $0, "--out", $0 + ".out", "--no-strip", "--no-contact-sheet"] }
    }

    func testLayoutDocumentNumbers() throws {
        try check(Self.layoutKeys) { ["layout", $0, "--png", $0 + ".png"] }
    }

    func testScreenshotConfigurationNumbers() throws {
        try directory.writeText("strings: {t: Title}\n", toFileNamed: "en.yaml")
        let background = TestImages.halves(width: 60, height: 120, left: .black, right: .white)
        try Data(PNGEncoder.encode(background)).write(to: directory.appendingPathComponent("bg.png"))
        try check(Self.screenshotKeys) { ["screenshots", $0, "--out", $0 + ".out"] }
    }
}

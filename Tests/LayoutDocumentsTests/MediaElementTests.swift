import DocumentModel
import LayoutDocuments
import XCTest

final class MediaElementTests: XCTestCase {
    func testReadsTheOwnKeysOfEachElement() throws {
        let document = try LayoutDocument(jsonText: """
        {"root": {"type": "stack", "children": [
          {"type": "editableText", "text": "Hi", "placeholder": "Say something", "multiline": true, "maxLines": 3,
           "caret": true, "caretColor": "#ff0000", "fieldStyle": "material"},
          {"type": "multiplexImage", "sources": [{"url": "https://x/a.jpg", "width": 100, "height": 50}], "contentMode": "scaleAspectFit"},
          {"type": "video", "url": "https://x/a.mp4", "duration": 12.5, "playButton": false},
          {"type": "map", "latitude": 51.5, "longitude": -0.12, "zoom": 12, "urlTemplate": "https://m/{lat}", "pin": false,
           "attribution": "© OSM"},
          {"type": "scroll", "direction": "horizontal", "offset": 40, "child": {"type": "box"}}]}}
        """)
        let elements = document.root.children
        XCTAssertEqual(elements.map(\.kind), [.editableText, .multiplexImage, .video, .map, .scroll])
        let field = try XCTUnwrap(elements[0].attributes as? EditableTextElement)
        XCTAssertEqual(field.text, "Hi")
        XCTAssertEqual(field.placeholder, "Say something")
        XCTAssertTrue(field.isMultiline && field.showsCaret)
        XCTAssertEqual(field.maxLines, 3)
        XCTAssertEqual(field.caretColor?.text, "#ff0000")
        XCTAssertEqual(field.fieldStyle, .material)
        let multiplex = try XCTUnwrap(elements[1].attributes as? MultiplexImageElement)
        XCTAssertEqual(multiplex.sources.map(\.url), ["https://x/a.jpg"])
        XCTAssertEqual(multiplex.sources.first?.width, 100)
        XCTAssertEqual(multiplex.contentMode, .scaleAspectFit)
        let video = try XCTUnwrap(elements[2].attributes as? VideoElement)
        XCTAssertEqual(video.duration, 12.5)
        XCTAssertFalse(video.showsPlayButton)
        let map = try XCTUnwrap(elements[3].attributes as? MapElement)
        XCTAssertEqual(map.zoom, 12)
        XCTAssertEqual(map.urlTemplate, "https://m/{lat}")
        XCTAssertFalse(map.showsPin)
        XCTAssertEqual(map.attribution, "© OSM")
        let scroll = try XCTUnwrap(elements[4].attributes as? ScrollElement)
        XCTAssertEqual(scroll.direction, .horizontal)
        XCTAssertEqual(scroll.offset, 40)
    }

    /// Each wrong type or value is an error at its key path (the CLI's exit 2).
    func testBadValuesNameTheirKeyPath() {
        let cases: [(String, String)] = [
            (#"{"type": "editableText", "text": 3}"#, "root.children[0].text: expected a string, got 3"),
            (#"{"type": "editableText", "fieldStyle": "glass"}"#, #"root.children[0].fieldStyle: expected one of "plain", "iOS", "material", got "glass""#),
            (#"{"type": "editableText", "maxLines": 1.5}"#, "root.children[0].maxLines: expected a whole number"),
            (#"{"type": "editableText", "caretColor": "nope"}"#, "root.children[0].caretColor: expected a colour"),
            (#"{"type": "multiplexImage"}"#, #"root.children[0]: missing key "sources""#),
            (#"{"type": "multiplexImage", "sources": [{"url": "u", "width": 0, "height": 1}]}"#,
             "root.children[0].sources[0].width: expected a whole number from 1 to 1000000, got 0"),
            (#"{"type": "multiplexImage", "sources": [{"url": "u", "width": 1, "height": 1, "scale": 2}]}"#,
             "root.children[0].sources[0].scale: unknown key in a multiplex image source"),
            (#"{"type": "video", "playButton": 1}"#, "root.children[0].playButton: expected true or false, got 1"),
            (#"{"type": "video", "duration": -1}"#, "root.children[0].duration: expected a number from 0 to 359999, got -1"),
            (#"{"type": "map", "latitude": 0}"#, #"root.children[0]: missing key "longitude""#),
            (#"{"type": "map", "latitude": 0, "longitude": 0, "zoom": 30}"#, "root.children[0].zoom: expected a whole number from 0 to 22, got 30"),
            (#"{"type": "map", "latitude": "north", "longitude": 0}"#, #"root.children[0].latitude: expected a number, got "north""#),
            (#"{"type": "scroll", "offset": -5, "child": {"type": "box"}}"#, "root.children[0].offset: expected a number from 0 to"),
            (#"{"type": "scroll"}"#, #"root.children[0]: missing key "child""#),
        ]
        for (element, expected) in cases {
            let json = #"{"root": {"type": "stack", "children": ["# + element + "]}}"
            XCTAssertThrowsError(try LayoutDocument(jsonText: json), element) { error in
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(error)")
            }
        }
    }
}

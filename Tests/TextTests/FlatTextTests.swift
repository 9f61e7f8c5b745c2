import Foundation
import XCTest
@testable import Text

/// `FlatText.unchangedRuns` skips the character-by-character flattening only for text the
/// flattening would leave as it is.
final class FlatTextTests: XCTestCase {
    private func flattened(_ runs: [TextRun]) -> [TextRun] {
        let flat = FlatText(runs: runs)
        return flat.runs(0..<flat.count)
    }

    func testPlainTextIsPassedThroughAsTheFlatteningWouldGiveIt() {
        let cases: [[TextRun]] = [
            [TextRun("Summer hikes")],
            [TextRun("京都の秋 🍁 "), TextRun("", font: Font(size: 20)), TextRun("Autumn\nin Kyoto", font: Font(weight: .bold))],
            [TextRun("e\u{301}\u{302} naïve سلام 👩‍👩‍👧‍👦")],
            [TextRun("")],
        ]
        for runs in cases {
            let unchanged = FlatText.unchangedRuns(runs)
            XCTAssertNotNil(unchanged, runs.map(\.text).joined())
            XCTAssertEqual(unchanged, flattened(runs), runs.map(\.text).joined())
        }
    }

    func testTextTheFlatteningChangesTakesTheSlowPath() {
        let marks = "a" + String(repeating: "\u{301}", count: 40)
        let cases: [(String, [TextRun])] = [
            ("a NUL", [TextRun("a\0b")]),
            ("a cluster of 41 scalars", [TextRun(marks)]),
            ("a word of 1,100 letters", [TextRun(String(repeating: "x", count: 1_100))]),
            ("1,100 letters over two runs", [TextRun(String(repeating: "x", count: 600)), TextRun(String(repeating: "y", count: 500))]),
        ]
        for (name, runs) in cases {
            XCTAssertNil(FlatText.unchangedRuns(runs), name)
            XCTAssertNotEqual(flattened(runs).map(\.text).joined(), runs.map(\.text).joined(), "\(name): the flattening changes it")
        }
    }

    func testFamilyKeysTrimAsFoundationDoes() {
        for family in ["Inter", "  Avenir Next ", "\tDejaVu Sans\u{3000}", "\u{A0}Roboto", "   ", "", "Noto\u{2009}Sans\u{2009}"] {
            XCTAssertEqual(FontEnvironment.familyKey(family), family.trimmingCharacters(in: .whitespaces).lowercased(),
                           family.debugDescription)
        }
    }
}

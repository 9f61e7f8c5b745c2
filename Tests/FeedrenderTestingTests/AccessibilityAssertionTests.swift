import FeedrenderTesting
import Foundation
import Layout
import Nodes
import Raster
import SnapshotTesting
import TestSupport
import Text
import XCTest

/// `verifyAccessibility` / `assertAccessibility` and the `.accessibility` strategy, with their
/// files in a temporary folder: recording, baselines, changed elements, CI refusal.
final class AccessibilityAssertionTests: XCTestCase {
    private var root: URL!
    override func setUpWithError() throws { root = try makeTemporaryDirectory() }

    private func configuration(isCI: Bool = false) -> SnapshotConfiguration {
        SnapshotConfiguration(snapshotsDirectory: root.appendingPathComponent("Snapshots"),
                              artifactsDirectory: root.appendingPathComponent("artifacts"), isCI: isCI)
    }

    private func file(_ name: String, _ function: String = #function) -> URL {
        root.appendingPathComponent("Snapshots/AccessibilityAssertionTests/\(function.replacingOccurrences(of: "()", with: "")).\(name)")
    }

    /// A white card: a title, a caption in `captionHex` and a "Save" button `buttonSide` tall.
    private static func card(captionHex: String = "#555555", buttonSide: Double = 44, extraLabel: String? = nil) -> DisplayNode {
        let title = TextNode("Harbour walk", font: Font(size: 17, weight: .bold))
        let caption = TextNode("Saturday, 9:00", font: Font(size: 13), color: Color(hex: captionHex)!)
        caption.identifier = "caption"
        let save = ButtonNode(title: "Save")
        save.identifier = "save"
        save.style.preferredSize = Size(width: 80, height: buttonSide)
        let root = DisplayNode()
        root.backgroundColor = .white
        root.automaticallyManagesSubnodes = true
        var children: [DisplayNode] = [title, caption, save]
        if let extraLabel { children.append(TextNode(extraLabel)) }
        root.layoutSpecBlock = { _, _ in
            InsetLayoutSpec(insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                            child: StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .start, children: children))
        }
        return root
    }

    private func verify(_ node: @autoclosure () -> DisplayNode, _ record: SnapshotTestingConfiguration.Record,
                        isCI: Bool = false, testName: String = #function) async -> [SnapshotIssue] {
        await withSnapshotConfiguration(configuration(isCI: isCI)) {
            await verifyAccessibility(of: node(), width: 200, scale: 2, named: "card", record: record, testName: testName)
        }
    }

    func testRecordsThenPassesThenFailsOnANewFindingAndAChangedElement() async throws {
        // First run: the baseline (accepting the one finding), the record and the legend are written.
        let first = await verify(Self.card(buttonSide: 30), .missing)
        XCTAssertEqual(first.map(\.recorded), [true, true], first.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(first[1].message.contains("[touchTargetSize] save at (8, "), first[1].message)
        XCTAssertTrue(first[1].message.hasSuffix("touch target 30 pt is under 44 pt"), first[1].message)
        let baseline = try AccessibilityBaseline.read(from: file("card.accessibility-baseline.json"))
        XCTAssertEqual(baseline.accepted, ["touchTargetSize save"])
        let legend = try PNGDecoder.decode(Data(contentsOf: file("card.accessibility.png")))
        XCTAssertEqual(legend.width, 2 * (200 + 240))

        // Second run: nothing new.
        let second = await verify(Self.card(buttonSide: 30), .missing)
        XCTAssertEqual(second.map(\.message), [])

        // A caption in #AAAAAA on white (2.32:1) is a new finding; the baseline's stays accepted.
        let third = await verify(Self.card(captionHex: "#AAAAAA", buttonSide: 30), .missing)
        XCTAssertEqual(third.count, 1, third.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(third[0].message.contains("1 new finding not in testRecordsThenPassesThenFailsOnANewFindingAndAChangedElement.card.accessibility-baseline.json"),
                      third[0].message)
        XCTAssertTrue(third[0].message.contains("[textContrast] caption at (8, "), third[0].message)
        XCTAssertTrue(third[0].message.contains("text contrast 2.32:1 is under 4.5:1"), third[0].message)

        // A new element changes the record: the message lists it; the actual record and legend go to the artefacts.
        let fourth = await verify(Self.card(buttonSide: 30, extraLabel: "Free entry"), .missing)
        XCTAssertEqual(fourth.count, 1)
        XCTAssertTrue(fourth[0].message.contains("#4 added: \"Free entry\" [staticText]"), fourth[0].message)
        let artefact = root.appendingPathComponent(
            "artifacts/AccessibilityAssertionTests/testRecordsThenPassesThenFailsOnANewFindingAndAChangedElement.card.accessibility.json")
        let actual = try JSONDecoder().decode(AccessibilityRecord.self, from: Data(contentsOf: artefact))
        XCTAssertEqual(actual.elements.map(\.label), ["Harbour walk", "Saturday, 9:00", "Save", "Free entry"])
    }

    func testCIRecordsNothingAndReportsTheFindings() async throws {
        let issues = await verify(Self.card(buttonSide: 30), .missing, isCI: true)
        XCTAssertEqual(issues.map(\.recorded), [false, false])
        XCTAssertTrue(issues[1].message.contains("CI=true"), issues[1].message)
        XCTAssertTrue(issues[1].message.contains("[touchTargetSize] save"), issues[1].message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots").path))
    }

    func testTheAccessibilityStrategyRecordsTheLegendAndTheElements() async throws {
        let issues = await withSnapshotConfiguration(configuration()) {
            await verifySnapshot(of: Self.card(), as: .accessibility(width: 200, scale: 2), named: "legend", record: .missing)
        }
        XCTAssertEqual(issues.map(\.recorded), [true])
        let legend = try PNGDecoder.decode(Data(contentsOf: file("legend.png")))
        XCTAssertEqual(legend.width, 2 * (200 + 240))
        let record = try JSONDecoder().decode(AccessibilityRecord.self, from: Data(contentsOf: file("legend.accessibility.json")))
        XCTAssertEqual(record.elements.map(\.label), ["Harbour walk", "Saturday, 9:00", "Save"])
        XCTAssertEqual(record.elements.map(\.number), [1, 2, 3])
        let again = await withSnapshotConfiguration(configuration()) {
            await verifySnapshot(of: Self.card(), as: .accessibility(width: 200, scale: 2), named: "legend", record: .missing)
        }
        XCTAssertEqual(again.map(\.message), [])
    }
}

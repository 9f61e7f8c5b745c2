import Feedrender
import FeedrenderTesting
import Foundation
import SnapshotApp
import Testing

/// Accessibility checks beside the snapshots, in `Snapshots/AccessibilityTests/`: a baseline
/// of accepted findings, the elements in reading order and the legend image.
@Suite struct AccessibilityTests {
    /// `badgeCell.inbox.accessibility-baseline.json` accepts what the audit found when it was
    /// recorded; `.accessibility.json` and `.accessibility.png` hold the elements and the legend.
    @Test func badgeCell() async {
        await assertAccessibility(of: BadgeCell(title: "Inbox", count: 3, theme: .light), width: 320, scale: 2,
                                  named: "inbox")
    }

    /// A changed label is a changed element: the check names it (nothing is recorded here).
    @Test func aChangedLabelFails() async {
        let issues = await verifyAccessibility(of: BadgeCell(title: "Archive", count: 3, theme: .light), width: 320,
                                               scale: 2, named: "inbox", record: .never, testName: "badgeCell()")
        #expect(issues.count == 1, "\(issues)")
        #expect(issues.first?.message.contains("\"Inbox\" [staticText]") == true, "\(issues)")
        #expect(issues.first?.message.contains("-> \"Archive\" [staticText]") == true, "\(issues)")
    }

    /// The legend as a snapshot: `profileRowLegend.1.png` (with `.layout.json` and `.accessibility.json`).
    @Test func profileRowLegend() async {
        await assertSnapshot(of: ProfileRow(name: "Ava Nguyen", subtitle: "Brooklyn, NY", theme: .light),
                             as: .accessibility(width: 320, scale: 2))
    }
}

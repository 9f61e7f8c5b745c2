import Feedrender
import FeedrenderTesting
import Foundation
import SnapshotApp
import Testing

/// Swift Testing: references in `Snapshots/BadgeCellTests/` (the suite type names the folder).
@Suite struct BadgeCellTests {
    /// Two cases, two references: `badge-count.3-1.png` and `badge-count.120-1.png`.
    @Test(arguments: [3, 120])
    func badge(count: Int) async {
        await assertSnapshot(of: BadgeCell(title: "Inbox", count: count, theme: .light), as: .cell(device: .compact))
    }

    /// Two unnamed assertions in one test: `.1` and `.2`.
    @Test func emptyAndFull() async {
        await assertSnapshot(of: BadgeCell(title: "Drafts", count: 0, theme: .light), as: .cell(device: .compact))
        await assertSnapshot(of: BadgeCell(title: "Drafts", count: 7, theme: .light), as: .cell(device: .compact))
    }

    /// One assertion, one reference per variant: `matrix.light-text85.png` … `matrix.dark-text160.png`.
    @Test func matrix() async {
        await assertSnapshot(of: { BadgeCell(title: "Notifications", count: 12, theme: $0.resolvedTheme) },
                             as: .cell(device: .compact),
                             variants: .matrix(themes: [.light, .dark], textSizes: TextSize.all))
    }

    /// Right to left: the badge moves to the leading (left) edge. `directions.ltr.png`,
    /// `directions.rtl.png`.
    @Test func directions() async {
        await assertSnapshot(of: { BadgeCell(title: "Inbox", count: 4, theme: $0.resolvedTheme) },
                             as: .cell(device: .compact), variants: .matrix(directions: [.leftToRight, .rightToLeft]))
    }

    /// Devices are a dimension too: `devices.compact.png`, `devices.phone.png`.
    @Test func devices() async {
        await assertSnapshot(of: { BadgeCell(title: "Archive", count: 1, theme: $0.resolvedTheme) },
                             as: .cell(), variants: .matrix(devices: [.compact, .phone]))
    }

    /// A 1/255 change of the badge colour: within the default tolerance (2/255 per channel),
    /// a failure with zero tolerance.
    @Test func oneStepColourChange() async {
        let accent = Theme.light.badge.rgba8
        let nudged = Color(red8: accent.red, green8: accent.green, blue8: accent.blue &+ (accent.blue < 255 ? 1 : 255))
        await assertSnapshot(of: BadgeCell(title: "Inbox", count: 5, theme: .light), as: .cell(device: .compact),
                             named: "badge")
        let changed = BadgeCell(title: "Inbox", count: 5, theme: .light, badgeColor: nudged)
        let underDefault = await verifySnapshot(of: changed, as: .cell(device: .compact), named: "badge")
        #expect(underDefault.isEmpty, "default tolerance: \(underDefault)")
        let exact = await verifySnapshot(of: changed, as: .cell(device: .compact), named: "badge", tolerance: .exact)
        #expect(exact.count == 1)
        #expect(exact.first?.message.contains("largest channel delta 1") == true, "\(exact)")
    }
}

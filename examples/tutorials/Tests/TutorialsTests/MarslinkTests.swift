import Feedrender
import FeedrenderTesting
import Foundation
import Marslink
import Testing

/// Marslink: the weather collapsed and expanded, journal entries as a date and a text
/// cell, messages. References in `Snapshots/MarslinkTests/`.
@Suite struct MarslinkTests {
    @Test func solFormatter() {
        let formatter = SolFormatter()
        #expect(formatter.sols(fromDate: Mission.landingDate) == 0)
        #expect(formatter.sols(fromDate: Mission.landingDate.addingTimeInterval(88_775)) == 0, "a sol is 88,775.244 s")
        #expect(formatter.sols(fromDate: Mission.landingDate.addingTimeInterval(88_776)) == 1)
        #expect(formatter.sols(fromDate: Mission.date(sol: 6, hours: 20)) == 6)
        #expect(formatter.sols(fromDate: Mission.landingDate.addingTimeInterval(-1)) == -1)
    }

    /// Newest first: the weather, Mark's message, Mission Control's, then the entries.
    @Test func sectionsAreSortedByDate() {
        let controller = FeedViewController()
        let kinds = controller.adapter.sectionControllers.map { String(describing: type(of: $0)) }
        #expect(kinds == ["WeatherSectionController", "MessageSectionController", "MessageSectionController",
                          "JournalSectionController", "JournalSectionController", "JournalSectionController"])
    }

    @Test func collapsed() async {
        let controller = FeedViewController()
        await assertSnapshot(of: controller.adapter as any FeedSource,
                             as: .feed(settings: TutorialFolders.settings(controller.presentation()), output: .frame(1)))
    }

    /// A tap on the summary: five cells, SUNRISE, SUNSET, HIGH and LOW under it.
    @Test func expanded() async throws {
        let controller = FeedViewController()
        let weather = try #require(controller.weatherSectionController)
        weather.didSelectItem(at: 0)
        #expect(weather.expanded)
        #expect(controller.adapter.rows().prefix(5).map(\.identifier).count == 5)
        await assertSnapshot(of: controller.adapter as any FeedSource,
                             as: .feed(settings: TutorialFolders.settings(controller.presentation()), output: .frame(1)))
    }
}

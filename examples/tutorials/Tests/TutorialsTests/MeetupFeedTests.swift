import Feedrender
import FeedrenderTesting
import Foundation
import MeetupFeed
import Testing

/// The Meetup feed: the spinner while loading, then the groups of `find/groups.json`.
/// References in `Snapshots/MeetupFeedTests/`.
@Suite struct MeetupFeedTests {
    private let folder = TutorialFolders.folder("meetup-feed")
    private let loader = TutorialFolders.loader("meetup-feed")

    @Test func parsesGroupsAsTheTutorialDoes() throws {
        let manager = MeetupFeedDataManager(meetupService: MeetupService(baseURL: folder), locationService: LocationService())
        let groups = try manager.searchForGroupNearby()
        // Soho Sketchers has no key_photo: the tutorial's guard drops it.
        #expect(groups.map(\.id) == [10288002, 1832473, 2002])
        #expect(groups[0].organizer.name == "Simon Maple")
        #expect(groups[0].photoURL == folder.appendingPathComponent("photo-6.jpg"))
        // 1379344850000 ms is 2013-09-16 15:20:50 UTC.
        #expect(groups[0].timeInterval == "Sep 16, 2013")
        #expect(groups[2].timeInterval == "Jun 30, 2024", "1719777600000 ms is 2024-06-30 20:00 UTC")
    }

    @Test func aMissingAnswerNamesItsFile() {
        let manager = MeetupFeedDataManager(meetupService: MeetupService(baseURL: folder.appendingPathComponent("nowhere/")),
                                            locationService: LocationService())
        #expect { try manager.searchForGroupNearby() } throws: { "\($0)".contains("nowhere/find/groups.json: cannot read") }
    }

    /// Before the groups arrive: an empty table under "Browse Meetup" and the grey spinner
    /// centred at its top.
    @Test func loading() async {
        let controller = MeetupFeedViewController(baseURL: folder)
        await assertSnapshot(of: controller.dataProvider as any FeedSource,
                             as: .feed(settings: TutorialFolders.settings(controller.presentation()), output: .frame(1),
                                       imageLoader: loader))
    }

    /// The groups: avatar, organizer, city and date over a square photo, two screens.
    @Test func groups() async throws {
        let controller = MeetupFeedViewController(baseURL: folder)
        try controller.findGroupItemsNearby()
        for frame in 1...2 {
            await assertSnapshot(of: controller.dataProvider as any FeedSource,
                                 as: .feed(settings: TutorialFolders.settings(controller.presentation()), output: .frame(frame),
                                           imageLoader: loader), named: "frame-\(frame)")
        }
    }

    @Test func cell() async throws {
        let groups = try MeetupFeedDataManager(meetupService: MeetupService(baseURL: folder),
                                               locationService: LocationService()).searchForGroupNearby()
        await assertSnapshot(of: GroupCellNode(group: groups[1]), as: .cell(device: .phone, imageLoader: loader))
    }
}

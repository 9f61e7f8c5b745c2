import Feedrender
import Foundation

/// The app's one screen (the tutorial's `MeetupFeedViewController` in its navigation
/// controller): "Browse Meetup" over the table of groups. Its interactor asks the data
/// manager for the groups near the user and hands them to the data provider; until then
/// the table shows the spinner.
public final class MeetupFeedViewController {
    /// The table's data source: render it to see the screen.
    public let dataProvider = MeetupFeedTableDataProvider()
    private let dataManager: MeetupFeedDataManager

    /// The screen on `device`, reading the API's answers from `baseURL` (`find/groups.json`).
    public init(baseURL: URL) {
        dataManager = MeetupFeedDataManager(meetupService: MeetupService(baseURL: baseURL), locationService: LocationService())
    }

    /// The navigation bar's title (the tutorial's `setupInitialState`).
    public let title = "Browse Meetup"

    /// How the screen is shown: a white iPhone screen with the status bar and the title.
    public func presentation(device: DevicePreset = .default) -> FeedPresentation {
        FeedPresentation(device: device, theme: .light, navigationTitle: title, showsStatusBar: true)
    }

    /// The interactor's `findGroupItemsNearby` and `foundGroupItems` in one: loads the groups
    /// and puts them in the table (which stops the spinner).
    public func findGroupItemsNearby() throws {
        dataProvider.insertNewGroupsInTableView(try dataManager.searchForGroupNearby())
    }
}

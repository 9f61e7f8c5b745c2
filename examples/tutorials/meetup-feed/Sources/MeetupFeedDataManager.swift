import Foundation

/// Where the user is (the tutorial's `LocationService`, with its fixed London coordinate).
public struct LocationService: Sendable {
    public var latitude = 51.509980
    public var longitude = -0.133700

    public init() {}
}

/// Turns the API's answer into groups (the tutorial's `MeetupFeedDataManager`): a group
/// without a key photo, a city, a country or an organizer with a thumbnail is skipped, as
/// the tutorial's `guard` skips it.
public final class MeetupFeedDataManager: Sendable {
    private let meetupService: MeetupService
    private let locationService: LocationService

    public init(meetupService: MeetupService, locationService: LocationService) {
        self.meetupService = meetupService
        self.locationService = locationService
    }

    /// The groups near the user, in the API's order.
    public func searchForGroupNearby() throws -> [Group] {
        let results = try meetupService.fetchMeetupGroupInLocation(latitude: locationService.latitude,
                                                                  longitude: locationService.longitude)
        return results.compactMap(groupItemFromJSONDictionary)
    }

    func groupItemFromJSONDictionary(_ entry: [String: Any]) -> Group? {
        guard let id = entry["id"] as? Int, let created = entry["created"] as? Double,
              let city = entry["city"] as? String, let country = entry["country"] as? String,
              let keyPhoto = entry["key_photo"] as? [String: Any], let photoLink = keyPhoto["photo_link"] as? String,
              let photoURL = url(photoLink),
              let organizerEntry = entry["organizer"] as? [String: Any],
              let organizer = organizerItemFromJSONDictionary(organizerEntry) else { return nil }
        return Group(id: id, createdAt: created, photoURL: photoURL, city: city, country: country, organizer: organizer)
    }

    func organizerItemFromJSONDictionary(_ entry: [String: Any]) -> Organizer? {
        guard let name = entry["name"] as? String, let photo = entry["photo"] as? [String: Any],
              let thumbLink = photo["thumb_link"] as? String, let thumbURL = url(thumbLink) else { return nil }
        return Organizer(name: name, thumbURL: thumbURL)
    }

    /// A link as written, relative ones against the service's base (the example's files).
    private func url(_ link: String) -> URL? {
        URL(string: link, relativeTo: meetupService.baseURL)?.absoluteURL
    }
}

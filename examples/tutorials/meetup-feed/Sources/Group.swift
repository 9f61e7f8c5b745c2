import Foundation

/// A Meetup group as the feed shows it (the tutorial's `Group`): when it was created,
/// its photo, where it meets and who organises it.
public struct Group: Hashable, Sendable {
    /// The group's `id` in the API's answer.
    public let id: Int
    /// Milliseconds since 1970, as the API writes `created`.
    public let createdAt: Double
    public let photoURL: URL
    public let city: String
    public let country: String
    public let organizer: Organizer

    public init(id: Int, createdAt: Double, photoURL: URL, city: String, country: String, organizer: Organizer) {
        self.id = id
        self.createdAt = createdAt
        self.photoURL = photoURL
        self.city = city
        self.country = country
        self.organizer = organizer
    }

    /// The creation date as a medium date with no time ("Jul 1, 2024"), the tutorial's
    /// `timeInterval`. The locale and time zone are fixed (en-US, UTC): a snapshot must not
    /// depend on the machine. The tutorial passes the API's milliseconds to
    /// `Date(timeIntervalSince1970:)` as seconds; this port converts them.
    public var timeInterval: String {
        let date = Date(timeIntervalSince1970: createdAt / 1000)
        var style = Date.FormatStyle(date: .abbreviated, time: .omitted)
        style.locale = Locale(identifier: "en_US")
        style.timeZone = TimeZone(identifier: "UTC")!
        return date.formatted(style)
    }
}

/// Who runs a group: a name and an avatar (the tutorial's `Organizer`).
public struct Organizer: Hashable, Sendable {
    public let name: String
    public let thumbURL: URL

    public init(name: String, thumbURL: URL) {
        self.name = name
        self.thumbURL = thumbURL
    }
}

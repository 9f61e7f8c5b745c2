import Feedrender
import Foundation

/// Things the feed sorts newest first (the tutorial's `DateSortable`).
public protocol DateSortable {
    var date: Date { get }
}

/// An astronaut's log entry (the tutorial's `JournalEntry`).
public struct JournalEntry: Hashable, Sendable, ListDiffable, DateSortable {
    public let date: Date
    public let text: String

    public init(date: Date, text: String) {
        self.date = date
        self.text = text
    }
}

/// Who sent a message.
public struct User: Hashable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// A message from the Pathfinder link (the tutorial's `Message`).
public struct Message: Hashable, Sendable, ListDiffable, DateSortable {
    public let date: Date
    public let text: String
    public let user: User

    public init(date: Date, text: String, user: User) {
        self.date = date
        self.text = text
        self.user = user
    }
}

/// The weather at the landing site (the tutorial's `Weather`): temperatures in °C.
public struct Weather: Hashable, Sendable, ListDiffable, DateSortable {
    public let date: Date
    public let temperature: Int
    public let high: Int
    public let low: Int
    public let sunrise: String
    public let sunset: String

    public init(date: Date, temperature: Int, high: Int, low: Int, sunrise: String, sunset: String) {
        self.date = date
        self.temperature = temperature
        self.high = high
        self.low = low
        self.sunrise = sunrise
        self.sunset = sunset
    }
}

/// Mission time in sols (the tutorial's `SolFormatter`): whole Martian days (24 h 39 min
/// 35.244 s) since the landing.
public struct SolFormatter: Sendable {
    /// Seconds in a sol.
    public static let secondsPerSol = 88_775.244
    /// Sol 0 starts here.
    public let landingDate: Date

    public init(landingDate: Date = Mission.landingDate) {
        self.landingDate = landingDate
    }

    /// The sol `date` falls in (negative before the landing).
    public func sols(fromDate date: Date) -> Int {
        Int((date.timeIntervalSince(landingDate) / Self.secondsPerSol).rounded(.down))
    }
}

/// The mission's fixed dates and data (the tutorial's `JournalEntryLoader`, `Pathfinder`
/// and `WxScanner` with their hard-coded content), so every render shows the same feed.
public enum Mission {
    /// The landing: 2035-11-07 00:00 UTC.
    public static let landingDate = Date(timeIntervalSince1970: 2_077_920_000)

    /// The date `hours` hours into sol `sol`.
    public static func date(sol: Int, hours: Double = 0) -> Date {
        landingDate.addingTimeInterval(Double(sol) * SolFormatter.secondsPerSol + hours * 3600)
    }

    /// The journal, oldest first.
    public static let entries = [
        JournalEntry(date: date(sol: 6, hours: 20), text: "I'm in trouble. That's my considered opinion. Six days into what should be the greatest month of my life, and it's turned into a nightmare."),
        JournalEntry(date: date(sol: 7, hours: 9), text: "Okay, I've had a good night's sleep, and things don't seem as hopeless as they did yesterday."),
        JournalEntry(date: date(sol: 14, hours: 11), text: "The potatoes are in. Soil, water and a lot of patience."),
    ]

    /// The messages from Pathfinder, oldest first.
    public static let messages = [
        Message(date: date(sol: 15, hours: 2), text: "Are you receiving us?", user: User(id: 1, name: "Mission Control")),
        Message(date: date(sol: 15, hours: 4), text: "Loud and clear. Send more potatoes.", user: User(id: 2, name: "Mark")),
    ]

    /// The latest weather.
    public static let currentWeather = Weather(date: date(sol: 15, hours: 6), temperature: -62, high: -17, low: -89,
                                               sunrise: "05:52", sunset: "18:31")
}

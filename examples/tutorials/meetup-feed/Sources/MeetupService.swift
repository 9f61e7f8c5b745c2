import Foundation

/// What the service and the data manager fail with, naming the URL.
public struct MeetupServiceError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

/// Calls Meetup's `find/groups` (the tutorial's `MeetupService`). The example reads the
/// answer from a file next to it instead of the network, so its snapshots never change;
/// `baseURL` is where `find/groups.json` lives.
public final class MeetupService: Sendable {
    public let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// The URL of the groups near a place (one page of 10, as the tutorial asks).
    public func groupsURL(latitude: Double, longitude: Double) -> URL {
        baseURL.appendingPathComponent("find/groups.json")
    }

    /// The groups near a place as the API's JSON objects.
    public func fetchMeetupGroupInLocation(latitude: Double, longitude: Double) throws -> [[String: Any]] {
        let url = groupsURL(latitude: latitude, longitude: longitude)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw MeetupServiceError(description: "\(url.path): cannot read: \(error.localizedDescription)")
        }
        guard let results = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw MeetupServiceError(description: "\(url.path): not a JSON array of groups")
        }
        return results
    }
}

import Appearance
import Cells
import DocumentModel
import Foundation

/// The cells a document section can name with `kind`, and the item fields each reads.
public enum BuiltInCellKind: String, CaseIterable, Sendable {
    /// `MeetupGroup`, in the Meetup `find/groups` API shape: `organizer.name`,
    /// `organizer.photo.photo_link`, `city`, `country` / `localized_country_name`,
    /// `created` (ms since 1970), `group_photo.photo_link` or `key_photo.photo_link`.
    case group
    /// `Album`: `title`, `content`, `count`, `photo`.
    case album
    /// `JournalEntry`: `sol`, `text`.
    case journal
    /// `Message`: `user`, `text`.
    case message
    /// `Weather`: `summary`, `sunrise`, `sunset`, `high`, `low`, `expanded`.
    case weather
    /// `Card`: `title`, `description`, `image`.
    case card
    /// `Post` (the benchmark feed): `kind` photo/text, `name`, `location`, `date_label`,
    /// `avatar`, `photo`, `body`.
    case post

    /// Reads one item. `fallbackID` names items without an `id`.
    func model(from value: DocumentValue, fallbackID: String, urls: URLResolver) throws -> any CellModel {
        let item = try value.object()
        if self == .group {
            let id = try item.identifier(fallback: try item.optionalString("urlname") ?? fallbackID)
            return try Self.group(item, id: id, urls: urls)
        }
        let id = try item.identifier(fallback: fallbackID)
        switch self {
        case .group: preconditionFailure("handled above")
        case .album:
            return Album(id: id, title: try item.string("title"), content: try item.optionalString("content") ?? "",
                         count: try item.required("count").integer(), photo: try urls.url(item["photo"]))
        case .journal:
            return JournalEntry(id: id, sol: try item.required("sol").integer(), text: try item.string("text"))
        case .message:
            return Message(id: id, user: try item.string("user"), text: try item.string("text"))
        case .weather:
            return Weather(id: id, summary: try item.string("summary"), sunrise: try item.string("sunrise"),
                           sunset: try item.string("sunset"), high: try item.string("high"), low: try item.string("low"),
                           isExpanded: try item["expanded"]?.bool() ?? false)
        case .card:
            return Card(id: id, title: try item.string("title"), description: try item.optionalString("description") ?? "",
                        image: try urls.url(item["image"]))
        case .post:
            let kind = try item["kind"].map { try $0.oneOf(Post.Kind.self) } ?? .photo
            return Post(id: id, kind: kind, name: try item.string("name"), location: try item.optionalString("location") ?? "",
                        dateLabel: try item.optionalString("date_label") ?? "", avatar: try urls.url(item["avatar"]),
                        photo: try urls.url(item["photo"]), body: try item.optionalString("body"))
        }
    }

    private static func group(_ item: DocumentObject, id: String, urls: URLResolver) throws -> MeetupGroup {
        let organizer = try item.required("organizer").object()
        let organizerPhoto = try organizer.optionalObject("photo")
        let created = try item.required("created").number()
        let country = try item.optionalString("localized_country_name")
            ?? (try item.optionalString("country")).map { $0.uppercased() } ?? ""
        let photo = try item.optionalObject("group_photo") ?? item.optionalObject("key_photo")
        return MeetupGroup(
            id: id,
            organizerName: try organizer.string("name"),
            organizerPhoto: try urls.url(organizerPhoto?["photo_link"] ?? organizerPhoto?["thumb_link"]),
            city: try item.optionalString("city") ?? "",
            country: country,
            created: Date(timeIntervalSince1970: created / 1000),
            photo: try urls.url(photo?["photo_link"] ?? photo?["highres_link"]))
    }
}

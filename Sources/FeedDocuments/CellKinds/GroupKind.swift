import Appearance
import Cells
import DocumentModel
import Foundation
import Nodes

/// `group`: a `MeetupGroup`, in the Meetup `find/groups` API shape: `organizer.name`,
/// `organizer.photo.photo_link`, `city`, `country` / `localized_country_name`, `created`
/// (ms since 1970), `group_photo.photo_link` or `key_photo.photo_link`. An item without an
/// `id` is named by its `urlname`.
enum GroupKind: BuiltInCellKind {
    static let name = "group"

    static func model(from item: DocumentObject, fallbackID: String, urls: URLResolver) throws -> MeetupGroup {
        let id = try item.identifier(fallback: try item.optionalString("urlname") ?? fallbackID)
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

extension MeetupGroup: CellModel {
    package func makeCell(theme: Theme) -> CellNode { GroupCellNode(group: self, theme: theme) }
}

extension MeetupGroup: IdentifiedCellModel {}

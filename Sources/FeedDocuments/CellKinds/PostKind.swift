import Appearance
import Cells
import DocumentModel
import Nodes

/// `post` (the benchmark feed's items): a `Post` from `kind` (photo or text), `name`,
/// `location`, `date_label`, `avatar`, `photo`, `body`.
enum PostKind: BuiltInCellKind {
    static let name = "post"

    static func model(from item: DocumentObject, fallbackID: String, urls: URLResolver) throws -> Post {
        let id = try item.identifier(fallback: fallbackID)
        let kind = try item["kind"].map { try $0.oneOf(Post.Kind.self) } ?? .photo
        return Post(id: id, kind: kind, name: try item.string("name"), location: try item.optionalString("location") ?? "",
                    dateLabel: try item.optionalString("date_label") ?? "", avatar: try urls.url(item["avatar"]),
                    photo: try urls.url(item["photo"]), body: try item.optionalString("body"))
    }
}

extension Post: CellModel {
    package func makeCell(theme: Theme) -> CellNode { PostCellNode(post: self, theme: theme) }
}

extension Post: IdentifiedCellModel {}

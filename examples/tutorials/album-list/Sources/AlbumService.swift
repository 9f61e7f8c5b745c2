import Foundation

/// What loading a page fails with, naming the page's file.
public struct AlbumServiceError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

/// The station's albums, a page at a time (the tutorial's `loadAlbums:pageNum:pageSize:`).
/// The example reads `albums/page-N.json` next to it instead of the network: a JSON array
/// of `{id, title, content, icon, programCount}`, `icon` relative to the page (as a feed
/// document's paged source reads it); an empty array is past the last page.
public struct AlbumService: Sendable {
    public let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    /// Page `pageNum` (from 1).
    public func loadAlbums(pageNum: Int) throws -> [AlbumModel] {
        let url = baseURL.appendingPathComponent("albums/page-\(pageNum).json")
        guard let data = try? Data(contentsOf: url),
              let entries = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw AlbumServiceError(description: "\(url.path): not a readable JSON array of albums")
        }
        return try entries.enumerated().map { index, entry in
            guard let id = entry["id"] as? String, let title = entry["title"] as? String,
                  let content = entry["content"] as? String, let icon = entry["icon"] as? String,
                  let iconURL = URL(string: icon, relativeTo: url)?.absoluteURL,
                  let count = entry["programCount"] as? Int else {
                throw AlbumServiceError(description: "\(url.path): [\(index)]: an album needs id, title, content, icon and programCount")
            }
            return AlbumModel(id: id, title: title, content: content, icon: iconURL, programCount: count)
        }
    }
}

import DocumentModel
import Foundation
import ImageLoading
import ListDiff
import Lists

/// Batch fetching for a document's paged sections: each `fetchNextPage` loads the next
/// page of the first section that is not exhausted, `{page}` in its URL replaced by the
/// page number. A page is a JSON array of items (or an object with an `items` or
/// `results` array); an empty page ends the section.
final class PagedSectionFetcher: ListBatchFetching {
    struct Pager {
        var sectionID: String
        /// The URL with `{page}` in it, as written.
        var urlTemplate: String
        var nextPage: Int
        var isExhausted = false
        var reader: ItemReader
        var usedIDs: Set<String>
        var itemCount: Int
    }

    private let loader: ImageLoader
    private let urls: URLResolver
    private(set) var pagers: [Pager]

    init(pagers: [Pager], loader: ImageLoader, urls: URLResolver) {
        self.pagers = pagers
        self.loader = loader
        self.urls = urls
    }

    var canFetchMore: Bool { pagers.contains { !$0.isExhausted } }

    /// The URL of `page` for a section's URL template.
    static func url(template: String, page: Int, urls: URLResolver) -> URL? {
        urls.resolve(template.replacingOccurrences(of: "{page}", with: String(page)))
    }

    func fetchNextPage(after current: [any ListDiffable]) async throws -> [any ListDiffable] {
        guard let index = pagers.firstIndex(where: { !$0.isExhausted }) else { return current }
        var pager = pagers[index]
        guard let url = Self.url(template: pager.urlTemplate, page: pager.nextPage, urls: urls) else {
            throw DocumentError(location: nil, problem: "not a valid URL: \(pager.urlTemplate)")
        }
        let data = try await loader.data(for: url)
        let pageName = url.absoluteString
        let items: [DocumentValue]
        do {
            let page = try JSONValue(parsing: String(decoding: data, as: UTF8.self))
            items = try Self.items(of: DocumentValue(page))
        } catch let error as DocumentError {
            throw error.inFile(pageName)
        }
        if items.isEmpty {
            pager.isExhausted = true
            pagers[index] = pager
            return current
        }
        let newItems: [FeedItem]
        do {
            newItems = try pager.reader.read(items, firstIndex: pager.itemCount, existing: &pager.usedIDs,
                                             urls: URLResolver(base: url))
        } catch let error as DocumentError {
            throw error.inFile(pageName)
        }
        pager.nextPage += 1
        pager.itemCount += newItems.count
        pagers[index] = pager
        return current.map { object in
            guard var section = object as? FeedSection, section.id == pager.sectionID else { return object }
            section.items += newItems
            return section
        }
    }

    private static func items(of page: DocumentValue) throws -> [DocumentValue] {
        if case .array = page.value { return try page.array() }
        let object = try page.object()
        guard let items = object["items"] ?? object["results"] else {
            throw page.error("expected an array of items, or an object with \"items\"")
        }
        return try items.array()
    }
}

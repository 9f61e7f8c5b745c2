import DocumentModel
import Foundation
import ImageLoading
import ListDiffKit
import Lists

/// Batch fetching for a document's remote sections: each `fetchNextPage` loads the next
/// page of the first section that is not exhausted. A paged source's URL has `{page}`
/// replaced by the page number, and an empty page ends it; a one-shot source (one URL
/// without `{page}`, such as Meetup's `find/groups`) and a list of URLs end after their
/// last page (or at an empty one). A page is a JSON array of items (or an object with an
/// `items` or `results` array). A paged source that has given its `maxPages` (default
/// `DocumentLimits.pagesPerSource`) without an empty page, or pages that would take the
/// feed past its item limit, fail naming the page's URL; every page is loaded with the
/// loader's limits and deadlines.
final class PagedSectionFetcher: ListBatchFetching {
    /// Where a section's pages come from.
    enum Pages: Equatable {
        /// A URL with `{page}` in it, as written, asked for page after page.
        case numbered(template: String)
        /// These URLs, as written, in order: one for a one-shot source.
        case list([String])
    }

    struct Pager {
        var sectionID: String
        var pages: Pages
        /// The next page number (`numbered`) or index into the list (`list`).
        var nextPage: Int
        /// The most pages this section may fetch.
        var maxPages: Int
        var pagesFetched = 0
        var isExhausted = false
        var reader: ItemReader
        var usedIDs: Set<String>
        var itemCount: Int
    }

    private let loader: ImageLoader
    private let urls: URLResolver
    private let limits: DocumentLimits
    private(set) var pagers: [Pager]
    private var budget: ItemBudget

    init(pagers: [Pager], loader: ImageLoader, urls: URLResolver, budget: ItemBudget, limits: DocumentLimits) {
        self.pagers = pagers
        self.loader = loader
        self.urls = urls
        self.budget = budget
        self.limits = limits
    }

    var canFetchMore: Bool { pagers.contains { !$0.isExhausted } }

    /// The URL of `page` for a section's URL template.
    static func url(template: String, page: Int, urls: URLResolver) -> URL? {
        urls.resolve(template.replacingOccurrences(of: "{page}", with: String(page)))
    }

    /// The pager's next URL as written and resolved.
    private func nextURL(of pager: Pager) -> (written: String, url: URL?) {
        switch pager.pages {
        case .numbered(let template):
            return (template, Self.url(template: template, page: pager.nextPage, urls: urls))
        case .list(let list):
            return (list[pager.nextPage], urls.resolve(list[pager.nextPage]))
        }
    }

    func fetchNextPage(after current: [any ListDiffable]) async throws -> [any ListDiffable] {
        guard let index = pagers.firstIndex(where: { !$0.isExhausted }) else { return current }
        var pager = pagers[index]
        let next = nextURL(of: pager)
        guard let url = next.url else {
            throw DocumentError(location: nil, problem: "not a valid URL: \(next.written)")
        }
        let pageName = url.absoluteString
        guard pager.pagesFetched < pager.maxPages else {
            throw DocumentError(file: pageName, location: nil, problem:
                "section \(JSONValue.quoted(pager.sectionID)) gave \(pager.maxPages) pages without an empty one, "
                + "its limit (raise with the source's maxPages key or --limit pages=N)")
        }
        pager.pagesFetched += 1
        let data = try await loader.data(for: url)
        let items: [DocumentValue]
        do {
            let text = try DocumentReader.text(of: data, shownAs: pageName, limits: limits)
            let page = try JSONValue(parsing: text, maximumDepth: limits.depth)
            let list = try Self.itemList(of: DocumentValue(page))
            items = try list.array()
            try budget.take(items.count, for: pager.reader, at: list)
        } catch let error as DocumentError {
            throw error.file == nil ? error.inFile(pageName) : error
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
        if case .list(let list) = pager.pages, pager.nextPage >= list.count { pager.isExhausted = true }
        pagers[index] = pager
        return current.map { object in
            guard var section = object as? FeedSection, section.id == pager.sectionID else { return object }
            section.items += newItems
            return section
        }
    }

    /// The page's array of items: the page itself, or its `items` or `results`.
    private static func itemList(of page: DocumentValue) throws -> DocumentValue {
        if case .array = page.value { return page }
        let object = try page.object()
        guard let items = object["items"] ?? object["results"] else {
            throw page.error("expected an array of items, or an object with \"items\"")
        }
        return items
    }
}

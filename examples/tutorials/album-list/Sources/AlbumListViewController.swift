import Feedrender
import Foundation

/// The album screen (the tutorial's view controller): a fixed bar at the top (`_bar`) and
/// under it a plain table of `AlbumCellNode`s with no separators that fetches the next
/// page when the reader comes within one screen of its end (`leadingScreensForBatching`
/// 1), until a page comes back empty.
public final class AlbumListViewController: FeedSource {
    private let service: AlbumService
    private var models: [AlbumModel] = []
    private var pageNum = 0
    private var reachedEnd = false

    /// The screen reading its pages from `baseURL` (`albums/page-N.json`).
    public init(baseURL: URL) {
        service = AlbumService(baseURL: baseURL)
    }

    /// The bar fixed above the table: the station's name on the left.
    public static let bar = FixedBar(title: "我的电台 · 专辑", edge: .top, height: 44,
                                     backgroundColor: Color(red8: 0xf7, green8: 0xf7, blue8: 0xf7), titleColor: .black,
                                     separatorColor: Color(red8: 0xd8, green8: 0xd8, blue8: 0xd8))

    /// A white iPhone screen with the status bar, the fixed bar and batch fetching one
    /// screen ahead.
    public func presentation(device: DevicePreset = .default) -> FeedPresentation {
        var theme = Theme.light
        theme.background = .white
        var presentation = FeedPresentation(device: device, theme: theme, showsStatusBar: true, leadingScreensForBatching: 1)
        presentation.fixedBar = Self.bar
        return presentation
    }

    public func rows() -> [FeedRow] {
        models.enumerated().map { row, model in
            FeedRow(section: 0, item: row, identifier: "album-\(model.id)") { AlbumCellNode(album: model) }
        }
    }

    /// `shouldBatchFetchForTableNode`: the server never says how many pages there are, so
    /// ask until a page is empty.
    public var canFetchMore: Bool { !reachedEnd }

    /// `willBeginBatchFetchWithContext` and `loadPageWithContext`: the next page, appended.
    public func fetchMore() async throws {
        let array = try service.loadAlbums(pageNum: pageNum + 1)
        guard !array.isEmpty else {
            reachedEnd = true
            return
        }
        pageNum += 1
        models += array
    }

    /// The table starts empty: batch fetching loads the first page.
    public var emptyView: (@Sendable () -> DisplayNode)? { nil }
}

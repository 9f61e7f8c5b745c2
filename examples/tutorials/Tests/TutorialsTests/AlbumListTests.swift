import AlbumList
import Feedrender
import FeedrenderTesting
import Foundation
import Testing

/// The album list: the fixed bar, the cells with their "N辑" counts, and batch fetching
/// through every page. References in `Snapshots/AlbumListTests/`.
@Suite struct AlbumListTests {
    private let folder = TutorialFolders.folder("album-list")
    private let loader = TutorialFolders.loader("album-list")

    /// The first screen: the bar under the status bar, then the first cells.
    @Test func firstScreen() async {
        let controller = AlbumListViewController(baseURL: folder)
        await assertSnapshot(of: controller as any FeedSource,
                             as: .feed(settings: TutorialFolders.settings(controller.presentation()), output: .frame(1),
                                       imageLoader: loader))
    }

    /// The whole list: batch fetching loads pages 1 to 3 (12 albums) and stops at the empty
    /// page 4.
    @Test func infiniteScrollLoadsEveryPage() async throws {
        let controller = AlbumListViewController(baseURL: folder)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("albums-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var settings = TutorialFolders.settings(controller.presentation())
        settings.writesContactSheet = false
        _ = try await FeedRenderer(source: controller, settings: settings, imageLoader: loader).render(to: output)
        #expect(controller.rows().map(\.identifier) == (1...12).map { "album-a\($0)" })
        #expect(!controller.canFetchMore)
    }

    /// One cell: cover, title, description and the red "128辑" as wide as its text.
    @Test func cell() async throws {
        let albums = try AlbumService(baseURL: folder).loadAlbums(pageNum: 1)
        await assertSnapshot(of: AlbumCellNode(album: albums[0]), as: .cell(device: .phone, imageLoader: loader))
    }

    @Test func aBadPageNamesItsFile() {
        #expect { try AlbumService(baseURL: folder).loadAlbums(pageNum: 9) } throws: {
            "\($0)".contains("albums/page-9.json: not a readable JSON array")
        }
    }
}

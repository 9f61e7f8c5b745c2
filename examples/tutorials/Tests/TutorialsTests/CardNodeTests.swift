import CardNodeTutorial
import Feedrender
import FeedrenderTesting
import Foundation
import Testing

/// The CardNode screen: the card, as big as its picture, centred on black.
/// References in `Snapshots/CardNodeTests/`.
@Suite struct CardNodeTests {
    private let folder = TutorialFolders.folder("cardnode")

    private func screen() async throws -> ViewController {
        let card = try await ViewController.loadCard(from: folder.appendingPathComponent("wonder.jpg"),
                                                     loader: TutorialFolders.loader("cardnode"))
        return ViewController(card: card)
    }

    /// An iPhone 15's 390 × 844 points at 2x: the 600 × 450-pixel picture is 300 × 225
    /// points, so the card's origin is ((390 − 300) / 2, (844 − 225) / 2) = (45, 309.5),
    /// rounded to whole points (45, 310).
    @Test func screenCentresTheCard() async throws {
        let view = try await screen()
        await assertSnapshot(of: view as DisplayNode, as: .node(width: 390, height: 844, scale: 2))
        #expect(view.cardNode.frame == Rect(x: 45, y: 310, width: 300, height: 225))
    }

    @Test func aMissingPictureNamesItsFile() async {
        await #expect { _ = try await ViewController.loadCard(from: folder.appendingPathComponent("missing.jpg"),
                                                              loader: TutorialFolders.loader("cardnode")) }
            throws: { "\($0)".contains("missing.jpg") }
    }
}

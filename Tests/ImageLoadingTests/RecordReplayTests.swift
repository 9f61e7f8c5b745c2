import Foundation
@testable import ImageLoading
import Raster
import XCTest

final class RecordReplayTests: LoaderTestCase {
    func testRecordThenReplayWithoutTheServer() async throws {
        let folder = scratch.appendingPathComponent("recording")
        let recorder = makeLoader { $0.recordDirectory = folder }
        let photo = server.url("/files/photo.jpg"), page = server.url("/files/page.json")
        let recorded = try bitmap(await recorder.image(for: photo))
        let recordedPage = try await recorder.data(for: page)
        server.stop()

        let index = try String(contentsOf: folder.appendingPathComponent("index.json"), encoding: .utf8)
        XCTAssertTrue(index.contains(photo.absoluteString) && index.contains("image/jpeg"), index)

        let player = makeLoader { $0.replayDirectory = folder }
        let replayed = await player.image(for: photo)
        XCTAssertEqual(source(replayed), .replay)
        let image = try bitmap(replayed)
        XCTAssertEqual([image.width, image.height], [recorded.width, recorded.height])
        XCTAssertEqual(image.pixel(x: 10, y: 10), recorded.pixel(x: 10, y: 10))
        let replayedPage = try await player.data(for: page)
        XCTAssertEqual(replayedPage, recordedPage)
    }

    func testReplayWithAMissingEntryNamesTheURL() async throws {
        let folder = scratch.appendingPathComponent("recording")
        _ = try bitmap(await makeLoader { $0.recordDirectory = folder }.image(for: server.url("/files/photo.jpg")))
        let missing = server.url("/files/icon.png")
        let error = try failure(await makeLoader { $0.replayDirectory = folder }.image(for: missing))
        XCTAssertEqual(error.reason, .notInRecording(directory: folder.path))
        XCTAssertTrue(error.description.contains(missing.absoluteString), error.description)
        let count = try await server.requestCount("/files/icon.png")
        XCTAssertEqual(count, 0, "replay never touches the network")
    }
}

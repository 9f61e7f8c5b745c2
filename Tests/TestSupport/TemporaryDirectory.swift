import Foundation
import XCTest

/// Fresh scratch folders for tests that write files.
public enum TemporaryDirectory {
    /// A new, empty folder `<prefix>-<UUID>` in the system's temporary folder; the caller removes it.
    public static func make(prefix: String = "feedrender-tests") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension XCTestCase {
    /// A new, empty folder (see `TemporaryDirectory.make(prefix:)`) that is removed with
    /// everything in it when the running test ends, after its `tearDown`.
    public func makeTemporaryDirectory(prefix: String = "feedrender-tests") throws -> URL {
        let url = try TemporaryDirectory.make(prefix: prefix)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}

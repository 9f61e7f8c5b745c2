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

extension URL {
    /// Writes `text` as UTF-8 to the file `name` in this folder (making the folders `name`
    /// passes through) and returns the file's path: how tests put documents in a scratch folder.
    @discardableResult
    public func writeText(_ text: String, toFileNamed name: String) throws -> String {
        let url = appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

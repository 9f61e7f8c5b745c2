import Foundation

/// What `feedrender screenshots verify` found in a folder.
package struct StoreVerification: Sendable {
    /// Image files whose header was read and checked.
    package var imagesChecked = 0
    /// Every rule broken, in folder order.
    package var violations: [StoreViolation] = []
}

/// Checks an output folder against the stores' rules before fastlane uploads it: each
/// store's part of the folder (`StoreProfile.root`) by that store's `verify` (sizes per
/// slot, counts per slot and locale, aspect, alpha, bytes, locale codes, folder layout).
/// Reads image headers only, one file at a time.
package enum StoreVerifier {
    /// Checks `directory` (what `screenshots --out` was given).
    /// - Throws: `ScreenshotError` (`.badInput`) when `directory` is not a folder.
    package static func verify(_ directory: URL, stores: [StoreProfile] = StoreProfile.allCases) throws -> StoreVerification {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ScreenshotError(.badInput, "\(directory.path): no such folder")
        }
        var result = StoreVerification()
        var found = false
        for store in stores {
            let url = directory.appendingPathComponent(store.root)
            let folder = StoreFolder(url: url, shownAs: store.root)
            let entries = folder.entries(of: url)
            guard !(entries.folders + entries.files).isEmpty else { continue }
            found = true
            store.verify(folder, &result)
        }
        if !found {
            let roots = stores.map { "\($0.root)/ (\($0.name))" }
            result.violations.append(StoreViolation(".", .layout, "no store folder: expected "
                                                    + roots.joined(separator: " or ")))
        }
        return result
    }
}

/// A store's part of the folder being verified, and how to list it.
struct StoreFolder {
    /// The store's root folder.
    var url: URL
    /// Its path relative to the folder checked.
    var shownAs: String

    /// `components` under the root, relative to the folder checked, for messages.
    func path(_ components: String...) -> String {
        ([shownAs] + components).filter { !$0.isEmpty }.joined(separator: "/")
    }

    /// The folders and the files directly in `url`, sorted, hidden ones left out.
    func entries(of url: URL) -> (folders: [String], files: [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        var folders: [String] = [], files: [String] = []
        for name in names {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue { folders.append(name) } else { files.append(name) }
        }
        return (folders, files)
    }

    /// Reads and checks the image files in `url` (shown as `shownAs`), counting them in
    /// `result`; returns those whose header could be read.
    func images(in url: URL, shownAs: String, files: [String], into result: inout StoreVerification) -> [StoreImageFile] {
        var images: [StoreImageFile] = []
        for name in files where StoreImageFile.isImage(name) {
            result.imagesChecked += 1
            switch StoreImageFile.read(url.appendingPathComponent(name), shownAs: shownAs + "/" + name) {
            case .success(let image):
                images.append(image)
                result.violations += image.pixelFormatViolations
            case .failure(let violation):
                result.violations.append(violation)
            }
        }
        return images
    }
}

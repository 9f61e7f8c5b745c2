import Foundation

extension StoreProfile {
    /// fastlane deliver's rules on its screenshots folder: every folder a language App Store
    /// Connect has (deliver refuses the whole upload over one it does not know); images
    /// directly in them, PNG or JPEG, each at a size of one of deliver's display types, no
    /// alpha, at most ten of a display type per language.
    static func verifyAppStoreFolder(_ folder: StoreFolder, _ locales: StoreLocales, _ result: inout StoreVerification) {
        let (folders, files) = folder.entries(of: folder.url)
        for name in files where StoreImageFile.isImage(name) {
            result.violations.append(StoreViolation(folder.path(name), .layout,
                                                    "deliver uploads images in a language folder (<locale>/\(name)) only"))
        }
        for name in folders {
            let shown = folder.path(name)
            // deliver matches language folders in any case; pseudolocales are for checking, not uploading.
            if !locales.codes.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
                result.violations.append(StoreViolation(shown, .locale, "not a language App Store Connect has; fastlane "
                                                        + "deliver cancels the upload over it (languages: "
                                                        + locales.codes.sorted().joined(separator: " ") + ")"))
            }
            let url = folder.url.appendingPathComponent(name)
            let images = folder.images(in: url, shownAs: shown, files: folder.entries(of: url).files, into: &result)
            var counts: [AppStoreDisplayType: Int] = [:]
            for image in images {
                guard let type = AppStoreDisplayType.matching(image.size) else {
                    result.violations.append(StoreViolation(image.path, .size, "\(image.sizeText) is no App Store "
                                                            + "screenshot size (fastlane deliver's display types take e.g. "
                                                            + "1320×2868 for iPhone 6.9\", 2064×2752 for iPad 13\")"))
                    continue
                }
                counts[type, default: 0] += 1
            }
            for type in AppStoreDisplayType.all {
                guard let count = counts[type], count > AppStoreDisplayType.maximumPerLocale else { continue }
                result.violations.append(StoreViolation(shown, .count, "\(count) screenshots for \(type.name) "
                                                        + "(\(type.identifier)); App Store Connect takes 1 to "
                                                        + "\(AppStoreDisplayType.maximumPerLocale) per display type and language"))
            }
        }
    }
}

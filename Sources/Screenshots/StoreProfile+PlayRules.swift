import Foundation

extension StoreProfile {
    /// Google Play's graphics as fastlane supply uploads them from
    /// `<locale>/images/`: per screenshot type folder at most 8 images (2 to 8 phone
    /// screenshots), each 320 to 3840 pixels a side with the long side at most twice the
    /// short, at most 8 MB; `featureGraphic` 1024×500 (15 MB), `icon` 512×512 (1 MB),
    /// `tvBanner` 1280×720; PNG or JPEG without alpha (the icon may have alpha).
    static func verifyPlayFolder(_ folder: StoreFolder, _ locales: StoreLocales, _ result: inout StoreVerification) {
        let (folders, files) = folder.entries(of: folder.url)
        for name in files where StoreImageFile.isImage(name) {
            result.violations.append(StoreViolation(folder.path(name), .layout,
                                                    "supply uploads images from <locale>/images/ only"))
        }
        for locale in folders {
            // supply sends each folder's name to Play as the language.
            if !locales.codes.contains(locale) {
                result.violations.append(StoreViolation(folder.path(locale), .locale, "not a Google Play language code; "
                                                        + "supply uploads every folder as one (e.g. en-US, de-DE, ja-JP, zh-CN, ar, iw-IL)"))
            }
            let images = folder.url.appendingPathComponent(locale).appendingPathComponent("images")
            let (typeFolders, graphics) = folder.entries(of: images)
            verifyPlayGraphics(folder, locale: locale, names: graphics, in: images, &result)
            for type in typeFolders {
                let shown = folder.path(locale, "images", type)
                guard let limits = PlayScreenshotType.all[type] else {
                    result.violations.append(StoreViolation(shown, .layout, "supply uploads screenshots from "
                                                            + PlayScreenshotType.all.keys.sorted().joined(separator: ", ") + " only"))
                    continue
                }
                let url = images.appendingPathComponent(type)
                let checked = folder.images(in: url, shownAs: shown, files: folder.entries(of: url).files, into: &result)
                for image in checked { result.violations += playScreenshotViolations(image) }
                let count = folder.entries(of: url).files.filter { StoreImageFile.uploadedExtensions[($0 as NSString).pathExtension.lowercased()] != nil }.count
                if !limits.contains(count) {
                    result.violations.append(StoreViolation(shown, .count, "\(count) screenshots; Google Play takes "
                                                            + "\(limits.lowerBound) to \(limits.upperBound) \(type) per language"))
                }
            }
        }
    }

    /// The size, aspect and byte rules of one Play screenshot.
    private static func playScreenshotViolations(_ image: StoreImageFile) -> [StoreViolation] {
        var found: [StoreViolation] = []
        let short = min(image.size.width, image.size.height), long = max(image.size.width, image.size.height)
        if short < 320 || long > 3840 {
            found.append(StoreViolation(image.path, .size, "\(image.sizeText); Google Play takes 320 to 3840 pixels a side"))
        }
        if long > 2 * short {
            found.append(StoreViolation(image.path, .aspect, "\(image.sizeText); Google Play takes a long side at most twice the short side"))
        }
        if image.bytes > 8 << 20 {
            found.append(StoreViolation(image.path, .bytes, "\(image.bytes) bytes; Google Play takes screenshots up to 8 MB"))
        }
        return found
    }

    /// The single graphics in `<locale>/images/`: each a name supply uploads, at its size.
    private static func verifyPlayGraphics(_ folder: StoreFolder, locale: String, names: [String], in url: URL,
                                           _ result: inout StoreVerification) {
        let shown = folder.path(locale, "images")
        let images = folder.images(in: url, shownAs: shown, files: names, into: &result)
        for image in images {
            let name = ((image.path as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let graphic = PlayGraphic.all[name] else {
                result.violations.append(StoreViolation(image.path, .layout, "supply uploads "
                                                        + PlayGraphic.all.keys.sorted().joined(separator: ", ")
                                                        + " from images/ (screenshots go in a folder such as phoneScreenshots/)"))
                continue
            }
            if image.size != graphic.size {
                result.violations.append(StoreViolation(image.path, .size, "\(image.sizeText); Google Play's \(name) is "
                                                        + "\(graphic.size.width)×\(graphic.size.height)"))
            }
            if image.bytes > graphic.maximumBytes {
                result.violations.append(StoreViolation(image.path, .bytes, "\(image.bytes) bytes; Google Play takes a \(name) "
                                                        + "up to \(graphic.maximumBytes >> 20) MB"))
            }
            if graphic.allowsAlpha { result.violations.removeAll { $0.file == image.path && $0.rule == .alpha } }
        }
    }
}

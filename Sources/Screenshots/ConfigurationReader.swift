import Appearance
import DocumentModel
import FeedDocuments
import Foundation
import Localization
import Raster

extension ScreenshotConfiguration {
    static let topLevelKeys = ["devices", "locales", "screens", "frame", "store", "catalogs", "sourceLocale", "fonts",
                               "captionFont", "captionFonts", "featureGraphic", "allowFontFallback", "previews"]
    static let screenKeys = ["feed", "scroll", "scrollTo", "scrollMargin", "theme", "caption", "captionColor", "captionBackdrop", "align",
                             "background", "frame", "panorama"]

    /// Reads a configuration file (YAML or JSON) and every locale file it names. Files it
    /// names (locales, feeds, background images) must lie in the configuration's folder or
    /// under one of `allowedRoots`, so a configuration cannot read arbitrary files.
    /// - Throws: `ScreenshotError` (`.badInput`) naming the file and the path in it.
    package static func load(from path: String, allowedRoots: [String] = [],
                            limits: DocumentLimits = .default) throws -> ScreenshotConfiguration {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let document = try DocumentFile.read(absolute, shownAs: path, limits: limits)
        let base = (absolute as NSString).deletingLastPathComponent
        let files = ConfigurationFiles(base: base, allowedRoots: allowedRoots)
        let (devices, localeFiles, screens, store) = try DocumentFile.reporting(in: path) { try read(document, files: files) }
        let captionFonts = try DocumentFile.reporting(in: path) {
            try CaptionFonts.read(document.object(), files: files, allowedRoots: allowedRoots,
                                  localeCodes: localeFiles.map(\.0))
        }
        let locales = try localeFiles.map { code, file in
            guard let file else { return LocaleStrings(code: code, file: path, strings: [:]) }
            return try LocaleStrings.load(code: code, from: files.resolve(file), shownAs: file, limits: limits)
        }
        var configuration = ScreenshotConfiguration(devices: devices, locales: locales, screens: screens,
                                                    baseDirectory: base, file: path, store: store)
        configuration.limits = limits
        configuration.captionFonts = captionFonts
        configuration.allowedRoots = allowedRoots
        configuration.featureGraphic = try DocumentFile.reporting(in: path) {
            try document.object()["featureGraphic"].map { try FeatureGraphicSpec.read($0, screenCount: screens.count, files: files) }
        }
        configuration.previews = try DocumentFile.reporting(in: path) {
            try document.object()["previews"].map {
                try PreviewSpec.readAll($0, devices: devices, localeCodes: localeFiles.map(\.0), files: files)
            } ?? []
        }
        try readLocalization(document, files: files, into: &configuration)
        configuration.allowsFontFallback = try DocumentFile.reporting(in: path) {
            try document.object()["allowFontFallback"]?.bool() ?? false
        }
        return configuration
    }

    private static func read(_ document: DocumentValue, files: ConfigurationFiles) throws
        -> (devices: [Device], locales: [(String, String?)], screens: [ScreenSpec], store: StoreProfile?) {
        let top = try document.object()
        try top.rejectUnknownKeys(allowed: topLevelKeys, in: "a screenshots configuration")
        let defaultFrame = try top["frame"]?.oneOf(FrameColor.self) ?? .black
        let store = try top["store"]?.oneOf(StoreProfile.self)

        let deviceValues = try top.required("devices").array()
        guard !deviceValues.isEmpty else { throw DocumentError(path: top.path.appending("devices"), "list at least one device") }
        var devices: [Device] = []
        for value in deviceValues {
            let device = try readDevice(value)
            if devices.contains(where: { $0.preset.name == device.preset.name }) {
                throw value.error("device \(JSONValue.quoted(device.preset.name)) is listed twice")
            }
            devices.append(device)
        }

        let localeObject = try top.required("locales").object()
        guard !localeObject.keys.isEmpty else { throw DocumentError(path: localeObject.path, "list at least one locale") }
        let locales = try localeObject.keys.map { code -> (String, String?) in
            let value = localeObject[code]!
            guard code.range(of: "^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$", options: .regularExpression) != nil else {
                throw value.error("\(JSONValue.quoted(code)) is not a locale code (like en-US or ar-SA)")
            }
            do { _ = try LocaleCode(code) } catch { throw value.error("\(error)") }
            // No file: the locale's strings all come from the catalogs (or, for a pseudolocale, the source).
            if value.isNull { return (code, nil) }
            return (code, try files.existingFile(value, what: "locale file"))
        }

        let screenValues = try top.required("screens").array()
        guard !screenValues.isEmpty else { throw DocumentError(path: top.path.appending("screens"), "list at least one screen") }
        guard screenValues.count <= 99 else { throw DocumentError(path: top.path.appending("screens"), "at most 99 screens") }
        let panels = try readPanoramas(screenValues, files: files)
        let screens = try zip(screenValues, panels).map { try readScreen($0, panel: $1, defaultFrame: defaultFrame, files: files) }
        return (devices, locales, screens, store)
    }

    private static func readDevice(_ value: DocumentValue) throws -> Device {
        let nameValue: DocumentValue
        var frame: FrameColor?
        if case .object = value.value {
            let object = try value.object()
            try object.rejectUnknownKeys(allowed: ["name", "frame"], in: "a device")
            nameValue = try object.required("name")
            frame = try object["frame"]?.oneOf(FrameColor.self)
        } else {
            nameValue = value
        }
        let name = try nameValue.string()
        guard let preset = DevicePreset.named(name) else {
            let known = DevicePreset.all.map(\.name).joined(separator: ", ")
            throw nameValue.error("unknown device \(JSONValue.quoted(name)) (known: \(known))")
        }
        return Device(preset: preset, frame: frame)
    }

    private static func readScreen(_ value: DocumentValue, panel: PanoramaPanel?, defaultFrame: FrameColor,
                                   files: ConfigurationFiles) throws -> ScreenSpec {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: screenKeys, in: "a screen")
        var feed = ScreenSpec.FeedReference.demo
        if let feedValue = object["feed"] {
            let name = try feedValue.string()
            guard !name.isEmpty else { throw feedValue.error("name a feed document, or demo") }
            feed = name == "demo" ? .demo : .file(try files.existingFile(feedValue, what: "feed document"))
        }
        var scroll = ScreenSpec.ScrollPosition.offset(0)
        if let offset = object["scroll"] {
            if object["scrollTo"] != nil { throw offset.error("use either \"scroll\" (points) or \"scrollTo\" (a cell)") }
            scroll = .offset(try offset.nonNegativeNumber())
        } else if let cell = object["scrollTo"] {
            let margin = try object["scrollMargin"].map { value in
                let points = try value.nonNegativeNumber()
                guard points <= 1000 else { throw value.error("expected a margin from 0 to 1000 points, got \(value.value.summary)") }
                return points
            } ?? 0
            scroll = .cell(try cell.string(), margin: margin)
        }
        if object["scrollMargin"] != nil, object["scrollTo"] == nil {
            throw object["scrollMargin"]!.error("scrollMargin goes with scrollTo (the cell to bring into view)")
        }
        let theme = try object["theme"].map { Theme.named(try $0.oneOf(Theme.all.map(\.name)))! } ?? .light

        let captionObject = try object.required("caption").object()
        try captionObject.rejectUnknownKeys(allowed: ["title", "subtitle"], in: "a caption")
        let caption = ScreenSpec.Caption(titleKey: try captionObject.required("title").string(),
                                         subtitleKey: try captionObject["subtitle"]?.string())
        let captionColor = try object["captionColor"].map(readColor) ?? .white
        let alignment = try object["align"]?.oneOf(ScreenSpec.CaptionAlignment.self) ?? .center
        let backdrop = try object["captionBackdrop"]?.oneOf(ScreenSpec.CaptionBackdrop.self) ?? ScreenSpec.CaptionBackdrop.none
        let background = try panel?.background ?? readBackground(try object.required("background"), files: files)
        let frame = try object["frame"]?.oneOf(FrameColor.self) ?? defaultFrame
        var screen = ScreenSpec(feed: feed, scroll: scroll, theme: theme, caption: caption, captionAlignment: alignment,
                                captionColor: captionColor, captionBackdrop: backdrop, background: background, frame: frame)
        screen.panel = panel
        return screen
    }

    static func readColor(_ value: DocumentValue) throws -> Raster.Color {
        let text = try value.string()
        guard let color = Raster.Color(hex: text) else {
            throw value.error("expected a colour like \"#1e90ff\", got \(value.value.summary)")
        }
        return color
    }

    /// `"#hex"`, `{gradient: [colours], angle: degrees}` or `{image: path, dim: 0...1}`.
    static func readBackground(_ value: DocumentValue, files: ConfigurationFiles) throws -> Background {
        if case .string = value.value { return .color(try readColor(value)) }
        let object = try value.object()
        if let gradient = object["gradient"] {
            try object.rejectUnknownKeys(allowed: ["gradient", "angle"], in: "a gradient background")
            let colors = try gradient.array().map(readColor)
            guard colors.count >= 2 else { throw gradient.error("a gradient needs at least two colours") }
            let angle = try object["angle"]?.number() ?? 180
            return .linearGradient(colors: colors, angle: angle)
        }
        if let image = object["image"] {
            try object.rejectUnknownKeys(allowed: ["image", "dim"], in: "an image background")
            let path = try files.allowedFile(image)
            let dim = try object["dim"]?.nonNegativeNumber() ?? 0
            guard dim <= 1 else { throw object["dim"]!.error("expected a number from 0 to 1, got \(DecimalFormatter.string(for: dim))") }
            return .image(path: path, dim: dim)
        }
        if let color = object["color"] {
            try object.rejectUnknownKeys(allowed: ["color"], in: "a colour background")
            return .color(try readColor(color))
        }
        throw value.error("expected a colour \"#rrggbb\", {gradient: [...], angle: n} or {image: path}")
    }
}

extension LocaleStrings {
    static let keys = ["direction", "strings", "feed"]

    /// Reads a locale file; `name` is how errors name it.
    package static func load(code: String, from path: String, shownAs name: String,
                            limits: DocumentLimits = .default) throws -> LocaleStrings {
        let document = try DocumentFile.read(path, shownAs: name, limits: limits)
        return try DocumentFile.reporting(in: name) {
            let top = try document.object()
            try top.rejectUnknownKeys(allowed: keys, in: "a locale file")
            let rtl = try top["direction"].map { try $0.oneOf(["ltr", "rtl"]) == "rtl" }
            let table = try top["strings"].map(LocaleFileStrings.readMap) ?? [:]
            let strings = table.mapValues(\.text)
            var overrides: [FeedOverride] = []
            if let object = try top["feed"]?.object() {
                for key in object.keys { overrides.append(FeedOverride(key: key, text: try object[key]!.string())) }
            }
            var locale = LocaleStrings(code: code, file: name, isRightToLeft: rtl, strings: strings, feedOverrides: overrides)
            locale.table = table
            return locale
        }
    }
}

import Appearance
import DocumentModel
import FeedDocuments
import FeedRendering
import Raster

extension PreviewSpec {
    static let keys = ["feed", "theme", "duration", "fps", "codec", "orientation", "size", "devices", "locales", "poster",
                       "steps", "captions", "captionColor"]
    static let stepKeys = ["wait", "scroll", "state", "duration", "curve"]
    /// The most steps a preview may have.
    static let maximumSteps = 200

    /// Reads `previews:`; `devices` and `localeCodes` are the configuration's, which the
    /// previews' `devices` and `locales` must come from. Duration, frame rate, codec and size
    /// are checked here, before anything is drawn.
    static func readAll(_ value: DocumentValue, devices: [ScreenshotConfiguration.Device], localeCodes: [String],
                        files: ConfigurationFiles) throws -> [PreviewSpec] {
        let values = try value.array()
        guard values.count <= 30 else { throw value.error("at most 30 previews, got \(values.count)") }
        return try values.map { try read($0, devices: devices, localeCodes: localeCodes, files: files) }
    }

    private static func read(_ value: DocumentValue, devices: [ScreenshotConfiguration.Device], localeCodes: [String],
                             files: ConfigurationFiles) throws -> PreviewSpec {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: keys, in: "a preview")
        var feed = ScreenSpec.FeedReference.demo
        if let feedValue = object["feed"] {
            let name = try feedValue.string()
            guard !name.isEmpty else { throw feedValue.error("name a feed document, or demo") }
            feed = name == "demo" ? .demo : .file(try files.existingFile(feedValue, what: "feed document"))
        }
        let theme = try object["theme"].map { Theme.named(try $0.oneOf(Theme.all.map(\.name)))! } ?? .light
        let durationValue = try object.required("duration")
        let duration = try durationValue.number()
        guard durationRange.contains(duration) else {
            throw durationValue.error("App Store Connect takes app previews of 15 to 30 seconds, got \(durationValue.value.summary)")
        }
        if let fps = object["fps"] {
            guard (try? fps.integer()) == framesPerSecond else {
                throw fps.error("App Store app previews are \(framesPerSecond) frames per second, got \(fps.value.summary)")
            }
        }
        if let codec = object["codec"] {
            guard (try? codec.string()) == "h264" else {
                throw codec.error("app previews are written as H.264 in .mp4: \"h264\", got \(codec.value.summary)")
            }
        }
        let orientation = try object["orientation"]?.oneOf(["portrait", "landscape"]) == "landscape"
            ? DeviceOrientation.landscape : .portrait
        let size = try object["size"].map(readSize)
        let chosen = try readDevices(object["devices"], of: devices)
        for device in chosen where AppPreviewType.resolve(for: device.preset, orientation: orientation, size: size) == nil {
            let taken = AppPreviewType.sizeNames(for: device.preset, orientation: orientation)
            guard let sizeValue = object["size"], !taken.isEmpty else {
                throw (object["devices"] ?? value).error("\(device.preset.name) has no App Store app preview size")
            }
            throw sizeValue.error("\(device.preset.name) takes \(orientation.rawValue) app previews of "
                                  + "\(taken.joined(separator: " or ")), not \(size!.name)")
        }
        let locales = try object["locales"].map { list in
            try list.array().map { item in
                let code = try item.string()
                guard localeCodes.contains(code) else {
                    throw item.error("\(JSONValue.quoted(code)) is not one of the configuration's locales "
                                     + "(\(localeCodes.joined(separator: ", ")))")
                }
                return code
            }
        }
        let poster = try object["poster"].map { posterValue in
            let seconds = try posterValue.nonNegativeNumber()
            guard seconds < duration else {
                throw posterValue.error("the poster frame must be before the end (\(DecimalFormatter.string(for: duration)) s), "
                                        + "got \(posterValue.value.summary)")
            }
            return seconds
        } ?? min(5, duration)
        let stepsValue = try object.required("steps")
        let stepValues = try stepsValue.array()
        guard stepValues.count <= maximumSteps else { throw stepsValue.error("at most \(maximumSteps) steps") }
        let steps = try stepValues.map(readStep)
        let captions = try object["captions"].map { list in
            try list.array().map { try readCaption($0, duration: duration) }
        } ?? []
        let captionColor = try object["captionColor"].map(ScreenshotConfiguration.readColor) ?? .white
        return PreviewSpec(feed: feed, theme: theme, duration: duration, framesPerSecond: framesPerSecond,
                           orientation: orientation, size: size, devices: chosen.map(\.preset.name), locales: locales,
                           poster: poster, steps: steps, captions: captions, captionColor: captionColor,
                           path: value.path.description)
    }

    /// `886x1920`.
    private static func readSize(_ value: DocumentValue) throws -> PixelSize {
        let text = try value.string()
        let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2 else { throw value.error("expected a size like \"886x1920\", got \(value.value.summary)") }
        return PixelSize(width: parts[0], height: parts[1])
    }

    /// The devices named (each an iPhone or iPad of the configuration), or every iPhone and
    /// iPad of it, one per preview type.
    private static func readDevices(_ value: DocumentValue?, of devices: [ScreenshotConfiguration.Device]) throws
        -> [ScreenshotConfiguration.Device] {
        guard let value else {
            var types = Set<String>()
            return devices.filter { device in
                guard device.preset.platform == .iOS, let type = AppPreviewType.candidates(for: device.preset).first else {
                    return false
                }
                return types.insert(type.identifier).inserted
            }
        }
        let names = try value.array()
        guard !names.isEmpty else { throw value.error("list at least one device") }
        return try names.map { item in
            let name = try item.string()
            guard let device = devices.first(where: { $0.preset.name == name }) else {
                throw item.error("\(JSONValue.quoted(name)) is not one of the configuration's devices")
            }
            guard device.preset.platform == .iOS else {
                throw item.error("\(name): Google Play takes a YouTube link as its preview video, not a file; "
                                 + "app previews are for iPhones and iPads")
            }
            return device
        }
    }

    private static func readStep(_ value: DocumentValue) throws -> Step {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: stepKeys, in: "a preview step")
        let path = value.path.description
        if let wait = object["wait"] {
            guard object.keys.count == 1 else { throw wait.error("a wait step has no other key") }
            return Step(wait: try wait.number(in: 0...30), scroll: nil, state: nil, duration: 0, curve: .easeInOut, path: path)
        }
        guard object["scroll"] != nil || object["state"] != nil else {
            throw value.error("a step needs \"wait\", \"scroll\" or \"state\"")
        }
        let scroll = try object["scroll"].map(readScroll)
        let state = try object["state"].map { stateValue in
            let index = try stateValue.integer()
            guard (0...FeedStates.maximumCount).contains(index) else {
                throw stateValue.error("expected a state from 0 (the document's sections) to \(FeedStates.maximumCount)")
            }
            return index
        }
        let duration = try object["duration"]?.number(in: AnimationSettings.durationRange) ?? defaultStepDuration
        let curve = try object["curve"].map { TimingCurve(name: try $0.oneOf(TimingCurve.named.map(\.name)))! } ?? .easeInOut
        return Step(wait: nil, scroll: scroll, state: state, duration: duration, curve: curve, path: path)
    }

    /// `{by: points}`, `{to: "<section>/<item>"}` or `{fling: points per second}`.
    private static func readScroll(_ value: DocumentValue) throws -> Scroll {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: ["by", "to", "fling"], in: "a scroll")
        guard object.keys.count == 1 else { throw value.error("a scroll needs one of \"by\", \"to\" or \"fling\"") }
        if let by = object["by"] { return .by(try by.number(in: -1_000_000...1_000_000)) }
        if let fling = object["fling"] {
            let limit = FeedStates.maximumFlingVelocity
            return .fling(try fling.number(in: -limit...limit))
        }
        let to = try object.required("to")
        let row = try to.string()
        guard row.split(separator: "/", maxSplits: 1).count == 2 else {
            throw to.error("expected a row \"<section id>/<item id>\", got \(to.value.summary)")
        }
        return .toRow(row)
    }

    private static func readCaption(_ value: DocumentValue, duration: Double) throws -> Caption {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: ["title", "subtitle", "from", "to"], in: "a preview caption")
        let text = ScreenSpec.Caption(titleKey: try object.required("title").string(), subtitleKey: try object["subtitle"]?.string())
        let from = try object["from"]?.number(in: 0...duration) ?? 0
        let toValue = object["to"]
        let to = try toValue?.number(in: 0...duration) ?? duration
        guard from < to else { throw (toValue ?? value).error("a caption ends after it starts (from \(from) s)") }
        return Caption(text: text, from: from, to: to)
    }
}

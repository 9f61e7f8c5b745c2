import Appearance
import ArgumentParser
import DocumentModel
import FeedDocuments
import FeedRendering
import Foundation
import ImageLoading
import LayoutDocuments
import Localization
import Raster

/// The options shared by `feedrender render FEED` and `feedrender --out DIR` (the demo).
struct RenderOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Folder to write the PNGs and manifest.json to (created if missing).", valueName: "dir"))
    var out: String?

    @Option(help: ArgumentHelp("Device preset for the viewport (see `feedrender devices`); default: the document's.",
                               valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp("Pixels per point, overriding the device's.", valueName: "n"))
    var scale: Double?

    @Option(help: ArgumentHelp("Appearance: light or dark; default: the document's.", valueName: "theme"))
    var theme: String?

    @Option(help: ArgumentHelp("Cells and frames worked on at once (default: one per core).", valueName: "n"))
    var jobs: Int?

    @Flag(inversion: .prefixedNo, help: "Write the full-length strip (tiled above 32,767 px).")
    var strip = true

    @Flag(inversion: .prefixedNo, help: "Write one PNG per scroll position.")
    var frames = true

    @Option(name: .customLong("scroll-step"),
            help: ArgumentHelp("Points between frames, at most one screen (the default).", valueName: "pt"))
    var scrollStep: Double?

    @Flag(help: "Fail (exit 1) naming the URLs when any image cannot be loaded, or (with --locale) a key falls back to the source language.")
    var strict = false

    @Option(help: ArgumentHelp("Render in this locale (BCP 47: ja, ar-SA, zh-Hans; pseudolocales en-XA, ar-XB): "
                               + "headers, tabs, titles, labels and template text come from the catalogs.",
                               valueName: "code"))
    var locale: String?

    @Option(name: .customLong("catalog"),
            help: ArgumentHelp("A string catalog for --locale (repeatable): .xcstrings, <lang>.lproj/*.strings(dict), "
                               + "values-<lang>/strings.xml, <lang>.yaml, or a folder of them.", valueName: "path"))
    var catalogs: [String] = []

    @Option(name: .customLong("source-locale"),
            help: ArgumentHelp("The language catalogs without one are written in (default en; .xcstrings say their own).",
                               valueName: "code"))
    var sourceLocale: String?

    @Flag(name: .customLong("report-truncation"), inversion: .prefixedNo,
          help: ArgumentHelp("Warn about every text drawn truncated, naming its row and text "
                             + "(default: on with a pseudolocale, en-XA or ar-XB; off otherwise)."))
    var reportTruncation: Bool?

    @Flag(name: .customLong("contact-sheet"), inversion: .prefixedNo,
          help: "Write contact sheets: thumbnails of the frames in a grid.")
    var contactSheet = true

    @Flag(inversion: .prefixedNo,
          help: "Draw the status and navigation bars (default: as the document says).")
    var chrome: Bool?

    @Option(name: .customLong("limit"), help: DocumentLimitOption.help)
    var limit: [String] = []

    @Option(name: .customLong("text-size"),
            help: ArgumentHelp("The reader's text size: a factor from 0.5 to 3, or small, default, large, extraLarge "
                               + "(default: the document's textSize, else 1).", valueName: "size"))
    var textSize: String?

    @Flag(name: .customLong("allow-font-fallback"),
          help: "Draw text whose font family is unknown with the system face, instead of failing (exit 2).")
    var allowFontFallback = false

    @Option(name: .customLong("now"),
            help: ArgumentHelp("The moment templates count relative times from, ISO 8601 (default: the document's `now`).",
                               valueName: "moment"))
    var now: String?

    @Option(name: .customLong("time-zone"),
            help: ArgumentHelp("The IANA time zone templates write dates in (default: the document's `timeZone`, else UTC).",
                               valueName: "zone"))
    var timeZone: String?

    @Option(name: .customLong("image-deadline"),
            help: ArgumentHelp("Seconds one network image may take, retries included (default 10); 0 for no limit "
                                   + "(only with an explicit --run-deadline).", valueName: "s"))
    var imageDeadline: Double?

    @Option(name: .customLong("run-deadline"),
            help: ArgumentHelp("Seconds from the start by which every network image must have arrived "
                                   + "(default \(Int(RenderOptions.defaultRunDeadline)); 0 for none).", valueName: "s"))
    var runDeadline: Double?

    @Option(name: .customLong("png-compression"),
            help: ArgumentHelp("PNG compression: fast (default), best (smallest, much slower) or a libdeflate level 0-12.",
                               valueName: "mode"))
    var pngCompression: String?

    mutating func validate() throws {
        for (name, value) in [("--image-deadline", imageDeadline), ("--run-deadline", runDeadline)] {
            if let value, !(value >= 0 && value <= 86_400) { throw ValidationError("\(name) must be 0-86400 seconds") }
        }
        if imageDeadline == 0, !(runDeadline.map { $0 > 0 } ?? false) {
            throw ValidationError("--image-deadline 0 (no deadline per image) needs an explicit --run-deadline S > 0, "
                                  + "so that stalled images cannot hold the run")
        }
        if let shard, RenderShard(shard) == nil {
            throw ValidationError("--shard must be i/n with 0 <= i < n, got '\(shard)'")
        }
        if let out, out.isEmpty { throw ValidationError("--out needs a folder; an empty path is not one") }
        if let pngCompression, PNGCompression(name: pngCompression) == nil {
            throw ValidationError("--png-compression must be fast, best or a level 0-12, got '\(pngCompression)'")
        }
        if let device, DevicePreset.named(device) == nil {
            throw ValidationError("unknown device '\(device)'; `feedrender devices` lists them")
        }
        if let scale, !DocumentLimits.scales.contains(scale) {
            throw ValidationError("--scale must be from 1 to 8 (as a document's scale), got \(scale)")
        }
        _ = try DocumentLimitOption.limits(limit)
        if let theme, Theme.named(theme) == nil {
            throw ValidationError("--theme must be light or dark, got '\(theme)'")
        }
        if let locale {
            do { _ = try LocaleCode(locale) } catch { throw ValidationError("--locale: \(error)") }
        } else if !catalogs.isEmpty {
            throw ValidationError("--catalog needs --locale CODE (the locale to render in)")
        }
        if let sourceLocale {
            do { _ = try LocaleCode(sourceLocale) } catch { throw ValidationError("--source-locale: \(error)") }
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
        if let textSize, textSizeFactor == nil {
            throw ValidationError("--text-size must be a factor from 0.5 to 3 or small, default, large, extraLarge, "
                                  + "got '\(textSize)'")
        }
        if let now, TemplateFormatting.date(iso8601: now) == nil {
            throw ValidationError("--now must be an ISO 8601 moment such as 2026-11-27T09:41:00Z, got '\(now)'")
        }
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw ValidationError("--time-zone must be an IANA time zone such as Europe/Paris or UTC, got '\(timeZone)'")
        }
        if let scrollStep, !(scrollStep >= 1) { throw ValidationError("--scroll-step must be at least 1 point") }
        if !frames && !strip && !contactSheet {
            throw ValidationError("nothing to write: --no-frames, --no-strip and --no-contact-sheet")
        }
    }

    /// `--text-size` as a factor; nil when absent or not one.
    var textSizeFactor: Double? {
        guard let textSize else { return nil }
        if let named = FeedPresentation.textSizes[textSize] { return named }
        return Double(textSize).flatMap { FeedPresentation.textSizeRange.contains($0) ? $0 : nil }
    }

    /// `--now` and `--time-zone`, over the document's `now` and `timeZone`.
    var formatting: TemplateFormatting.Overrides { TemplateFormatting.Overrides(timeZone: timeZone, now: now) }

    /// The document limits with every `--limit` applied (checked in `validate()`).
    var limits: DocumentLimits { (try? DocumentLimitOption.limits(limit)) ?? .default }

    /// Share `i/n` of the files (0-based): frame, strip tile and contact sheet numbers
    /// with number mod n = i. `feedrender merge` joins the shards' manifests.
    @Option(help: ArgumentHelp("Render only share i of n (0-based), e.g. 1/3; join shards with `feedrender merge`.",
                               valueName: "i/n"))
    var shard: String?

    /// How long a run waits for its network images in all, by default (seconds from the
    /// start): N stalled images cost this at most, not N per-image deadlines.
    static let defaultRunDeadline = 60.0

    /// The image loader's deadlines: the options where given, the loader's per-image default
    /// and `defaultRunDeadline` otherwise.
    func applyDeadlines(to configuration: inout ImageLoaderConfiguration) {
        if let imageDeadline { configuration.imageDeadline = imageDeadline > 0 ? .milliseconds(Int64(imageDeadline * 1000)) : nil }
        let run = runDeadline ?? Self.defaultRunDeadline
        configuration.runDeadline = run > 0 ? .milliseconds(Int64(run * 1000)) : nil
    }

    /// The `--theme` to read the document in; nil keeps the document's. It is applied when
    /// the document is read because cells take their colours from it as they are built.
    var themeOverride: Theme? { theme.flatMap(Theme.named) }

    /// The settings of a document read in `themeOverride`, with the other options applied.
    func settings(from presentation: FeedPresentation) -> FeedRenderSettings {
        var settings = FeedRenderSettings(presentation: presentation)
        if let device, let preset = DevicePreset.named(device) { settings.presentation.device = preset }
        if let scale { settings.presentation.device.scale = scale }
        if let jobs { settings.jobs = jobs }
        if let textSizeFactor { settings.presentation.contentSizeScale = textSizeFactor }
        if let scrollStep { settings.scrollStep = scrollStep }
        if chrome == false {
            settings.presentation.showsStatusBar = false
            settings.presentation.navigationTitle = nil
        } else if chrome == true {
            settings.presentation.showsStatusBar = true
        }
        settings.writesStrip = strip
        settings.writesFrames = frames
        settings.writesContactSheet = contactSheet
        settings.isStrict = strict
        settings.reportsTruncatedText = reportTruncation ?? (locale.flatMap { try? LocaleCode($0) }?.pseudolocale != nil)
        settings.shard = shard.flatMap(RenderShard.init)
        if let compression = pngCompression.flatMap(PNGCompression.init(name:)) { settings.pngCompression = compression }
        return settings
    }
}

extension RenderOptions {
    /// The `--locale` with its `--catalog`s read; nil without `--locale`. A catalog that cannot
    /// be read is a bad-input failure naming its file and line.
    func feedLocale(limits: DocumentLimits) throws -> FeedLocale? {
        guard let locale else { return nil }
        let code = try LocaleCode(locale)
        let source = try sourceLocale.map { try LocaleCode($0).tag } ?? "en"
        let read = try catalogs.map { path in
            try CatalogReader.read(atPath: path, shownAs: path, sourceLanguage: source, limits: limits)
        }
        return FeedLocale(locale: code, catalogs: read, sourceLanguage: source)
    }
}

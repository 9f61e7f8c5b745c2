import FeedrenderSupport
import Foundation
import Localization
import Raster
import Text

/// One locale's feature graphic to draw.
struct FeatureGraphicJob: Sendable {
    var localeIndex: Int
    var caption: CaptionText
    var isRightToLeft: Bool
    /// Where it goes, relative to the output folder.
    var path: String
}

/// Everything the run's feature graphics need, checked before anything is written.
struct FeatureGraphicPlan: Sendable {
    var spec: FeatureGraphicSpec
    var jobs: [FeatureGraphicJob]
    /// The Android device shown (with `spec.screenIndex`), nil for none.
    var device: ScreenshotConfiguration.Device?
    var backgroundImage: Bitmap?
    /// Where the graphics come in the run's order (for `--shard`): after every screenshot.
    var firstNumber: Int
}

extension ScreenshotRenderer {
    /// The feature graphics of a run that writes Google Play's images and whose
    /// configuration asks for one (`featureGraphic:`): one per locale, its caption looked
    /// up as a screen's, its background image read. Nil when there are none to draw.
    /// - Throws: a bad-input error naming the key or file that cannot be used.
    /// A caption under WCAG's 4.5:1 in some locale is a warning in `contrastWarnings`.
    func planFeatureGraphics(devices: [ScreenshotConfiguration.Device], owners: [StoreProfile], screenshotCount: Int,
                             warnings: inout [LocalizationWarning], contrastWarnings: inout [String]) throws -> FeatureGraphicPlan? {
        guard let spec = configuration.featureGraphic,
              let store = Set(owners).first(where: { $0.featureGraphicPath != nil }),
              let path = store.featureGraphicPath else { return nil }
        let codes = try configuration.storeLocaleCodes(for: store)
        let jobs = try configuration.locales.enumerated().map { index, locale in
            let localizer = try configuration.localizer(for: locale)
            let title = try configuration.caption(spec.caption.titleKey, locale: locale, localizer: localizer, warnings: &warnings)
            let subtitle = try spec.caption.subtitleKey.map {
                try configuration.caption($0, locale: locale, localizer: localizer, warnings: &warnings)
            }
            let caption = CaptionText(title: title, subtitle: subtitle, language: locale.language,
                                      family: configuration.captionFonts.family(forLocale: locale.code))
            return FeatureGraphicJob(localeIndex: index, caption: caption, isRightToLeft: locale.isRightToLeft, path: path(codes[index]))
        }
        // The store's devices, upright ones first: the graphic shows a phone held upright.
        let shown = zip(devices, owners).filter { $0.1 == store }.map(\.0)
        let device = spec.screenIndex == nil ? nil
            : shown.first { $0.preset.orientation == .portrait } ?? shown.first
        var image: Bitmap?
        if case .image(let file, _) = spec.background {
            let name = "\(configuration.file): featureGraphic.background.image: \(file)"
            guard let data = FileManager.default.contents(atPath: configuration.resolve(file)) else {
                throw ScreenshotError(.badInput, "\(name): background image not found")
            }
            do {
                image = try ImageDecoder.decode(data, targetSize: FeatureGraphicSpec.size, fit: .fill)
            } catch {
                throw ScreenshotError(.badInput, "\(name): cannot decode the background image (\(error))")
            }
        }
        var worst: (ratio: Double, path: String)?
        for job in jobs {
            let composer = FeatureGraphicComposer(spec: spec, caption: job.caption, isRightToLeft: job.isRightToLeft,
                                                  backgroundImage: image)
            let ratio = (try? composer.captionContrast(withDevice: device != nil)) ?? 21
            if ratio < ContrastRatio.minimum, ratio < worst?.ratio ?? .infinity { worst = (ratio, job.path) }
        }
        if let worst {
            contrastWarnings.append("\(configuration.file): featureGraphic: caption contrast \(String(format: "%.1f", worst.ratio)):1 "
                                    + "(\(worst.path)) is below WCAG's 4.5:1 against the \(spec.background.summary); change "
                                    + "captionColor or the background")
        }
        return FeatureGraphicPlan(spec: spec, jobs: jobs, device: device, backgroundImage: image, firstNumber: screenshotCount)
    }

    /// Draws `job` and hands its PNG, under a temporary name, to `staged`. `screens` are the
    /// locale's screenshot jobs (every one, whatever the shard), for the device's feed.
    static func drawFeatureGraphic(_ job: FeatureGraphicJob, plan: FeatureGraphicPlan, screens: [ScreenshotJob],
                                   cache: FeedRasterCache, directory: URL, configuration: ScreenshotConfiguration,
                                   staged: AtomicFile.CommitQueue) async throws -> ScreenshotManifest.File {
        var device: FeatureGraphicComposer.Device?
        if let shown = plan.device, let index = plan.spec.screenIndex,
           let screenJob = screens.first(where: { $0.screenIndex == index && $0.device.preset.name == shown.preset.name }) {
            let screen = configuration.screens[index]
            let image = try await reportingErrors(of: screenJob) {
                try await TextEngine.$defaultLanguage.withValue(screenJob.locale.language) {
                    try await TextEngine.$systemTypeface.withValue(shown.preset.systemTypeface) {
                        try await viewport(of: screenJob, configuration: configuration).render(cache: cache)
                    }
                }
            }
            device = .init(preset: shown.preset, frame: shown.frame ?? screen.frame, screenImage: image, theme: screen.theme)
        }
        let composer = FeatureGraphicComposer(spec: plan.spec, caption: job.caption, isRightToLeft: job.isRightToLeft,
                                              backgroundImage: plan.backgroundImage)
        let url = directory.appendingPathComponent(job.path)
        let png: [UInt8]
        do {
            png = try PNGEncoder.encode(try composer.compose(device: device), text: RendererIdentity.pngTextChunks)
        } catch {
            throw ScreenshotError(.render, "\(job.path): \(error)")
        }
        do {
            let writer = try AtomicFile.Writer(url: url)
            try png.withUnsafeBytes { try writer.append($0) }
            staged.commit(writer)
        } catch {
            throw ScreenshotError(.output, "\(url.path): \(error)")
        }
        return ScreenshotManifest.File(path: job.path, bytes: png.count, sha256: SHA256.hex(of: png))
    }
}

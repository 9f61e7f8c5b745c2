import Appearance
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageLoading
import Localization
import Raster
import Text

/// What a preview run wrote.
package struct PreviewRunResult: Sendable {
    /// One app preview: its video and poster frame, relative to the output folder.
    package struct File: Sendable {
        package var video: String
        package var poster: String
        /// App Store Connect's preview type (`IPHONE_67`) and the pixel size.
        package var type: String
        package var width: Int
        package var height: Int
        package var videoBytes: Int
        package var videoSHA256: String
    }

    package var directory: URL
    package var files: [File]
    /// Strings a locale lacks (drawn in the source language).
    package var warnings: [String]
    package var wallSeconds: Double
}

/// Renders a configuration's `previews:`: for every preview, locale and device class, an App
/// Store app preview (H.264 `.mp4`, 30 fps, Apple's size, 15–30 s, a silent stereo track) and
/// its poster frame (`.png`), in the layout fastlane deliver's `app_previews_path` reads:
/// `app_previews/<locale>/<nn>_<TYPE>_<device>.mp4`, where `nn` is the preview's position and
/// `TYPE` the preview type deliver finds in the name (`IPHONE_67`, `IPAD_PRO_3GEN_129`).
///
/// Every script is played on its feed (states and rows checked, the steps' length against the
/// duration) before the first file is written; videos are then rendered one after another,
/// each streaming its frames to ffmpeg.
package final class PreviewRenderer: Sendable {
    package let configuration: ScreenshotConfiguration
    /// Cells drawn at once.
    package let jobs: Int
    /// Whether a warning (an untranslated string) fails the run before anything is written.
    package let strict: Bool
    /// The folder under the output folder that deliver's `app_previews_path` points at.
    package static let folder = "app_previews"

    package init(configuration: ScreenshotConfiguration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                 strict: Bool = false) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
        self.strict = strict
    }

    /// One video to make.
    private struct Job: Sendable {
        var script: PreviewScript
        var captions: [(text: CaptionText, from: Double, to: Double)]
        var color: Raster.Color
        var language: String
        var preset: DevicePreset
        var type: AppPreviewType
        var size: PixelSize
        var poster: Double
        var path: String
    }

    /// Renders every preview into `directory` (created if missing).
    /// - Throws: `ScreenshotError`: `.badInput` or `.check` before anything is written,
    ///   `.render` or `.output` after.
    package func render(to directory: URL) async throws -> PreviewRunResult {
        try await (configuration.captionFonts.library ?? FontLibrary.current).withFonts {
            try await renderInScope(to: directory)
        }
    }

    private func renderInScope(to directory: URL) async throws -> PreviewRunResult {
        let start = ContinuousClock.now
        let configuration = configuration
        guard !configuration.previews.isEmpty else {
            throw ScreenshotError(.badInput, "\(configuration.file): previews: missing; docs/screenshots.md shows how to "
                                  + "script an app preview")
        }
        let roots = Set(configuration.previews.map { LoadedFeed.folder(of: $0.feed, configuration: configuration) })
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(
            allowedFileRoots: Array(roots) + [URL(fileURLWithPath: configuration.baseDirectory)], memoryCacheBytes: 16 << 20,
            decodedPixelBudget: configuration.limits.decodedImagePixels))
        defer { loader.shutdown() }
        let (jobs, warnings) = try plan(loader: loader)
        if strict, !warnings.isEmpty {
            throw ScreenshotError(.check, warnings.joined(separator: "; ") + " (--strict: nothing written)")
        }
        var files: [PreviewRunResult.File] = []
        for job in jobs {
            try Task.checkCancellation()
            let video = directory.appendingPathComponent(job.path + ".mp4")
            let poster = directory.appendingPathComponent(job.path + ".png")
            let device = PreviewWriter.device(for: job.preset, size: job.size)
            let written = try await TextEngine.$defaultLanguage.withValue(job.language) {
                try await TextEngine.$systemTypeface.withValue(device.systemTypeface) {
                    let overlays = try job.captions.map { caption in
                        (overlay: try PreviewCaptions.overlay(caption.text, color: job.color, size: job.size),
                         from: caption.from, to: caption.to)
                    }
                    let writer = PreviewWriter(script: job.script, device: device, captions: overlays, poster: job.poster,
                                               jobs: self.jobs)
                    return try await (job.script.presentation.fonts ?? FontLibrary.current).withFonts {
                        try await writer.write(video: video, posterURL: poster, size: job.size, imageLoader: loader)
                    }
                }
            }
            files.append(PreviewRunResult.File(video: job.path + ".mp4", poster: job.path + ".png", type: job.type.identifier,
                                               width: job.size.width, height: job.size.height,
                                               videoBytes: written.videoBytes, videoSHA256: written.videoSHA256))
        }
        return PreviewRunResult(directory: directory, files: files, warnings: warnings,
                                wallSeconds: (ContinuousClock.now - start).seconds)
    }

    /// Plays every script and lists the videos, checking everything a video needs.
    private func plan(loader: ImageLoader) throws -> (jobs: [Job], warnings: [String]) {
        let configuration = configuration
        let codes = try configuration.storeLocaleCodes(for: .appStore)
        var jobs: [Job] = []
        var untranslated: [LocalizationWarning] = []
        var perType: [String: Int] = [:]
        for (number, spec) in configuration.previews.enumerated() {
            for (localeIndex, locale) in configuration.locales.enumerated()
            where spec.locales?.contains(locale.code) ?? true {
                let localizer = try configuration.localizer(for: locale)
                let script = try PreviewScript.make(spec, locale: locale, localizer: localizer, configuration: configuration,
                                                    loader: loader)
                untranslated += script.warnings
                let family = configuration.captionFonts.family(forLocale: locale.code)
                let captions = try spec.captions.map { caption in
                    let title = try configuration.caption(caption.text.titleKey, locale: locale, localizer: localizer,
                                                          warnings: &untranslated)
                    let subtitle = try caption.text.subtitleKey.map {
                        try configuration.caption($0, locale: locale, localizer: localizer, warnings: &untranslated)
                    }
                    return (text: CaptionText(title: title, subtitle: subtitle, language: locale.language, family: family),
                            from: caption.from, to: caption.to)
                }
                for name in spec.devices {
                    guard let device = configuration.devices.first(where: { $0.preset.name == name }) else { continue }
                    let preset = spec.orientation == .landscape ? device.preset.portrait.landscape : device.preset.portrait
                    // Checked when the configuration was read.
                    guard let (type, size) = AppPreviewType.resolve(for: device.preset, orientation: spec.orientation,
                                                                    size: spec.size) else { continue }
                    let key = codes[localeIndex] + "/" + type.identifier
                    perType[key, default: 0] += 1
                    guard perType[key]! <= PreviewSpec.maximumPerType else {
                        throw ScreenshotError(.badInput, "\(configuration.file): previews: more than "
                                              + "\(PreviewSpec.maximumPerType) \(type.identifier) previews for locale "
                                              + "\(locale.code) (App Store Connect shows \(PreviewSpec.maximumPerType))")
                    }
                    let position = String(number + 1)
                    let path = "\(Self.folder)/\(codes[localeIndex])/\(position.count < 2 ? "0" + position : position)_"
                        + "\(type.identifier)_\(preset.name)"
                    jobs.append(Job(script: script, captions: captions, color: spec.captionColor, language: locale.language,
                                    preset: preset, type: type, size: size, poster: spec.poster, path: path))
                }
            }
        }
        var seen = Set<String>()
        return (jobs, untranslated.map(\.description).filter { seen.insert($0).inserted })
    }
}

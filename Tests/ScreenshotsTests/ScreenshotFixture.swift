import Foundation
import Raster
@testable import Screenshots
import TestSupport

/// A temporary folder holding a screenshots configuration and its locale files.
final class ScreenshotFixture {
    let directory: URL

    init() throws {
        directory = try TemporaryDirectory.make(prefix: "screenshots-test")
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try directory.writeText(text, toFileNamed: name)
    }

    var output: URL { directory.appendingPathComponent("out") }

    static let english = """
        strings:
          one.title: Everything in one feed
          one.subtitle: Groups, albums and posts.
          two.title: Stay in touch
        """

    static let arabic = """
        strings:
          one.title: كل مجتمعاتك في موجز واحد
          one.subtitle: المجموعات والألبومات والمنشورات.
          two.title: ابقَ على تواصل
        feed:
          navigationTitle: استكشف
          messages/m1/text: تواصلوا معنا عندما تهدأ العاصفة.
        """

    /// A configuration of the demo feed with `devices`, `locales` (code: file) and two screens.
    func configuration(devices: [String], locales: [String: String] = ["en-US": "en.yaml"],
                       align: String = "center", background: String = "{gradient: [\"#1d4ed8\", \"#9333ea\"], angle: 160}") throws -> String {
        try write("en.yaml", Self.english)
        try write("ar.yaml", Self.arabic)
        let localeLines = locales.keys.sorted().map { "  \($0): \(locales[$0]!)" }.joined(separator: "\n")
        return try write("screenshots.yaml", """
            devices: [\(devices.joined(separator: ", "))]
            locales:
            \(localeLines)
            screens:
              - caption: {title: one.title, subtitle: one.subtitle}
                background: \(background)
                align: \(align)
              - scrollTo: messages/m1
                theme: dark
                caption: {title: two.title}
                background: "#0f766e"
                frame: silver
                align: \(align)
            """)
    }

    /// Renders the configuration at `path` into `output`.
    func render(_ path: String, jobs: Int = 2, into output: URL? = nil) async throws -> ScreenshotRunResult {
        let configuration = try ScreenshotConfiguration.load(from: path)
        return try await ScreenshotRenderer(configuration: configuration, jobs: jobs).render(to: output ?? self.output)
    }

    /// The decoded PNG at `relativePath` under `output`.
    func image(_ relativePath: String, in output: URL? = nil) throws -> Bitmap {
        let data = try Data(contentsOf: (output ?? self.output).appendingPathComponent(relativePath))
        return try ImageDecoder.decode(data)
    }
}

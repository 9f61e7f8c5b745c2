import Appearance
import Foundation
import Text
import XCTest
@testable import Screenshots

/// The captions of examples/screenshots as a designer would set them, on every device of
/// the example: breaks only where a reader would pause (hand-marked below for Japanese and
/// Chinese), no orphan, balanced lines, and title weights that exist in every script.
final class ExampleCaptionTests: XCTestCase {
    private static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/screenshots/screenshots.yaml").standardizedFileURL.path

    /// Where a Japanese or Chinese reader accepts a line break ("|"), marked by hand.
    private static let phrases: [String] = [
        "すべての|コミュニティを、|ひとつの|フィードに",
        "フォローしている|人の|グループ、|アルバム、|投稿を|まとめて|チェック。",
        "思い出を|まるごと|残す|アルバム",
        "すべての|写真と|旅を、|美しく|整理。",
        "火星からでも、|つながろう",
        "アプリを|開いた|瞬間に|メッセージが|届きます。",
        "毎日、|新しい|発見を",
        "世界中から|厳選した|ストーリー。",
        "大切な|瞬間を|シェアしよう",
        "ご近所の|写真や|ひとことが|集まります。",
        "所有|社群，|尽在|一个|信息流",
        "关注的|人|发布的|小组、|相册|和|动态，|一览无余。",
        "讲述|完整|故事的|相册",
        "每一张|照片、|每一次|旅行，|都|井井有条。",
        "保持|联系，|即使|远在|火星",
        "打开|应用的|那一刻，|消息|即刻|送达。",
        "每天|发现|新鲜事",
        "来自|世界|各地的|精选|故事。",
        "分享|重要的|时刻",
        "来自|你|身边的|照片|与|想法。",
    ]

    private struct SetCaption {
        var locale: String
        var device: String
        var text: String
        var lines: [String]
    }

    /// Every caption of the example (title and subtitle) as set on every device, per locale.
    private func setCaptions() throws -> [SetCaption] {
        let configuration = try ScreenshotConfiguration.load(from: Self.example)
        var result: [SetCaption] = []
        for locale in configuration.locales {
            for screen in configuration.screens {
                let title = try locale.string(for: screen.caption.titleKey)
                let subtitle = try screen.caption.subtitleKey.map { try locale.string(for: $0) }
                let caption = CaptionText(title: title, subtitle: subtitle, language: locale.language)
                for device in configuration.devices {
                    let composer = ScreenComposer(screen: screen, device: device, caption: caption, backgroundImage: nil)
                    let layout = composer.fitCaption()
                    result.append(SetCaption(locale: locale.code, device: device.preset.name, text: title, lines: layout.titleLines))
                    if let subtitle {
                        result.append(SetCaption(locale: locale.code, device: device.preset.name, text: subtitle,
                                                 lines: layout.subtitleLines))
                    }
                }
            }
        }
        return result
    }

    private static func isCJK(_ locale: String) -> Bool { locale.hasPrefix("ja") || locale.hasPrefix("zh") }

    func testExampleCoversTheLanguagesChecked() throws {
        let locales = Set(try setCaptions().map(\.locale))
        XCTAssertEqual(locales, ["en-US", "de-DE", "ja", "zh-Hans", "ar-SA"])
    }

    func testLinesBreakOnlyBetweenWordsOrMarkedPhrases() throws {
        let marks = Dictionary(uniqueKeysWithValues: Self.phrases.map { phrase -> (String, Set<Int>) in
            var offsets: Set<Int> = [], count = 0
            for character in phrase {
                if character == "|" { offsets.insert(count) } else { count += 1 }
            }
            return (phrase.replacingOccurrences(of: "|", with: ""), offsets)
        })
        for caption in try setCaptions() {
            let context = "\(caption.locale) on \(caption.device): \(caption.lines)"
            XCTAssertFalse(caption.lines.isEmpty, "set by phrases, not wrapped by Pango: \(context)")
            if Self.isCJK(caption.locale) {
                XCTAssertEqual(caption.lines.joined(), caption.text, context)
                let allowed = try XCTUnwrap(marks[caption.text], "no hand-marked phrases for \(caption.text)")
                var offset = 0
                for line in caption.lines.dropLast() {
                    offset += line.count
                    XCTAssertTrue(allowed.contains(offset), "break inside a phrase after \(line): \(context)")
                }
            } else {
                XCTAssertEqual(caption.lines.joined(separator: " "), caption.text, "breaks only at spaces: \(context)")
            }
        }
    }

    func testNoOrphanAndBalancedLines() throws {
        for caption in try setCaptions() where caption.lines.count > 1 {
            let context = "\(caption.locale) on \(caption.device): \(caption.lines)"
            let last = caption.lines.last!
            if Self.isCJK(caption.locale) {
                let letters = last.filter { $0.isLetter }
                XCTAssertGreaterThanOrEqual(letters.count, 3, "orphan: \(context)")
            } else {
                XCTAssertGreaterThanOrEqual(last.split(separator: " ").count, 2, "orphan: \(context)")
            }
            let widths = caption.lines.map { line in
                TextEngine.measure(AttributedText(runs: [TextRun(line, font: Font(size: 20), language: caption.locale)]),
                                   maxWidth: .infinity).width
            }
            XCTAssertGreaterThanOrEqual(widths.min()! / widths.max()!, 0.45, "unbalanced: \(context) \(widths)")
        }
    }

    func testTitlesAreBoldAndSubtitlesRegularInEveryScript() throws {
        let configuration = try ScreenshotConfiguration.load(from: Self.example)
        for locale in configuration.locales {
            for screen in configuration.screens {
                let caption = CaptionText(title: try locale.string(for: screen.caption.titleKey),
                                          subtitle: try screen.caption.subtitleKey.map { try locale.string(for: $0) },
                                          language: locale.language)
                let layout = ScreenComposer(screen: screen, device: configuration.devices[0], caption: caption,
                                            backgroundImage: nil).fitCaption()
                for usage in TextEngine.fontFiles(for: layout.title) where !usage.text.allSatisfy(\.isWhitespace) {
                    XCTAssertTrue(usage.file.contains("-Bold."), "\(locale.code) title \(usage.text) drawn with \(usage.file)")
                }
                for usage in TextEngine.fontFiles(for: try XCTUnwrap(layout.subtitle)) where !usage.text.allSatisfy(\.isWhitespace) {
                    XCTAssertFalse(usage.file.contains("Bold"), "\(locale.code) subtitle \(usage.text) drawn with \(usage.file)")
                }
            }
        }
    }
}

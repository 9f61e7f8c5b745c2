@testable import FeedDocuments
import DocumentModel
import Foundation
import XCTest

/// Template filters write dates, times, numbers, currencies and relative times in the
/// document's locale and time zone, counting from the document's `now`, never the clock.
final class TemplateFormattingTests: XCTestCase {
    /// The text the template `{type: text, text: <binding>}` makes of `item` in a document
    /// with `settings` (top-level lines such as `locale: ja-JP`).
    private func text(_ binding: String, item: String, settings: String = "",
                      overrides: TemplateFormatting.Overrides = .init()) throws -> String {
        let document = """
            \(settings)
            templates:
              t: {type: text, text: "\(binding)"}
            sections:
              - kind: t
                items: [\(item)]
            """
        let (_, source) = try FeedDocument.parse(document, format: .yaml, documentURL: URL(fileURLWithPath: "/f/t.yaml"),
                                                 fileName: "t.yaml", formatting: overrides)
        let section = try XCTUnwrap(source.objects.first as? FeedSection)
        let template = try XCTUnwrap(section.items.first?.model as? TemplateCell)
        guard case .text(let text)? = template.document.root.properties else {
            XCTFail("the template is one text element")
            return ""
        }
        return text.text
    }

    private func error(_ binding: String, item: String, settings: String = "") -> String {
        do {
            let made = try text(binding, item: item, settings: settings)
            XCTFail("expected an error, got \(made)")
            return ""
        } catch {
            return "\(error)"
        }
    }

    private let event = "{start: 2026-12-24T18:00:00Z, price: 1234.5, share: 0.25, posted: 1764229260000, title: straße}"

    func testDatesAndTimesFollowTheLocaleAndTimeZone() throws {
        XCTAssertEqual(try text("{{start | date}}", item: event), "Dec 24, 2026")
        XCTAssertEqual(try text("{{start | date: long}}", item: event), "December 24, 2026")
        XCTAssertEqual(try text("{{start | time}}", item: event), "6:00\u{202F}PM")
        XCTAssertEqual(try text("{{start | date: medium}} {{start | time: short}}", item: event,
                                settings: "locale: de-DE\ntimeZone: Europe/Berlin"), "24. Dez. 2026 19:00")
        XCTAssertEqual(try text("{{start | date: medium}}", item: event, settings: "locale: ja-JP\ntimeZone: Asia/Tokyo"),
                       "2026年12月25日")
        XCTAssertEqual(try text("{{start | date: yyyy-MM-dd HH:mm}}", item: event, settings: "timeZone: Asia/Tokyo"),
                       "2026-12-25 03:00")
        // Milliseconds since 1970, as the Meetup API writes `created`.
        XCTAssertEqual(try text("{{posted | date}}", item: event), "Nov 27, 2025")
    }

    func testNumbersPercentagesAndCurrencies() throws {
        XCTAssertEqual(try text("{{price | currency: EUR}}", item: event), "€1,234.50")
        XCTAssertEqual(try text("{{price | currency: EUR}}", item: event, settings: "locale: de-DE"), "1.234,50\u{A0}€")
        XCTAssertEqual(try text("{{price | number: 0}}", item: event, settings: "locale: fr-FR"), "1\u{202F}234")
        XCTAssertEqual(try text("{{share | percent}}", item: event), "25%")
        XCTAssertEqual(try text("{{price | number}}", item: event, settings: "locale: ar-EG"), "١٬٢٣٤٫٥")
    }

    func testRelativeTimesCountFromTheDocumentsNow() throws {
        XCTAssertEqual(try text("{{posted | relative: long}}", item: event, settings: "now: 2026-11-27T09:41:00Z"),
                       "1 year ago")
        XCTAssertEqual(try text("{{when | relative}}", item: "{when: 2026-11-27T07:41:00Z}",
                                settings: "now: 2026-11-27T09:41:00Z"), "2 hr. ago")
        XCTAssertEqual(try text("{{when | relative}}", item: "{when: 2026-11-27T07:41:00Z}",
                                settings: "now: 2026-11-27T09:41:00Z\nlocale: ja-JP"), "2 時間前")
        // --now wins over the document's.
        XCTAssertEqual(try text("{{when | relative}}", item: "{when: 2026-11-27T07:41:00Z}",
                                settings: "now: 2026-11-27T09:41:00Z",
                                overrides: .init(now: "2026-11-30T07:41:00Z")), "3 days ago")
        XCTAssertTrue(error("{{when | relative}}", item: "{when: 2026-11-27T07:41:00Z}")
            .contains("relative times count from `now`, which the document does not set"))
    }

    func testTextTransformsAreLocaleAware() throws {
        XCTAssertEqual(try text("{{title | upper}}", item: event), "STRASSE")
        XCTAssertEqual(try text("{{word | upper}}", item: "{word: istanbul}", settings: "locale: tr-TR"), "İSTANBUL")
        XCTAssertEqual(try text("{{start | date | upper}}", item: event), "DEC 24, 2026")
    }

    func testBadFiltersAndSettingsNameFileAndPath() {
        XCTAssertEqual(error("{{start | datum}}", item: event),
                       #"t.yaml: sections[0].items[0]: template "t": {{start | datum}}: unknown filter "datum" "#
                       + "(filters: date, time, datetime, relative, number, percent, currency, upper, lower, capitalized)")
        XCTAssertTrue(error("{{title | number}}", item: event).hasSuffix(#"{{title | number}}: "straße" is not a number"#))
        XCTAssertTrue(error("{{price | currency: euro}}", item: event).hasSuffix("currency takes an ISO 4217 code such as EUR or JPY"))
        XCTAssertEqual(error("{{start}}", item: event, settings: "timeZone: Mars/Olympus"),
                       #"t.yaml: timeZone: unknown time zone "Mars/Olympus" (an IANA name such as Europe/Paris or UTC)"#)
        XCTAssertEqual(error("{{start}}", item: event, settings: "locale: not a locale"),
                       #"t.yaml: locale: "not a locale" is not a locale code such as en-US or ja-JP"#)
        XCTAssertEqual(error("{{start}}", item: event, settings: "now: yesterday"),
                       #"t.yaml: now: "yesterday" is not an ISO 8601 moment such as 2026-11-27T09:41:00Z"#)
    }
}

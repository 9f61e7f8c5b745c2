import XCTest
@testable import Localization

/// CLDR plural categories for the languages the catalogs are checked in.
final class PluralRulesTests: XCTestCase {
    private func categories(_ language: String, _ numbers: [Int]) -> [String] {
        numbers.map { PluralRules.category(for: $0, language: language)?.rawValue ?? "none" }
    }

    func testEnglishAndGerman() {
        XCTAssertEqual(categories("en", [0, 1, 2, 21]), ["other", "one", "other", "other"])
        XCTAssertEqual(categories("de-DE", [1, 5]), ["one", "other"])
        XCTAssertEqual(PluralRules.category(for: PluralOperands("1.0")!, language: "en"), .other)
    }

    func testFrenchCountsZeroAsOne() {
        XCTAssertEqual(categories("fr", [0, 1, 2, 1_000_000]), ["one", "one", "other", "many"])
    }

    func testJapaneseAndChineseHaveOneForm() {
        XCTAssertEqual(categories("ja", [0, 1, 2, 100]), ["other", "other", "other", "other"])
        XCTAssertEqual(categories("zh-Hans", [1, 2]), ["other", "other"])
    }

    func testRussian() {
        XCTAssertEqual(categories("ru", [1, 2, 5, 11, 12, 21, 22, 25, 111]),
                       ["one", "few", "many", "many", "many", "one", "few", "many", "many"])
        XCTAssertEqual(PluralRules.category(for: PluralOperands("1.5")!, language: "ru"), .other)
    }

    func testPolish() {
        XCTAssertEqual(categories("pl", [1, 2, 5, 12, 22, 101]), ["one", "few", "many", "many", "few", "many"])
    }

    func testArabicHasSixForms() {
        XCTAssertEqual(categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103]),
                       ["zero", "one", "two", "few", "few", "many", "many", "other", "other", "few"])
    }

    func testHebrew() {
        XCTAssertEqual(categories("he", [1, 2, 3, 20]), ["one", "two", "other", "other"])
    }

    func testUnknownLanguageHasNoRule() {
        XCTAssertNil(PluralRules.category(for: 1, language: "tlh"))
    }
}

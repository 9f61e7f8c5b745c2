import XCTest
@testable import Text

/// Phrases as a Japanese or Chinese reader would cut them; words elsewhere.
final class PhraseBreakerTests: XCTestCase {
    private func phrases(_ text: String, _ language: String?) -> String {
        PhraseBreaker.phrases(in: text, language: language).joined(separator: "|")
    }

    func testJapaneseBreaksBetweenPhrasesOnly() {
        XCTAssertEqual(phrases("すべてのコミュニティを、ひとつのフィードに", "ja"), "すべての|コミュニティを、|ひとつの|フィードに")
        XCTAssertEqual(phrases("フォローしている人のグループ、アルバム、投稿をまとめてチェック。", "ja"),
                       "フォローしている|人の|グループ、|アルバム、|投稿を|まとめて|チェック。")
        XCTAssertEqual(phrases("思い出をまるごと残すアルバム", "ja"), "思い出を|まるごと|残す|アルバム")
        XCTAssertEqual(phrases("アプリを開いた瞬間にメッセージが届きます。", "ja"), "アプリを|開いた|瞬間に|メッセージが|届きます。")
        XCTAssertEqual(phrases("ご近所の写真やひとことが集まります。", "ja"), "ご近所の|写真やひとことが|集まります。")
        XCTAssertEqual(phrases("アップリンクは 14:20 UTC に開きます。", "ja"), "アップリンクは |14:20 |UTC |に開きます。")
    }

    func testKinsokuKeepsPunctuationSmallKanaAndLongVowelsWithTheirWord() {
        for text in ["「テスト」です。次へ", "チョコレートケーキ", "ちょっと、まって"] {
            for piece in PhraseBreaker.phrases(in: text, language: "ja").dropFirst() {
                let first = CharacterClass(piece.first!)
                XCTAssertFalse(first.isLineStartProhibited, "\(text): a line would start with \(piece.first!)")
            }
        }
        XCTAssertFalse(phrases("「テスト」です", "ja").contains("「|"))
    }

    func testChineseKeepsWordsAndShortRunsTogether() {
        XCTAssertEqual(phrases("所有社群，尽在一个信息流", "zh-Hans"), "所有社群，|尽在|一个|信息流")
        XCTAssertEqual(phrases("关注的人发布的小组、相册和动态，一览无余。", "zh-Hans"), "关注的|人发布的|小组、|相册|和动态，|一览无余。")
        XCTAssertEqual(phrases("每一张照片、每一次旅行，都井井有条。", "zh-Hans"), "每一张|照片、|每一次|旅行，|都井井有条。")
        XCTAssertEqual(phrases("来自世界各地的精选故事。", "zh-Hans"), "来自|世界|各地的|精选故事。")
        XCTAssertEqual(phrases("讲述完整故事的相册", "zh-Hant"), "讲述|完整|故事的|相册")
    }

    func testNoLonePieceOfOneHanCharacter() {
        for text in ["每天发现新鲜事", "来自你身边的照片与想法", "打开应用的那一刻，消息即刻送达。"] {
            for piece in PhraseBreaker.phrases(in: text, language: "zh-Hans") {
                let han = piece.filter { CharacterClass($0) == .han }
                XCTAssertNotEqual(han.count, 1, "\(text): \(piece) is a single character")
            }
        }
    }

    func testSpacedLanguagesBreakOnlyAtSpaces() {
        XCTAssertEqual(phrases("Stay in touch, even from Mars", "en-US"), "Stay |in |touch, |even |from |Mars")
        XCTAssertEqual(phrases("Handverlesene Geschichten", "de-DE"), "Handverlesene |Geschichten")
        XCTAssertEqual(phrases("ابقَ على تواصل", "ar"), "ابقَ |على |تواصل")
        XCTAssertEqual(phrases("모든 커뮤니티를 하나의 피드에", "ko"), "모든 |커뮤니티를 |하나의 |피드에")
        XCTAssertEqual(phrases("one\ntwo", nil), "one\n|two")
    }
}

/// Where a line of display text may break, phrase by phrase, so a headline never splits a
/// word or a Japanese or Chinese phrase (in the spirit of BudouX, with small hand-written
/// rules instead of a trained model).
///
/// - Text with spaces breaks after them (English, German, Arabic, Hebrew, Korean, and the
///   Latin parts of Japanese or Chinese text).
/// - Japanese (`ja`) breaks where a phrase (bunsetsu) ends: after the particles and inflections
///   in hiragana that close a phrase, before the kanji, katakana or Latin word that opens the
///   next; after punctuation. Kanji compounds, katakana words, okurigana inside compounds
///   (思い出) and the honorific prefixes お and ご stay whole.
/// - Chinese (`zh`, `yue`) breaks after punctuation and sentence particles (的, 吗, 呢 …),
///   before conjunctions and prepositions (和, 与, 把, 被 …), around numeral–classifier groups
///   (一个, 每一张), and splits longer runs of Han into two-character words, never leaving a
///   single character alone.
/// - Never before closing punctuation, small kana or the long vowel mark, never after
///   opening punctuation (kinsoku).
package enum PhraseBreaker {
    /// Character offsets (into `Array(text)`) at which a new line may start, ascending,
    /// without 0 and `text.count`. A hard line break (`\n`) is always one.
    package static func breaks(in text: String, language: String?) -> [Int] {
        let characters = Array(text)
        guard characters.count > 1 else { return [] }
        let classes = characters.map(CharacterClass.init)
        let cjk = language.map(TextLanguage.breaksBetweenPhrases) ?? false
        let japanese = language.map { TextLanguage.subtags(of: $0).first == "ja" } ?? false
        var allowed = [Bool](repeating: false, count: characters.count + 1)

        for index in 1..<characters.count {
            let before = classes[index - 1], after = classes[index]
            if before == .newline { allowed[index] = true; continue }
            if before == .space && after != .space && after != .newline { allowed[index] = true }
        }
        if cjk {
            if japanese {
                JapanesePhrases.mark(characters, classes: classes, into: &allowed)
            } else {
                ChinesePhrases.mark(characters, classes: classes, into: &allowed)
            }
        }
        // Kinsoku: nothing starts a line that must follow its neighbour, nothing ends one
        // that must lead into the next (hard line breaks excepted).
        for index in 1..<characters.count where allowed[index] && classes[index - 1] != .newline {
            if classes[index].isLineStartProhibited || classes[index - 1] == .openingPunctuation { allowed[index] = false }
        }
        return (1..<characters.count).filter { allowed[$0] }
    }

    /// `text` cut at its break opportunities: the pieces a line is made of.
    package static func phrases(in text: String, language: String?) -> [String] {
        let characters = Array(text)
        var pieces: [String] = []
        var start = 0
        for end in breaks(in: text, language: language) + [characters.count] {
            pieces.append(String(characters[start..<end]))
            start = end
        }
        return pieces.filter { !$0.isEmpty }
    }
}

/// What a character is, for phrase breaking.
enum CharacterClass: Equatable {
    case hiragana, katakana, han, smallKana, prolongedSound
    case openingPunctuation, closingPunctuation
    case space, newline, other

    init(_ character: Character) {
        if character == "\n" || character == "\r\n" || character == "\u{2028}" { self = .newline; return }
        if character.isWhitespace { self = .space; return }
        guard let scalar = character.unicodeScalars.first else { self = .other; return }
        let value = scalar.value
        switch value {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
             0x31F0...0x31FF:
            self = .smallKana
        case 0x30FC, 0xFF70: self = .prolongedSound
        case 0x3041...0x309F: self = .hiragana
        case 0x30A0...0x30FA, 0x30FD...0x30FF, 0xFF66...0xFF9F: self = .katakana
        case 0x3005, 0x3006, 0x3007, 0x303B: self = .han
        default:
            if scalar.properties.isIdeographic { self = .han; return }
            if Self.opening.contains(character) { self = .openingPunctuation; return }
            if Self.closing.contains(character) { self = .closingPunctuation; return }
            self = .other
        }
    }

    private static let opening: Set<Character> = ["「", "『", "（", "(", "【", "〈", "《", "〔", "［", "｛", "“", "‘", "〝"]
    private static let closing: Set<Character> = [
        "、", "。", "，", "．", "！", "？", "：", "；", "」", "』", "）", ")", "】", "〉", "》", "〕", "］", "｝",
        "”", "’", "〟", "…", "‥", "・", ",", ".", "!", "?", ":", ";", "～", "〜",
    ]

    /// Full-width closing punctuation: a phrase ends after it even without a space (ASCII
    /// punctuation ends one only with a space after it, so 14:20 stays whole).
    static func isWideClosing(_ character: Character, _ characterClass: CharacterClass) -> Bool {
        characterClass == .closingPunctuation && (character.unicodeScalars.first?.value ?? 0) > 0x7F
    }

    /// Small kana, the long vowel mark and closing punctuation cling to what precedes them.
    var isLineStartProhibited: Bool {
        self == .smallKana || self == .prolongedSound || self == .closingPunctuation
    }

    /// Part of a word written without spaces: kana, Han, or the marks that extend them.
    var isCJK: Bool {
        switch self {
        case .hiragana, .katakana, .han, .smallKana, .prolongedSound: true
        default: false
        }
    }
}

/// Japanese phrase ends, from the shape of the text: content words (kanji, katakana, Latin)
/// followed by hiragana particles and endings make a phrase.
enum JapanesePhrases {
    /// Single hiragana that end a phrase when a content word follows (particles and the
    /// adjectival な); other single hiragana between kanji are okurigana inside a word (思い出).
    static let particles: Set<Character> = ["の", "を", "が", "に", "へ", "と", "で", "も", "は", "や", "な"]

    static func mark(_ characters: [Character], classes: [CharacterClass], into allowed: inout [Bool]) {
        func isHiragana(_ index: Int) -> Bool {
            (0x3041...0x309F).contains(characters[index].unicodeScalars.first?.value ?? 0)
        }
        for index in 1..<characters.count {
            let before = classes[index - 1], after = classes[index]
            if CharacterClass.isWideClosing(characters[index - 1], before) && after != .closingPunctuation && after != .space {
                allowed[index] = true
            }
            if after == .openingPunctuation && before != .openingPunctuation && before != .space { allowed[index] = true }
            guard isHiragana(index - 1) else { continue }
            // The hiragana run that ends here.
            var start = index - 1
            while start > 0 && isHiragana(start - 1) { start -= 1 }
            let run = characters[start..<index]
            let opensContent = after == .han || after == .katakana || (after == .other && characters[index].isLetter)
                || after == .other && characters[index].isNumber
            if opensContent {
                let precededByContent = start > 0 && classes[start - 1].isCJK
                // One hiragana between kanji is okurigana inside a word (思い出) unless it is a particle.
                if run.count == 1 && after == .han && precededByContent && !particles.contains(run.first!) { continue }
                // A lone hiragana after a space or at the start leans on what follows: an
                // honorific prefix (ご近所) or a particle set off from a Latin word (UTC に).
                if run.count == 1 && !precededByContent { continue }
                allowed[index] = true
            } else if isHiragana(index) && characters[index - 1] == "を" {
                // を is only ever the object particle: what follows starts a new phrase.
                allowed[index] = true
            }
        }
    }
}

/// Chinese phrase ends without a dictionary: punctuation, a few function characters, numeral
/// and classifier groups, and two-character words in the runs between them.
enum ChinesePhrases {
    /// Structural and aspect particles: they close the phrase before them.
    /// (Only ones that are never the first character of a word: 地, 了 and 过 start 地方, 了解, 过去.)
    static let closers: Set<Character> = ["的", "吗", "嗎", "呢", "吧"]
    /// Conjunctions and prepositions: they open a phrase.
    static let openers: Set<Character> = ["和", "与", "與", "及", "或", "而", "但", "把", "被", "从", "從", "对", "對",
                                          "向", "给", "給", "让", "讓", "跟"]
    /// One-character adverbs that lean on the word after them.
    static let adverbs: Set<Character> = ["都", "也", "就", "还", "還", "又", "才", "很", "最", "更", "再", "不"]
    static let numerals: Set<Character> = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "两", "兩", "几", "幾",
                                           "百", "千", "万", "萬", "每", "这", "這", "那", "哪", "0", "1", "2", "3", "4",
                                           "5", "6", "7", "8", "9"]
    static let classifiers: Set<Character> = ["个", "個", "张", "張", "次", "位", "件", "条", "條", "只", "隻", "本", "天",
                                              "年", "种", "種", "些", "刻", "份", "场", "場", "段", "篇", "首", "部"]

    static func mark(_ characters: [Character], classes: [CharacterClass], into allowed: inout [Bool]) {
        var index = 0
        while index < characters.count {
            guard classes[index] == .han else {
                let previous = index > 0 ? classes[index - 1] : .space
                if index > 0 && CharacterClass.isWideClosing(characters[index - 1], previous)
                    && classes[index] != .closingPunctuation && classes[index] != .space { allowed[index] = true }
                if index > 0 && classes[index] == .other && previous == .han { allowed[index] = true }
                index += 1
                continue
            }
            var end = index
            while end < characters.count && classes[end] == .han { end += 1 }
            if index > 0 && (classes[index - 1] == .other || CharacterClass.isWideClosing(characters[index - 1], classes[index - 1])) {
                allowed[index] = true
            }
            markRun(characters, index..<end, into: &allowed)
            index = end
        }
    }

    /// Breaks inside one run of Han characters.
    private static func markRun(_ characters: [Character], _ run: Range<Int>, into allowed: inout [Bool]) {
        // First the fixed points: after closers, before openers, around numeral groups.
        var cuts: Set<Int> = []
        var position = run.lowerBound
        while position < run.upperBound {
            let character = characters[position]
            if closers.contains(character) { cuts.insert(position + 1) }
            if openers.contains(character) { cuts.insert(position) }
            if numerals.contains(character) {
                var end = position
                while end < run.upperBound && numerals.contains(characters[end]) { end += 1 }
                if end < run.upperBound && classifiers.contains(characters[end]) && end > position {
                    cuts.insert(position)
                    cuts.insert(end + 1)
                    position = end + 1
                    continue
                }
            }
            position += 1
        }
        let fixed = cuts.filter { $0 > run.lowerBound && $0 < run.upperBound }.sorted()
        var start = run.lowerBound
        for end in fixed + [run.upperBound] {
            for cut in words(in: characters, start..<end) { allowed[cut] = true }
            if end < run.upperBound { allowed[end] = true }
            start = end
        }
    }

    /// Cuts inside a stretch between fixed points: up to four characters stay whole (most
    /// words and idioms); longer stretches split into two-character words, the last one
    /// three long when the count is odd. A leading one-character adverb joins its word.
    private static func words(in characters: [Character], _ range: Range<Int>) -> [Int] {
        var start = range.lowerBound
        if range.count > 4 && adverbs.contains(characters[start]) { start += 1 }
        let length = range.upperBound - start
        guard length > 4 else { return [] }
        var cuts: [Int] = []
        var position = start + 2
        while range.upperBound - position >= 2 {
            if range.upperBound - position == 3 { cuts.append(position); break }
            cuts.append(position)
            position += 2
        }
        return cuts.filter { $0 < range.upperBound && $0 > range.lowerBound }
    }
}

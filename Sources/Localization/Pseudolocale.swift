/// Android's pseudolocales, which find truncation, hard-coded strings and mirroring problems
/// before translators do: `en-XA` accents every letter, lengthens the text by about a third
/// and brackets it (`[Ĝŕöûþš one two]`); `ar-XB` shows the text right to left, each word
/// reversed between right-to-left override marks, and mirrors the layout.
package enum Pseudolocale: String, CaseIterable, Hashable, Sendable {
    /// `en-XA`: accented, longer, bracketed.
    case accented = "en-XA"
    /// `ar-XB`: right to left, mirrored.
    case bidirectional = "ar-XB"

    /// Whether the pseudolocale runs right to left (`ar-XB`), mirroring the layout.
    package var isRightToLeft: Bool { self == .bidirectional }

    /// `text` transformed; `{{bindings}}`, printf placeholders (`%lld`, `%1$@`) and line breaks
    /// are kept as they are, so the text still binds and formats.
    package func transform(_ text: String) -> String {
        let pieces = Self.split(text)
        switch self {
        case .accented:
            var letters = 0
            var body = ""
            for piece in pieces {
                if piece.isProtected {
                    body += piece.text
                } else {
                    for character in piece.text {
                        if character.isLetter { letters += 1 }
                        body += Self.accents[character].map(String.init) ?? String(character)
                    }
                }
            }
            // Android adds about a third of the length in filler words ("one two three ...").
            let extra = Int((Double(letters) * 0.35).rounded(.up))
            var padding = ""
            var wordIndex = 0
            while padding.count < extra {
                padding += " " + Self.fillers[wordIndex % Self.fillers.count]
                wordIndex += 1
            }
            return "[" + body + padding + "]"
        case .bidirectional:
            var body = ""
            for piece in pieces {
                if piece.isProtected {
                    body += piece.text
                    continue
                }
                // Each run of non-space characters is overridden right to left; spaces and line
                // breaks stay between the runs.
                var word = ""
                for character in piece.text {
                    if character.isWhitespace {
                        if !word.isEmpty { body += "\u{202E}" + word + "\u{202C}"; word = "" }
                        body.append(character)
                    } else {
                        word.append(character)
                    }
                }
                if !word.isEmpty { body += "\u{202E}" + word + "\u{202C}" }
            }
            return "\u{200F}" + body + "\u{200F}"
        }
    }

    /// A stretch of text: plain, or a binding/placeholder kept as written.
    private struct Piece {
        /// The characters.
        var text: String
        var isProtected: Bool
    }

    /// `text` cut into plain stretches and protected ones (`{{...}}`, `%...` placeholders).
    private static func split(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var plain = ""
        var rest = Substring(text)
        func flush() {
            if !plain.isEmpty { pieces.append(Piece(text: plain, isProtected: false)); plain = "" }
        }
        while let first = rest.first {
            if rest.hasPrefix("{{"), let close = rest.range(of: "}}") {
                flush()
                pieces.append(Piece(text: String(rest[..<close.upperBound]), isProtected: true))
                rest = rest[close.upperBound...]
            } else if first == "%" {
                let placeholders = FormatArguments.placeholders(in: String(rest.prefix(12)))
                if let placeholder = placeholders.first, rest.hasPrefix(placeholder) {
                    flush()
                    pieces.append(Piece(text: placeholder, isProtected: true))
                    rest = rest.dropFirst(placeholder.count)
                } else {
                    plain.append(first)
                    rest = rest.dropFirst()
                }
            } else {
                plain.append(first)
                rest = rest.dropFirst()
            }
        }
        flush()
        return pieces
    }

    /// Android's accented forms of ASCII letters (and a few signs).
    private static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ?!")
        let accented = Array("áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ¿¡")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()

    /// Android's filler words.
    private static let fillers = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
}

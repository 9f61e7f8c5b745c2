import DocumentModel

/// Reads an old-style `.strings` file: `"key" = "value";` pairs (unquoted keys allowed), with
/// `/* */` and `//` comments and the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\0` and `\U1234`.
/// Errors give the line and column.
struct StringsFileReader {
    /// The text, where the reader is, and that place as a line and column.
    private var characters: [Character]
    private var index = 0
    private var line = 1
    private var column = 1

    /// A reader at the start of `text` (a byte-order mark is skipped).
    init(_ text: String) {
        characters = Array(text)
        if characters.first == "\u{FEFF}" { characters.removeFirst() }
    }

    /// Every pair, in file order (a repeated key keeps its last value, as Foundation does).
    static func read(_ text: String) throws -> [String: LocalizedText] {
        var reader = StringsFileReader(text)
        var strings: [String: LocalizedText] = [:]
        while true {
            try reader.skipSpaceAndComments()
            guard reader.index < reader.characters.count else { break }
            let key = try reader.token(what: "a key")
            try reader.skipSpaceAndComments()
            let value: String
            if reader.peek == ";" {
                value = key  // `"key";` means the key is its own value
            } else {
                try reader.expect("=")
                try reader.skipSpaceAndComments()
                value = try reader.token(what: "a value")
                try reader.skipSpaceAndComments()
            }
            try reader.expect(";")
            strings[key] = LocalizedText(value)
        }
        return strings
    }

    /// The character at the reader, nil at the end.
    private var peek: Character? { index < characters.count ? characters[index] : nil }

    /// Moves past one character, counting lines.
    private mutating func advance() {
        if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    /// An error at the reader's place.
    private func error(_ problem: String) -> DocumentError { DocumentError(line: line, column: column, problem) }

    /// Moves past `character`, or throws saying what was found.
    private mutating func expect(_ character: Character) throws {
        guard peek == character else {
            throw error("expected \"\(character)\", found " + (peek.map { "\"\($0)\"" } ?? "the end of the file"))
        }
        advance()
    }

    /// Moves past whitespace and comments; an unclosed comment is an error at its start.
    private mutating func skipSpaceAndComments() throws {
        while let character = peek {
            if character.isWhitespace {
                advance()
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                let (startLine, startColumn) = (line, column)
                advance(); advance()
                while peek != nil, !(peek == "*" && index + 1 < characters.count && characters[index + 1] == "/") { advance() }
                guard peek != nil else {
                    throw DocumentError(line: startLine, column: startColumn, "a comment opened here is never closed")
                }
                advance(); advance()
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while let next = peek, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    /// A quoted string or a bare word of letters, digits and `_.-:/`.
    private mutating func token(what: String) throws -> String {
        guard let first = peek else { throw error("expected \(what), found the end of the file") }
        if first != "\"" {
            var word = ""
            while let character = peek, character.isLetter || character.isNumber || "_.-:/$".contains(character) {
                word.append(character)
                advance()
            }
            guard !word.isEmpty else { throw error("expected \(what) in double quotes, found \"\(first)\"") }
            return word
        }
        let (startLine, startColumn) = (line, column)
        advance()
        var text = ""
        while let character = peek {
            advance()
            if character == "\"" { return text }
            guard character == "\\" else { text.append(character); continue }
            guard let escaped = peek else { break }
            advance()
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "0": text.append("\0")
            case "U", "u":
                var hex = ""
                while hex.count < 4, let digit = peek, digit.isHexDigit { hex.append(digit); advance() }
                guard hex.count == 4, let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) else {
                    throw error("\\\(escaped) needs four hexadecimal digits")
                }
                text.unicodeScalars.append(scalar)
            default: text.append(escaped)
            }
        }
        throw DocumentError(line: startLine, column: startColumn, "a string opened here is never closed")
    }
}

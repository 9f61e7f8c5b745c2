/// A strict JSON parser (RFC 8259) that keeps object key order, reports syntax errors by
/// line and column, and nests as deep as `maximumDepth` without recursion (so deep
/// documents cannot overflow the stack, unlike Foundation's depth-limited parsers). Time
/// is linear in the text: containers grow in place on an explicit stack.
struct JSONParser {
    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var offset = 0
    /// With `recordsLines`: the line each value starts on (an object member's: its key's).
    private(set) var lines: [DocumentPath: Int]?
    /// Newlines counted up to `countedOffset` (lines are counted once, as the parse advances).
    private var countedLines = 1
    private var countedOffset = 0

    init(text: String, maximumDepth: Int = DocumentLimits.default.depth, recordsLines: Bool = false) {
        bytes = Array(text.utf8)
        self.maximumDepth = maximumDepth
        lines = recordsLines ? [:] : nil
    }

    /// An open array or object: the members read so far and, for an object, the key
    /// whose value is being read.
    private struct Frame {
        var isArray: Bool
        var items: [JSONValue] = []
        var object = JSONObject()
        var pendingKey = ""
        /// Where the container sits (kept only when recording lines).
        var path = DocumentPath.document
    }

    mutating func parse() throws -> JSONValue {
        var stack: [Frame] = []
        // Skip a UTF-8 byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        while true {
            // Read the start of a value; containers push and loop for their first member.
            skipWhitespace()
            var value: JSONValue
            guard let byte = peek() else { throw error("unexpected end of input, expected a value") }
            // An object member's line was taken at its key.
            if lines != nil, stack.last?.isArray ?? true { recordLine(at: Self.path(of: stack.last)) }
            switch byte {
            case UInt8(ascii: "{"):
                // A 64 MiB document takes seconds: a stopped run (a cancelled task) ends here.
                try Task.checkCancellation()
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    offset += 1
                    value = .object(JSONObject())
                } else {
                    try checkDepth(stack.count)
                    let path = lines == nil ? .document : Self.path(of: stack.last)
                    if lines != nil { recordLine(at: path.appending(keyAhead())) }
                    let (key, _) = try parseKey()
                    stack.append(Frame(isArray: false, pendingKey: key, path: path))
                    continue
                }
            case UInt8(ascii: "["):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    offset += 1
                    value = .array([])
                } else {
                    try checkDepth(stack.count)
                    stack.append(Frame(isArray: true, path: lines == nil ? .document : Self.path(of: stack.last)))
                    continue
                }
            case UInt8(ascii: "\""): value = .string(try parseString())
            case UInt8(ascii: "t"): try expectLiteral("true"); value = .bool(true)
            case UInt8(ascii: "f"): try expectLiteral("false"); value = .bool(false)
            case UInt8(ascii: "n"): try expectLiteral("null"); value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
            default: throw error("unexpected \(describeByte(byte)), expected a value")
            }
            // Hand the finished value to its container; close containers as they end.
            while true {
                guard !stack.isEmpty else {
                    skipWhitespace()
                    if let extra = peek() { throw error("unexpected \(describeByte(extra)) after the document's value") }
                    return value
                }
                skipWhitespace()
                let next = peek()
                let top = stack.count - 1
                if stack[top].isArray {
                    stack[top].items.append(value)
                    if next == UInt8(ascii: ",") {
                        offset += 1
                        break
                    } else if next == UInt8(ascii: "]") {
                        offset += 1
                        value = .array(stack.removeLast().items)
                        continue
                    }
                    throw error(next.map { "unexpected \(describeByte($0)), expected ',' or ']'" }
                                ?? "unexpected end of input, expected ',' or ']'")
                }
                stack[top].object[stack[top].pendingKey] = value
                if next == UInt8(ascii: ",") {
                    offset += 1
                    skipWhitespace()
                    if lines != nil { recordLine(at: stack[top].path.appending(keyAhead())) }
                    let (nextKey, keyOffset) = try parseKey()
                    if stack[top].object.contains(key: nextKey) {
                        offset = keyOffset
                        throw error("duplicate key \(JSONValue.quoted(nextKey))")
                    }
                    stack[top].pendingKey = nextKey
                    break
                } else if next == UInt8(ascii: "}") {
                    offset += 1
                    value = .object(stack.removeLast().object)
                    continue
                }
                throw error(next.map { "unexpected \(describeByte($0)), expected ',' or '}'" }
                            ?? "unexpected end of input, expected ',' or '}'")
            }
        }
    }

    /// The path of the value being read inside `frame` (nil: the document itself).
    private static func path(of frame: Frame?) -> DocumentPath {
        guard let frame else { return .document }
        return frame.isArray ? frame.path.appending(frame.items.count) : frame.path.appending(frame.pendingKey)
    }

    /// The key starting at the offset, read without moving on ("" when there is none; the
    /// parse itself reports that).
    private mutating func keyAhead() -> String {
        let start = offset
        defer { offset = start }
        guard peek() == UInt8(ascii: "\""), let key = try? parseString() else { return "" }
        return key
    }

    /// Records that the value at `path` starts on the current line.
    private mutating func recordLine(at path: DocumentPath) {
        while countedOffset < offset {
            if bytes[countedOffset] == 0x0A { countedLines += 1 }
            countedOffset += 1
        }
        lines?[path] = countedLines
    }

    private func checkDepth(_ depth: Int) throws {
        if depth >= maximumDepth {
            throw error("nesting deeper than \(maximumDepth) levels (\(DocumentLimits.raiseHint(.depth)))")
        }
    }

    /// A member's key and the colon after it; returns the key and where it started.
    private mutating func parseKey() throws -> (String, Int) {
        let start = offset
        guard peek() == UInt8(ascii: "\"") else {
            throw error(peek().map { "unexpected \(describeByte($0)), expected a string key" }
                        ?? "unexpected end of input, expected a string key")
        }
        let key = try parseString()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            throw error(peek().map { "unexpected \(describeByte($0)), expected ':'" } ?? "unexpected end of input, expected ':'")
        }
        offset += 1
        return (key, start)
    }

    private func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    private mutating func expectLiteral(_ literal: String) throws {
        let start = offset
        for expected in literal.utf8 {
            guard peek() == expected else {
                offset = start
                throw error("invalid literal, expected \(literal)")
            }
            offset += 1
        }
    }

    private mutating func parseNumber() throws -> Double {
        let start = offset
        func digits() -> Int {
            let from = offset
            while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { offset += 1 }
            return offset - from
        }
        if peek() == UInt8(ascii: "-") { offset += 1 }
        if peek() == UInt8(ascii: "0") {
            offset += 1
            if let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                throw error("invalid number: leading zeros are not allowed")
            }
        } else if digits() == 0 {
            throw error("invalid number")
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            if digits() == 0 { throw error("invalid number: expected digits after '.'") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            if digits() == 0 { throw error("invalid number: expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            offset = start
            throw error("number \(text) is out of range")
        }
        return value
    }

    private mutating func parseString() throws -> String {
        let start = offset
        offset += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flushRun() {
            if runStart < offset {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<offset], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard let byte = peek() else {
                offset = start
                throw error("unterminated string")
            }
            if byte == UInt8(ascii: "\"") {
                if scalars.isEmpty {
                    // No escapes: the bytes are the string.
                    defer { offset += 1 }
                    return String(decoding: bytes[runStart..<offset], as: UTF8.self)
                }
                flushRun()
                offset += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string (escape it)") }
            if byte != UInt8(ascii: "\\") {
                offset += 1
                continue
            }
            flushRun()
            offset += 1
            guard let escape = peek() else { continue }
            offset += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800..<0xDC00).contains(code) {
                    // A high surrogate must be followed by an escaped low surrogate.
                    guard peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    offset += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(code) {
                    throw error("unpaired surrogate in \\u escape")
                }
                scalars.append(Unicode.Scalar(code)!)
            default:
                offset -= 1
                throw error("invalid escape \\\(describeByte(escape))")
            }
            runStart = offset
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else { throw error("invalid \\u escape") }
            code = code * 16 + digit
            offset += 1
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "character 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// An error at the current offset, with a 1-based line and column (in characters).
    private func error(_ problem: String) -> DocumentError {
        var line = 1
        var column = 1
        var index = 0
        let end = Swift.min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return DocumentError(line: line, column: column, problem)
    }
}

extension JSONValue {
    /// Parses JSON text, nesting at most `maximumDepth` arrays and objects. Throws
    /// `DocumentError` with the line and column of a syntax error.
    package init(parsing text: String, maximumDepth: Int = DocumentLimits.default.depth) throws {
        var parser = JSONParser(text: text, maximumDepth: maximumDepth)
        self = try parser.parse()
    }
}

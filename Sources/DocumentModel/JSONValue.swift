/// A JSON (or YAML) document value. Object keys keep their document order.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A short description for error messages: strings quoted (cut at 40 characters),
    /// containers by kind.
    package var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            // Huge numbers (1e308 has 309 digits) print in exponent form to keep lines short.
            return Swift.abs(value) >= 1e21 ? value.description : DecimalFormatter.string(for: value)
        case .string(let value):
            let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return JSONValue.quoted(shown)
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// `text` as a JSON string literal.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// A JSON object: members in document order, with keyed lookup.
package struct JSONObject: Hashable, Sendable, Sequence {
    package struct Member: Hashable, Sendable {
        package var key: String
        package var value: JSONValue

        package init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    package private(set) var members: [Member] = []
    /// Member positions by key, kept only for objects larger than `indexThreshold`
    /// (small objects, most of a document, are searched in order: fewer allocations).
    private var indexByKey: [String: Int] = [:]
    private static let indexThreshold = 8

    package init() {}

    /// Later members replace earlier ones with the same key (keeping the first position).
    package init(_ pairs: [(String, JSONValue)]) {
        members.reserveCapacity(pairs.count)
        for (key, value) in pairs { self[key] = value }
    }

    package var keys: [String] { members.map(\.key) }
    package var count: Int { members.count }
    package var isEmpty: Bool { members.isEmpty }

    package func contains(key: String) -> Bool { index(of: key) != nil }

    private func index(of key: String) -> Int? {
        if members.count > Self.indexThreshold { return indexByKey[key] }
        return members.firstIndex { $0.key == key }
    }

    /// The value for `key`; setting nil removes the member.
    package subscript(key: String) -> JSONValue? {
        get { index(of: key).map { members[$0].value } }
        set {
            if let index = index(of: key) {
                if let newValue {
                    members[index].value = newValue
                } else {
                    members.remove(at: index)
                    rebuildIndex()
                }
            } else if let newValue {
                members.append(Member(key: key, value: newValue))
                if members.count == Self.indexThreshold + 1 {
                    rebuildIndex()
                } else if members.count > Self.indexThreshold {
                    indexByKey[key] = members.count - 1
                }
            }
        }
    }

    private mutating func rebuildIndex() {
        indexByKey = members.count > Self.indexThreshold
            ? Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1.key, $0) }) : [:]
    }

    package func makeIterator() -> IndexingIterator<[Member]> { members.makeIterator() }

    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool { lhs.members == rhs.members }
    package func hash(into hasher: inout Hasher) { hasher.combine(members) }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral {
    package init(nilLiteral: ()) { self = .null }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(floatLiteral value: Double) { self = .number(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(stringLiteral value: String) { self = .string(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
}

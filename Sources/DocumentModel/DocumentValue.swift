/// A value together with its path in the document, with typed accessors that throw
/// `DocumentError` naming that path (`root.style.flexGrow: expected a number, got "big"`).
package struct DocumentValue: Sendable {
    package let value: JSONValue
    package let path: DocumentPath

    package init(_ value: JSONValue, path: DocumentPath = .document) {
        self.value = value
        self.path = path
    }

    /// An error about this value.
    package func error(_ problem: String) -> DocumentError { DocumentError(path: path, problem) }

    private func mismatch(_ expected: String) -> DocumentError {
        error("expected \(expected), got \(value.summary)")
    }

    package var isNull: Bool { value == .null }

    ///
    /// Every number a document gives is checked here before any arithmetic sees it: not NaN
    /// or infinite, and not subnormal (`1e-320`: such values overflow to infinity when
    /// divided into, and trap when a size made from them becomes an integer). Each key then
    /// checks its own range.
    package func number() throws -> Double {
        guard case .number(let number) = value else { throw mismatch("a number") }
        guard number.isFinite else { throw error("expected a finite number, got \(number)") }
        guard number == 0 || Swift.abs(number) >= Double.leastNormalMagnitude else {
            throw error("expected a number, got \(number), too close to zero to use (write 0)")
        }
        return number
    }

    /// A number in `range` (checked as `number()` first); the error gives the range.
    package func number(in range: ClosedRange<Double>) throws -> Double {
        let number = try self.number()
        guard range.contains(number) else {
            throw error("expected a number from \(DecimalFormatter.string(for: range.lowerBound)) to "
                        + "\(DecimalFormatter.string(for: range.upperBound)), got \(value.summary)")
        }
        return number
    }

    /// A number ≥ 0.
    package func nonNegativeNumber() throws -> Double {
        let number = try self.number()
        guard number >= 0 else { throw mismatch("a number ≥ 0") }
        return number
    }

    /// A whole number.
    package func integer() throws -> Int {
        guard case .number(let number) = value, number == number.rounded(), Swift.abs(number) < 1e15 else {
            throw mismatch("a whole number")
        }
        return Int(number)
    }

    /// A whole number within `range`.
    package func integer(in range: ClosedRange<Int>) throws -> Int {
        let number = try integer()
        guard range.contains(number) else {
            throw error("expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(number)")
        }
        return number
    }

    package func string() throws -> String {
        guard case .string(let string) = value else { throw mismatch("a string") }
        return string
    }

    package func bool() throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch("true or false") }
        return bool
    }

    package func array() throws -> [DocumentValue] {
        guard case .array(let items) = value else { throw mismatch("an array") }
        return items.enumerated().map { DocumentValue($1, path: path.appending($0)) }
    }

    /// An array of exactly `count` items.
    package func array(count: Int) throws -> [DocumentValue] {
        let items = try array()
        guard items.count == count else {
            throw error("expected an array of \(count) items, got \(items.count)")
        }
        return items
    }

    package func object() throws -> DocumentObject {
        guard case .object(let object) = value else { throw mismatch("an object") }
        return DocumentObject(object, path: path)
    }

    /// One of the `allowed` strings.
    package func oneOf(_ allowed: [String]) throws -> String {
        guard case .string(let string) = value, allowed.contains(string) else {
            throw mismatch("one of \(allowed.map(JSONValue.quoted).joined(separator: ", "))")
        }
        return string
    }

    /// A case of a string enum, by raw value; the error lists every case.
    package func oneOf<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) throws -> Choice
    where Choice.RawValue == String {
        if case .string(let string) = value, let choice = Choice(rawValue: string) { return choice }
        return Choice(rawValue: try oneOf(Choice.allCases.map { $0.rawValue }))!
    }
}

/// An object with its path: keyed access to members as `DocumentValue`s.
package struct DocumentObject: Sendable {
    package let object: JSONObject
    package let path: DocumentPath

    package init(_ object: JSONObject, path: DocumentPath = .document) {
        self.object = object
        self.path = path
    }

    package var keys: [String] { object.keys }

    /// The member for `key`, or nil when absent.
    package subscript(key: String) -> DocumentValue? {
        object[key].map { DocumentValue($0, path: path.appending(key)) }
    }

    /// The member for `key`; throws `<path>: missing key "key"` when absent.
    package func required(_ key: String) throws -> DocumentValue {
        guard let value = self[key] else { throw DocumentError(path: path, "missing key \(JSONValue.quoted(key))") }
        return value
    }

    /// Throws for the first member whose key is not `allowed`, naming its path and the
    /// keys that are allowed (`what` names the kind of object, e.g. "a stack").
    package func rejectUnknownKeys(allowed: [String], in what: String) throws {
        for member in object.members where !allowed.contains(member.key) {
            let key = member.key
            let list = allowed.map(JSONValue.quoted).joined(separator: ", ")
            throw DocumentError(path: path.appending(key), "unknown key in \(what) (allowed: \(list))")
        }
    }
}

/// Prints numbers as exact shortest decimals, never in exponent form: `127.5`,
/// `0.0000001`, `1000000000000000000000`, `50` (not `50.0`).
package enum DecimalFormatter {
    /// The shortest decimal that reads back as `value`. NaN and infinities (which layout
    /// never produces) print as `null`, so the output stays valid JSON.
    package static func string(for value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int64(value)) }
        // Swift's description is the shortest round-tripping form; expand its exponent.
        let text = value.description
        let negative = text.hasPrefix("-")
        let unsigned = negative ? String(text.dropFirst()) : text
        let parts = unsigned.split(separator: "e", maxSplits: 1)
        let mantissa = parts[0]
        let exponent = parts.count > 1 ? Int(parts[1])! : 0
        let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var digits = String(pieces[0]) + (pieces.count > 1 ? String(pieces[1]) : "")
        var point = pieces[0].count + exponent
        // Drop leading zeros (e.g. "0.0001" has digits "00001").
        while digits.count > 1, digits.first == "0" {
            digits.removeFirst()
            point -= 1
        }
        while digits.count > 1, digits.last == "0" { digits.removeLast() }
        var result: String
        if point <= 0 {
            result = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            result = digits + String(repeating: "0", count: point - digits.count)
        } else {
            let index = digits.index(digits.startIndex, offsetBy: point)
            result = digits[..<index] + "." + digits[index...]
        }
        return negative ? "-" + result : result
    }
}

extension JSONValue {
    /// Compact JSON text, object members in their order, numbers via `DecimalFormatter`.
    /// Written without recursion, so values as deep as the parser allows serialize on any
    /// thread.
    package func serialized() -> String {
        /// Text to write, or a value to write next.
        enum Step {
            case text(String)
            case value(JSONValue)
        }
        var out = ""
        var pending: [Step] = [.value(self)]
        while let step = pending.popLast() {
            switch step {
            case .text(let text): out += text
            case .value(.null): out += "null"
            case .value(.bool(let value)): out += value ? "true" : "false"
            case .value(.number(let value)): out += DecimalFormatter.string(for: value)
            case .value(.string(let value)): out += JSONValue.quoted(value)
            case .value(.array(let items)):
                // Pushed in reverse: the stack gives back the first item first.
                out += "["
                pending.append(.text("]"))
                for (index, item) in items.enumerated().reversed() {
                    pending.append(.value(item))
                    if index > 0 { pending.append(.text(",")) }
                }
            case .value(.object(let object)):
                out += "{"
                pending.append(.text("}"))
                for (index, member) in object.members.enumerated().reversed() {
                    pending.append(.value(member.value))
                    pending.append(.text(JSONValue.quoted(member.key) + ":"))
                    if index > 0 { pending.append(.text(",")) }
                }
            }
        }
        return out
    }
}

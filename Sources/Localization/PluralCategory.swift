/// A CLDR plural category: which form of a counted phrase a number takes in a language
/// ("1 photo", "2 photos"; Russian has one, few, many and other; Arabic all six).
package enum PluralCategory: String, CaseIterable, Hashable, Sendable, Comparable {
    /// CLDR's six categories; every language uses `other`, most only some of the rest.
    case zero, one, two, few, many, other

    /// Categories order as CLDR lists them, so messages list them the same way.
    package static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The operands CLDR plural rules test: `n` the absolute value, `i` its integer digits,
/// `v` how many fraction digits are shown and `f` those digits ("1.50": n 1.5, i 1, v 2, f 50).
package struct PluralOperands: Hashable, Sendable {
    /// The absolute value.
    package var n: Double
    /// The integer digits.
    package var i: Int
    /// How many fraction digits are written (trailing zeros count).
    package var v: Int
    /// The fraction digits as a number (with trailing zeros).
    package var f: Int

    /// A whole number.
    package init(_ value: Int) {
        n = Double(value.magnitude)
        i = Int(value.magnitude)
        v = 0
        f = 0
    }

    /// A number as written ("3", "1.50", "-2"); nil when it is not a plain decimal.
    package init?(_ text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("-") { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCII), let i = Int(whole) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }), parts.count == 1 || !fraction.isEmpty,
              let n = Double(digits) else { return nil }
        self.n = n
        self.i = i
        v = fraction.count
        f = Int(fraction.prefix(18)) ?? 0
    }
}

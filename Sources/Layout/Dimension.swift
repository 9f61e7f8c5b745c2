/// A length in a style: automatic, points, or a fraction of the parent's size
/// (Texture's `ASDimension`).
public enum Dimension: Hashable, Sendable, CustomStringConvertible {
    case auto
    case points(Double)
    /// A fraction of the parent's size: `0.5` is 50%.
    case fraction(Double)

    /// Resolves against the parent's length; `auto` gives `autoValue`. A fraction of an
    /// undefined parent (NaN) is NaN, which callers treat as "auto".
    @inline(__always)
    public func resolve(parent: Double, auto autoValue: Double) -> Double {
        switch self {
        case .auto: return autoValue
        case .points(let value): return value
        case .fraction(let fraction): return fraction * parent
        }
    }

    public var description: String {
        switch self {
        case .auto: return "auto"
        case .points(let value): return "\(value)pt"
        case .fraction(let fraction): return "\(fraction * 100)%"
        }
    }
}

extension Dimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self = .points(value) }
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
}

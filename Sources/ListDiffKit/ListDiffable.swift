/// An object a list can diff (IGListKit's `IGListDiffable`): an identity that stays the
/// same across versions of the data, and an equality that tells whether a version changed.
///
/// Objects are `Sendable` because cells are built from them on worker threads.
public protocol ListDiffable: Sendable {
    /// Identifies the object across updates; two objects with equal identifiers are
    /// versions of one item.
    var diffIdentifier: any Hashable & Sendable { get }
    /// Whether `other` is the same version of the data (called only for objects with
    /// equal identifiers). A `false` makes the diff report an update.
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool
}

extension ListDiffable where Self: Hashable {
    /// A hashable value is its own identifier: equal values are one item, unchanged.
    public var diffIdentifier: any Hashable & Sendable { self }

    public func isEqual(toDiffableObject other: any ListDiffable) -> Bool {
        (other as? Self) == self
    }
}

extension String: ListDiffable {}
extension Int: ListDiffable {}

/// A diff identifier as a dictionary key.
public struct ListIdentifier: Hashable, Sendable, CustomStringConvertible {
    // Built only from `Hashable & Sendable` values, so sharing the box is safe.
    private nonisolated(unsafe) let base: AnyHashable

    public init(_ value: any Hashable & Sendable) {
        base = AnyHashable(value)
    }

    public var description: String { String(describing: base.base) }
}

extension ListDiffable {
    /// `diffIdentifier` as a dictionary key.
    public var listIdentifier: ListIdentifier { ListIdentifier(diffIdentifier) }
}

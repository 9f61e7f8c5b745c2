import Foundation
import Layout

/// The accessibility sidecar of a snapshot (`<name>.accessibility.json`, next to its layout
/// record): the elements in reading order, each with its number in the legend, label, value,
/// hint, traits, custom actions and frame. Stable JSON (keys sorted, frames to a thousandth
/// of a point), so it diffs well in review and a changed reading order shows.
public struct AccessibilityRecord: Hashable, Sendable, Codable {
    /// One element of the record.
    public struct Entry: Hashable, Sendable, Codable {
        /// Its number in reading order (1-based), as the legend shows it.
        public var number: Int
        /// `AccessibilityElement.displayName`: the node it stands for.
        public var node: String
        /// What a screen reader says for it.
        public var label: String?
        /// Its current value.
        public var value: String?
        /// What activating it does.
        public var hint: String?
        /// `AccessibilityTraits.names`.
        public var traits: [String]
        /// A container's custom actions.
        public var actions: [String]
        /// `[x, y, width, height]` in points, in the root's coordinates.
        public var frame: [Double]
    }

    /// The elements, in reading order.
    public var elements: [Entry]

    /// The record of `elements` (in reading order).
    public init(_ elements: [AccessibilityElement]) {
        self.elements = elements.enumerated().map { index, element in
            let frame = element.frame
            return Entry(number: index + 1, node: element.displayName, label: element.label, value: element.value,
                         hint: element.hint, traits: element.traits.names, actions: element.actions,
                         frame: [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
                            .map { ($0 * 1000).rounded() / 1000 })
        }
    }

    /// The record as JSON text (pretty, keys sorted, a final newline).
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }
}

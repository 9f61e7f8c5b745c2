import DocumentModel

/// A font a document's text names (`font: {family, weight, italic}`), with where its `family`
/// is written, so an unknown family or a missing face can be reported at its key path.
package struct FontFamilyReference: Hashable, Sendable {
    /// The family as written.
    package var family: String
    /// The CSS weight asked for (400 when the font gives none).
    package var weight: Double
    /// Whether the italic face is asked for.
    package var italic: Bool
    /// The path of the `family` key (`root.children[0].font.family`).
    package var path: DocumentPath

    /// A reference to `family` at `weight` (CSS), italic or not, written at `path`.
    package init(family: String, weight: Double = 400, italic: Bool = false, path: DocumentPath) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.path = path
    }

    /// Every `font` object with a `family` string under `value` (a template or a whole document),
    /// in document order, found without recursion (documents may nest thousands of levels).
    /// Families that bind item data (`{{font}}`) are skipped: they are known only per item.
    /// A cancelled task (a run being stopped) ends the scan early with what it found.
    package static func scan(_ value: DocumentValue) -> [FontFamilyReference] {
        var found: [FontFamilyReference] = []
        var pending = [value]
        var visited = 0
        while let next = pending.popLast() {
            visited += 1
            if visited % 4096 == 0 && Task.isCancelled { break }
            switch next.value {
            case .array(let items):
                pending.append(contentsOf: items.indices.reversed().map { DocumentValue(items[$0], path: next.path.appending($0)) })
            case .object(let object):
                if case .object(let font)? = object["font"], case .string(let family)? = font["family"], !family.contains("{{") {
                    let fontPath = next.path.appending("font")
                    var weight = 400.0
                    if case .number(let number)? = font["weight"] { weight = number }
                    if case .string(let name)? = font["weight"], let number = FontProperties.weightNames[name] { weight = number }
                    var italic = false
                    if case .bool(let flag)? = font["italic"] { italic = flag }
                    found.append(FontFamilyReference(family: family, weight: weight, italic: italic,
                                                     path: fontPath.appending("family")))
                }
                pending.append(contentsOf: object.members.reversed().map {
                    DocumentValue($0.value, path: next.path.appending($0.key))
                })
            default:
                break
            }
        }
        return found
    }
}

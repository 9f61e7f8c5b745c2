/// A section controller that can say what each of its cells is built from, so a renderer
/// that keeps cell pixels between renders (`feedrender serve`) redraws only the cells whose
/// content changed. A key must capture everything the cell's node depends on besides the
/// render's environment (width, theme, text size, direction, locale, fonts, files), or
/// cells would be reused stale; nil means "unknown" and the cell is always drawn.
package protocol RowContentKeying {
    /// What cell `index` is built from, or nil when unknown.
    func contentKey(ofItemAt index: Int) -> (any Hashable & Sendable)?
    /// What the supplementary view of `kind` is built from, or nil when unknown.
    func contentKey(ofSupplementaryElementOfKind kind: SupplementaryKind) -> (any Hashable & Sendable)?
}

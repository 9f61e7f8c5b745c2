/// What a stack layout pass reads of its `StackLayoutSpec`: handed to the pass instead of
/// the spec, so that no closure or call on the way copies the whole spec (its style is
/// most of it).
struct StackParameters {
    let alignItems: StackAlignItems
    let justifyContent: StackJustify
    let alignContent: StackAlignContent
    let flexWrap: StackWrap
    let spacing: Double
    let lineSpacing: Double
    let vertical: Bool

    // `borrowing`: an owned spec made every stack layout copy and destroy the whole spec.
    @inline(__always)
    init(spec: borrowing StackLayoutSpec) {
        alignItems = spec.alignItems
        justifyContent = spec.justifyContent
        alignContent = spec.alignContent
        flexWrap = spec.flexWrap
        spacing = spec.spacing
        lineSpacing = spec.lineSpacing
        vertical = spec.direction == .vertical
    }
}

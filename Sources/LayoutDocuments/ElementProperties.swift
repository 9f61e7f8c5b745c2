import Layout

/// The own keys of an element of a built-in type, as one enum to pattern-match on
/// (`if case .text(let text) = element.properties`). Each element type's file says which
/// case it is (`ElementType.properties`); parsing and building never use this enum, so a
/// new element type need not appear in it.
package enum ElementProperties: Hashable, Sendable {
    case box
    case text(TextElement)
    case image(ImageElement)
    case button(ButtonElement)
    case stack(StackElement)
    /// `[top, left, bottom, right]` (physical) or `{top, leading, bottom, trailing}` (directional).
    case inset(LayoutInsets)
    case overlay
    case background
    case center(centeringOptions: CenteringOptions, sizingOptions: CenterSizingOptions)
    case relative(horizontalPosition: RelativePosition, verticalPosition: RelativePosition,
                  sizingOption: RelativeSizingOption)
    case ratio(Double)
    case absolute(sizing: AbsoluteSizing)
    case wrapper
    case corner(location: CornerLocation, offset: Point, wrapsCorner: Bool)
}

import Raster

/// A change applied to an image when it is drawn (Texture's `imageModificationBlock`),
/// e.g. a tint. It runs on the drawing thread, so it must be Sendable and pure.
public struct ImageModification: Sendable {
    /// A name for debugging and for telling modifications apart.
    public var name: String
    public var apply: @Sendable (Bitmap) -> Bitmap

    public init(name: String, apply: @escaping @Sendable (Bitmap) -> Bitmap) {
        self.name = name
        self.apply = apply
    }
}

extension ImageModification {
    /// Paints the image's shape in one colour, keeping its alpha (a template image tinted,
    /// as Texture's tint modification does).
    public static func tint(_ color: Color) -> ImageModification {
        ImageModification(name: "tint \(color)") { bitmap in
            Bitmap(width: bitmap.width, height: bitmap.height) { x, y in
                color.withAlphaMultiplied(by: bitmap.pixel(x: x, y: y).alpha)
            }
        }
    }
}

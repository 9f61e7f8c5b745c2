/// What produced an image, written into every PNG feedrender writes, so that a pixel
/// difference between two machines can be traced to a renderer, library or font change.
public enum RendererIdentity {
    /// The product and its version.
    public static let version = "feedrender 0.1.0"

    /// PNG text chunks: `Software` (feedrender's version), `Renderer` (the versions of
    /// Pango, Cairo, HarfBuzz and fontconfig) and `FontHash` (SHA-256 of the pinned font files).
    public static var pngTextChunks: [(key: String, value: String)] {
        guard let environment = try? FontEnvironment.loaded.get() else {
            return [(key: "Software", value: version)]
        }
        return [(key: "Software", value: version),
                (key: "Renderer", value: environment.rendererVersion),
                (key: "FontHash", value: environment.fontHash)]
    }
}

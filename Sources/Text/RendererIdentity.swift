/// What produced an image, written into every PNG feedrender writes, so that a pixel
/// difference between two machines can be traced to a renderer, library or font change.
package enum RendererIdentity {
    /// The product and its version.
    package static let version = "feedrender 0.1.0"

    /// PNG text chunks: `Software` (feedrender's version), `Renderer` (the versions of
    /// Pango, Cairo, HarfBuzz and fontconfig), `FontHash` (SHA-256 of the pinned font files,
    /// and of the registered ones in effect: `FontLibrary.fingerprint`) and, when files are
    /// registered, `Fonts`: each registered file's name and SHA-256, `; `-separated.
    package static var pngTextChunks: [(key: String, value: String)] {
        pngTextChunks(fontHash: (try? FontEnvironment.loaded.get()) == nil ? nil : FontEnvironment.current.fontHash)
    }

    /// The same chunks with a font hash computed beforehand (hashing the fonts takes
    /// tens of milliseconds, which a renderer can overlap with other work).
    package static func pngTextChunks(fontHash: String?) -> [(key: String, value: String)] {
        var chunks = [(key: "Software", value: version)]
        if let environment = try? FontEnvironment.loaded.get() {
            chunks.append((key: "Renderer", value: environment.rendererVersion))
        }
        if let fontHash { chunks.append((key: "FontHash", value: fontHash)) }
        if let registered = FontEnvironment.scoped?.registered, !registered.isEmpty {
            chunks.append((key: "Fonts", value: registered.map { "\($0.fileName) \($0.sha256)" }.joined(separator: "; ")))
        }
        return chunks
    }
}

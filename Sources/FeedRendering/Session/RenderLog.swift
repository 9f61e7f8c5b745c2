/// What a render reports besides its files: warnings in the order they happened and the
/// images that failed to load. Shared by the session's parts, on the driving task only.
final class RenderLog {
    var warnings: [String] = []
    var failedImageURLs: Set<String> = []
}

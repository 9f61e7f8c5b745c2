import DocumentModel

/// `video` (Texture's `ASVideoNode` before playback): the `poster` image, else the first
/// frame of the video at `url`, with a play button (`playButton`, on by default) and, when
/// `duration` (seconds) is given, a duration badge. A leaf: the `LeafFactory` makes it.
package struct VideoElement: LeafElementType, Hashable {
    package var url: String?
    package var poster: String?
    package var duration: Double?
    package var showsPlayButton = true
    package var contentMode: ImageElement.ContentMode = .scaleAspectFit

    package init() {}

    package static let name = "video"
    package static let keys: [ElementKey] = [
        .value("url"), .value("poster"), .value("duration"), .value("playButton"), .value("contentMode"),
    ]

    package init(reading object: DocumentObject) throws {
        url = try object["url"]?.string()
        poster = try object["poster"]?.string()
        duration = try object["duration"]?.number(in: 0...359_999)
        if let value = object["playButton"] { showsPlayButton = try value.bool() }
        contentMode = try object["contentMode"]?.oneOf(ImageElement.ContentMode.self) ?? .scaleAspectFit
    }
}

extension DocumentElement.Kind {
    /// A `video` element (`VideoElement`).
    package static let video = Self(VideoElement.self)
}

import Feedrender
import Foundation

/// The tutorials' folders (images, JSON) and a loader that may read only them.
enum TutorialFolders {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..", isDirectory: true).standardizedFileURL

    /// `examples/tutorials/<name>/`, with a trailing slash (a base for relative links).
    static func folder(_ name: String) -> URL {
        root.appendingPathComponent(name, isDirectory: true)
    }

    /// Reads images from `name`'s folder alone; never the network.
    static func loader(_ name: String) -> ImageLoader {
        ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [folder(name)], isOffline: true))
    }

    /// Frames of `presentation` at 2x (smaller references than the device's 3x).
    static func settings(_ presentation: FeedPresentation) -> FeedRenderSettings {
        var presentation = presentation
        presentation.device.scale = 2
        return FeedRenderSettings(presentation: presentation)
    }
}

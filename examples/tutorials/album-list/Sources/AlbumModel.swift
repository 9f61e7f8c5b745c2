import Foundation

/// An album of a radio station (the tutorial's `AlbumModel`): its cover, title, a line
/// about it and how many programmes it holds.
public struct AlbumModel: Hashable, Sendable {
    public let id: String
    public let title: String
    public let content: String
    public let icon: URL
    public let programCount: Int

    public init(id: String, title: String, content: String, icon: URL, programCount: Int) {
        self.id = id
        self.title = title
        self.content = content
        self.icon = icon
        self.programCount = programCount
    }
}

import Feedrender
import Foundation

// The DocC article "Rendering a feed" (Sources/Feedrender/Feedrender.docc), kept here so
// that every build of the example package checks it against the umbrella product alone.

/// Renders `adapter` as dark iPhone frames under an "Inbox" bar, with a contact sheet.
public func renderInbox(_ adapter: ListAdapter, to output: URL) async throws -> FeedRenderResult {
    var presentation = FeedPresentation(device: .default, theme: .dark)
    presentation.navigationTitle = "Inbox"
    presentation.showsStatusBar = true
    presentation.stickyHeaders = true
    let settings = FeedRenderSettings(presentation: presentation, writesContactSheet: true)
    return try await FeedRenderer(source: adapter, settings: settings).render(to: output)
}

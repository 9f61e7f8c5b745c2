import Appearance
import DocumentModel
import Foundation
import ImageLoading
import Lists

/// The built-in demo: `DemoAssets/demo.yaml`, every built-in cell kind plus a template
/// cell, with its images shipped beside it and loaded as `file://` URLs (works offline).
package enum DemoFeed {
    /// The demo document shipped with the module.
    package static var documentURL: URL {
        guard let url = Bundle.module.url(forResource: "demo", withExtension: "yaml", subdirectory: "DemoAssets") else {
            preconditionFailure("the Feed module's DemoAssets/demo.yaml resource is missing")
        }
        return url
    }

    /// Loads the demo feed, in `theme` if given (else the document's, light).
    package static func make(theme: Theme? = nil, loader: ImageLoader = ImageLoader()) throws
        -> (presentation: FeedPresentation, source: ListAdapter) {
        try FeedDocument.load(from: documentURL, theme: theme, loader: loader)
    }
}

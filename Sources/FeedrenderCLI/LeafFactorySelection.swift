import Appearance
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import ImageDiff
import LayoutDocumentDrawing
import LayoutDocuments
import Lists
import Nodes

/// The leaves `feedrender layout` builds documents with: real nodes, so text is measured
/// with the pinned fonts exactly as it is drawn.
func makeLeafFactory() -> any LeafFactory {
    NodeLeafFactory()
}

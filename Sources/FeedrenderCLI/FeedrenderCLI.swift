import Appearance
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import ImageDiff
import LayoutDocumentDrawing
import LayoutDocuments
import Lists
// Module FeedrenderCLI: see README.md for its job.

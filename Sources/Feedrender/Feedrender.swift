// The umbrella product for cell and test authors: `import Feedrender` brings what a team
// writes its own cells, lists and feeds with, and nothing of the tool's plumbing:
// - Layout: Texture's layout specs, `Style`, `SizeRange`, `LayoutResult`;
// - Nodes: `DisplayNode`, `CellNode`, `TextNode`, `ImageNode`, `NetworkImageNode`, `ControlNode`, `ButtonNode`;
// - Text: `AttributedText`, `Font`, `ParagraphStyle`; Raster: `Color`, `Bitmap`, `Canvas`
//   (for custom drawing); ImageLoading: `ImageLoader` and its configuration;
// - Lists: `ListAdapter`, `SectionController`, `FeedSource`; ListDiffKit: IGListKit's diff;
// - Appearance: devices, themes, tab bars, `FeedPresentation`;
// - FeedRendering: `FeedRenderer`, `FeedRenderSettings` and what a render returns.
// Codecs, font plumbing, documents, the built-in demo cells and the pipeline's internals
// are `package` to the targets that need them. docs/api.md lists the API by task.
@_exported import Appearance
@_exported import FeedRendering
@_exported import ImageLoading
@_exported import Layout
@_exported import ListDiffKit
@_exported import Lists
@_exported import Nodes
@_exported import Raster
@_exported import Text

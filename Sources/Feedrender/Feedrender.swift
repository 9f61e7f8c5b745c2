// The umbrella product for cell authors: `import Feedrender` brings the layout specs,
// nodes, text and images, lists and section controllers, the list diff, the appearance
// presets and the built-in cells. Everything else (documents, the renderer, the CLI) is
// an implementation detail of the `feedrender` tool.
@_exported import Appearance
@_exported import Cells
@_exported import ImageLoading
@_exported import Layout
@_exported import ListDiff
@_exported import Lists
@_exported import Nodes
@_exported import Raster
@_exported import Text

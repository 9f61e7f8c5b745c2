import Foundation
import Layout
import Nodes
import Raster
import XCTest

/// A node of a fixed size and colour.
func coloredNode(_ color: Color, width: Double, height: Double, id: String? = nil) -> DisplayNode {
    let node = DisplayNode()
    node.backgroundColor = color
    node.style.preferredSize = Size(width: width, height: height)
    node.identifier = id
    return node
}

/// A node whose layout is whatever `spec` returns, with subnodes managed automatically.
func specNode(_ spec: @escaping (SizeRange) -> any LayoutElement) -> DisplayNode {
    let node = DisplayNode()
    node.automaticallyManagesSubnodes = true
    node.layoutSpecBlock = { _, range in spec(range) }
    return node
}

/// Renders without an image loader at scale 1 unless told otherwise.
func render(_ node: DisplayNode, width: Double, height: Double? = nil, scale: Double = 1) async throws -> RenderedNode {
    try await NodeRenderer.render(node, width: width, height: height, scale: scale, imageLoader: nil)
}

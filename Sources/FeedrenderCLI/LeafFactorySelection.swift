import Documents

/// The leaves `feedrender layout` builds documents with. Plain boxes for now; the Nodes
/// module's factory (real text and image nodes) replaces this when it lands.
func makeLeafFactory() -> any LeafFactory {
    BoxLeafFactory()
}

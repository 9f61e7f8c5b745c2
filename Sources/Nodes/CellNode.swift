/// The base class of feed cells (Texture's `ASCellNode`, without selection or
/// highlighting): a node that a list lays out at the list's width and draws on its own,
/// so many cells can be drawn at once.
open class CellNode: DisplayNode {
    public override init() {
        super.init()
    }
}

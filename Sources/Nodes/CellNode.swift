import Raster

/// The base class of feed cells (Texture's `ASCellNode`): a node that a list lays out at
/// the list's width and draws on its own, so many cells can be drawn at once.
///
/// A selected or highlighted cell (`isSelected`, `isHighlighted`) draws its background in
/// its `selectionStyle`: by default the platform's look, UITableView's grey on iOS and the
/// Material state layer on Android. Subnodes with backgrounds of their own cover it, as
/// views in a cell's content view cover its selected background.
open class CellNode: DisplayNode {
    /// Whether the cell is selected (UITableView's `isSelected`).
    public var isSelected = false
    /// Whether the cell is highlighted: being touched (UITableView's `isHighlighted`).
    public var isHighlighted = false
    /// How selection and highlight look; `.automatic` (the platform's look) by default.
    public var selectionStyle: CellSelectionStyle = .automatic

    public override init() {
        super.init()
    }

    override var drawnBackgroundColor: Color? {
        selectionStyle.background(backgroundColor, isSelected: isSelected, isHighlighted: isHighlighted)
    }
}

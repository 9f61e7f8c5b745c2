import Layout
import Nodes
import Raster

/// A spinner as a node (Texture has none; ports wrap `UIActivityIndicatorView`): its
/// `ActivityIndicator` drawn at a fixed phase, centred in the node, which sizes itself to
/// the spinner (20 points on iOS, 48 for Material) unless its style says otherwise.
/// Use it as a list's empty view while a feed loads, or inside a cell.
public final class ActivityIndicatorNode: CellNode {
    /// What the node draws.
    public let indicator: ActivityIndicator

    /// A node drawing `indicator`; `ActivityIndicator.iOSGray` by default.
    public init(_ indicator: ActivityIndicator = .iOSGray) {
        self.indicator = indicator
        super.init()
        identifier = "activityIndicator"
    }

    public override func calculateSizeThatFits(_ constrainedSize: Size) -> Size {
        Size(width: indicator.size, height: indicator.size)
    }

    public override func displayContent() -> DisplayContent? {
        let indicator = indicator
        return .custom { canvas, size in
            indicator.draw(centeredAt: CanvasPoint(x: size.width / 2, y: size.height / 2), on: canvas)
        }
    }
}

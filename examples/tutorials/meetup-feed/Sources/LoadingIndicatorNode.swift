import Feedrender

/// The table while it loads: the grey spinner centred across the top, its frame computed as
/// the tutorial's `viewDidLoad` computes the `UIActivityIndicatorView`'s (x centres it,
/// y is its own `frame.midY`, 10 points).
final class LoadingIndicatorNode: DisplayNode {
    private let activityIndicatorView = ActivityIndicatorNode(.iOSGray)

    override init() {
        super.init()
        identifier = "loading"
        addSubnode(activityIndicatorView)
    }

    override func layout() {
        super.layout()
        let size = activityIndicatorView.indicator.size
        activityIndicatorView.frame = Rect(x: (bounds.width - size) / 2, y: size / 2, width: size, height: size)
    }
}

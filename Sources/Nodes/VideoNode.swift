import Foundation
import ImageLoading
import Layout
import Raster
import Text

/// A video as `ASVideoNode` shows it before playback: a poster (`posterURL`, else the first
/// frame of the video at `assetURL`, decoded with Debian's ffmpeg within the image limits),
/// a play button in the middle and, when `duration` is set, a duration badge at the bottom
/// right. A poster or video that cannot be loaded (missing, corrupt, too large, too slow)
/// draws `placeholderColor` and a warning naming the URL; a strict render fails.
///
/// Give it a size (a style size or a ratio spec); with only a width it is 16:9.
open class VideoNode: DisplayNode {
    /// The video; its first frame is the poster when there is no `posterURL`.
    public var assetURL: URL? { didSet { updatePosterSource() } }
    /// A still shown before playback, instead of the video's first frame.
    public var posterURL: URL? { didSet { updatePosterSource() } }
    /// The video's length in seconds; set, it shows as a badge (`1:05`, `1:02:05`).
    public var duration: Double? { didSet { updateDurationLabel() } }
    /// Shows the play button over the poster.
    public var showsPlayButton = true
    /// How the poster fills the node (`AVLayerVideoGravityResizeAspect`: aspect fit).
    public var gravity: ContentMode {
        get { posterNode.contentMode }
        set { posterNode.contentMode = newValue }
    }
    /// Drawn behind the poster, and alone while there is none.
    public var placeholderColor: Color {
        get { posterNode.placeholderColor ?? .black }
        set { posterNode.placeholderColor = newValue }
    }

    /// The poster (or first frame) as a network image node: its `loadState` says how loading went.
    public let posterNode: NetworkImageNode = VideoPosterNode()
    /// The play button, centred, 56 pt across.
    public let playButtonNode: DisplayNode = PlayButtonNode()
    /// The duration badge.
    public let durationNode = TextNode()

    /// The play button's diameter in points.
    static let playButtonSize = 56.0
    /// Space between the badge and the node's bottom and right edges.
    static let badgeMargin = 8.0

    /// A video: an element labelled "Video", with the duration as its value.
    open override var defaultAccessibility: AccessibilityProperties {
        AccessibilityProperties(isElement: true, label: durationNode.attributedText.map { "Video, \($0.string)" } ?? "Video",
                                traits: .button)
    }

    public override init() {
        super.init()
        backgroundColor = .black
        clipsToBounds = true
        posterNode.contentMode = .scaleAspectFit
        posterNode.placeholderColor = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
        playButtonNode.identifier = "play"
        durationNode.textContainerInset = EdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
        durationNode.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.6)
        durationNode.cornerRadius = 4
        durationNode.isHidden = true
        addSubnode(posterNode)
        addSubnode(playButtonNode)
        addSubnode(durationNode)
    }

    /// A video node for `assetURL`, with an optional poster and duration.
    public convenience init(assetURL: URL?, posterURL: URL? = nil, duration: Double? = nil) {
        self.init()
        self.assetURL = assetURL
        self.posterURL = posterURL
        self.duration = duration
        updatePosterSource()
        updateDurationLabel()
    }

    /// `seconds` as a player shows it: `m:ss`, or `h:mm:ss` from an hour (whole seconds, rounded down).
    public static func formattedDuration(_ seconds: Double) -> String {
        let total = seconds.isFinite && seconds > 0 ? Int(Swift.min(seconds, 359_999).rounded(.down)) : 0
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }

    private func updatePosterSource() {
        guard let poster = posterNode as? VideoPosterNode else { return }
        poster.decodesVideo = posterURL == nil
        poster.url = posterURL ?? assetURL
    }

    private func updateDurationLabel() {
        if let duration {
            durationNode.attributedText = AttributedText(Self.formattedDuration(duration),
                                                         font: Font(size: 12, weight: .semibold), color: .white)
        } else {
            durationNode.attributedText = nil
        }
        durationNode.isHidden = duration == nil
        invalidateCalculatedLayout()
    }

    /// The bounded range's maximum; with only a width bounded, 16:9 of it.
    open override func calculateSizeThatFits(_ constrainedSize: Size) -> Size {
        func usable(_ value: Double) -> Bool { value.isFinite && value >= 0 && value < 10_000_000 }
        if usable(constrainedSize.width) && !usable(constrainedSize.height) {
            return Size(width: constrainedSize.width, height: constrainedSize.width * 9 / 16)
        }
        return super.calculateSizeThatFits(constrainedSize)
    }

    /// The poster fills the node; the play button is centred; the badge sits at the bottom right.
    open override func layout() {
        super.layout()
        posterNode.frame = bounds
        let side = Self.playButtonSize
        playButtonNode.frame = Rect(x: ((bounds.width - side) / 2).rounded(.down), y: ((bounds.height - side) / 2).rounded(.down),
                                    width: side, height: side)
        playButtonNode.isHidden = !showsPlayButton
        if duration != nil {
            let size = durationNode.layoutThatFits(SizeRange(min: .zero, max: bounds.size)).size
            durationNode.frame = Rect(x: bounds.width - Self.badgeMargin - size.width,
                                      y: bounds.height - Self.badgeMargin - size.height, width: size.width, height: size.height)
        }
    }

    open override func displayContent() -> DisplayContent? { nil }
}

/// The poster of a `VideoNode`: an image URL, or a video whose first frame is decoded.
final class VideoPosterNode: NetworkImageNode {
    /// `url` is a video: decode its first frame rather than an image.
    var decodesVideo = false

    override var mediaKind: String { decodesVideo ? "video" : "image" }

    override func makeLoadJob() -> ImageLoadJob {
        guard decodesVideo, let url else { return super.makeLoadJob() }
        return { loader, size in ImageLoadJobOutcome(result: await loader.firstVideoFrame(for: url, targetPixelSize: size)) }
    }
}

/// The play button: a translucent black disc with a white triangle, its centre weighted a
/// little right, as `ASDefaultPlayButton` draws it.
final class PlayButtonNode: DisplayNode {
    override func displayContent() -> DisplayContent? {
        .custom { canvas, size in
            let side = Swift.min(size.width, size.height)
            let disc = CanvasRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
            canvas.fill(.ellipse(in: disc), color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
            var triangle = CanvasPath()
            let (cx, cy) = (disc.midX, disc.midY)
            triangle.move(to: CanvasPoint(x: cx - side * 0.15, y: cy - side * 0.2))
            triangle.addLine(to: CanvasPoint(x: cx + side * 0.22, y: cy))
            triangle.addLine(to: CanvasPoint(x: cx - side * 0.15, y: cy + side * 0.2))
            triangle.close()
            canvas.fill(triangle, color: .white)
        }
    }
}

import Feedrender

/// A wonder of the world (the tutorial's `Card`): its name and its picture.
public struct Card: Sendable {
    public let name: String
    public let image: Bitmap

    public init(name: String, image: Bitmap) {
        self.name = name
        self.image = image
    }
}

extension AttributedText {
    /// The card's title: white, 28-point heavy, centred (the starter project's
    /// `attributedStringForTitleText(_:)`).
    static func attributedStringForTitleText(_ text: String) -> AttributedText {
        var title = AttributedText(text, font: Font(size: 28, weight: .heavy), color: .white)
        title.paragraph.alignment = .center
        return title
    }
}

/// Where the title goes on the picture (the starter project's `FrameCalculator`).
enum FrameCalculator {
    /// Points between the title and the picture's bottom edge.
    static let bottomMargin = 16.0

    /// The title centred across the picture, `bottomMargin` above its bottom, on whole points.
    static func titleFrameForSize(_ titleSize: Size, containerFrame: Rect) -> Rect {
        Rect(x: (containerFrame.minX + (containerFrame.width - titleSize.width) / 2).rounded(),
             y: (containerFrame.maxY - bottomMargin - titleSize.height).rounded(),
             width: titleSize.width, height: titleSize.height)
    }
}

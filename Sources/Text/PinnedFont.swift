/// A font file feedrender renders with, and the Debian package that installs it.
public struct PinnedFont: Hashable, Sendable {
    public var path: String
    public var package: String

    /// Every font file text may use. Order matters only for `FontEnvironment.fontHash`.
    /// DejaVu Sans also covers Arabic and Hebrew; CJK comes from WenQuanYi Micro Hei, emoji from Noto Color Emoji.
    public static let all: [PinnedFont] = [
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf", package: "fonts-dejavu-extra"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf", package: "fonts-dejavu-extra"),
        PinnedFont(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", package: "fonts-wqy-microhei"),
        PinnedFont(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"),
    ]
}

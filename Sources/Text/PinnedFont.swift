/// A font file feedrender renders with, and the Debian package that installs it.
package struct PinnedFont: Hashable, Sendable {
    package var path: String
    package var package: String

    /// Every font file text may use. Order matters only for `FontEnvironment.fontHash`.
    /// DejaVu Sans also covers Arabic and Hebrew (letters, points and presentation forms, in
    /// both weights). Han, kana and Hangul come from WenQuanYi Micro Hei unless the text has a
    /// CJK language (`TextRun.language`); then from that language's face of Noto Sans CJK, whose
    /// two collections hold Japanese, Korean, Simplified, Traditional and Hong Kong faces in a
    /// real Regular and Bold. Emoji come from Noto Color Emoji.
    package static let all: [PinnedFont] = [
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf", package: "fonts-dejavu-extra"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf", package: "fonts-dejavu-extra"),
        PinnedFont(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", package: "fonts-wqy-microhei"),
        PinnedFont(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"),
        PinnedFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk"),
        PinnedFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk"),
    ]
}

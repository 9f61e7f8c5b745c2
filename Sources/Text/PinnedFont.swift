/// A font file feedrender renders with, and the Debian package that installs it.
package struct PinnedFont: Hashable, Sendable {
    /// The font file's absolute path.
    package var path: String
    /// The Debian package that installs it (named in the setup hint).
    package var package: String

    /// Every font file text may use. Order matters only for `FontEnvironment.fontHash`.
    /// DejaVu Sans also covers Arabic and Hebrew (letters, points and presentation forms, in
    /// both weights). Han, kana and Hangul come from WenQuanYi Micro Hei unless the text has a
    /// CJK language (`TextRun.language`); then from that language's face of Noto Sans CJK, whose
    /// two collections hold Japanese, Korean, Simplified, Traditional and Hong Kong faces in a
    /// real Regular and Bold. Emoji come from Noto Color Emoji.
    ///
    /// The system faces (`SystemTypeface`) follow: Inter (OFL 1.1, rsms/inter), close to SF Pro
    /// in metrics and shapes, in all nine weights with italics, for iOS devices; Roboto (Apache
    /// 2.0), Android's face, in the six weights Debian ships (100, 300, 400, 500, 700, 900) with
    /// italics, for Android devices.
    package static let all: [PinnedFont] = [
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf", package: "fonts-dejavu-extra"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf", package: "fonts-dejavu-extra"),
        PinnedFont(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", package: "fonts-wqy-microhei"),
        PinnedFont(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"),
        PinnedFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk"),
        PinnedFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Thin.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-ThinItalic.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-ExtraLight.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-ExtraLightItalic.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Light.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-LightItalic.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Italic.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Medium.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-MediumItalic.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-SemiBoldItalic.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-BoldItalic.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-ExtraBold.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-ExtraBoldItalic.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Black.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-BlackItalic.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Thin.ttf", package: "fonts-roboto-unhinted"),
        PinnedFont(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-ThinItalic.ttf", package: "fonts-roboto-unhinted"),
        PinnedFont(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Light.ttf", package: "fonts-roboto-unhinted"),
        PinnedFont(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-LightItalic.ttf", package: "fonts-roboto-unhinted"),
        PinnedFont(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf", package: "fonts-roboto-unhinted"),
        PinnedFont(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Italic.ttf", package: "fonts-roboto-unhinted"),
        PinnedFont(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf", package: "fonts-roboto-unhinted"),
        PinnedFont(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-MediumItalic.ttf", package: "fonts-roboto-unhinted"),
        PinnedFont(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf", package: "fonts-roboto-unhinted"),
        PinnedFont(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-BoldItalic.ttf", package: "fonts-roboto-unhinted"),
        PinnedFont(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Black.ttf", package: "fonts-roboto-unhinted"),
        PinnedFont(path: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-BlackItalic.ttf", package: "fonts-roboto-unhinted"),
    ]
}

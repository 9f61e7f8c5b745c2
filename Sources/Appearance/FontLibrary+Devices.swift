import Text

extension FontLibrary {
    /// When `font`'s family has no face of its weight and slant on `device` (Debian's Roboto, the
    /// system face on Android, has no 600), a warning naming the face asked for and the nearest
    /// face that draws instead: "Roboto 600 is not in the fonts; drawing with Roboto 700, the
    /// nearest face". Nil when the face exists (a variable font has every weight of its range).
    public func faceSubstitutionWarning(for font: Font, on device: DevicePreset) -> String? {
        faceSubstitutionWarning(for: font, typeface: device.systemTypeface)
    }
}

/// The face `Font.systemFamily` ("system") draws with: the platform's system font, as close as
/// pinned open fonts come. Set for a device with `TextEngine.$systemTypeface`.
package enum SystemTypeface: String, Hashable, Sendable, CaseIterable {
    /// iOS (and every non-Android device): Inter, designed like SF Pro, in nine weights.
    case apple
    /// Android: Roboto.
    case android

    /// The pinned family it names.
    package var family: String {
        switch self {
        case .apple: "Inter"
        case .android: "Roboto"
        }
    }
}

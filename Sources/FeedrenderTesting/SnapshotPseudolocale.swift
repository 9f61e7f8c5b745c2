import Localization

/// A pseudolocale a snapshot variant checks a view in, as Android's: `en-XA` accents the
/// text, makes it about a third longer and brackets it (truncation and hard-coded strings
/// show); `ar-XB` runs it right to left and mirrors the layout. Build the view's strings with
/// `SnapshotVariant.localized(_:)`.
public enum SnapshotPseudolocale: String, CaseIterable, Hashable, Sendable {
    /// `en-XA`: `Sunrise` → `[Šûñŕîšé one]`.
    case accented = "en-XA"
    /// `ar-XB`: each word right to left between override marks; the layout mirrored.
    case bidirectional = "ar-XB"

    /// `text` as the pseudolocale shows it; printf placeholders and `{{bindings}}` are kept.
    public func transform(_ text: String) -> String {
        (self == .accented ? Pseudolocale.accented : Pseudolocale.bidirectional).transform(text)
    }
}

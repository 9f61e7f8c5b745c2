import ArgumentParser
import DocumentModel

/// `--limit NAME=VALUE`, shared by `render`, `layout` and `screenshots`: raises one of the
/// document limits (`DocumentLimits`), e.g. `--limit items=500000 --limit depth=20000`.
enum DocumentLimitOption {
    static let help = ArgumentHelp(
        "Raise a document limit, NAME=VALUE (repeatable): bytes (\(DocumentLimits.default.bytes)), depth "
            + "(\(DocumentLimits.default.depth)), aliases (\(DocumentLimits.default.aliasExpansions)), items "
            + "(\(DocumentLimits.default.itemsPerFeed)), children (\(DocumentLimits.default.childrenPerElement)), pages "
            + "(\(DocumentLimits.default.pagesPerSource)), templates (\(DocumentLimits.default.templateValues)), string "
            + "(\(DocumentLimits.default.stringBytes) bytes), image-pixels (\(DocumentLimits.default.decodedImagePixels) "
            + "pixels of huge images, 16 M pixels or more, decoded per run).",
        valueName: "name=value")

    /// The limits with every assignment applied; a malformed one is a usage error.
    static func limits(_ assignments: [String]) throws -> DocumentLimits {
        do {
            return try DocumentLimits(applying: assignments)
        } catch {
            throw ValidationError(error.message)
        }
    }
}

/// One way a file or folder breaks a store's rules, as `feedrender screenshots verify`
/// prints it: the file (relative to the folder checked), the rule, and what was found.
package struct StoreViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rules a file can break, each one word in messages.
    package enum Rule: String, Hashable, Sendable {
        /// The pixel size is not one the store takes for the slot.
        case size
        /// The long side is more than twice the short one (Google Play).
        case aspect
        /// Too many or too few images in one slot and locale.
        case count
        /// Transparent pixels are possible (an alpha channel or a `tRNS` chunk).
        case alpha
        /// Not a PNG or JPEG, a name whose extension does not match the contents, or not 8 bits a sample.
        case format
        /// Over the store's file size limit.
        case bytes
        /// A folder named by a code the store has no language for.
        case locale
        /// A file where the uploader does not look, or a folder it does not know.
        case layout
    }

    /// The file or folder, relative to the folder checked.
    package var file: String
    package var rule: Rule
    /// What is wrong and what the store asks for.
    package var detail: String

    package init(_ file: String, _ rule: Rule, _ detail: String) {
        self.file = file
        self.rule = rule
        self.detail = detail
    }

    package var description: String { "\(file): \(rule.rawValue): \(detail)" }
}

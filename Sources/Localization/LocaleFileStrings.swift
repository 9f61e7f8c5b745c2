import DocumentModel

/// The `strings` of a YAML/JSON locale file (the screenshots' locale files): a map of key to
/// text, each text a string or plural forms (`{one: "%lld photo", other: "%lld photos"}`).
package enum LocaleFileStrings {
    /// The strings under `strings` of a locale file's top level (other keys are the caller's).
    package static func read(_ document: DocumentValue) throws -> [String: LocalizedText] {
        guard let strings = try document.object()["strings"] else { return [:] }
        return try readMap(strings)
    }

    /// A map of key to text or plural forms.
    package static func readMap(_ value: DocumentValue) throws -> [String: LocalizedText] {
        let object = try value.object()
        var table: [String: LocalizedText] = [:]
        for key in object.keys {
            let entry = try object.required(key)
            if case .object = entry.value {
                let forms = try entry.object()
                var plural: [PluralCategory: String] = [:]
                for name in forms.keys {
                    guard let category = PluralCategory(rawValue: name) else {
                        throw try forms.required(name).error("not a plural category (zero, one, two, few, many, other)")
                    }
                    plural[category] = try forms.required(name).string()
                }
                guard plural[.other] != nil else { throw entry.error("plural forms need an \"other\" form") }
                table[key] = LocalizedText(plural: plural)
            } else {
                table[key] = LocalizedText(try entry.string())
            }
        }
        return table
    }
}

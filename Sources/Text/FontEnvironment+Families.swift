import CPango
import Foundation

extension FontEnvironment {
    /// Names that stand for the system face (`Font.systemFamily` and its web and Apple aliases).
    static let systemAliases: Set<String> = ["system", "system-ui", "-apple-system", "blinkmacsystemfont",
                                             "sans-serif", "sans", ".sfui", "sf pro", "sf pro text", "sf pro display"]
    /// The family characters the asked-for family lacks fall back to first (Latin, Greek,
    /// Cyrillic, Arabic, Hebrew); Han, kana and Hangul then fall back to WenQuanYi Micro Hei
    /// (`FontconfigRecipe`), emoji to Noto Color Emoji.
    static let fallbackFamily = "DejaVu Sans"

    /// `family` as families are looked up: without surrounding spaces (tabs and Unicode
    /// space separators, as `CharacterSet.whitespaces`), lowercased. Trims by hand: Foundation's
    /// trimming cost more than the rest of resolving a family, on every run of every layout.
    static func familyKey(_ family: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == " " || (scalar.value > 0x7F && scalar.properties.generalCategory == .spaceSeparator)
        }
        let scalars = family.unicodeScalars
        guard let first = scalars.first, let last = scalars.last, isSpace(first) || isSpace(last) else {
            return family.lowercased()
        }
        let start = scalars.firstIndex { !isSpace($0) } ?? scalars.endIndex
        let end = scalars.lastIndex { !isSpace($0) }.map { scalars.index(after: $0) } ?? start
        return String(scalars[start..<max(start, end)]).lowercased()
    }

    /// Whether `family` names the system face or a family of this environment (pinned or registered).
    package func isKnownFamily(_ family: String) -> Bool {
        let key = Self.familyKey(family)
        return Self.systemAliases.contains(key) || familyByKey[key] != nil
    }

    /// The family Pango is asked for when a run names `family`: the system face on `typeface`'s
    /// platform for the system aliases and for unknown names (documents reject those first),
    /// the name as the font spells it otherwise.
    package func resolvedFamily(for family: String, typeface: SystemTypeface) -> String {
        let key = Self.familyKey(family)
        if Self.systemAliases.contains(key) { return typeface.family }
        return familyByKey[key] ?? typeface.family
    }

    /// The comma-separated family list Pango gets for `family`: the family, then the fallback
    /// family for the scripts it does not cover.
    func familyList(for family: String, typeface: SystemTypeface) -> String {
        let resolved = resolvedFamily(for: family, typeface: typeface)
        return resolved == Self.fallbackFamily ? resolved : "\(resolved),\(Self.fallbackFamily)"
    }

    /// When `font`'s family has no face of its weight and slant, a warning naming the face asked
    /// for and the nearest face drawn instead; nil when the face exists.
    package func substitutionWarning(for font: Font, typeface: SystemTypeface) -> String? {
        let face = face(for: font, typeface: typeface)
        guard !face.isExact else { return nil }
        let requested = FontFace(family: resolvedFamily(for: font.family, typeface: typeface),
                                 weight: font.weight.numericValue, italic: font.italic, isExact: true)
        return "\(requested) is not in the fonts; drawing with \(face), the nearest face"
    }

    /// The face fontconfig draws `font` with, and whether it is the face asked for.
    package func face(for font: Font, typeface: SystemTypeface) -> FontFace {
        let family = resolvedFamily(for: font.family, typeface: typeface)
        let requested = FontFace(family: family, weight: font.weight.numericValue, italic: font.italic, isExact: true)
        guard let pattern = FcPatternCreate() else { return requested }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(font.weight.numericValue)))
        FcPatternAddInteger(pattern, FC_SLANT, font.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return requested }
        defer { FcPatternDestroy(match) }
        var name: UnsafeMutablePointer<FcChar8>?
        let usedFamily = FcPatternGetString(match, FC_FAMILY, 0, &name) == FcResultMatch && name != nil
            ? String(cString: name!) : family
        var weight = 0.0
        FcPatternGetDouble(match, FC_WEIGHT, 0, &weight)
        var slant: Int32 = FC_SLANT_ROMAN
        FcPatternGetInteger(match, FC_SLANT, 0, &slant)
        let usedWeight = Int(FcWeightToOpenTypeDouble(weight).rounded())
        let usedItalic = slant != FC_SLANT_ROMAN
        // Within 50: some fonts give their Regular 350 or their Bold 650 (League Spartan, Book faces).
        let isExact = usedFamily.lowercased() == family.lowercased() && abs(usedWeight - requested.weight) <= 50
            && usedItalic == font.italic
        return FontFace(family: usedFamily, weight: usedWeight, italic: usedItalic, isExact: isExact)
    }
}

/// A face of a family: what a font asked for or what drew it.
package struct FontFace: Hashable, Sendable, CustomStringConvertible {
    /// The family name.
    package var family: String
    /// The CSS weight, 100...900.
    package var weight: Int
    /// Italic or oblique.
    package var italic: Bool
    /// Whether this face is exactly the one asked for (false: the nearest the family has).
    package var isExact: Bool

    /// A face of `family` at CSS `weight`, italic or not; `isExact` when it is the face asked for.
    package init(family: String, weight: Int, italic: Bool, isExact: Bool) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.isExact = isExact
    }

    /// "Roboto 700 italic".
    package var description: String { "\(family) \(weight)\(italic ? " italic" : "")" }
}

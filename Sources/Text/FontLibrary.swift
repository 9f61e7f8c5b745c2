import Foundation

/// The fonts text can use: the pinned ones (the system faces Inter and Roboto, DejaVu Sans,
/// WenQuanYi Micro Hei, Noto Sans CJK, Noto Color Emoji) plus font files you register (TTF, OTF,
/// TTC, variable fonts), as an app bundles its own (UIKit's `UIAppFonts`).
///
/// A library applies to the text measured and drawn inside `withFonts(_:)` (and the tasks
/// it starts), or to a whole render through `FeedRenderSettings.fonts`. Registered files are
/// pinned like the built-in ones: their SHA-256 goes into `fingerprint`, which every PNG and
/// manifest carries. Nothing is registered process-wide, so two renders with different fonts
/// can run side by side.
///
/// ```swift
/// let fonts = try FontLibrary(registering: [bundle.appendingPathComponent("Fonts/Brand.otf")])
/// let title = try fonts.font(family: "Brand Sans", size: 17, weight: .semibold)
/// ```
public struct FontLibrary: Hashable, Sendable {
    /// nil: the pinned fonts alone (`FontEnvironment.shared`, made on first use).
    let environment: FontEnvironment?

    /// The pinned fonts alone.
    public init() {
        environment = nil
    }

    /// The pinned fonts plus the font files at `files` (duplicates ignored). Each file is read
    /// and hashed now.
    /// - Throws: `FontLibraryError` naming the first file that is missing, unreadable or not a font.
    public init(registering files: [URL]) throws(FontLibraryError) {
        if files.isEmpty {
            environment = nil
            return
        }
        if case .failure(let error) = FontEnvironment.loaded { throw .builtInFontsUnavailable("\(error)") }
        do {
            environment = try FontEnvironment(registering: files.map { $0.standardizedFileURL.path })
        } catch let error as FontLibraryError {
            throw error
        } catch {
            throw .builtInFontsUnavailable("\(error)")
        }
    }

    /// Libraries are equal when they register the same files with the same bytes.
    public static func == (lhs: FontLibrary, rhs: FontLibrary) -> Bool {
        lhs.environment?.registered ?? [] == rhs.environment?.registered ?? []
    }

    /// Hashes the registered files and their digests.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(environment?.registered ?? [])
    }

    /// The library in effect: the one whose `withFonts` scope this task is in, else the pinned fonts.
    public static var current: FontLibrary { FontLibrary(environment: FontEnvironment.scoped) }

    /// A library on `environment` (nil: the pinned fonts alone).
    init(environment: FontEnvironment?) {
        self.environment = environment
    }

    /// The environment text uses under this library.
    package var resolvedEnvironment: FontEnvironment { environment ?? FontEnvironment.shared }

    /// The registered files, in registration order.
    public var registeredFiles: [URL] {
        (environment?.registered ?? []).map { URL(fileURLWithPath: $0.path) }
    }

    /// The family names the registered files add (as their fonts spell them).
    public var registeredFamilies: [String] {
        var names: [String] = []
        for font in environment?.registered ?? [] {
            for family in font.families where !names.contains(family) { names.append(family) }
        }
        return names
    }

    /// Every family name text may use: the system face's names, pinned and registered families.
    public var families: [String] {
        ([Font.systemFamily] + resolvedEnvironment.familyByKey.values).sorted()
    }

    /// SHA-256 (hex) identifying the fonts' bytes: the pinned files' digest alone when nothing is
    /// registered, else the digest of it and each registered file's. Equal fingerprints give
    /// equal text pixels, on any machine.
    public var fingerprint: String { resolvedEnvironment.fontHash }

    /// Whether `family` is the system face, a pinned or a registered family (case-insensitive).
    public func containsFamily(_ family: String) -> Bool {
        resolvedEnvironment.isKnownFamily(family)
    }

    /// A font of `family`, checked: unlike `Font(family:)`, whose unknown families draw with the
    /// system face, this throws when no pinned or registered face has the family.
    /// - Throws: `FontLibraryError.unknownFamily`.
    public func font(family: String, size: Double = 14, weight: FontWeight = .regular,
                     italic: Bool = false) throws(FontLibraryError) -> Font {
        guard containsFamily(family) else { throw .unknownFamily(family, known: knownFamilyNames) }
        return Font(family: family, size: size, weight: weight, italic: italic)
    }

    /// The families named in `unknownFamily` errors: the system name, then the rest sorted.
    package var knownFamilyNames: [String] {
        let environment = resolvedEnvironment
        let pinned = ["Inter", "Roboto", "DejaVu Sans", "WenQuanYi Micro Hei", "Noto Sans CJK JP", "Noto Color Emoji"]
            .filter(environment.isKnownFamily)
        return [Font.systemFamily] + pinned + registeredFamilies.filter { !pinned.contains($0) }
    }

    /// When `font`'s family has no face of its weight and slant, a warning naming both faces
    /// (see `faceSubstitutionWarning(for:on:)`); the system face is resolved as `typeface`.
    package func faceSubstitutionWarning(for font: Font, typeface: SystemTypeface) -> String? {
        resolvedEnvironment.substitutionWarning(for: font, typeface: typeface)
    }

    /// Runs `body` with text measured and drawn in this library's fonts.
    public func withFonts<Result>(_ body: () throws -> Result) rethrows -> Result {
        try FontEnvironment.$scoped.withValue(environment, operation: body)
    }

    /// Runs `body` (and the tasks it starts) with text measured and drawn in this library's fonts.
    public func withFonts<Result>(isolation: isolated (any Actor)? = #isolation,
                                  _ body: () async throws -> Result) async rethrows -> Result {
        try await FontEnvironment.$scoped.withValue(environment, operation: body, isolation: isolation)
    }
}

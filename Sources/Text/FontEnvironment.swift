import FeedrenderSupport
import CCairo
import CPango
import Foundation
import Raster

/// The fonts feedrender renders with: an in-process fontconfig configuration that knows exactly the
/// `PinnedFont` files (plus, for a `FontLibrary`, the files it registered), the CBDT emoji scaling
/// rule and the "emoji" alias, and nothing from the machine (/etc/fonts, `FONTCONFIG_FILE`,
/// `LANG`). Immutable after creation; shared by all text engines.
package final class FontEnvironment: @unchecked Sendable {
    // @unchecked: `config` is never modified after init, and fontconfig's matching on a shared
    // FcConfig is thread-safe (each engine has its own Pango font map on top of it).

    /// The process-wide environment of the pinned fonts, or why it could not be built.
    package static let loaded = Result { () throws(FontEnvironmentError) in
        do {
            return try FontEnvironment()
        } catch let error as FontEnvironmentError {
            throw error
        } catch {
            throw FontEnvironmentError.fontconfig("\(error)")
        }
    }

    /// The process-wide environment. Traps with the setup hint if fonts are missing; call
    /// `FontEnvironment.requireInstalled()` at startup to report that as an error instead.
    package static var shared: FontEnvironment {
        switch loaded {
        case .success(let environment): environment
        case .failure(let error): fatalError("feedrender text: \(error)")
        }
    }

    /// Throws a `FontEnvironmentError` (telling the user to run scripts/setup) if the fonts cannot be used.
    package static func requireInstalled() throws {
        _ = try loaded.get()
    }

    /// The environment text is measured and drawn with in this task: the one a `FontLibrary`
    /// scopes (`FontLibrary.withFonts`), else `shared` (the pinned fonts alone).
    @TaskLocal package static var scoped: FontEnvironment?

    /// `scoped`, else `shared`.
    package static var current: FontEnvironment { scoped ?? shared }

    /// The pinned (or registered) file that `path` (a font file fontconfig reports) stands for.
    func pinnedPath(ofFontFile path: String) -> String {
        pinnedPathByFontFile[path] ?? path
    }

    /// The pinned font files, in hashing order.
    package let fonts: [PinnedFont]
    /// The files registered on top of the pinned ones, in registration order.
    package let registered: [RegisteredFont]
    /// Versions of the libraries that shape and draw text, e.g. for a PNG text chunk.
    package let rendererVersion: String
    let config: OpaquePointer
    /// Idle text renderers on this environment's configuration.
    let pool: RendererPool
    /// Every family name a face answers to, lowercased → as the font spells it.
    let familyByKey: [String: String]
    private let hashCache = Locked<String?>(nil)
    /// fontconfig's cache folder, which also remembers the font hash (`FileDigestCache`).
    private let cacheDirectory: String
    /// The path fontconfig knows a pinned file by (a link in `PinnedFontDirectory`) → the file.
    private let pinnedPathByFontFile: [String: String]

    /// The pinned fonts, plus `registering` (absolute paths) on top of them when given.
    /// - Throws: `FontEnvironmentError` when a pinned file is missing; `FontLibraryError` when
    ///   a registered file is missing, unreadable or not a font.
    init(registering paths: [String] = []) throws {
        fonts = PinnedFont.all
        for font in fonts where !FileManager.default.fileExists(atPath: font.path) {
            throw FontEnvironmentError.missingFontFile(path: font.path, package: font.package)
        }
        let cacheDirectory = try Self.makeCacheDirectory()
        self.cacheDirectory = cacheDirectory
        // Through a folder fontconfig caches when possible, else file by file (parsed each run).
        let directory = PinnedFontDirectory.prepare(fonts, in: cacheDirectory, fontconfigVersion: Self.fontconfigVersion)
        let config: OpaquePointer
        var pinnedPathByFontFile: [String: String] = [:]
        if let directory, let cached = try? Self.makeConfig(cacheDirectory: cacheDirectory, adding: directory) {
            config = cached
            pinnedPathByFontFile = directory.pinnedPathByLink
        } else {
            config = try Self.makeConfig(cacheDirectory: cacheDirectory, addingEachOf: fonts)
        }
        do {
            registered = try Self.register(paths, in: config)
        } catch {
            FcConfigDestroy(config)
            throw error
        }
        for font in registered { pinnedPathByFontFile[font.path] = font.path }
        self.pinnedPathByFontFile = pinnedPathByFontFile
        FcConfigSetRescanInterval(config, 0)
        if paths.isEmpty {
            // Pango starts fontconfig's default configuration in a thread of its own (parsing
            // /etc/fonts and the machine's font caches, ~20 ms of CPU) unless one is current; the
            // shared one is made current (a scoped one is handed to each font map).
            FcConfigSetCurrent(config)
        }
        self.config = config
        familyByKey = Self.families(in: config)
        pool = RendererPool(config: config)
        rendererVersion = [
            "pango \(String(cString: pango_version_string()))",
            "cairo \(String(cString: cairo_version_string()))",
            "harfbuzz \(String(cString: hb_version_string()))",
            "fontconfig \(Self.fontconfigVersion)",
            "freetype \(Self.freetypeVersion)",
            "pixman \(String(cString: pixman_version_string()))",
        ].joined(separator: ", ")
    }

    deinit { FcConfigDestroy(config) }

    /// SHA-256 (hex) of the pinned font files' bytes, in `fonts` order; computed on first use
    /// (or remembered from an earlier run while the files are unchanged). With registered
    /// files, the SHA-256 of that digest and each registered file's digest, one per line: it
    /// depends on the fonts' bytes only, never on where they are.
    package var fontHash: String {
        hashCache.withLock { cached in
            if let cached { return cached }
            var hash = Self.sha256(of: fonts.map(\.path), cacheDirectory: cacheDirectory)
            if !registered.isEmpty {
                hash = SHA256.hex(of: ([hash] + registered.map(\.sha256)).joined(separator: "\n"))
            }
            cached = hash
            return hash
        }
    }

    /// A configuration from our recipe (`FontconfigRecipe`) with its cache in `cacheDirectory`.
    private static func makeConfig(cacheDirectory: String,
                                   filling fill: (OpaquePointer) throws(FontEnvironmentError) -> Void) throws(FontEnvironmentError) -> OpaquePointer {
        guard let config = FcConfigCreate() else { throw FontEnvironmentError.fontconfig("FcConfigCreate failed") }
        let xml = FontconfigRecipe.xml(cacheDirectory: cacheDirectory)
        guard FcConfigParseAndLoadFromMemory(config, xml, 1) != 0 else {
            FcConfigDestroy(config)
            throw FontEnvironmentError.fontconfig("our built-in configuration did not parse")
        }
        do {
            try fill(config)
        } catch {
            FcConfigDestroy(config)
            throw error
        }
        return config
    }

    /// A configuration whose fonts are `fonts`, each file parsed now.
    private static func makeConfig(cacheDirectory: String, addingEachOf fonts: [PinnedFont]) throws(FontEnvironmentError) -> OpaquePointer {
        try makeConfig(cacheDirectory: cacheDirectory) { config throws(FontEnvironmentError) in
            for font in fonts where FcConfigAppFontAddFile(config, font.path) == 0 {
                throw FontEnvironmentError.fontconfig("cannot load font file \(font.path); reinstall \(font.package) with scripts/setup")
            }
        }
    }

    /// A configuration whose fonts are those of `directory`, read from fontconfig's cache of
    /// it (written on the first run). Fails unless every link gave at least one face.
    private static func makeConfig(cacheDirectory: String, adding directory: PinnedFontDirectory) throws(FontEnvironmentError) -> OpaquePointer {
        try makeConfig(cacheDirectory: cacheDirectory) { config throws(FontEnvironmentError) in
            guard FcConfigAppFontAddDir(config, directory.path) != 0, let set = FcConfigGetFonts(config, FcSetApplication) else {
                throw FontEnvironmentError.fontconfig("cannot load \(directory.path)")
            }
            var files = Set<String>()
            for index in 0..<Int(set.pointee.nfont) {
                var value: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(set.pointee.fonts[index], FC_FILE, 0, &value) == FcResultMatch, let value {
                    files.insert(String(cString: value))
                }
            }
            guard files == Set(directory.pinnedPathByLink.keys) else {
                throw FontEnvironmentError.fontconfig("\(directory.path) does not give every pinned font")
            }
        }
    }

    /// FreeType's version (it rasterises every glyph), as the loaded library reports it.
    private static var freetypeVersion: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    private static var fontconfigVersion: String {
        let version = Int(FcGetVersion())
        return "\(version / 10000).\(version / 100 % 100).\(version % 100)"
    }

    /// fontconfig wants a writable cache directory even though app font files are not cached.
    private static func makeCacheDirectory() throws(FontEnvironmentError) -> String {
        let environment = ProcessInfo.processInfo.environment
        let path: String
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            path = xdg + "/feedrender-fontconfig"
        } else {
            // The system's temporary folder (TMPDIR when set), one cache per user.
            path = (NSTemporaryDirectory() as NSString).appendingPathComponent("feedrender-fontconfig-\(getuid())")
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FontEnvironmentError.cacheDirectory(path: path, reason: error.localizedDescription)
        }
        return path
    }

    private static func sha256(of paths: [String], cacheDirectory: String) -> String {
        // Read failures are impossible to hide: the files were checked in init; an unreadable
        // one gives "unreadable", which is what a reader of the PNG chunk compares.
        FileDigestCache(url: URL(fileURLWithPath: cacheDirectory).appendingPathComponent("font-hash.json"))
            .combinedHex(ofFilesAt: paths) ?? "unreadable"
    }
}

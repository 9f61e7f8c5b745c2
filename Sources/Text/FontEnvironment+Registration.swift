import CPango
import FeedrenderSupport
import Foundation

extension FontEnvironment {
    /// Adds each file of `paths` (absolute, duplicates ignored) to `config` and reads its families.
    /// - Throws: `FontLibraryError` naming the first file that is missing, unreadable or no font.
    static func register(_ paths: [String], in config: OpaquePointer) throws(FontLibraryError) -> [RegisteredFont] {
        var fonts: [RegisteredFont] = []
        for path in paths where !fonts.contains(where: { $0.path == path }) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .missingFile(path: path)
            }
            guard !isDirectory.boolValue else { throw .unreadableFile(path: path, reason: "it is a folder") }
            let digest: String
            do {
                digest = try SHA256.hex(ofFileAt: URL(fileURLWithPath: path))
            } catch {
                throw .unreadableFile(path: path, reason: "\(error)")
            }
            let before = faceCount(in: config)
            guard FcConfigAppFontAddFile(config, path) != 0, faceCount(in: config) > before else {
                throw .notAFont(path: path)
            }
            let families = familyNames(in: config, faces: before..<faceCount(in: config))
            fonts.append(RegisteredFont(path: path, sha256: digest, families: families))
        }
        return fonts
    }

    /// Every family name in `config`'s fonts, lowercased → as spelled by the first face naming it.
    static func families(in config: OpaquePointer) -> [String: String] {
        var byKey: [String: String] = [:]
        for name in familyNames(in: config, faces: 0..<faceCount(in: config)) where byKey[name.lowercased()] == nil {
            byKey[name.lowercased()] = name
        }
        return byKey
    }

    /// How many faces `config`'s application font set holds.
    private static func faceCount(in config: OpaquePointer) -> Int {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return 0 }
        return Int(set.pointee.nfont)
    }

    /// The family names of the faces at `faces` in the application font set, first seen first.
    private static func familyNames(in config: OpaquePointer, faces: Range<Int>) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var names: [String] = []
        for index in faces {
            var position: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(set.pointee.fonts[index], FC_FAMILY, position, &value) == FcResultMatch, let value {
                let name = String(cString: value)
                if !names.contains(name) { names.append(name) }
                position += 1
            }
        }
        return names
    }
}

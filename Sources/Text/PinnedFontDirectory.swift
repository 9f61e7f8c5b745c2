import FeedrenderSupport
import Foundation

/// The pinned font files seen through one private folder of symbolic links, so that fontconfig
/// can cache what it learns from them.
///
/// Why: `FcConfigAppFontAddFile` parses every face of every file on each run (the two Noto Sans
/// CJK collections alone hold twenty faces), about 40 ms before the first line of text can be
/// measured. Fontconfig caches only folders, and the system folders holding our files hold
/// other fonts too. A folder holding exactly the pinned files gets a cache file like any system
/// folder, and later runs read it in about a millisecond.
///
/// The links are named `<two-digit index>-<file name>` in `PinnedFont.all` order; fontconfig lists a
/// folder sorted by name, so its font set keeps that order (the order breaks ties when
/// matching). The folder's name comes from every file's identity (size, inode, modification
/// and status-change times) and fontconfig's version: a font package upgrade gives a new
/// folder and a fresh scan, never a stale cache.
struct PinnedFontDirectory {
    /// The folder of links.
    let path: String
    /// Each link's path and the pinned file it stands for.
    let pinnedPathByLink: [String: String]

    /// The folder for `fonts` inside `cacheDirectory`, made if missing; nil when it cannot be
    /// made or does not hold what it should (the caller then adds the files one by one).
    static func prepare(_ fonts: [PinnedFont], in cacheDirectory: String, fontconfigVersion: String) -> PinnedFontDirectory? {
        // The first line names this folder layout: another layout gets another folder.
        var key = "links 2, fontconfig \(fontconfigVersion)\n"
        for font in fonts {
            guard let identity = FileIdentity(path: font.path) else { return nil }
            key += "\(font.path) \(identity.size) \(identity.inode) \(identity.modified) \(identity.changed)\n"
        }
        let path = "\(cacheDirectory)/fonts-\(SHA256.hex(of: key).prefix(24))"
        var links: [String: String] = [:]
        for (index, font) in fonts.enumerated() {
            let number = String(index).count < 2 ? "0\(index)" : "\(index)"
            links["\(path)/\(number)-\((font.path as NSString).lastPathComponent)"] = font.path
        }
        let directory = PinnedFontDirectory(path: path, pinnedPathByLink: links)
        if directory.isIntact { return directory }
        // A damaged folder (no run can be using it: runs use only intact ones) is made again.
        try? FileManager.default.removeItem(atPath: path)
        guard directory.make() else { return nil }
        return directory.isIntact ? directory : nil
    }

    /// Whether the folder holds exactly the links, each to its pinned file.
    private var isIntact: Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path),
              names.count == pinnedPathByLink.count else { return false }
        return pinnedPathByLink.allSatisfy { link, pinned in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == pinned
        }
    }

    /// Makes the folder under a temporary name and renames it into place, so a run never sees
    /// half of it; when another run got there first, its folder is kept.
    private func make() -> Bool {
        let temporary = "\(path).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        do {
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
            for (link, pinned) in pinnedPathByLink {
                let name = (link as NSString).lastPathComponent
                try FileManager.default.createSymbolicLink(atPath: "\(temporary)/\(name)", withDestinationPath: pinned)
            }
        } catch {
            return false
        }
        // A folder already there (another run's, or a broken one) is not replaced.
        return rename(temporary, path) == 0 || FileManager.default.fileExists(atPath: path)
    }
}

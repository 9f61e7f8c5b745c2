import Foundation

/// SHA-256 digests of files that rarely change (the pinned fonts: 56 MB hashed on every run
/// otherwise, ~60 ms of a short render), remembered in a small JSON file next to fontconfig's
/// cache.
///
/// A remembered digest is used only while the file's identity is unchanged: same size, inode,
/// modification and status-change times (the kernel sets the latter on every write, and no
/// user call can set it back), which is the test fontconfig's own cache uses. Anything else, or
/// an unreadable cache file, means the file is hashed again; the cache never changes a digest,
/// only whether it is computed.
package struct FileDigestCache {
    /// Where the remembered digests live.
    package let url: URL

    package init(url: URL) { self.url = url }

    /// The files (in order), each file's identity, and their digest.
    struct Entry: Codable {
        var paths: [String]
        var identities: [FileIdentity]
        var sha256: String
    }

    /// The digest of every file's bytes in order (one SHA-256 over their concatenation), or nil
    /// when a file cannot be read. Served from the cache when no file changed.
    package func combinedHex(ofFilesAt paths: [String]) -> String? {
        let before = paths.compactMap(FileIdentity.init(path:))
        if before.count == paths.count, let data = rememberedBytes(),
           let entry = try? JSONDecoder().decode(Entry.self, from: data),
           entry.paths == paths, entry.identities == before {
            return entry.sha256
        }
        let hasher = SHA256()
        for path in paths {
            do { try hasher.update(contentsOfFileAt: URL(fileURLWithPath: path)) } catch { return nil }
        }
        let digest = hasher.hexDigest
        // Identities taken before and after hashing must agree: a file written meanwhile is not remembered.
        if before.count == paths.count, before == paths.compactMap(FileIdentity.init(path:)),
           let data = try? JSONEncoder().encode(Entry(paths: paths, identities: before, sha256: digest)) {
            try? AtomicFile.write(data, to: url)
        }
        return digest
    }

    /// The cache file's bytes, or nil when missing or over 1 MiB (it is a few hundred bytes;
    /// it sits in a temporary folder, so its size is not trusted).
    private func rememberedBytes() -> Data? {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: (1 << 20) + 1), data.count <= 1 << 20 else { return nil }
        return data
    }
}

import CPango
import Foundation

/// SHA-256 digests (GLib's implementation), as lower-case hex.
///
/// Feed data with `update` and read `hexDigest` once; or use the static helpers.
public final class SHA256 {
    private let checksum: OpaquePointer

    public init() {
        checksum = g_checksum_new(G_CHECKSUM_SHA256)
    }

    deinit {
        g_checksum_free(checksum)
    }

    public func update(_ bytes: UnsafeRawBufferPointer) {
        // GLib takes a signed length: feed very large buffers in pieces.
        var offset = 0
        while offset < bytes.count {
            let count = min(bytes.count - offset, Int(Int32.max))
            g_checksum_update(checksum, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset, count)
            offset += count
        }
    }

    public func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    public func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    public func update(_ string: String) {
        update(Array(string.utf8))
    }

    /// The digest of everything fed so far (no more updates are accepted afterwards).
    public var hexDigest: String {
        String(cString: g_checksum_get_string(checksum))
    }

    public static func hex(of data: Data) -> String {
        let hasher = SHA256()
        hasher.update(data)
        return hasher.hexDigest
    }

    public static func hex(of bytes: [UInt8]) -> String {
        let hasher = SHA256()
        hasher.update(bytes)
        return hasher.hexDigest
    }

    public static func hex(of string: String) -> String {
        hex(of: Array(string.utf8))
    }

    /// The digest of a file's content, read in 1 MiB pieces.
    public static func hex(ofFileAt url: URL) throws -> String {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw RasterError.io("\(url.path): cannot open for reading")
        }
        defer { try? handle.close() }
        let hasher = SHA256()
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                hasher.update(chunk)
            }
        } catch {
            throw RasterError.io("\(url.path): cannot read (\(error.localizedDescription))")
        }
        return hasher.hexDigest
    }
}

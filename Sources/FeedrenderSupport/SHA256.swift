import CCrypto
import Foundation

/// SHA-256 digests (OpenSSL's libcrypto, which uses the CPU's SHA instructions: ~10x faster
/// than a portable implementation on multi-megabyte PNGs), as lower-case hex.
///
/// Feed data with `update` and read `hexDigest` once; or use the static helpers.
package final class SHA256 {
    private let context: OpaquePointer
    private var digest: String?

    package init() {
        // Only fails when out of memory, which Swift treats as fatal anyway.
        context = EVP_MD_CTX_new()!
        EVP_DigestInit_ex(context, EVP_sha256(), nil)
    }

    deinit {
        EVP_MD_CTX_free(context)
    }

    package func update(_ bytes: UnsafeRawBufferPointer) {
        precondition(digest == nil, "SHA256: update after hexDigest")
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        EVP_DigestUpdate(context, base, bytes.count)
    }

    package func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    package func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    package func update(_ string: String) {
        update(Array(string.utf8))
    }

    /// The digest of everything fed so far (no more updates are accepted afterwards).
    package var hexDigest: String {
        if let digest { return digest }
        var bytes = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        EVP_DigestFinal_ex(context, &bytes, &length)
        let hexDigits = Array("0123456789abcdef".utf8)
        let hex = String(decoding: bytes.flatMap { [hexDigits[Int($0 >> 4)], hexDigits[Int($0 & 0xF)]] }, as: UTF8.self)
        digest = hex
        return hex
    }

    package static func hex(of data: Data) -> String {
        let hasher = SHA256()
        hasher.update(data)
        return hasher.hexDigest
    }

    package static func hex(of bytes: [UInt8]) -> String {
        let hasher = SHA256()
        hasher.update(bytes)
        return hasher.hexDigest
    }

    package static func hex(of string: String) -> String {
        hex(of: Array(string.utf8))
    }

    /// Feeds a file's content, read in 1 MiB pieces (a font or frame is never held whole).
    package func update(contentsOfFileAt url: URL) throws(FileError) {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw FileError("\(url.path): cannot open for reading")
        }
        defer { try? handle.close() }
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                update(chunk)
            }
        } catch {
            throw FileError("\(url.path): cannot read (\(error.localizedDescription))")
        }
    }

    /// The digest of a file's content, read in 1 MiB pieces.
    package static func hex(ofFileAt url: URL) throws(FileError) -> String {
        let hasher = SHA256()
        try hasher.update(contentsOfFileAt: url)
        return hasher.hexDigest
    }
}

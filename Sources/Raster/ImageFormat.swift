/// An encoded image format the decoder understands, recognised by its magic bytes.
package enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    case png, jpeg, webp, gif

    /// The format whose signature starts `bytes`, or nil.
    package init?(sniffing bytes: UnsafeRawBufferPointer) {
        func starts(with signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && signature.indices.allSatisfy { bytes[offset + $0] == signature[$0] }
        }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(with: Array("RIFF".utf8)) && starts(with: Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) {
            self = .gif
        } else {
            return nil
        }
    }
}

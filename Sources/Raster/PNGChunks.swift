import CDeflate

/// Appends PNG chunks (length, type, data, CRC-32 of type + data) to a byte array.
struct PNGChunkWriter {
    var bytes: [UInt8] = []

    mutating func append(_ raw: [UInt8]) { bytes += raw }

    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        let typeAndData = Array(type.utf8) + data
        bytes += Self.bigEndian(UInt32(data.count))
        bytes += typeAndData
        let crc = typeAndData.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        bytes += Self.bigEndian(UInt32(truncatingIfNeeded: crc))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// One text entry, validated and serialised as tEXt (Latin-1 value) or iTXt (UTF-8 value).
struct PNGTextChunk {
    let type: String
    let data: [UInt8]

    init(key: String, value: String) throws {
        let keyScalars = key.unicodeScalars
        guard (1...79).contains(keyScalars.count),
              keyScalars.allSatisfy({ (32...126).contains($0.value) || (161...255).contains($0.value) }),
              keyScalars.first != " ", keyScalars.last != " " else {
            throw RasterError.encode("PNG text key \"\(key)\" must be 1-79 printable Latin-1 characters without leading or trailing spaces")
        }
        guard !value.unicodeScalars.contains("\0") else {
            throw RasterError.encode("PNG text value for \"\(key)\" contains a NUL character")
        }
        let keyBytes = keyScalars.map { UInt8($0.value) }
        if value.unicodeScalars.allSatisfy({ $0.value <= 255 }) {
            type = "tEXt"
            data = keyBytes + [0] + value.unicodeScalars.map { UInt8($0.value) }
        } else {
            // keyword, NUL, compression flag 0, method 0, empty language tag NUL, empty translated keyword NUL, UTF-8 text.
            type = "iTXt"
            data = keyBytes + [0, 0, 0, 0, 0] + Array(value.utf8)
        }
    }
}

/// Finds the EXIF orientation tag in a JPEG's APP1 segment. Any malformation means "upright":
/// orientation is a hint, never a reason to reject an image.
enum ExifOrientationReader {
    static func orientation(inJPEG bytes: UnsafeRawBufferPointer) -> ImageOrientation {
        var offset = 2  // after SOI
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xDA || marker == 0xD9 { break }  // image data or end: no metadata beyond
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { break }
            if marker == 0xE1, let value = orientation(inApp1: UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 2 + length)])) {
                return value
            }
            offset += 2 + length
        }
        return .up
    }

    private static func orientation(inApp1 segment: UnsafeRawBufferPointer) -> ImageOrientation? {
        guard segment.count >= 14, Array(segment[0..<6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] else { return nil }  // "Exif\0\0"
        let tiff = UnsafeRawBufferPointer(rebasing: segment[6...])
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func read(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            var value = 0
            for i in 0..<size {
                let byte = Int(tiff[at + (littleEndian ? size - 1 - i : i)])
                value = value << 8 | byte
            }
            return value
        }
        guard read(2, 2) == 42, let ifd = read(4, 4), let count = read(ifd, 2) else { return nil }
        for index in 0..<count {
            let entry = ifd + 2 + index * 12
            guard let tag = read(entry, 2) else { return nil }
            if tag == 0x0112 {
                guard read(entry + 2, 2) == 3, let value = read(entry + 8, 2) else { return nil }  // SHORT
                return ImageOrientation(rawValue: value)
            }
        }
        return nil
    }
}

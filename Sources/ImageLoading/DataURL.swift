import Foundation

/// Decodes `data:[<media type>][;base64],<payload>` URLs (RFC 2397), base64 or percent-encoded.
enum DataURL {
    static func decode(_ url: URL) throws(ImageLoadError) -> (body: Data, mediaType: String?) {
        let text = url.absoluteString
        guard text.lowercased().hasPrefix("data:"), let comma = text.firstIndex(of: ",") else {
            throw ImageLoadError(url: url, reason: .malformedDataURL("no ',' after the media type"))
        }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma]
        var parameters = header.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let isBase64 = parameters.last?.lowercased() == "base64"
        if isBase64 { parameters.removeLast() }
        let mediaType = parameters.first.flatMap { $0.isEmpty ? nil : $0 }
        guard let payload = percentDecoded(text[text.index(after: comma)...]) else {
            throw ImageLoadError(url: url, reason: .malformedDataURL("bad percent escape"))
        }
        guard isBase64 else { return (Data(payload), mediaType) }

        var base64 = String(decoding: payload, as: UTF8.self).filter { !$0.isWhitespace }
        base64 = base64.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        if base64.count % 4 != 0 { base64 += String(repeating: "=", count: 4 - base64.count % 4) }
        guard let body = Data(base64Encoded: base64) else {
            throw ImageLoadError(url: url, reason: .malformedDataURL("invalid base64 payload"))
        }
        return (body, mediaType)
    }

    /// Percent-decoding to raw bytes (payloads are binary, so not via String).
    private static func percentDecoded(_ text: Substring) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%") {
                guard index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) else {
                    return nil
                }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return bytes
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

import Foundation

/// What a response's Cache-Control / ETag / Last-Modified headers allow the disk cache to do.
struct CachePolicy: Codable, Hashable, Sendable {
    /// `no-store`: never written to disk.
    var isStorable: Bool
    /// Seconds the stored copy may be used without asking the server; nil = always revalidate.
    var maxAge: Double?
    var etag: String?
    var lastModified: String?

    init(headers: [String: String]) {
        var storable = true
        var maxAge: Double?
        var mustRevalidate = false
        for directive in (headers["cache-control"] ?? "").split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            switch parts[0].lowercased() {
            case "no-store": storable = false
            case "no-cache": mustRevalidate = true
            case "max-age":
                if parts.count == 2, let seconds = Double(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))) {
                    maxAge = max(0, seconds)
                }
            default: break
            }
        }
        isStorable = storable
        self.maxAge = mustRevalidate ? nil : maxAge
        etag = headers["etag"]
        lastModified = headers["last-modified"]
    }

    var canRevalidate: Bool { etag != nil || lastModified != nil }

    /// Conditional request headers for revalidating a stored copy.
    var validationHeaders: [(name: String, value: String)] {
        var headers: [(name: String, value: String)] = []
        if let etag { headers.append(("If-None-Match", etag)) }
        if let lastModified { headers.append(("If-Modified-Since", lastModified)) }
        return headers
    }

    /// A 304 may carry fresh Cache-Control and validators; unspecified ones keep their old value.
    func refreshed(by headers: [String: String]) -> CachePolicy {
        var policy = CachePolicy(headers: headers)
        if policy.etag == nil { policy.etag = etag }
        if policy.lastModified == nil { policy.lastModified = lastModified }
        if headers["cache-control"] == nil { policy.maxAge = maxAge }
        return policy
    }
}

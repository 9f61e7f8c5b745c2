import Foundation

/// One GET the transfer engine performs.
struct HTTPRequest: Sendable {
    var url: URL
    /// Extra request headers, e.g. If-None-Match for revalidation.
    var headers: [(name: String, value: String)] = []
    /// When the image must be settled: a transfer gets no more time than is left then
    /// (time spent queued for a slot counts), and none at all once it has passed.
    var deadline: ContinuousClock.Instant?
}

/// The final response of a transfer (after redirects).
struct HTTPResponse: Sendable {
    var status: Int
    /// Header names lower-cased; for a repeated header the last value wins.
    var headers: [String: String]
    var body: Data

    var contentType: String? { headers["content-type"] }
}

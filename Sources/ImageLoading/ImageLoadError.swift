import Foundation
import Raster

/// Why a URL could not be loaded; its description always names the URL.
public struct ImageLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Error, Hashable, Sendable {
        /// The server answered with a status other than 2xx (after any retries).
        case httpStatus(Int)
        case timedOut
        /// The image's or the run's overall deadline passed (which one, and its length).
        case missedDeadline(String)
        /// Could not resolve, connect, send or receive (curl's message attached).
        case connectionFailed(String)
        case tooManyRedirects(limit: Int)
        case bodyTooLarge(limit: Int)
        /// The connection closed before the declared body arrived.
        case truncatedBody
        /// Any other libcurl failure: its code and message.
        case transfer(code: Int, message: String)
        /// The bytes are not a supported image, or are corrupt.
        case undecodable(RasterError)
        case tooManyPixels(width: Int, height: Int, limit: Int)
        /// Decoding it would take the run past its decoded-pixel budget
        /// (`ImageLoaderConfiguration.decodedPixelBudget`).
        case overPixelBudget(width: Int, height: Int, budget: Int)
        case fileOutsideAllowedRoots
        case fileUnreadable(String)
        case malformedDataURL(String)
        case unsupportedScheme(String)
        /// Offline mode and nothing cached for the URL.
        case notCachedOffline
        /// Replay mode and the recording in this folder has no entry for the URL.
        case notInRecording(directory: String)
        case loaderShutDown
        /// Every caller waiting for it was cancelled (a run stopped by a signal), so the load
        /// stopped, mid-decode if need be.
        case cancelled
    }

    public let url: URL
    public let reason: Reason

    public init(url: URL, reason: Reason) {
        self.url = url
        self.reason = reason
    }

    /// True for failures worth another attempt: timeouts, connection errors, 5xx.
    var isTransient: Bool {
        switch reason {
        case .httpStatus(let status): return status >= 500
        case .timedOut, .connectionFailed, .truncatedBody: return true
        default: return false
        }
    }

    public var description: String {
        let what: String
        switch reason {
        case .httpStatus(let status): what = "HTTP status \(status)"
        case .timedOut: what = "timed out"
        case .missedDeadline(let which): what = "missed \(which)"
        case .connectionFailed(let message): what = "connection failed: \(message)"
        case .tooManyRedirects(let limit): what = "more than \(limit) redirects"
        case .bodyTooLarge(let limit): what = "body larger than \(limit) bytes"
        case .truncatedBody: what = "body truncated (connection closed early)"
        case .transfer(let code, let message): what = "transfer failed (curl \(code)): \(message)"
        case .undecodable(let error): what = "not a decodable image: \(error)"
        case .tooManyPixels(let width, let height, let limit):
            what = "image is \(width)x\(height) pixels, over the limit of \(limit)"
        case .overPixelBudget(let width, let height, let budget):
            what = "a \(width)x\(height) image would take the run past its budget of \(budget) decoded pixels"
        case .fileOutsideAllowedRoots: what = "file is outside the allowed folders"
        case .fileUnreadable(let message): what = "file unreadable: \(message)"
        case .malformedDataURL(let message): what = "malformed data: URL: \(message)"
        case .unsupportedScheme(let scheme): what = "unsupported URL scheme '\(scheme)'"
        case .notCachedOffline: what = "offline and not in the disk cache"
        case .notInRecording(let directory): what = "no recorded response in replay folder \(directory)"
        case .loaderShutDown: what = "image loader was shut down"
        case .cancelled: what = "cancelled"
        }
        return "\(Self.shortened(url)): \(what)"
    }

    /// data: URLs can be megabytes long; name them by their head only.
    private static func shortened(_ url: URL) -> String {
        let text = url.absoluteString
        return text.count > 200 ? String(text.prefix(120)) + "…(\(text.count) chars)" : text
    }
}

import FeedrenderSupport
import Hummingbird
import NIOCore

/// Requests counted per client address in fixed windows: beyond `limit` requests in one
/// window, a client gets 429 with `Retry-After` (the seconds left in its window) until the
/// window ends. A page's renders (a dozen images per view, eight views) stay far below the
/// default; a runaway script is slowed, not served without end. At most
/// `maximumClients` addresses are tracked at once; beyond them, new addresses are refused
/// until some window ends.
final class RequestRateLimit: Sendable {
    /// Requests a client may make per window.
    let limit: Int
    /// The window's length.
    let window: Duration
    /// Client addresses tracked at once.
    static let maximumClients = 4096

    private struct Client {
        var start: ContinuousClock.Instant
        var count: Int
    }

    private let clients = Locked<[String: Client]>([:])

    /// A limit of `limit` requests per `window` for each client address.
    init(limit: Int, window: Duration) {
        self.limit = limit
        self.window = window
    }

    /// Counts a request from `address` at `now`; nil when it may be served, else the whole
    /// seconds (at least 1) until its window ends.
    func admit(_ address: String, at now: ContinuousClock.Instant = .now) -> Int? {
        clients.withLock { clients in
            if var client = clients[address], now - client.start < window {
                client.count += 1
                clients[address] = client
                return client.count > limit ? Self.seconds(window - (now - client.start)) : nil
            }
            if clients[address] == nil, clients.count >= Self.maximumClients {
                clients = clients.filter { now - $0.value.start < window }
                if clients.count >= Self.maximumClients {
                    let soonest = clients.values.map { window - (now - $0.start) }.min() ?? window
                    return Self.seconds(soonest)
                }
            }
            clients[address] = Client(start: now, count: 1)
            return limit < 1 ? Self.seconds(window) : nil
        }
    }

    private static func seconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) + (attoseconds > 0 ? 1 : 0))
    }
}

/// Applies a `RequestRateLimit` by the client's IP address (429 with `Retry-After`).
struct RequestRateLimiting<Context: RequestContext & RemoteAddressRequestContext>: RouterMiddleware {
    var rateLimit: RequestRateLimit

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        let address = context.remoteAddress?.ipAddress ?? "unknown"
        if let seconds = rateLimit.admit(address) {
            return Response(status: .tooManyRequests,
                            headers: [.retryAfter: String(seconds), .contentType: "text/plain; charset=utf-8",
                                      .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "too many requests from \(address): "
                                + "at most \(rateLimit.limit) per \(rateLimit.window); retry in \(seconds) s\n")))
        }
        return try await next(request, context)
    }
}

import Foundation
import Hummingbird
import HummingbirdWebSocket
import ServiceLifecycle

/// The server's routes, all GET:
/// - `/` (with `?doc=PATH` or the served document): the page;
/// - `/preview.css`, `/preview.js`: its style and script, from the binary;
/// - `/images/N.png?doc=PATH&generation=G[&variant=V]`: image N of a render, from memory;
/// - `/updates?doc=PATH[&variant=V]`: the WebSocket that pushes each render's `PreviewUpdate`;
/// - `/compare`, `/baseline/N.png`, `/diff/N.png` and POST `/accept`: see `PreviewCompareRoutes`.
/// Documents are named relative to the served folder; anything else is refused (403/404).
enum PreviewRoutes {
    /// The longest request target (path and query) served, in bytes (414 beyond).
    static let maximumTargetBytes = 2048

    /// The routes; with `loopbackOnly`, requests must name a loopback host (`Host:`), which
    /// keeps out pages of other sites whose names were made to point at 127.0.0.1.
    /// Each client address may make `rateLimit.limit` requests per window (429 beyond).
    static func router(sessions: PreviewSessions, loopbackOnly: Bool,
                       rateLimit: RequestRateLimit) -> Router<PreviewRequestContext> {
        let router = Router(context: PreviewRequestContext.self)
        router.middlewares.add(RequestRateLimiting(rateLimit: rateLimit))
        router.middlewares.add(RequestBounds(loopbackOnly: loopbackOnly))
        router.get("/") { request, _ -> Response in
            let requested = request.uri.queryParameters["doc"].map(String.init)
            let document: String?
            if requested == nil, sessions.defaultDocument == nil {
                document = nil
            } else {
                document = try refusingBadPaths { try sessions.session(for: requested) }.documentPath
            }
            let html = PreviewPage.html(document: document, documents: sessions.folder.documents(), variants: sessions.variants)
            return response(html, type: "text/html; charset=utf-8")
        }
        router.get("/preview.css") { _, _ in response(PreviewPage.css, type: "text/css; charset=utf-8") }
        router.get("/preview.js") { _, _ in response(PreviewPage.script, type: "text/javascript; charset=utf-8") }
        router.get("/images/:file") { request, context -> Response in
            let session = try refusingBadPaths { try requestedSession(request, in: sessions) }
            guard let file = context.parameters.get("file"), file.hasSuffix(".png"), let index = Int(file.dropLast(4)),
                  let generation = request.uri.queryParameters["generation"].flatMap({ Int($0) }),
                  let image = session.image(at: index, generation: generation)
            else { throw HTTPError(.notFound, message: "no such image (a newer render replaced it)") }
            return Response(status: .ok,
                            headers: [.contentType: "image/png", .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.png)))
        }
        PreviewCompareRoutes.add(to: router, sessions: sessions)
        router.ws("/updates") { request, _ in
            _ = try refusingBadPaths { try requestedSession(request, in: sessions) }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let session = try requestedSession(context.request, in: sessions)
            let (id, updates) = session.listen()
            defer { session.stopListening(id) }
            // When the server stops, the page's stream ends and the handler returns at once:
            // the WebSocket then waits `webSocketCloseTimeout` at most for the page's close.
            try await withGracefulShutdownHandler {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await message in updates { try await outbound.write(.text(message)) }
                    }
                    group.addTask {
                        // The page sends nothing; reading until it closes notices a closed tab.
                        for try await _ in inbound {}
                    }
                    try await group.next()
                    group.cancelAll()
                }
            } onGracefulShutdown: {
                session.stopListening(id)
            }
        }
        return router
    }

    /// The session a request's `doc` and `variant` name.
    static func requestedSession(_ request: Request, in sessions: PreviewSessions) throws -> PreviewSession {
        let query = request.uri.queryParameters
        return try sessions.session(for: query["doc"].map(String.init), variant: query["variant"].map(String.init))
    }

    /// `text` percent-escaped for a query value.
    static func queryEscaped(_ text: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#?")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    static func response(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// Runs `body`, turning a refused document into 403 (outside the folder or not a document),
    /// 404 (missing) or 503 (too many documents).
    static func refusingBadPaths<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let refusal as PreviewSessions.Refusal {
            switch refusal {
            case .path(_, .missing), .noDocument, .unknownVariant: throw HTTPError(.notFound, message: refusal.description)
            case .path: throw HTTPError(.forbidden, message: refusal.description)
            case .tooManyDocuments: throw HTTPError(.serviceUnavailable, message: refusal.description)
            }
        }
    }
}

/// Refuses what no page of this server sends: methods other than GET (and POST to
/// `/accept`), request bodies,
/// request targets over `PreviewRoutes.maximumTargetBytes`, an `Origin` other than the
/// server's own (another site's script, WebSockets included), and, with `loopbackOnly`, a
/// `Host` that is not a loopback name (DNS rebinding).
struct RequestBounds<Context: RequestContext>: RouterMiddleware {
    var loopbackOnly: Bool

    /// Host names a loopback-bound server answers to.
    static var loopbackNames: Set<String> { ["127.0.0.1", "localhost", "[::1]"] }

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get || (request.method == .post && request.uri.path == "/accept") else {
            throw HTTPError(.methodNotAllowed)
        }
        let authority = request.head.authority ?? ""
        if loopbackOnly, !Self.loopbackNames.contains(Self.hostName(of: authority).lowercased()) {
            throw HTTPError(.forbidden, message: "this server answers to 127.0.0.1 and localhost only")
        }
        if let origin = request.headers[.origin], origin != "http://" + authority {
            throw HTTPError(.forbidden, message: "requests from other sites are refused")
        }
        guard request.uri.description.utf8.count <= PreviewRoutes.maximumTargetBytes else { throw HTTPError(.uriTooLong) }
        if request.headers[.transferEncoding] != nil || (request.headers[.contentLength].map { $0 != "0" } ?? false) {
            throw HTTPError(.contentTooLarge, message: "requests to the preview server carry no body")
        }
        return try await next(request, context)
    }

    /// The host of a `Host` value: `[::1]:8080` gives `[::1]`, `localhost:8080` `localhost`.
    static func hostName(of authority: String) -> Substring {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") { return authority[...end] }
        return authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }
}

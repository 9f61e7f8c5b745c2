import FeedrenderSupport
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging

/// `feedrender serve`: a local web server showing a document's render in a browser page that
/// refreshes itself: it polls the files the render read, re-renders on change and pushes the
/// new images over a WebSocket; a document that fails shows its error over the last good
/// render. It binds 127.0.0.1 unless told otherwise, opens nothing by itself, and stops
/// cleanly on SIGINT or SIGTERM, removing its scratch folder.
package struct PreviewServer: Sendable {
    /// What to serve and where.
    package struct Configuration: Sendable {
        /// A document (served with its folder) or a folder of documents.
        package var path: URL
        /// The address to bind: 127.0.0.1 unless the user gave another.
        package var host = "127.0.0.1"
        /// The port; 0 takes any free one (the announced URL tells which).
        package var port = 8080
        /// Files outside the folder that renders read (`--catalog` paths), watched too.
        package var extraWatchedPaths: [String] = []
        /// Names of the variants the page offers beside the render as given (the renderer
        /// knows what each means); any other name is refused.
        package var variants: [String] = []
        /// The folder of committed references (nil: `Snapshots` in the served folder).
        package var referenceFolder: URL?
        /// Whether this is a CI run, where "accept" never writes a reference.
        package var isCI = ContinuousIntegration.isActive()
        /// Requests one client address may make per second (429 with `Retry-After` beyond).
        package var requestsPerSecond = 600

        /// Serves `path` on 127.0.0.1:8080.
        package init(path: URL) {
            self.path = path
        }
    }

    /// Why the server cannot start.
    package struct StartFailure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Connections served at once (a browser opens about six per page).
    static let maximumConnections = 64
    /// How long a stopping server waits for a page to answer its WebSocket's close before
    /// it drops the connection: a client that never answers cannot hold SIGINT or SIGTERM.
    static let webSocketCloseTimeout = Duration.seconds(2)

    /// What to serve and where.
    package var configuration: Configuration
    private let render: PreviewRendering

    /// A server for `configuration` that renders with `render` (the CLI's render run).
    package init(configuration: Configuration, render: @escaping PreviewRendering) {
        self.configuration = configuration
        self.render = render
    }

    /// Serves until SIGINT or SIGTERM; calls `announce` with the page's URL once listening.
    /// - Throws: `StartFailure` when the path is neither a document nor a folder, or the
    ///   address cannot be bound.
    package func run(announce: @escaping @Sendable (String) -> Void) async throws {
        var isDirectory: ObjCBool = false
        let path = configuration.path.standardizedFileURL
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
            throw StartFailure(description: "\(configuration.path.path): no such file or folder")
        }
        let folder = ServedFolder(isDirectory.boolValue ? path : path.deletingLastPathComponent())
        var defaultDocument: String?
        if !isDirectory.boolValue {
            guard let relative = folder.relativePath(of: path) else {
                throw StartFailure(description: "\(path.path): cannot be served from \(folder.root.path)")
            }
            do { _ = try folder.resolve(relative) } catch {
                throw StartFailure(description: "\(configuration.path.path): \(error)")
            }
            defaultDocument = relative
        }
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let references = PreviewReferences(
            root: configuration.referenceFolder ?? folder.root.appendingPathComponent("Snapshots", isDirectory: true),
            isCI: configuration.isCI)
        let sessions = PreviewSessions(folder: folder, defaultDocument: defaultDocument, variants: configuration.variants,
                                       extraWatchedPaths: configuration.extraWatchedPaths, references: references,
                                       scratch: scratch, render: render)
        if let defaultDocument { _ = try? sessions.session(for: defaultDocument) }
        var logger = Logger(label: "feedrender.serve", factory: { StreamLogHandler.standardError(label: $0) })
        logger.logLevel = .warning
        let host = configuration.host, port = configuration.port
        let listening = Locked(false)
        let router = PreviewRoutes.router(sessions: sessions,
                                          loopbackOnly: RequestBounds<PreviewRequestContext>.loopbackNames
                                            .contains(host.contains(":") ? "[\(host)]" : host),
                                          rateLimit: RequestRateLimit(limit: configuration.requestsPerSecond,
                                                                      window: .seconds(1)))
        let http1 = HTTP1Channel.Configuration(
            idleTimeout: .seconds(120),
            httpDecoderConfiguration: .init(maxHeaderFieldSize: 8 << 10, maxHeaderListSize: 32 << 10, maxHeaderFieldCount: 100))
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router,
                                           configuration: .init(http1: http1, ws: .init(maxFrameSize: 1 << 12,
                                                                                    closeTimeout: Self.webSocketCloseTimeout))),
            // Connections beyond `maximumConnections` wait in the listen queue until one closes.
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: nil,
                                 backlog: Self.maximumConnections,
                                 availableConnectionsDelegate: .maximum(Self.maximumConnections, logger: logger)),
            onServerRunning: { channel in
                listening.withLock { $0 = true }
                let port = channel.localAddress?.port ?? 0
                let shownHost = host.contains(":") ? "[\(host)]" : host
                announce("http://\(shownHost):\(port)/")
            },
            logger: logger)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await sessions.pollUntilCancelled() }
            defer { group.cancelAll() }
            do {
                try await app.runService()
            } catch where !listening.withLock({ $0 }) {
                throw StartFailure(description: "cannot listen on \(host):\(port): \(error)")
            }
        }
    }
}

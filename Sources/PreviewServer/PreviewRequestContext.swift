import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The context of a request to the preview server: Hummingbird's WebSocket context plus the
/// client's address (which the rate limit counts by).
struct PreviewRequestContext: RequestContext, WebSocketRequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    /// The connected client's address.
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        remoteAddress = source.channel.remoteAddress
    }
}

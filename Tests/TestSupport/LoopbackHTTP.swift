import Foundation

/// Plain HTTP/1.1 requests to a server on 127.0.0.1, sent byte for byte as given (the
/// request target is not normalised, so `/../x` reaches the server as written), for tests
/// that check what a server refuses.
public enum LoopbackHTTP {
    /// A response: its status code, headers block and body.
    public struct Response: Sendable {
        /// The status code (0 when the status line has none).
        public var status: Int
        /// The status line and headers, without the blank line after them.
        public var head: String
        /// Everything after the headers.
        public var body: Data
    }

    /// Sends `method target` (with `headers` and `body`, if any) to 127.0.0.1:`port` and reads
    /// the whole response (the request asks the server to close the connection after it,
    /// unless `headers` gives a `Connection`). `Host` is 127.0.0.1:`port` unless `headers`
    /// gives one.
    public static func request(port: Int, target: String, method: String = "GET", headers: [String: String] = [:],
                               body: Data? = nil, timeout: Int = 30) throws -> Response {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw WebSocketConnection.Failure(description: "no socket") }
        defer { Glibc.close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw WebSocketConnection.Failure(description: "cannot connect to port \(port)") }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var fields = headers
        if !fields.keys.contains(where: { $0.lowercased() == "host" }) { fields["Host"] = "127.0.0.1:\(port)" }
        if !fields.keys.contains(where: { $0.lowercased() == "connection" }) { fields["Connection"] = "close" }
        var request = Data("\(method) \(target) HTTP/1.1\r\n".utf8)
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) { request += Data("\(name): \(value)\r\n".utf8) }
        if let body { request += Data("Content-Length: \(body.count)\r\n".utf8) }
        request += Data("\r\n".utf8)
        if let body { request += body }
        var offset = 0
        while offset < request.count {
            let written = request.withUnsafeBytes { send(socket, $0.baseAddress! + offset, request.count - offset, Int32(MSG_NOSIGNAL)) }
            if written <= 0 { break }  // the server may answer and close before reading it all
            offset += written
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        // To the end of the connection, or of the body its Content-Length announces (an
        // answer to an upgrade request may leave the connection open).
        while !isComplete(received) {
            let read = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress!, $0.count, 0) }
            if read <= 0 { break }
            received.append(contentsOf: buffer[0..<read])
        }
        guard let end = received.firstRange(of: Data("\r\n\r\n".utf8)) else {
            throw WebSocketConnection.Failure(description: "no HTTP response to \(method) \(target)")
        }
        let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
        let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return Response(status: status, head: head, body: received[end.upperBound...])
    }

    /// Whether `received` holds a whole response with a `Content-Length`.
    private static func isComplete(_ received: Data) -> Bool {
        guard let end = received.firstRange(of: Data("\r\n\r\n".utf8)) else { return false }
        let head = String(decoding: received[..<end.lowerBound], as: UTF8.self).lowercased()
        guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else { return false }
        return received.count - end.upperBound >= length
    }
}

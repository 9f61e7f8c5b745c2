import Foundation

/// A minimal WebSocket client (RFC 6455, `ws://` on loopback only) for talking to Chromium's
/// DevTools endpoint: text messages out (masked, as clients must), text messages in
/// (fragments joined, pings answered). Foundation's `URLSessionWebSocketTask` does not work
/// on Linux ("WebSockets not supported by libcurl"), and the NIO-based clients would build
/// BoringSSL into every test run for a loopback socket.
public final class WebSocketConnection: @unchecked Sendable {
    /// Why the connection failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    // `socket` is written only by `send` (under `writeLock`) and read by the reader thread.
    private let socket: Int32
    private let writeLock = NSLock()
    // `messages` and `closed` are read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var messages: [String] = []
    private var closed = false
    /// The largest message accepted (a screenshot's base64 is a few MB).
    private static let maximumMessageBytes = 64 << 20

    /// Connects to `url` (`ws://127.0.0.1:PORT/PATH`) and completes the opening handshake.
    public init(url: URL, timeout: TimeInterval = 10) throws {
        guard url.scheme == "ws", let host = url.host, let port = url.port else {
            throw Failure(description: "only ws://host:port/path URLs: \(url)")
        }
        var hints = addrinfo()
        hints.ai_family = AF_INET
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var info: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &info) == 0, let first = info else {
            throw Failure(description: "cannot resolve \(host)")
        }
        defer { freeaddrinfo(info) }
        socket = Glibc.socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard socket >= 0, connect(socket, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            if socket >= 0 { Glibc.close(socket) }
            throw Failure(description: "cannot connect to \(host):\(port)")
        }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let path = url.path.isEmpty ? "/" : url.path + (url.query.map { "?" + $0 } ?? "")
        let request = "GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(Data("feedrender-tests".utf8).base64EncodedString())\r\n"
            + "Sec-WebSocket-Version: 13\r\n\r\n"
        try writeAll(Array(request.utf8))
        var head: [UInt8] = []
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
            guard head.count < 16_384, let byte = try readExactly(1).first else {
                throw Failure(description: "no handshake answer from \(url)")
            }
            head.append(byte)
        }
        let status = String(decoding: head, as: UTF8.self)
        guard status.hasPrefix("HTTP/1.1 101") else {
            Glibc.close(socket)
            throw Failure(description: "handshake refused: \(status.prefix(200))")
        }
        // Reads block from now on: the reader thread waits for messages as long as needed.
        var forever = timeval(tv_sec: 0, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &forever, socklen_t(MemoryLayout<timeval>.size))
        Thread { [self] in readMessages() }.start()
    }

    deinit { Glibc.close(socket) }

    /// Sends `text` as one text message.
    public func send(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask: [UInt8] = [0x5A, 0xC3, 0x17, 0x8E]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        writeLock.lock()
        defer { writeLock.unlock() }
        try writeAll(frame)
    }

    /// Waits up to `timeout` for the first received message that `matches`, removes it and
    /// returns it; nil when none came in time or the connection closed.
    public func waitForMessage(timeout: TimeInterval, matching matches: (String) -> Bool) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = messages.firstIndex(where: matches) { return messages.remove(at: index) }
            if closed || !condition.wait(until: deadline) { return nil }
        }
    }

    /// Closes the connection (the reader thread ends with it).
    public func close() {
        shutdown(socket, Int32(SHUT_RDWR))
    }

    private func readMessages() {
        var fragments: [UInt8] = []
        do {
            while true {
                let head = try readExactly(2)
                let opcode = head[0] & 0x0F, isFinal = head[0] & 0x80 != 0
                var length = Int(head[1] & 0x7F)
                if length == 126 {
                    length = try readExactly(2).reduce(0) { $0 << 8 | Int($1) }
                } else if length == 127 {
                    length = try readExactly(8).reduce(0) { $0 << 8 | Int($1) }
                }
                let mask = head[1] & 0x80 != 0 ? try readExactly(4) : nil
                guard length <= Self.maximumMessageBytes - fragments.count else { break }
                var payload = try readExactly(length)
                if let mask { payload = payload.enumerated().map { $0.element ^ mask[$0.offset % 4] } }
                switch opcode {
                case 0x8: throw Failure(description: "closed")
                case 0x9:
                    writeLock.lock()
                    try? writeAll([0x8A, 0x80 | UInt8(min(payload.count, 125)), 0, 0, 0, 0] + payload.prefix(125))
                    writeLock.unlock()
                case 0x0, 0x1, 0x2:
                    fragments += payload
                    if isFinal {
                        let message = String(decoding: fragments, as: UTF8.self)
                        fragments = []
                        condition.lock()
                        messages.append(message)
                        condition.broadcast()
                        condition.unlock()
                    }
                default: break
                }
            }
        } catch {}
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    private func readExactly(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let read = bytes.withUnsafeMutableBytes { recv(socket, $0.baseAddress! + offset, count - offset, 0) }
            if read <= 0 { throw Failure(description: "connection closed") }
            offset += read
        }
        return bytes
    }

    private func writeAll(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if written <= 0 { throw Failure(description: "cannot write to the socket") }
            offset += written
        }
    }
}

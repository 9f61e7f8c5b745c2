import CCurl
import Foundation

/// One easy handle and the buffers curl writes into. Lives on the transfer thread once started;
/// curl reaches it through `Unmanaged` pointers set as WRITEDATA / HEADERDATA.
final class CurlTransfer {
    let request: HTTPRequest
    let completion: @Sendable (Result<HTTPResponse, ImageLoadError.Reason>) -> Void
    let handle: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let maxBodyBytes: Int
    private let maxRedirects: Int
    private var body = Data()
    private var headers: [String: String] = [:]
    /// Set when the write callback refused bytes over the limit; curl then reports a write error.
    private var exceededBodyLimit = false

    init?(request: HTTPRequest, settings: CurlSettings,
          completion: @escaping @Sendable (Result<HTTPResponse, ImageLoadError.Reason>) -> Void) {
        guard let handle = curl_easy_init() else { return nil }
        self.handle = handle
        self.request = request
        self.completion = completion
        self.maxBodyBytes = settings.maxBodyBytes
        self.maxRedirects = settings.maxRedirects
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        configure(settings)
    }

    deinit {
        curl_easy_cleanup(handle)
        curl_slist_free_all(headerList)
        errorBuffer.deallocate()
    }

    private func configure(_ settings: CurlSettings) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        _ = ccurl_easy_setopt_string(handle, CURLOPT_URL, request.url.absoluteString)
        _ = ccurl_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        _ = ccurl_easy_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = ccurl_easy_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        _ = ccurl_easy_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 1)
        _ = ccurl_easy_setopt_long(handle, CURLOPT_MAXREDIRS, settings.maxRedirects)
        _ = ccurl_easy_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, settings.connectTimeoutMilliseconds)
        _ = ccurl_easy_setopt_long(handle, CURLOPT_TIMEOUT_MS, settings.totalTimeoutMilliseconds)
        _ = ccurl_easy_setopt_long(handle, CURLOPT_LOW_SPEED_LIMIT, settings.lowSpeedBytesPerSecond)
        _ = ccurl_easy_setopt_long(handle, CURLOPT_LOW_SPEED_TIME, settings.lowSpeedSeconds)
        // Rejects bodies with an oversized Content-Length before downloading; chunked ones are
        // counted in the write callback (curl 7.88 does not enforce this for them).
        _ = ccurl_easy_setopt_off_t(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(settings.maxBodyBytes))
        _ = ccurl_easy_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        _ = ccurl_easy_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
        _ = ccurl_easy_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
        _ = ccurl_easy_setopt_string(handle, CURLOPT_USERAGENT, settings.userAgent)
        _ = ccurl_easy_setopt_ptr(handle, CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errorBuffer))
        _ = ccurl_easy_setopt_ptr(handle, CURLOPT_PRIVATE, me)
        _ = ccurl_easy_setopt_write_cb(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
            return transfer.receiveBody(data, length: size * count)
        }
        _ = ccurl_easy_setopt_ptr(handle, CURLOPT_WRITEDATA, me)
        _ = ccurl_easy_setopt_write_cb(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
            return transfer.receiveHeaderLine(data, length: size * count)
        }
        _ = ccurl_easy_setopt_ptr(handle, CURLOPT_HEADERDATA, me)
        for header in request.headers {
            headerList = curl_slist_append(headerList, "\(header.name): \(header.value)")
        }
        if let headerList { _ = ccurl_easy_setopt_slist(handle, CURLOPT_HTTPHEADER, headerList) }
    }

    private func receiveBody(_ data: UnsafeMutablePointer<CChar>?, length: Int) -> Int {
        guard let data, length > 0 else { return length }
        if body.count + length > maxBodyBytes {
            exceededBodyLimit = true
            return 0  // curl aborts with CURLE_WRITE_ERROR
        }
        body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length)
        return length
    }

    private func receiveHeaderLine(_ data: UnsafeMutablePointer<CChar>?, length: Int) -> Int {
        guard let data, length > 0 else { return length }
        let bytes = UnsafeRawBufferPointer(start: data, count: length)
        let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            headers = [:]  // a new response (after a redirect or a 100 Continue): keep only the last one's headers
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return length
    }

    /// Called once, on the transfer thread, when curl reports the transfer done.
    func finish(code: CURLcode) {
        completion(outcome(of: code))
    }

    private func outcome(of code: CURLcode) -> Result<HTTPResponse, ImageLoadError.Reason> {
        if exceededBodyLimit { return .failure(.bodyTooLarge(limit: maxBodyBytes)) }
        switch code {
        case CURLE_OK:
            var status = 0
            _ = ccurl_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
            return .success(HTTPResponse(status: status, headers: headers, body: body))
        case CURLE_OPERATION_TIMEDOUT: return .failure(.timedOut)
        case CURLE_TOO_MANY_REDIRECTS: return .failure(.tooManyRedirects(limit: maxRedirects))
        case CURLE_FILESIZE_EXCEEDED: return .failure(.bodyTooLarge(limit: maxBodyBytes))
        case CURLE_PARTIAL_FILE: return .failure(.truncatedBody)
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT,
             CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_RECV_ERROR:
            return .failure(.connectionFailed(message(for: code)))
        default:
            return .failure(.transfer(code: Int(code.rawValue), message: message(for: code)))
        }
    }

    private func message(for code: CURLcode) -> String {
        let detail = String(cString: errorBuffer)
        return detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
    }
}

/// The per-transfer curl options derived from the configuration.
struct CurlSettings: Sendable {
    var connectTimeoutMilliseconds: Int
    var totalTimeoutMilliseconds: Int
    var lowSpeedBytesPerSecond: Int
    var lowSpeedSeconds: Int
    var maxRedirects: Int
    var maxBodyBytes: Int
    var userAgent: String

    init(_ configuration: ImageLoaderConfiguration) {
        connectTimeoutMilliseconds = configuration.connectTimeout.roundedUpMilliseconds
        totalTimeoutMilliseconds = configuration.totalTimeout.roundedUpMilliseconds
        lowSpeedBytesPerSecond = configuration.lowSpeedBytesPerSecond
        lowSpeedSeconds = max(1, (configuration.lowSpeedTime.roundedUpMilliseconds + 999) / 1000)
        maxRedirects = configuration.maxRedirects
        maxBodyBytes = configuration.maxBodyBytes
        userAgent = configuration.userAgent
    }
}

import FeedrenderSupport
import CCurl
import Foundation
import Raster

/// Runs HTTP transfers with libcurl's multi interface on one dedicated thread (never a caller's),
/// at most `maxConcurrentTransfers` at a time; the rest wait in a FIFO queue.
final class CurlTransferEngine: Sendable {
    private struct Job: Sendable {
        var request: HTTPRequest
        var completion: @Sendable (Result<HTTPResponse, ImageLoadError.Reason>) -> Void
    }

    private struct Queue {
        var pending: [Job] = []
        var isStopping = false
        /// The transfer thread, so shutdown() called from it (e.g. a completion releasing the last
        /// reference to the loader) does not wait for itself.
        var threadID: pthread_t?
        /// The thread starts with the first transfer, so loaders that only read files cost nothing.
        var isThreadStarted = false
    }

    /// Owns the multi handle; only the transfer thread uses it, except `curl_multi_wakeup`
    /// which libcurl documents as callable from any thread.
    private final class MultiHandle: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
        init?() {
            guard let pointer = curl_multi_init() else { return nil }
            self.pointer = pointer
        }
        deinit { curl_multi_cleanup(pointer) }
    }

    private static let globalInit: Void = { _ = curl_global_init(Int(CURL_GLOBAL_ALL)) }()

    private let multi: MultiHandle
    private let settings: CurlSettings
    private let maxConcurrentTransfers: Int
    private let queue = Locked(Queue())
    private let finished = DispatchSemaphore(value: 0)

    init(configuration: ImageLoaderConfiguration) {
        Self.globalInit
        guard let multi = MultiHandle() else { fatalError("curl_multi_init failed (out of memory)") }
        self.multi = multi
        settings = CurlSettings(configuration)
        maxConcurrentTransfers = max(1, configuration.maxConcurrentTransfers)
        _ = ccurl_multi_setopt_long(multi.pointer, CURLMOPT_MAX_TOTAL_CONNECTIONS, maxConcurrentTransfers)
    }

    /// Queues a GET; `completion` runs once on the transfer thread, so it must be quick.
    func perform(_ request: HTTPRequest,
                 completion: @escaping @Sendable (Result<HTTPResponse, ImageLoadError.Reason>) -> Void) {
        let (accepted, startThread) = queue.withLock { queue -> (Bool, Bool) in
            guard !queue.isStopping else { return (false, false) }
            queue.pending.append(Job(request: request, completion: completion))
            defer { queue.isThreadStarted = true }
            return (true, !queue.isThreadStarted)
        }
        if startThread {
            let thread = Thread { [self] in runLoop() }
            thread.name = "feedrender.curl"
            thread.start()
        } else if accepted {
            curl_multi_wakeup(multi.pointer)
        } else {
            completion(.failure(.loaderShutDown))
        }
    }

    func perform(_ request: HTTPRequest) async -> Result<HTTPResponse, ImageLoadError.Reason> {
        await withCheckedContinuation { continuation in
            perform(request) { continuation.resume(returning: $0) }
        }
    }

    /// Fails queued and running transfers with `.loaderShutDown` and stops the thread; idempotent.
    func shutdown() {
        let mustStopThread = queue.withLock { queue -> Bool in
            defer { queue.isStopping = true }
            return !queue.isStopping && queue.isThreadStarted
        }
        guard mustStopThread else { return }
        curl_multi_wakeup(multi.pointer)
        let onTransferThread = queue.withLock { $0.threadID.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
        if !onTransferThread { finished.wait() }
    }

    private func runLoop() {
        queue.withLock { $0.threadID = pthread_self() }
        var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        while true {
            let capacity = maxConcurrentTransfers - active.count
            let (jobs, stopping) = queue.withLock { queue -> ([Job], Bool) in
                if queue.isStopping {
                    defer { queue.pending.removeAll() }
                    return (queue.pending, true)
                }
                let taken = Array(queue.pending.prefix(capacity))
                queue.pending.removeFirst(taken.count)
                return (taken, false)
            }
            if stopping {
                for transfer in active.values {
                    curl_multi_remove_handle(multi.pointer, transfer.handle)
                    transfer.completion(.failure(.loaderShutDown))
                }
                for job in jobs { job.completion(.failure(.loaderShutDown)) }
                active.removeAll()
                finished.signal()
                return
            }
            for job in jobs {
                var settings = settings
                if let deadline = job.request.deadline {
                    let left = (deadline - ContinuousClock.now).roundedUpMilliseconds
                    guard left > 0 else {
                        job.completion(.failure(.timedOut))
                        continue
                    }
                    settings.totalTimeoutMilliseconds = min(settings.totalTimeoutMilliseconds, left)
                }
                guard let transfer = CurlTransfer(request: job.request, settings: settings, completion: job.completion) else {
                    job.completion(.failure(.transfer(code: Int(CURLE_OUT_OF_MEMORY.rawValue), message: "curl_easy_init failed")))
                    continue
                }
                active[transfer.handle] = transfer
                curl_multi_add_handle(multi.pointer, transfer.handle)
            }
            var running: Int32 = 0
            curl_multi_perform(multi.pointer, &running)
            var completedAny = false
            var remaining: Int32 = 0
            while let message = curl_multi_info_read(multi.pointer, &remaining) {
                guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                      let transfer = active.removeValue(forKey: handle) else { continue }
                let code = message.pointee.data.result
                curl_multi_remove_handle(multi.pointer, handle)
                transfer.finish(code: code)
                completedAny = true
            }
            // Freed slots go straight to waiting jobs; otherwise sleep until socket activity,
            // a curl timer, or a wakeup from perform()/shutdown().
            if completedAny { continue }
            curl_multi_poll(multi.pointer, nil, 0, 1000, nil)
        }
    }
}

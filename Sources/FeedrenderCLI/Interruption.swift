import Dispatch
import FeedrenderSupport
import Foundation

/// Ctrl-C and `kill`: SIGINT and SIGTERM cancel the running work instead of killing the
/// process mid-write. Workers finish the file they are writing (each write is atomic),
/// the render stops at the next frame, temporary files in the output folder are removed,
/// and the command exits 130 (SIGINT) or 143 (SIGTERM) after saying what was written.
/// A second signal while stopping exits at once, still without temporary files.
enum Interruption {
    /// Runs `body` so that SIGINT/SIGTERM cancel it; on a signal, cleans `directory` of
    /// this process's temporary files and throws the matching exit status.
    static func run<T: Sendable>(cleaning directory: URL,
                                 _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        let task = Task { try await body() }
        let received = Locked<Int32?>(nil)
        let queue = DispatchQueue(label: "feedrender.signals")
        let sources = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                let isSecond = received.withLock { value -> Bool in
                    defer { value = value ?? number }
                    return value != nil
                }
                if isSecond {
                    removeTemporaryFiles(in: directory)
                    _exit(status(for: number).rawValue)
                }
                task.cancel()
            }
            source.resume()
            return source
        }
        defer {
            for source in sources { source.cancel() }
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        let result = await task.result
        if let number = received.withLock({ $0 }) {
            removeTemporaryFiles(in: directory)
            throw CommandFailure(status: status(for: number),
                                 message: "interrupted by \(number == SIGINT ? "SIGINT" : "SIGTERM"); "
                                    + "\(pngCount(in: directory)) PNG files are in \(directory.path), no temporary files left")
        }
        return try result.get()
    }

    private static func status(for signal: Int32) -> ExitStatus {
        signal == SIGINT ? .interrupted : .terminated
    }

    /// Removes the hidden temporary files of atomic writes made by this process, in
    /// `directory` and its subfolders (screenshots write one folder per locale).
    static func removeTemporaryFiles(in directory: URL) {
        let marker = ".\(getpid())."
        guard let paths = FileManager.default.subpaths(atPath: directory.path) else { return }
        for path in paths {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix("."), name.hasSuffix(".tmp"), name.contains(marker) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(path))
            }
        }
    }

    private static func pngCount(in directory: URL) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") }.count
    }
}

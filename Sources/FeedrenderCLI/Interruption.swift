import Dispatch
import FeedrenderSupport
import Foundation

/// Ctrl-C and `kill`: SIGINT, SIGTERM and SIGHUP cancel the running work instead of killing
/// the process mid-write. The run stops at its next check, its temporary files are removed
/// (a render or merge leaves the folder as its earlier manifest describes: see
/// `OutputFolder`), and the command exits 130 (SIGINT), 143 (SIGTERM) or 129 (SIGHUP) after
/// saying what the folder holds. A second signal while stopping exits at once, still
/// without temporary files.
enum Interruption {
    /// Runs `body` so that SIGINT/SIGTERM cancel it; on a signal, cleans `directory` (when
    /// the run writes into one) of this process's temporary files and throws the matching
    /// exit status (its message counting the PNG files `directory` holds when `countsFiles`).
    static func run<T: Sendable>(cleaning directory: URL?, countsFiles: Bool = true,
                                 _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        let task = Task { try await body() }
        let received = Locked<Int32?>(nil)
        let queue = DispatchQueue(label: "feedrender.signals")
        let sources = [SIGINT, SIGTERM, SIGHUP].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                let isSecond = received.withLock { value -> Bool in
                    defer { value = value ?? number }
                    return value != nil
                }
                if isSecond {
                    if let directory { removeTemporaryFiles(in: directory) }
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
            signal(SIGHUP, SIG_DFL)
        }
        let result = await task.result
        if let number = received.withLock({ $0 }) {
            if let directory { removeTemporaryFiles(in: directory) }
            let files = countsFiles ? directory.map { "\(pngCount(in: $0)) PNG files are in \($0.path), " } ?? "" : ""
            throw CommandFailure(status: status(for: number),
                                 message: "interrupted by \(name(of: number)); \(files)no temporary files left")
        }
        return try result.get()
    }

    private static func status(for signal: Int32) -> ExitStatus {
        switch signal {
        case SIGINT: return .interrupted
        case SIGHUP: return .hangUp
        default: return .terminated
        }
    }

    /// The signal's name, as messages give it.
    private static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGHUP: return "SIGHUP"
        default: return "SIGTERM"
        }
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

    /// The PNGs in `directory` and its subfolders (screenshots write one folder per locale).
    private static func pngCount(in directory: URL) -> Int {
        (FileManager.default.subpaths(atPath: directory.path) ?? [])
            .filter { $0.hasSuffix(".png") && !($0 as NSString).lastPathComponent.hasPrefix(".") }.count
    }
}

import Dispatch

extension AtomicFile {
    /// Commits finished `Writer`s (fsync, rename, directory fsync) one after another on a
    /// thread of its own, so the caller goes on computing.
    ///
    /// Why: `fsync` waits milliseconds per file for the disk. A render's workers run on Swift's
    /// cooperative pool, one thread per core, so a worker waiting there leaves a core idle
    /// (a tenth of a 2-core feed render). The files stay as safe: each is still synced
    /// before it is renamed onto its path; it only appears there a few milliseconds later.
    /// `waitUntilCommitted()` waits for every commit handed over so far and reports the first
    /// that failed; call it before writing anything that lists the files (a manifest).
    package final class CommitQueue: Sendable {
        private let queue = DispatchQueue(label: "feedrender.atomic-file.commits")
        private let failure = Locked<FileError?>(nil)

        package init() {}

        /// Commits `writer` after the writers handed over before it. The caller gives up the
        /// writer: it must not append to, commit or discard it afterwards.
        package func commit(_ writer: Writer) {
            let handoff = Handoff(writer: writer)
            queue.async { [failure] in
                do {
                    try handoff.writer.commit()
                } catch {
                    let reason = error as? FileError ?? FileError("\(error)")
                    failure.withLock { first in if first == nil { first = reason } }
                }
            }
        }

        /// Waits until every writer handed over so far is committed.
        /// - Throws: the first commit's `FileError` (naming the file), if any failed.
        package func waitUntilCommitted() async throws {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                queue.async { done.resume() }
            }
            if let first = failure.withLock({ $0 }) { throw first }
        }

        /// A writer on its way to the queue's thread. Safe because the caller of `commit`
        /// gives the writer up: only the queue touches it from then on.
        private struct Handoff: @unchecked Sendable {
            let writer: Writer
        }
    }
}

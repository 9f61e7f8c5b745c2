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
    ///
    /// A staged queue (`init(staged: true)`) only syncs: the files stay under their temporary
    /// names until `publishStaged()` renames them all, so a folder's earlier files stay as
    /// they were until a run has written every new one (its manifest is the commit point).
    package final class CommitQueue: Sendable {
        private let queue = DispatchQueue(label: "feedrender.atomic-file.commits")
        private let failure = Locked<FileError?>(nil)
        /// Whether files wait for `publishStaged()` instead of being renamed one by one.
        package let isStaged: Bool
        /// The synced writers waiting for `publishStaged()`, in the order they were handed over.
        private let staged = Locked<[Handoff]>([])

        /// A queue that renames each file onto its path once synced, or (`staged`) only
        /// syncs it until `publishStaged()`.
        package init(staged: Bool = false) {
            isStaged = staged
        }

        /// Commits `writer` after the writers handed over before it (staged: syncs it). The
        /// caller gives up the writer: it must not append to, commit or discard it afterwards.
        package func commit(_ writer: Writer) {
            let handoff = Handoff(writer: writer)
            queue.async { [failure, staged, isStaged] in
                do {
                    if isStaged {
                        try handoff.writer.sync()
                        staged.withLock { $0.append(handoff) }
                    } else {
                        try handoff.writer.commit()
                    }
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

        /// Renames every staged file onto its path, in the order they were handed over, and
        /// syncs their folders. Call after `waitUntilCommitted()` succeeded.
        /// - Throws: the first rename's `FileError`; the files not yet renamed are removed.
        package func publishStaged() throws {
            let writers = staged.withLock { writers in
                defer { writers.removeAll() }
                return writers
            }
            var folders: Set<String> = []
            for handoff in writers {
                try handoff.writer.publish()
                folders.insert(handoff.writer.folder)
            }
            for folder in folders.sorted() { AtomicFile.Writer.syncDirectory(folder) }
        }

        /// Removes the staged files' temporary files (a run that failed or was stopped).
        package func discardStaged() {
            let writers = staged.withLock { writers in
                defer { writers.removeAll() }
                return writers
            }
            for handoff in writers { handoff.writer.discard() }
        }

        /// A writer on its way to the queue's thread. Safe because the caller of `commit`
        /// gives the writer up: only the queue touches it from then on, and afterwards
        /// `publishStaged` or `discardStaged`, once the queue is done with it.
        private struct Handoff: @unchecked Sendable {
            let writer: Writer
        }
    }
}

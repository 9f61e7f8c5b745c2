import Foundation

/// Writes files so that readers see either the old content or the complete new content,
/// never a partial file: temp file in the same directory, fsync, rename.
package enum AtomicFile {
    /// Writes `data` to `url`, creating missing parent directories.
    package static func write(_ data: Data, to url: URL) throws {
        try data.withUnsafeBytes { try write(bytes: $0, to: url) }
    }

    /// Writes `bytes` to `url`, creating missing parent directories.
    package static func write<Bytes: Collection>(_ bytes: Bytes, to url: URL) throws where Bytes.Element == UInt8 {
        let written: Void? = try bytes.withContiguousStorageIfAvailable { try write(bytes: UnsafeRawBufferPointer($0), to: url) }
        if written == nil {
            try Array(bytes).withUnsafeBytes { try write(bytes: $0, to: url) }
        }
    }

    private static func write(bytes: UnsafeRawBufferPointer, to url: URL) throws {
        let file = try Writer(url: url)
        try file.append(bytes)
        try file.commit()
    }
}

extension AtomicFile {
    /// A file written in pieces (e.g. a PNG streamed band by band) that appears at its path
    /// only once `commit()` succeeds. Until then its bytes live in a hidden temporary file
    /// next to it (named as `Interruption` expects, so an interrupted run cleans it up), which
    /// `discard()`, a failed write or deinit removes.
    ///
    /// Not thread-safe: one owner appends at a time.
    package final class Writer {
        private let path: String
        private let directory: String
        private let temporary: String
        private var descriptor: Int32
        private var committed = false
        /// Whether `sync()` closed the temporary file, which now waits for `publish()`.
        private var synced = false

        /// Creates missing parent directories and the temporary file.
        package init(url: URL) throws {
            path = url.standardizedFileURL.path
            directory = (path as NSString).deletingLastPathComponent
            let name = (path as NSString).lastPathComponent
            guard !name.isEmpty else { throw FileError("\(path): not a file path") }
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw FileError("\(directory): cannot create directory (\(error.localizedDescription))")
            }
            temporary = "\(directory)/.\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw Self.posixError("cannot create temporary file", temporary) }
        }

        deinit {
            discard()
        }

        /// Appends `bytes` to the temporary file; on failure the file is discarded.
        package func append(_ bytes: UnsafeRawBufferPointer) throws {
            guard descriptor >= 0 else { throw FileError("\(path): already committed or discarded") }
            var offset = 0
            while offset < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    let error = Self.posixError("cannot write", temporary)
                    discard()
                    throw error
                }
                offset += count
            }
        }

        /// Syncs the temporary file and renames it onto the path.
        package func commit() throws {
            try sync()
            try publish()
            Self.syncDirectory(directory)
        }

        /// Syncs the temporary file and closes it, leaving it under its temporary name until
        /// `publish()` (or removed by `discard()` or deinit): for files that must appear
        /// together, after a check that they all were written.
        package func sync() throws {
            guard descriptor >= 0 else { throw FileError("\(path): already committed or discarded") }
            guard fsync(descriptor) == 0 else {
                let error = Self.posixError("cannot sync", temporary)
                discard()
                throw error
            }
            close(descriptor)
            descriptor = -1
            synced = true
        }

        /// Renames a `sync()`ed temporary file onto the path (the folder is not synced: do
        /// that once after the last of a group, `syncDirectory`).
        package func publish() throws {
            guard synced, !committed else { throw FileError("\(path): not synced, or already published") }
            guard rename(temporary, path) == 0 else {
                let error = Self.posixError("cannot rename temporary file onto", path)
                unlink(temporary)
                synced = false
                throw error
            }
            committed = true
        }

        /// The folder the file appears in.
        package var folder: String { directory }

        /// Persists renames and removals in `directory`; a failure does not make any file
        /// wrong, so it is ignored.
        package static func syncDirectory(_ directory: String) {
            let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if directoryDescriptor >= 0 {
                fsync(directoryDescriptor)
                close(directoryDescriptor)
            }
        }

        /// Removes the temporary file (nothing appears at the path). Does nothing once committed.
        package func discard() {
            if descriptor >= 0 {
                close(descriptor)
                descriptor = -1
                if !committed { unlink(temporary) }
            } else if synced, !committed {
                synced = false
                unlink(temporary)
            }
        }

        private static func posixError(_ what: String, _ path: String) -> FileError {
            FileError("\(path): \(what): \(String(cString: strerror(errno)))")
        }
    }
}

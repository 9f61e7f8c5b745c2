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
        let path = url.standardizedFileURL.path
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard !name.isEmpty else { throw FileError("\(path): not a file path") }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileError("\(directory): cannot create directory (\(error.localizedDescription))")
        }
        let temporary = "\(directory)/.\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw posixError("cannot create temporary file", temporary) }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            var offset = 0
            while offset < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw posixError("cannot write", temporary)
                }
                offset += count
            }
            guard fsync(descriptor) == 0 else { throw posixError("cannot sync", temporary) }
        }
        guard rename(temporary, path) == 0 else { throw posixError("cannot rename temporary file onto", path) }
        succeeded = true
        // Persist the rename itself; a failure here does not make the file wrong, so it is ignored.
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    private static func posixError(_ what: String, _ path: String) -> FileError {
        FileError("\(path): \(what): \(String(cString: strerror(errno)))")
    }
}

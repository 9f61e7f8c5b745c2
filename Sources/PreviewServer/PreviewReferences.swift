import FeedrenderSupport
import Foundation

/// The committed references renders are compared with, and where "accept" writes them:
/// image `NAME` of document `DIR/DOC.json` is `ROOT/DIR/DOC/NAME` (`ROOT/DIR/DOC@VARIANT/NAME`
/// in a variant), ROOT being `Snapshots/` in the served folder unless `--reference` names
/// another folder. Writes are atomic and refused on CI.
struct PreviewReferences: Sendable {
    /// The references' folder (it need not exist until the first accept).
    let root: URL
    /// Why accepting is refused (nil: it is allowed).
    let acceptRefusal: String?
    /// The largest reference file read, in bytes.
    static let maximumBytes = 64 << 20

    /// References in `root`; with `isCI`, accepting is refused.
    init(root: URL, isCI: Bool) {
        self.root = root.standardizedFileURL
        acceptRefusal = isCI
            ? "refused on CI (CI=true): references are written only by a person reviewing them, never by a CI job" : nil
    }

    /// The reference of image `name` of `document` (relative to the served folder) in
    /// `variant`; nil for a name that could leave the folder.
    func url(document: String, variant: String?, image name: String) -> URL? {
        let parts = (document as NSString).deletingPathExtension + (variant.map { "@" + $0 } ?? "") + "/" + name
        let components = parts.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return nil }
        return root.appendingPathComponent(parts)
    }

    /// The reference's bytes; nil when there is none (or it is a link out of the folder, or
    /// larger than `maximumBytes`).
    func read(document: String, variant: String?, image name: String) -> Data? {
        guard let url = url(document: document, variant: variant, image: name),
              let real = ServedFolder.realPath(url.path), let rootReal = ServedFolder.realPath(root.path),
              real.hasPrefix(rootReal + "/"),
              let size = (try? FileManager.default.attributesOfItem(atPath: real))?[.size] as? Int, size <= Self.maximumBytes
        else { return nil }
        return FileManager.default.contents(atPath: real)
    }

    /// Writes `images` as the references of `document` in `variant`, each atomically;
    /// returns the paths written, relative to the references' folder's parent.
    /// - Throws: `Refusal.ci` on CI, or the write's error.
    func accept(_ images: [PreviewImage], document: String, variant: String?) throws -> [String] {
        if let acceptRefusal { throw Refusal(description: acceptRefusal) }
        var written: [String] = []
        for image in images {
            guard let url = url(document: document, variant: variant, image: image.file.name) else {
                throw Refusal(description: "\(image.file.name): not a name a reference can have")
            }
            try AtomicFile.write(image.png, to: url)
            written.append(root.lastPathComponent + "/" + String(url.path.dropFirst(root.path.count + 1)))
        }
        return written
    }

    /// Why accepting did not write.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }
}

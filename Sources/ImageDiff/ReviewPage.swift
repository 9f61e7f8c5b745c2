import Foundation

/// One HTML page that shows every snapshot failure in an artefacts folder: reference, actual
/// and diff side by side, a slider that wipes between reference and actual, the figures (the
/// same lines as the failure message), and the commands that accept the change.
///
/// Images are linked, not embedded: the page refers to the PNG files beside it by relative
/// path, so it stays small (a few KB per failure) however many failures there are; keep it
/// with its artefacts folder.
package struct ReviewPage: Sendable {
    /// The failures found, sorted by suite and name.
    package var failures: [SnapshotFailureRecord]
    /// How many failure records were left out because another run wrote them (tests that did
    /// not run this time leave their old artefacts behind).
    package var otherRuns = 0
    /// The page itself.
    package var html: String

    /// Reads every `*.failure.json` under `artifactsDirectory`; the error names a bad file.
    /// - Parameters:
    ///   - pageDirectory: where the page will be written (image links are relative to it); nil:
    ///     the artefacts folder itself.
    ///   - runID: show only the failures this run wrote (`SnapshotRunIndex.latestRunID`); nil: all.
    package init(artifactsDirectory: URL, pageDirectory: URL? = nil, runID: String? = nil) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: artifactsDirectory.path, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw SnapshotError.unreadable(artifactsDirectory.path, "no such directory")
        }
        var entries: [(record: SnapshotFailureRecord, folder: URL)] = []
        let enumerator = FileManager.default.enumerator(at: artifactsDirectory, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.lastPathComponent.hasSuffix(SnapshotFailureRecord.fileSuffix) else { continue }
            let record: SnapshotFailureRecord
            do {
                record = try JSONDecoder().decode(SnapshotFailureRecord.self, from: Data(contentsOf: url))
            } catch {
                throw SnapshotError.unreadable(url.path, "not a snapshot failure record: \(error)")
            }
            if let runID, record.runID != runID {
                otherRuns += 1
                continue
            }
            entries.append((record, url.deletingLastPathComponent()))
        }
        entries.sort { ($0.record.suite, $0.record.name) < ($1.record.suite, $1.record.name) }
        failures = entries.map(\.record)
        var sections: [String] = []
        for (index, entry) in entries.enumerated() {
            sections.append(Self.section(entry.record, folder: entry.folder, index: index,
                                         pageDirectory: pageDirectory ?? artifactsDirectory))
        }
        let source = artifactsDirectory.path + (runID.map { ", run \($0)" } ?? "")
            + (otherRuns > 0 ? " (\(otherRuns) failure record\(otherRuns == 1 ? "" : "s") of other runs left out)" : "")
        html = Self.page(title: "Snapshot review: \(entries.count) failure\(entries.count == 1 ? "" : "s")",
                         source: source, sections: sections)
    }

    private static func section(_ record: SnapshotFailureRecord, folder: URL, index: Int, pageDirectory: URL) -> String {
        func link(_ name: String?) -> String? {
            guard let name else { return nil }
            return escape(relativeLink(to: folder.appendingPathComponent(name), from: pageDirectory))
        }
        let actual = link(record.actual)
        let reference = link(record.referenceCopy)
        let diff = link(record.diff)
        func figure(_ caption: String, _ uri: String?) -> String {
            guard let uri else { return "<figure class=\"missing\"><figcaption>\(caption)</figcaption><div>none</div></figure>" }
            return "<figure><figcaption>\(caption)</figcaption><img loading=\"lazy\" src=\"\(uri)\" alt=\"\(caption)\"></figure>"
        }
        var slider = ""
        if let reference, let actual {
            slider = """
            <div class="wipe" id="wipe\(index)">
              <img loading="lazy" src="\(reference)" alt="reference">
              <div class="over"><img loading="lazy" src="\(actual)" alt="actual"></div>
            </div>
            <label class="wipe-label">reference ◀ <input type="range" min="0" max="100" value="50" data-wipe="wipe\(index)"> ▶ actual</label>
            """
        }
        return """
        <section>
          <h2>\(escape(record.suite)) / \(escape(record.name))</h2>
          <p class="summary">\(escape(record.summary))</p>
          <pre class="figures">\(escape(record.details.joined(separator: "\n")))</pre>
          <div class="row">\(figure("reference", reference))\(figure("actual", actual))\(figure("diff", diff))</div>
          \(slider)
          <details><summary>full message</summary><pre>\(escape(record.message))</pre></details>
          <p>Accept this change:</p>
          <pre class="command">\(escape(record.acceptCommand))</pre>
          <p>or copy the files:</p>
          <pre class="command">\(escape(record.copyCommand))</pre>
        </section>
        """
    }

    private static func page(title: String, source: String, sections: [String]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title))</title>
        <style>
          body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
          h1 { font-size: 22px; margin: 0 0 4px; }
          .source { color: #6e6e73; margin: 0 0 24px; }
          section { background: #fff; border-radius: 12px; padding: 16px 20px; margin: 0 0 24px; box-shadow: 0 1px 3px #0002; }
          h2 { font-size: 17px; margin: 0 0 8px; }
          .summary { margin: 0 0 4px; }
          .figures { color: #c7271d; font-weight: 600; margin: 0 0 12px; background: none; padding: 0; }
          .row { display: flex; gap: 16px; align-items: flex-start; }
          figure { flex: 1 1 0; margin: 0; min-width: 0; }
          figcaption { font-weight: 600; margin-bottom: 4px; }
          figure img, .wipe img { width: 100%; max-height: 720px; object-fit: contain; object-position: top left;
            background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 16px 16px; border: 1px solid #ccc; display: block; }
          figure.missing div { padding: 40px 0; text-align: center; color: #8e8e93; border: 1px dashed #ccc; }
          .wipe { position: relative; width: 33%; margin-top: 16px; }
          .wipe .over { position: absolute; inset: 0; clip-path: inset(0 0 0 50%); }
          .wipe-label { display: block; margin: 6px 0 12px; }
          .wipe-label input { width: 200px; vertical-align: middle; }
          pre { background: #f2f2f7; padding: 8px 10px; border-radius: 6px; overflow-x: auto; white-space: pre-wrap; }
          .ok { color: #248a3d; font-weight: 600; }
        </style>
        </head>
        <body>
        <h1>\(escape(title))</h1>
        <p class="source">from \(escape(source))</p>
        \(sections.isEmpty ? "<p class=\"ok\">No snapshot failures.</p>" : sections.joined(separator: "\n"))
        <script>
          for (const input of document.querySelectorAll('input[data-wipe]')) {
            const over = document.querySelector('#' + input.dataset.wipe + ' .over');
            const update = () => { over.style.clipPath = 'inset(0 0 0 ' + input.value + '%)'; };
            input.addEventListener('input', update);
            update();
          }
        </script>
        </body>
        </html>

        """
    }

    /// `target` as a link from a page in `directory`: a relative path when both are on one
    /// file system tree (always, on Linux), percent-encoded for the `src` attribute.
    static func relativeLink(to target: URL, from directory: URL) -> String {
        let targetParts = target.standardizedFileURL.pathComponents
        let baseParts = directory.standardizedFileURL.pathComponents
        var common = 0
        while common < targetParts.count - 1 && common < baseParts.count && targetParts[common] == baseParts[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: baseParts.count - common)
        let path = (ups + targetParts[common...]).joined(separator: "/")
        return path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

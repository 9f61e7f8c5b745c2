import Appearance
import ArgumentParser
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageLoading
import LayoutDocumentDrawing
import LayoutDocuments
import Nodes
import Raster
import Text

/// `feedrender audit DOC...`: the accessibility audit of feed and layout documents (text
/// contrast on the drawn pixels, touch targets, labels, truncated and non-scaling text,
/// conflicting traits), with a baseline of accepted findings, the elements' record and the
/// legend image (docs/accessibility.md).
package struct AuditCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit feed and layout documents for accessibility.",
        discussion: """
            Prints one line per finding: the node, the value measured and the threshold. A feed's \
            rows are audited as a render draws them (its theme, device and text size; the rows \
            before any batch fetch); a layout document is drawn in the light theme over its \
            background. Findings are named <file>/<row>/<node>; a baseline (--baseline) lists \
            accepted ones as "rule name", and only the others fail.

            Exit status: 0 no new finding, 1 new findings, 2 bad input (a malformed document or \
            baseline, a bad option), 3 an output file cannot be written.
            """)

    @Argument(help: "Feed or layout documents (JSON, or YAML for .yaml/.yml).")
    var documents: [String]

    @Option(help: "Whose touch-target minimum applies: ios (44 pt) or android (48 dp); default: a feed's device's platform, else ios.")
    var platform: String?

    @Option(help: "A file of accepted findings ({\"accepted\": [\"rule name\", ...]}): only findings not in it fail.")
    var baseline: String?

    @Flag(name: .customLong("update-baseline"), help: "Write every finding to --baseline (accepting them) and exit 0.")
    var updateBaseline = false

    @Option(help: "Write the legend image (numbered outlines and the list of elements) to this PNG; one document only.")
    var legend: String?

    @Option(help: "Write the elements in reading order (label, traits, actions, frame) to this JSON file; one document only.")
    var elements: String?

    @Option(name: .customLong("limit"), help: DocumentLimitOption.help)
    var limit: [String] = []

    @Flag(name: .customLong("allow-font-fallback"),
          help: "Draw text whose font family is unknown with the system face (and warn), instead of failing (exit 2).")
    var allowFontFallback = false

    package init() {}

    package func validate() throws {
        _ = try DocumentLimitOption.limits(limit)
        if let platform, Self.platform(named: platform) == nil {
            throw ValidationError("--platform must be ios or android, got \(platform)")
        }
        if updateBaseline && baseline == nil { throw ValidationError("--update-baseline needs --baseline FILE") }
        if (legend != nil || elements != nil) && documents.count != 1 {
            throw ValidationError("--legend and --elements take one document, got \(documents.count)")
        }
    }

    static func platform(named name: String) -> AccessibilityAudit.Platform? {
        AccessibilityAudit.Platform.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
    }

    package func run() async throws {
        let command = self
        let folder = [legend, elements, updateBaseline ? baseline : nil].compactMap { $0 }.first
            .map { URL(fileURLWithPath: $0).absoluteURL.deletingLastPathComponent() }
        try await Interruption.run(cleaning: folder, countsFiles: false) { try await command.audit() }
    }

    private func audit() async throws {
        let accepted = try updateBaseline ? AccessibilityBaseline() : baseline.map { path in
            do { return try AccessibilityBaseline.read(from: URL(fileURLWithPath: path)) } catch {
                throw CommandFailure(status: .badInput, message: "audit: \(error)")
            }
        } ?? AccessibilityBaseline()
        do {
            try FontEnvironment.requireInstalled()
        } catch {
            throw CommandFailure(status: .renderFailure, message: "\(error)")
        }
        var findings: [AccessibilityFinding] = []
        for document in documents {
            let audited = try await AuditedDocument.audit(document, limits: try DocumentLimitOption.limits(limit),
                                                          platform: platform.flatMap(Self.platform(named:)),
                                                          allowFontFallback: allowFontFallback)
            findings += audited.findings
            if let legend {
                let image = try AccessibilityLegend.draw(audited.drawnElements, over: audited.bitmap, scale: audited.scale)
                try write(Data(try PNGEncoder.encode(image, text: RendererIdentity.pngTextChunks)), to: legend)
            }
            if let elements {
                try write(AccessibilityRecord(audited.snapshot.elements).jsonData(), to: elements)
            }
        }
        if updateBaseline, let baseline {
            try write(AccessibilityBaseline(accepting: findings).jsonData(), to: baseline)
            Console.line("audit: accepted \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(baseline)", to: .error)
            return
        }
        let new = accepted.newFindings(in: findings)
        for finding in new { Console.line("[\(finding.rule.rawValue)] \(finding)") }
        let known = findings.count - new.count
        Console.line("audit: \(new.count) new finding\(new.count == 1 ? "" : "s")"
                     + (known > 0 ? ", \(known) accepted by the baseline" : "")
                     + (baseline != nil && !accepted.fixedKeys(given: findings).isEmpty
                        ? ", \(accepted.fixedKeys(given: findings).count) accepted no longer found" : ""), to: .error)
        if !new.isEmpty { throw ExitCode(ExitStatus.renderFailure.rawValue) }
    }

    private func write(_ data: Data, to path: String) throws {
        do {
            try AtomicFile.write(data, to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(status: .outputFailure, message: "audit: \(error)")
        }
    }
}

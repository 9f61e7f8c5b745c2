import Foundation
import ImageDiff
import Nodes
import Raster

/// The committed accessibility files of one assertion, beside its snapshot reference, and
/// the check of an audited render against them (see `assertAccessibility`).
struct AccessibilityFiles {
    let location: SnapshotLocation

    /// `<stem>.accessibility-baseline.json`: the accepted findings.
    var baseline: URL { location.snapshotsFolder.appendingPathComponent("\(location.stem).accessibility-baseline.json") }
    /// `<stem>.accessibility.json`: the elements in reading order.
    var record: URL { location.snapshotsFolder.appendingPathComponent("\(location.stem).accessibility.json") }
    /// `<stem>.accessibility.png`: the legend image.
    var legend: URL { location.snapshotsFolder.appendingPathComponent("\(location.stem).accessibility.png") }

    /// One problem: its message, and whether a file was written.
    struct Problem {
        var message: String
        var recorded: Bool
    }

    /// Compares `run` with the record and the baseline, recording what is missing (or
    /// everything with record mode `all`) unless recording is refused.
    func check(_ run: AccessibilityRun, settings: ResolvedSnapshotSettings) -> [Problem] {
        let manager = FileManager.default
        let mayRecord = !settings.isCI && settings.record != .never
        let recordsAll = mayRecord && settings.record == .all
        let why = settings.isCI ? "CI=true: nothing is recorded on CI" : "record mode never"
        let actual = AccessibilityRecord(run.base.snapshot.elements)
        var problems: [Problem] = []

        if manager.fileExists(atPath: record.path) && !recordsAll {
            let changes: [String]
            do {
                let reference = try JSONDecoder().decode(AccessibilityRecord.self, from: Data(contentsOf: record))
                changes = Self.changes(from: reference, to: actual)
            } catch {
                changes = ["\(record.path) is not an accessibility record (\(error))"]
            }
            if !changes.isEmpty {
                if mayRecord && settings.record == .failed {
                    problems.append(write(actual, run, "the elements changed; re-recorded \(record.path):", changes))
                } else {
                    let artefacts = (try? writeArtefacts(actual, run)) ?? []
                    problems.append(Problem(message: (["the elements changed (\(record.lastPathComponent)):"]
                        + changes.map { "  \($0)" } + artefacts).joined(separator: "\n"), recorded: false))
                }
            }
        } else if mayRecord {
            problems.append(write(actual, run, "recorded the elements \(record.path) and the legend \(legend.path); "
                                  + "review and commit them.", []))
        } else {
            problems.append(Problem(message: "no accessibility record at \(record.path) (\(why)).", recorded: false))
        }

        let describe = { (finding: AccessibilityFinding) in "  [\(finding.rule.rawValue)] \(finding)" }
        if manager.fileExists(atPath: baseline.path) && !recordsAll {
            do {
                let accepted = try AccessibilityBaseline.read(from: baseline)
                let new = accepted.newFindings(in: run.findings)
                if !new.isEmpty {
                    problems.append(Problem(message: (["\(new.count) new finding\(new.count == 1 ? "" : "s") "
                        + "not in \(baseline.lastPathComponent):"] + new.map(describe)
                        + ["Fix them, or accept them by recording the baseline again (record: .all)."])
                        .joined(separator: "\n"), recorded: false))
                }
            } catch {
                problems.append(Problem(message: "\(error)", recorded: false))
            }
        } else if mayRecord {
            do {
                try RasterBridge.write(AccessibilityBaseline(accepting: run.findings).jsonData(), to: baseline)
                problems.append(Problem(message: (["recorded the baseline \(baseline.path) accepting "
                    + "\(run.findings.count) finding\(run.findings.count == 1 ? "" : "s"); review and commit it."]
                    + run.findings.map(describe)).joined(separator: "\n"), recorded: true))
            } catch {
                problems.append(Problem(message: "\(error)", recorded: false))
            }
        } else {
            problems.append(Problem(message: (["no accessibility baseline at \(baseline.path) (\(why)); findings:"]
                + run.findings.map(describe)).joined(separator: "\n"), recorded: false))
        }
        return problems
    }

    /// Writes the record and the legend; the problem says so.
    private func write(_ actual: AccessibilityRecord, _ run: AccessibilityRun, _ summary: String,
                       _ changes: [String]) -> Problem {
        do {
            try RasterBridge.write(actual.jsonData(), to: record)
            let image = try AccessibilityLegend.draw(run.base.snapshot.elements, over: run.base.bitmap, scale: run.scale)
            try RasterBridge.write(try RasterBridge.encodePNG(image), to: legend)
            return Problem(message: ([summary] + changes.map { "  \($0)" }).joined(separator: "\n"), recorded: true)
        } catch {
            return Problem(message: "\(error)", recorded: false)
        }
    }

    /// The actual record and legend in the artefacts folder, for review; the lines name them.
    private func writeArtefacts(_ actual: AccessibilityRecord, _ run: AccessibilityRun) throws -> [String] {
        let recordURL = location.artifact("accessibility.json"), legendURL = location.artifact("accessibility.png")
        try RasterBridge.write(actual.jsonData(), to: recordURL)
        let image = try AccessibilityLegend.draw(run.base.snapshot.elements, over: run.base.bitmap, scale: run.scale)
        try RasterBridge.write(try RasterBridge.encodePNG(image), to: legendURL)
        return ["actual: \(recordURL.path)", "legend: \(legendURL.path)",
                "accept: cp '\(recordURL.path)' '\(record.path)' && cp '\(legendURL.path)' '\(legend.path)'"]
    }

    /// One line per element that differs, in reading order (at most 12 lines).
    static func changes(from reference: AccessibilityRecord, to actual: AccessibilityRecord) -> [String] {
        func summary(_ entry: AccessibilityRecord.Entry) -> String {
            var text = "\"\(entry.label ?? "")\" [\(entry.traits.joined(separator: ", "))]"
            if !entry.actions.isEmpty { text += " actions: \(entry.actions.joined(separator: ", "))" }
            let frame = entry.frame.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ", ")
            return text + " at [\(frame)]"
        }
        var lines: [String] = []
        for index in 0..<max(reference.elements.count, actual.elements.count) {
            let old = index < reference.elements.count ? reference.elements[index] : nil
            let new = index < actual.elements.count ? actual.elements[index] : nil
            guard old != new else { continue }
            switch (old, new) {
            case let (old?, new?): lines.append("#\(index + 1): \(summary(old)) -> \(summary(new))")
            case let (old?, nil): lines.append("#\(index + 1) removed: \(summary(old))")
            case let (nil, new?): lines.append("#\(index + 1) added: \(summary(new))")
            default: break
            }
        }
        return lines.count > 12 ? Array(lines.prefix(12)) + ["... and \(lines.count - 12) more"] : lines
    }
}

import Foundation

/// Accepted accessibility findings, kept in a committed file so that only new findings fail
/// (as Chromatic's accessibility baselines): `{"accepted": ["textContrast muted", ...]}`,
/// each entry a finding's `key` (rule and node, not the values measured).
public struct AccessibilityBaseline: Hashable, Sendable, Codable {
    /// The keys of the accepted findings, sorted.
    public var accepted: [String]

    /// A baseline accepting `findings`.
    public init(accepting findings: [AccessibilityFinding] = []) {
        accepted = Array(Set(findings.map(\.key))).sorted()
    }

    /// The findings of `findings` this baseline does not accept.
    public func newFindings(in findings: [AccessibilityFinding]) -> [AccessibilityFinding] {
        let known = Set(accepted)
        return findings.filter { !known.contains($0.key) }
    }

    /// Accepted keys no finding matches any more (fixed problems, which can leave the file).
    public func fixedKeys(given findings: [AccessibilityFinding]) -> [String] {
        let found = Set(findings.map(\.key))
        return accepted.filter { !found.contains($0) }
    }

    /// Reads a baseline file; the error names the file and says what is wrong.
    public static func read(from url: URL) throws -> AccessibilityBaseline {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw AccessibilityBaselineError(path: url.path, reason: "cannot read it (\(error.localizedDescription))")
        }
        do { return try JSONDecoder().decode(AccessibilityBaseline.self, from: data) } catch DecodingError.typeMismatch(_, let context),
            DecodingError.keyNotFound(_, let context), DecodingError.valueNotFound(_, let context) {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            throw AccessibilityBaselineError(path: url.path, reason: "at \(path.isEmpty ? "the top" : String(path.dropFirst(path.hasPrefix(".") ? 1 : 0))): "
                                             + "expected {\"accepted\": [\"rule node\", ...]} (\(context.debugDescription))")
        } catch {
            throw AccessibilityBaselineError(path: url.path, reason: "not a baseline: expected {\"accepted\": [\"rule node\", ...]}")
        }
    }

    /// The baseline as JSON text (one key per line, sorted, a final newline).
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }
}

/// A baseline file that cannot be read or is not a baseline.
public struct AccessibilityBaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What is wrong with it.
    public var reason: String

    /// `<path>: <reason>`.
    public var description: String { "\(path): \(reason)" }
}

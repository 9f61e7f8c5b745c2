import Foundation
import Layout
import Raster
import Text

/// Checks a laid-out node tree and the pixels it was drawn as against the accessibility rules
/// in `AccessibilityFinding.Rule`. Contrast is measured on the rendered pixels (the colour
/// behind each text is what was drawn there, not what a style declared), so a translucent
/// overlay, an image or a gradient behind text counts.
public struct AccessibilityAudit: Sendable {
    /// Whose touch-target minimum applies.
    public enum Platform: String, Hashable, Sendable, CaseIterable {
        /// Apple's Human Interface Guidelines: 44 × 44 points.
        case iOS
        /// Material Design: 48 × 48 dp.
        case android

        /// The smallest side a button or link may have, in points.
        public var minimumTouchTarget: Double { self == .iOS ? 44 : 48 }
    }

    /// The platform whose touch-target minimum applies.
    public var platform: Platform

    /// The text size (`ContentSizeScale`) the "text grows" rule renders a second time at:
    /// 1.6, `TextSize.extraLarge`, the largest of the snapshot presets.
    public static let largestContentSize = 1.6

    /// Trait pairs a screen reader cannot announce together: a button that is also a link,
    /// static text that is also a button or link.
    static let conflictingTraits: [(AccessibilityTraits, AccessibilityTraits)] = [
        (.button, .link), (.staticText, .button), (.staticText, .link),
    ]

    /// An audit for `platform`'s touch-target size.
    public init(platform: Platform = .iOS) {
        self.platform = platform
    }

    /// The findings for `node` (laid out, its root frame at the bitmap's origin) drawn as
    /// `bitmap` at `scale` pixels per point, in reading order then by rule.
    public func findings(in node: DisplayNode, drawnAs bitmap: Bitmap, scale: Double) -> [AccessibilityFinding] {
        findings(in: AccessibilitySnapshot(of: node), drawnAs: bitmap, scale: scale)
    }

    /// The findings for a captured tree drawn as `bitmap` at `scale`. With `largest` (the
    /// same tree laid out at `largestContentSize`), text whose font did not grow is reported.
    public func findings(in snapshot: AccessibilitySnapshot, drawnAs bitmap: Bitmap, scale: Double,
                         largest: AccessibilitySnapshot? = nil) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        var actionLabels: [String: Int] = [:]
        for element in snapshot.elements where element.isActionable {
            if let label = element.label, !label.isEmpty { actionLabels[label, default: 0] += 1 }
        }
        for element in snapshot.elements {
            let label = element.label ?? ""
            let name = element.displayName
            if label.trimmingCharacters(in: .whitespaces).isEmpty {
                findings.append(AccessibilityFinding(rule: .missingLabel, node: name, frame: element.frame))
            }
            for (a, b) in Self.conflictingTraits where element.traits.isSuperset(of: a.union(b)) {
                findings.append(AccessibilityFinding(rule: .conflictingTraits, node: name, frame: element.frame,
                                                     detail: a.union(b).names.joined(separator: " + ")))
            }
            guard element.isActionable else { continue }
            let side = min(element.frame.size.width, element.frame.size.height)
            if side < platform.minimumTouchTarget - 0.001 {
                findings.append(AccessibilityFinding(rule: .touchTargetSize, node: name, frame: element.frame,
                                                     measured: side, threshold: platform.minimumTouchTarget))
            }
            if !label.isEmpty, actionLabels[label, default: 0] > 1 {
                findings.append(AccessibilityFinding(rule: .duplicateLabel, node: name, frame: element.frame))
            }
        }
        let grown = largest.map { Self.match(snapshot.texts, $0.texts) } ?? []
        for (index, text) in snapshot.texts.enumerated() {
            if text.isTruncated {
                findings.append(AccessibilityFinding(rule: .truncatedText, node: text.name, frame: text.frame))
            }
            if let largest, let large = grown[index] {
                let expected = text.fontSize * largest.contentSizeScale / snapshot.contentSizeScale
                if large.fontSize < expected - 0.01 {
                    findings.append(AccessibilityFinding(rule: .textNotScaling, node: text.name, frame: text.frame,
                                                         measured: large.fontSize, threshold: expected))
                }
            }
            guard let ratio = TextContrast.measure(in: bitmap, frame: text.frame, scale: scale) else { continue }
            if ratio < text.requiredContrast - 0.005 {
                findings.append(AccessibilityFinding(rule: .textContrast, node: text.name, frame: text.frame,
                                                     measured: ratio, threshold: text.requiredContrast))
            }
        }
        return findings
    }

    /// For each text of `base`, the text of `large` it became: the same position when both
    /// have as many texts, else the same name (its first text of that name).
    static func match(_ base: [AccessibilityText], _ large: [AccessibilityText]) -> [AccessibilityText?] {
        if base.count == large.count { return large }
        var byName: [String: AccessibilityText] = [:]
        for text in large where byName[text.name] == nil { byName[text.name] = text }
        return base.map { byName[$0.name] }
    }
}

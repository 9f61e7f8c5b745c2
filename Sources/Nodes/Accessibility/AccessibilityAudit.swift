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
    public enum Platform: String, Hashable, Sendable {
        /// Apple's Human Interface Guidelines: 44 × 44 points.
        case iOS
        /// Material Design: 48 × 48 dp.
        case android

        /// The smallest side a button or link may have, in points.
        public var minimumTouchTarget: Double { self == .iOS ? 44 : 48 }
    }

    public var platform: Platform

    /// An audit for `platform`'s touch-target size.
    public init(platform: Platform = .iOS) {
        self.platform = platform
    }

    /// The findings for `node` (laid out, its root frame at the bitmap's origin) drawn as
    /// `bitmap` at `scale` pixels per point, in reading order then by rule.
    public func findings(in node: DisplayNode, drawnAs bitmap: Bitmap, scale: Double) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        let elements = node.accessibilityElements()
        var actionLabels: [String: Int] = [:]
        for element in elements where element.traits.contains(.button) || element.traits.contains(.link) {
            if let label = element.label, !label.isEmpty { actionLabels[label, default: 0] += 1 }
        }
        for element in elements {
            let label = element.label ?? ""
            if label.trimmingCharacters(in: .whitespaces).isEmpty {
                findings.append(AccessibilityFinding(rule: .missingLabel, node: element.displayName, frame: element.frame))
            }
            let actionable = element.traits.contains(.button) || element.traits.contains(.link)
            if actionable {
                let side = min(element.frame.size.width, element.frame.size.height)
                if side < platform.minimumTouchTarget - 0.001 {
                    findings.append(AccessibilityFinding(rule: .touchTargetSize, node: element.displayName, frame: element.frame,
                                                         measured: side, threshold: platform.minimumTouchTarget))
                }
                if !label.isEmpty, actionLabels[label, default: 0] > 1 {
                    findings.append(AccessibilityFinding(rule: .duplicateLabel, node: element.displayName, frame: element.frame))
                }
            }
        }
        for (text, frame) in Self.textNodes(in: node) {
            let name = text.identifier ?? "TextNode \"\(String((text.attributedText?.string ?? "").prefix(30)))\""
            if text.isTruncated {
                findings.append(AccessibilityFinding(rule: .truncatedText, node: name, frame: frame))
            }
            guard let ratio = TextContrast.measure(in: bitmap, frame: frame, scale: scale) else { continue }
            let required = Self.requiredContrast(for: text)
            if ratio < required - 0.005 {
                findings.append(AccessibilityFinding(rule: .textContrast, node: name, frame: frame,
                                                     measured: ratio, threshold: required))
            }
        }
        return findings
    }

    /// WCAG 2's minimum for `text`: 3:1 for large text (at least 18 pt, or 14 pt bold), else 4.5:1.
    static func requiredContrast(for text: TextNode) -> Double {
        guard let font = text.attributedText?.runs.first?.font else { return 4.5 }
        let size = font.size * ContentSizeScale.current
        let isLarge = size >= 18 || (size >= 14 && font.weight.numericValue >= 700)
        return isLarge ? 3 : 4.5
    }

    /// The visible text nodes with text, with their frames in the root's coordinates.
    static func textNodes(in root: DisplayNode) -> [(TextNode, Rect)] {
        var found: [(TextNode, Rect)] = []
        func visit(_ node: DisplayNode, origin: Point) {
            guard !node.isHidden, node.alpha > 0 else { return }
            let placed = Rect(origin: Point(x: origin.x + node.frame.origin.x, y: origin.y + node.frame.origin.y),
                              size: node.frame.size)
            if let text = node as? TextNode, let string = text.attributedText?.string, !string.isEmpty {
                found.append((text, placed))
            }
            for subnode in node.subnodes { visit(subnode, origin: placed.origin) }
        }
        visit(root, origin: Point(x: -root.frame.origin.x, y: -root.frame.origin.y))
        return found
    }
}

import Foundation

/// Compares two pixel views word by word. Equal rows are skipped with `memcmp`; only words that
/// differ are split into channels, and the perceptual distance is computed only for pixels that
/// already fail the channel test. Nothing is allocated per pixel.
struct PixelComparator {
    let tolerance: Tolerance

    /// Whether one pair of pixel words counts as a difference, with the figures behind the verdict.
    @inline(__always)
    func classify(_ reference: UInt32, _ actual: UInt32) -> (differs: Bool, channelDelta: Int, deltaE: Double?) {
        if reference == actual { return (false, 0, nil) }
        let delta = maxChannelDelta(reference, actual)
        if delta <= tolerance.perChannel { return (false, delta, nil) }
        guard let threshold = tolerance.deltaE else { return (true, delta, nil) }
        let distance = PerceptualDistance.deltaE(reference, actual)
        return (distance > threshold, delta, distance)
    }

    /// Compares `actual` with `reference`. With `stopEarly`, returns as soon as the differing
    /// pixels exceed what the tolerance allows (then `isComplete` is false).
    func compare(_ reference: PixelView, _ actual: PixelView, stopEarly: Bool) -> ImageDifference {
        let pixelCount = reference.width * reference.height
        let allowed = tolerance.allowedDifferingPixels(of: pixelCount)
        var result = ImageDifference(referenceSize: reference.size, actualSize: actual.size,
                                     pixelCount: pixelCount, differingPixels: 0, maxChannelDelta: 0,
                                     maxDeltaE: tolerance.deltaE == nil ? nil : 0,
                                     isComplete: true, matches: true)
        guard reference.size == actual.size else {
            // Different sizes never match; report the pixels outside the overlap as differing.
            let overlap = Swift.min(reference.width, actual.width) * Swift.min(reference.height, actual.height)
            result.differingPixels = Swift.max(pixelCount, actual.width * actual.height) - overlap
            result.maxChannelDelta = 255
            result.matches = false
            return result
        }
        let width = reference.width
        let rowBytes = width * 4
        var differing = 0
        var largestDelta = 0
        var largestDeltaE = 0.0
        for y in 0..<reference.height {
            let referenceRow = reference.row(y), actualRow = actual.row(y)
            if memcmp(referenceRow, actualRow, rowBytes) == 0 { continue }
            for x in 0..<width {
                let r = referenceRow[x], a = actualRow[x]
                if r == a { continue }
                let verdict = classify(r, a)
                largestDelta = Swift.max(largestDelta, verdict.channelDelta)
                if let distance = verdict.deltaE { largestDeltaE = Swift.max(largestDeltaE, distance) }
                if verdict.differs { differing += 1 }
            }
            if stopEarly && differing > allowed {
                result.isComplete = y == reference.height - 1
                break
            }
        }
        result.differingPixels = differing
        result.maxChannelDelta = largestDelta
        if tolerance.deltaE != nil { result.maxDeltaE = largestDeltaE }
        result.matches = differing <= allowed
        return result
    }
}

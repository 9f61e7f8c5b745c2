import Foundation

/// Compares two pixel views word by word. Equal rows are skipped with `memcmp`; only words that
/// differ are split into channels, and the perceptual distance is computed only for pixels that
/// already fail the channel test. Nothing is allocated per pixel.
struct PixelComparator {
    let tolerance: Tolerance

    /// Whether one pair of pixel words counts as a difference.
    @inline(__always)
    func differs(_ reference: UInt32, _ actual: UInt32) -> Bool {
        if reference == actual || maxChannelDelta(reference, actual) <= tolerance.perChannel { return false }
        guard let threshold = tolerance.deltaE else { return true }
        return PerceptualDistance.deltaE(reference, actual) > threshold
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
        // Hoisted out of the loop: in debug builds each property read per pixel costs a call.
        let width = reference.width
        let rowBytes = width * 4
        let perChannel = tolerance.perChannel
        let threshold = tolerance.deltaE
        var differing = 0
        var largestDelta = 0
        var largestDeltaE = 0.0
        for y in 0..<reference.height {
            let referenceRow = reference.row(y), actualRow = actual.row(y)
            if memcmp(referenceRow, actualRow, rowBytes) == 0 { continue }
            // A `while` loop that binds nothing for equal words: in debug builds every loop
            // variable and local costs a stack clear per pixel.
            var x = 0
            while x < width {
                if referenceRow[x] == actualRow[x] {
                    x += 1
                    continue
                }
                let r = referenceRow[x], a = actualRow[x]
                x += 1
                let delta = maxChannelDelta(r, a)
                if delta > largestDelta { largestDelta = delta }
                if delta <= perChannel { continue }
                if let threshold {
                    let distance = PerceptualDistance.deltaE(r, a)
                    if distance > largestDeltaE { largestDeltaE = distance }
                    if distance > threshold { differing += 1 }
                } else {
                    differing += 1
                }
            }
            if stopEarly && differing > allowed {
                result.isComplete = y == reference.height - 1
                break
            }
        }
        result.differingPixels = differing
        result.maxChannelDelta = largestDelta
        if threshold != nil { result.maxDeltaE = largestDeltaE }
        result.matches = differing <= allowed
        return result
    }
}

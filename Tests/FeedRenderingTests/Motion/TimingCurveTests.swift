@testable import FeedRendering
import XCTest

/// Timing curves and frame timing, against values worked out by hand from the Bézier formula
/// x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³ (and the same for y).
final class TimingCurveTests: XCTestCase {
    func testNamedCurvesAtKnownPoints() {
        // Linear: progress is time.
        XCTAssertEqual(TimingCurve.linear.progress(at: 0.25), 0.25, accuracy: 1e-12)
        // Ease-in-out is symmetric about (0.5, 0.5): half the time is half the way.
        XCTAssertEqual(TimingCurve.easeInOut.progress(at: 0.5), 0.5, accuracy: 1e-12)
        // At s = 1/4: x = 3·(9/16)·(1/4)·0.42 + 3·(3/4)·(1/16)·0.58 + 1/64 = 0.274375,
        // y = 3·(3/4)·(1/16) + 1/64 = 0.15625.
        XCTAssertEqual(TimingCurve.easeInOut.progress(at: 0.274375), 0.15625, accuracy: 1e-9)
        // Ease-in at s = 1/2: x = 3/8·0.42 + 3/8 + 1/8 = 0.6575, y = 3/8 + 1/8 = 0.5 (y1 = 0, y2 = 1).
        XCTAssertEqual(TimingCurve.easeIn.progress(at: 0.6575), 0.5, accuracy: 1e-9)
        // Ease-out mirrors ease-in: x = 3/8·0.58 + 1/8 = 0.3425 at s = 1/2, y = 0.5.
        XCTAssertEqual(TimingCurve.easeOut.progress(at: 0.3425), 0.5, accuracy: 1e-9)
        // Ends and outside.
        for (_, curve) in TimingCurve.named {
            XCTAssertEqual(curve.progress(at: 0), 0)
            XCTAssertEqual(curve.progress(at: 1), 1)
            XCTAssertEqual(curve.progress(at: -3), 0)
            XCTAssertEqual(curve.progress(at: 7), 1)
        }
        XCTAssertEqual(TimingCurve(name: "easeInOut"), .easeInOut)
        XCTAssertNil(TimingCurve(name: "spring"))
    }

    func testFramesOfATransition() {
        // UIKit's batch update: 0.3 s ease-in-out; at 30 fps frames 0...9, the last at 0.3 s.
        let timing = TransitionTiming()
        XCTAssertEqual(timing.duration, 0.3)
        XCTAssertEqual(timing.curve, .easeInOut)
        XCTAssertEqual(timing.lastFrame, 9)
        XCTAssertEqual(timing.progress(atFrame: 0), 0)
        XCTAssertEqual(timing.progress(atFrame: 9), 1)
        // 0.25 s at 10 fps: frames at 0, 0.1, 0.2, 0.3 s; the last is past the end, so it is the end.
        let odd = TransitionTiming(duration: 0.25, curve: .linear, framesPerSecond: 10)
        XCTAssertEqual(odd.lastFrame, 3)
        XCTAssertEqual(odd.progress(atFrame: 2), 0.8, accuracy: 1e-12)
        XCTAssertEqual(odd.progress(atFrame: 3), 1)
        XCTAssertEqual(odd.time(ofFrame: 2), 0.2, accuracy: 1e-12)
        // A transition of 0.2 s at 60 fps: frame 6 is t = 0.1 s, half of the ease-in-out.
        let half = TransitionTiming(duration: 0.2, framesPerSecond: 60)
        XCTAssertEqual(half.lastFrame, 12)
        XCTAssertEqual(half.progress(atFrame: 6), 0.5, accuracy: 1e-9)
    }
}

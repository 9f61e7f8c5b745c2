@testable import FeedRendering
import Appearance
import FeedrenderSupport
import Foundation
import TestSupport
import XCTest

/// What the render summary's "stage: N s (cpu M s)" lines are made of.
final class StageTimesTests: XCTestCase {
    /// Busy work of roughly `milliseconds` of CPU on this thread.
    private func spin(milliseconds: Int) -> UInt64 {
        let until = ThreadCPUClock.now + .milliseconds(milliseconds)
        var sum: UInt64 = 0
        while ThreadCPUClock.now < until { for i in 0..<10_000 { sum &+= UInt64(i) &* 31 } }
        return sum
    }

    func testSynchronousWorkCountsAsWorkerAndCPUTime() {
        let times = StageTimes()
        _ = times.measure(.encode) { spin(milliseconds: 30) }
        XCTAssertGreaterThanOrEqual(times.cpuSeconds[.encode]!, 0.030)
        // CPU time cannot exceed the worker's wall time (one thread).
        XCTAssertLessThanOrEqual(times.cpuSeconds[.encode]!, times.seconds[.encode]! + 0.001)
        XCTAssertEqual(times.cpuSeconds[.raster], 0, "every stage is listed, untouched ones at 0")
    }

    func testWaitingCountsAsWorkerTimeButNotCPU() async throws {
        let times = StageTimes()
        try await times.measure(.raster) { try await Task.sleep(for: .milliseconds(50)) }
        XCTAssertGreaterThanOrEqual(times.seconds[.raster]!, 0.045)
        XCTAssertEqual(times.cpuSeconds[.raster], 0, "an async stretch adds no CPU by itself")
        times.addCPU(.milliseconds(7), to: .raster)
        XCTAssertEqual(times.cpuSeconds[.raster]!, 0.007, accuracy: 1e-9)
    }

    func testSleepingThreadUsesNoCPU() {
        let (_, cpu) = ThreadCPUClock.measure { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertLessThan(cpu, .milliseconds(20))
        let (_, busy) = ThreadCPUClock.measure { spin(milliseconds: 20) }
        XCTAssertGreaterThanOrEqual(busy, .milliseconds(20))
    }

    func testARenderReportsCPUForTheStagesThatComputed() async throws {
        let directory = try makeTemporaryDirectory(prefix: "feedrender-render-tests")
        let result = try await FeedRenderer(source: RenderStubSource(rows: RenderFixtures.blockRows(40)),
                                            settings: FeedRenderSettings(presentation: FeedPresentation(device: RenderFixtures.device())))
            .render(to: directory)
        for stage in [RenderStage.layout, .raster, .composite, .encode] {
            XCTAssertGreaterThan(result.stageCPUSeconds[stage] ?? 0, 0, "\(stage)")
        }
        XCTAssertEqual(Set(result.stageCPUSeconds.keys), Set(RenderStage.allCases))
    }
}

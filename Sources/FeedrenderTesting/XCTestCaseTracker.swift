import FeedrenderSupport
import Foundation
import XCTest

/// Knows which XCTestCase is running, so that an XCTest snapshot is filed under its class
/// (`Snapshots/<Class>/`) rather than its file: two classes in one file with a method of the
/// same name then keep separate references. Swift Testing needs no tracker (`Test.current`).
///
/// XCTest runs one test case at a time, so one current entry suffices. The observer is
/// registered when the test binary loads (see the CTestObserverHook target), before the first
/// test starts; swift-snapshot-testing registers its own only on first use, too late to
/// name the first test.
final class XCTestCaseTracker: NSObject, XCTestObservation {
    /// The running XCTestCase's class name, or nil between tests.
    static let runningClass = Locked<String?>(nil)

    func testCaseWillStart(_ testCase: XCTestCase) {
        let name = String(describing: type(of: testCase))
        Self.runningClass.withLock { $0 = name }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        let name = String(describing: type(of: testCase))
        Self.runningClass.withLock { $0 = nil }
        SnapshotLedger.shared.testDidFinish(keyPrefix: "xctest:\(name)/")
    }
}

/// Called once by the C constructor in CTestObserverHook when the binary loads (on the main
/// thread, before `main`).
@_cdecl("feedrender_testing_register_xctest_observer")
func registerXCTestObserver() {
    MainActor.assumeIsolated {
        XCTestObservationCenter.shared.addTestObserver(XCTestCaseTracker())
    }
}

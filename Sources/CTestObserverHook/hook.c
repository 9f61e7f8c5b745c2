// Runs once when a binary that links FeedrenderTesting loads, before XCTest starts any test,
// and hands over to Swift (`feedrender_testing_register_xctest_observer`, an @_cdecl function
// in FeedrenderTesting/XCTestCaseTracker.swift) to register the observer that tells snapshot
// assertions which XCTestCase class is running. Swift itself has no load-time hook.
extern void feedrender_testing_register_xctest_observer(void);

__attribute__((constructor)) static void feedrender_testing_load(void) {
    feedrender_testing_register_xctest_observer();
}

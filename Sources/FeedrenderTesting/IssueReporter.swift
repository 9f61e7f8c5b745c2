import XCTest
#if canImport(Testing)
import Testing
#endif

/// Reports a failed assertion to whichever test framework is running the current test:
/// Swift Testing's `Issue.record` inside a `@Test`, otherwise `XCTFail`.
enum IssueReporter {
    static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                          line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}

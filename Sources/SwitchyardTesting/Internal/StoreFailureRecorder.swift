import IssueReporting
import IssueReportingTestSupport
import Switchyard

/// Makes a plain store's failure diagnostic an issue of the running test. The core finds this type by its name
/// (`TestIssueRecorder.recorderTypeName`), since it cannot import a test framework; keep the two in step (a test
/// in `Tests/SwitchyardTestingLinkTests` compares them).
package enum StoreFailureRecorder: StoreFailureRecording {
    package static func record(_ message: String, fileID: String, filePath: String, line: Int, column: Int) -> Bool {
        // Outside a test run the store's own assertion stands.
        guard isTesting else { return false }
        // IssueReportingTestSupport's recorder for Swift Testing, which takes the place as strings (IssueReporting's
        // `reportIssue` takes only static ones); since Swift 6.3 an issue recorded outside a Swift Testing test
        // reaches XCTest through Swift Testing's fallback event handler.
        guard let record = _recordIssue() as? @Sendable (String?, Int, String, String, Int, Int) -> Void else {
            return false
        }
        record(message, 1, fileID, filePath, line, column)
        return true
    }
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Records a store's failure diagnostic as an issue of the test that is running, when the process is a test run
/// that links `SwitchyardTesting` — so a `.fail` policy or a miswired router in a plain ``Store`` fails that test
/// instead of stopping the whole `swift test` process with an assertion.
///
/// The core cannot import Swift Testing or XCTest; it looks up, at run time, the entry point of the
/// IssueReportingTestSupport library that `SwitchyardTesting` links (the same lookup IssueReporting itself does).
/// Outside such a process the lookup finds nothing and the caller falls back to its assertion.
enum TestIssueRecorder {
    /// `IssueReportingTestSupport._recordIssue() -> Any`: returns a closure that records an issue in the current
    /// Swift Testing test (or XCTest case).
    private static let symbol = "$s25IssueReportingTestSupport07_recordA0ypyF"

    /// Records `message` as a test issue, at `origin` when known. Returns whether a test framework took it.
    static func record(_ message: String, at origin: StoreDiagnostic.Origin? = nil) -> Bool {
        guard let pointer = lookUp(symbol) else { return false }
        let makeRecorder = unsafeBitCast(pointer, to: (@convention(thin) () -> Any).self)
        // Without an origin the issue names the store, not a place in the test.
        let place =
            origin
            ?? StoreDiagnostic.Origin(
                fileID: "Switchyard/Store.swift", filePath: "Switchyard/Store.swift", line: 1, column: 1)
        switch makeRecorder() {
        case let record as @Sendable (String?, Int, String, String, Int, Int) -> Void:
            record(message, 1, place.fileID, place.filePath, place.line, place.column)
            return true
        case let record as @Sendable (String?, String, String, Int, Int) -> Void:
            record(message, place.fileID, place.filePath, place.line, place.column)
            return true
        default:
            return false
        }
    }

    private static func lookUp(_ name: String) -> UnsafeMutableRawPointer? {
        #if os(Linux) || os(Android)
        guard let handle = dlopen("libIssueReportingTestSupport.so", RTLD_LAZY) ?? dlopen(nil, RTLD_LAZY) else {
            return nil
        }
        return dlsym(handle, name)
        #elseif canImport(Darwin)
        guard let handle = dlopen(nil, RTLD_LAZY) else { return nil }
        return dlsym(handle, name)
        #else
        return nil
        #endif
    }
}

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

    /// Records `message` as a test issue. Returns whether a test framework took it.
    static func record(_ message: String) -> Bool {
        guard let pointer = lookUp(symbol) else { return false }
        let makeRecorder = unsafeBitCast(pointer, to: (@convention(thin) () -> Any).self)
        switch makeRecorder() {
        case let record as @Sendable (String?, Int, String, String, Int, Int) -> Void:
            record(message, 1, "Switchyard/Store.swift", "Switchyard/Store.swift", 1, 1)
            return true
        case let record as @Sendable (String?, String, String, Int, Int) -> Void:
            record(message, "Switchyard/Store.swift", "Switchyard/Store.swift", 1, 1)
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

/// What `SwitchyardTesting` provides so that a plain ``Store``'s failure diagnostic becomes an issue of the running
/// test: a `.fail` policy or a miswired router then fails that test instead of stopping the whole `swift test`
/// process with an assertion.
///
/// The core cannot import a test framework, and `SwitchyardTesting` (which can) is linked only into test processes;
/// so the core finds its conformer by type name through the standard library's metadata lookup (`_typeByName`), which
/// sees every type linked into the process, statically or not. Nothing outside this package is looked up.
package protocol StoreFailureRecording {
    /// Records `message` as an issue of the running test at the given place.
    /// - Returns: Whether a test framework took it (`false` outside a test run, so the caller falls back to its
    ///   assertion).
    static func record(_ message: String, fileID: String, filePath: String, line: Int, column: Int) -> Bool
}

/// Records a store's failure diagnostic as an issue of the running test, when the process links `SwitchyardTesting`
/// (see ``StoreFailureRecording``).
package enum TestIssueRecorder {
    /// The mangled name of `SwitchyardTesting.StoreFailureRecorder`, the one conformer. Checked against the compiler's
    /// `_mangledTypeName` by `Tests/SwitchyardTestingLinkTests`, so a rename cannot silently turn test failures
    /// into assertions.
    package static let recorderTypeName = "17SwitchyardTesting20StoreFailureRecorderO"

    /// Records `message` as a test issue, at `origin` when known. Returns whether a test framework took it.
    static func record(_ message: String, at origin: StoreDiagnostic.Origin? = nil) -> Bool {
        // Looked up on each failure (a rare event), not kept: a metatype of a protocol that is not `Sendable`
        // cannot be kept in a static property or a `@Sendable` closure.
        guard let recorder = _typeByName(recorderTypeName) as? any StoreFailureRecording.Type else { return false }
        // Without an origin the issue names the store, not a place in the test.
        let place =
            origin
            ?? StoreDiagnostic.Origin(
                callerFileID: "Switchyard/Store.swift", filePath: "Switchyard/Store.swift", line: 1, column: 1)
        return recorder.record(
            message, fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column)
    }
}

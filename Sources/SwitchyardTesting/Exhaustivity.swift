/// How strictly a ``TestStore`` checks a test.
public enum Exhaustivity: Sendable, Hashable {
    /// Every state change must be asserted, every event an effect produces must be received, and no effect may
    /// still run at the end. The default.
    case on
    /// Only what the test states is checked: an assertion closure checks just the fields it sets, `receive` skips
    /// events it was not asked about, and unreceived events or running effects at the end are not failures.
    case off
}

/// Why a ``StatechartSnapshot`` cannot be restored into a chart: each case names what does not fit. States are
/// named by `String(describing:)` of their ids.
public enum StatechartSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The snapshot's format is one this library does not read (a newer library wrote it, or it is not a snapshot).
    case unsupportedVersion(Int)
    /// The snapshot names a state the chart does not have (in the configuration, a history value, a `done` event
    /// or the tied work).
    case unknownState(String)
    /// The active states do not form a configuration of the chart; the text says why, naming the states.
    case invalidConfiguration(String)
    /// A history value is recorded for a state that is not a history state.
    case notAHistoryState(String)
    /// A history value restores a state that is not inside the history state's parent.
    case historyValueOutsideParent(history: String, state: String)
    /// A history value is empty, names a history state, or is recorded twice; the text says which.
    case invalidHistoryValue(history: String, reason: String)
    /// A pending send's token is negative, repeated, or not below the snapshot's next token.
    case invalidPendingSend(token: Int)
    /// The counter of delayed sends is negative or too large to count on.
    case invalidSendCounter(Int)
    /// The flags contradict each other or the rest (running but not started, a running chart with no active state,
    /// queued events before the start); the text says how.
    case inconsistentStatus(String)
    /// Work is tied to a state that is not active (work tied to a state ends when the state is exited).
    case effectsTiedToInactiveState(String)

    /// A sentence saying what does not fit.
    public var description: String {
        switch self {
        case .unsupportedVersion(let version):
            "snapshot version \(version) is not supported (this library reads 1 to "
                + "\(StatechartSnapshot<Int, Int, Int>.currentVersion))"
        case .unknownState(let state): "'\(state)' is not a state of the chart"
        case .invalidConfiguration(let reason): "the active states are not a configuration of the chart: \(reason)"
        case .notAHistoryState(let state): "'\(state)' has a history value but is not a history state"
        case .historyValueOutsideParent(let history, let state):
            "history state '\(history)' restores '\(state)', which is not inside its parent"
        case .invalidHistoryValue(let history, let reason): "the value of history state '\(history)' \(reason)"
        case .invalidPendingSend(let token): "pending send \(token) is repeated or outside the send counter"
        case .invalidSendCounter(let counter): "the send counter \(counter) is out of range"
        case .inconsistentStatus(let reason): "the snapshot's status is inconsistent: \(reason)"
        case .effectsTiedToInactiveState(let state): "work is tied to '\(state)', which is not active"
        }
    }
}

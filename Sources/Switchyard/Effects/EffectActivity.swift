/// What happened to an effect's async work (a ``Effect/run(id:cancelInFlight:priority:operation:catch:)`` effect), as seen
/// by ``Store/observeEffects(_:)``: for inspectors, logs and tests that want to see effects start and stop.
public struct EffectActivity: Sendable, Hashable {
    /// What happened.
    public enum Change: String, Sendable, Hashable, Codable {
        /// The work started.
        case started
        /// The work ran to its end.
        case finished
        /// The work was cancelled: its state was exited, `.cancel(id:)` named it, or the store was released.
        case cancelled
    }

    /// What happened.
    public var change: Change
    /// The effect's identifier, or `nil` for an effect started without one.
    public var id: EffectID?

    /// Creates an activity record.
    /// - Parameters:
    ///   - change: What happened.
    ///   - id: The effect's identifier.
    package init(change: Change, id: EffectID?) {
        self.change = change
        self.id = id
    }
}

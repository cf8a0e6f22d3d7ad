// 0.6's emptiness test of a configuration, no longer public in 0.7 (it restated states.isEmpty). Goes in 0.8.

extension StatechartConfiguration {
    /// Whether no state is active.
    @available(*, deprecated, message: "use configuration.states.isEmpty")
    public var isEmpty: Bool { containsNothing }
}

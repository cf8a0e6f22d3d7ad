/// How much a model-based test runs, and the seed that makes the run reproducible.
public struct ModelTestBudget: Sendable, Hashable {
    /// The seed of the random walks (and of every choice the runner makes); the same seed gives the same run.
    public var seed: UInt64
    /// The most event sequences run: the planned ones first (every state, every transition, the events each state
    /// ignores, timers cut short, payload variants, transition pairs), then seeded random walks up to this number.
    public var sequences: Int
    /// The most steps in one random walk.
    public var length: Int

    /// Creates a budget.
    /// - Parameters:
    ///   - seed: The seed; 0 by default.
    ///   - sequences: The most sequences; 200 by default.
    ///   - length: The most steps in a random walk; 12 by default.
    public init(seed: UInt64 = 0, sequences: Int = 200, length: Int = 12) {
        self.seed = seed
        self.sequences = sequences
        self.length = length
    }
}

/// A property of the implementation's state that must hold after every step of a model-based test.
public struct ModelInvariant<State>: Sendable {
    /// What the invariant says, for the report.
    public var name: String
    /// Whether it holds in a state.
    public var holds: @Sendable (State) -> Bool

    /// Creates an invariant.
    /// - Parameters:
    ///   - name: What it says, e.g. "a spinner only while doing".
    ///   - holds: Whether it holds in a state.
    public init(_ name: String, holds: @escaping @Sendable (State) -> Bool) {
        self.name = name
        self.holds = holds
    }
}

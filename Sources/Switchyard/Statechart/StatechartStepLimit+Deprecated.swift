// 0.6's fields and initializer of a step-limit stop, no longer public in 0.7: its description is the report every
// tool prints. Each forward reads what the package reads today, and goes in 0.8.

extension StatechartStepLimit {
    /// The first words of every step-limit report.
    @available(*, deprecated, message: "use description, the report every tool prints")
    public static var summary: String { headline }

    /// Creates a stop report.
    /// - Parameters:
    ///   - limit: The step limit that was reached.
    ///   - event: The event being processed, described, if any.
    ///   - states: The active states, described.
    @available(*, deprecated, message: "the engine reports a stop; read it from stepLimitStop")
    public init(limit: Int, event: String?, states: [String]) {
        self.init(maxSteps: limit, eventText: event, stateNames: states)
    }

    /// The step limit that was reached.
    @available(*, deprecated, message: "use description, the report every tool prints")
    public var limit: Int {
        get { maxSteps }
        set { maxSteps = newValue }
    }

    /// The event being processed when the limit was reached, described, if any.
    @available(*, deprecated, message: "use description, the report every tool prints")
    public var event: String? {
        get { eventText }
        set { eventText = newValue }
    }

    /// The active states when the limit was reached, described.
    @available(*, deprecated, message: "use description, the report every tool prints")
    public var states: [String] {
        get { stateNames }
        set { stateNames = newValue }
    }
}

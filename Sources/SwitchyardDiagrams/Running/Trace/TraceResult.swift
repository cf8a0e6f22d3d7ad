public import Switchyard

/// What `switchyard trace` prints: the configuration after the initial macrostep, after each event, and at the end.
///
/// Its JSON (``json``, written by ``CommandJSON``) has `version`, `initial`, `steps`, `configuration` and `done`,
/// and `"stepLimit": true` or `"deliveryLimit": true` only when the run reached that limit.
public struct TraceResult: Sendable, Hashable, Encodable {
    /// The configuration after one event.
    public struct Step: Sendable, Hashable, Codable {
        /// The event's name.
        public var event: String
        /// The active atomic states afterwards, sorted by code point.
        public var configuration: [String]

        /// Creates a step.
        /// - Parameters:
        ///   - event: The event's name.
        ///   - configuration: The sorted active atomic states.
        public init(event: String, configuration: [String]) {
            self.event = event
            self.configuration = configuration
        }
    }

    /// The version of the JSON shape: ``currentVersion``.
    public var version: Int
    /// The active atomic states after the initial macrostep, sorted by code point.
    public var initial: [String]
    /// One entry per event sent.
    public var steps: [Step]
    /// The active atomic states once the clock ran out.
    public var configuration: [String]
    /// Whether a top-level final state was reached.
    public var done: Bool
    /// How the chart was stopped at the step limit (it never settled: `"stepLimit": true` in the JSON); `nil`
    /// when it was not. `done` is then `false`, and the configurations from the stop on are where it stopped.
    public var stepLimitStop: StatechartStepLimit?
    /// How the trace stopped delivering delayed sends at its limit (`"deliveryLimit": true` in the JSON); `nil`
    /// when it did not.
    public var deliveryLimitStop: TraceDeliveryLimit?

    /// What `trace` prints on standard error, one line each: the step limit's and the delivery limit's
    /// descriptions, when the run reached them.
    public var warnings: [String] {
        [stepLimitStop?.description, deliveryLimitStop?.description].compactMap { $0 }
    }

    /// The current version of the JSON shape: 2 since the object carries `version` and its keys are sorted.
    public static let currentVersion = 2

    /// Creates a result.
    /// - Parameters:
    ///   - initial: The configuration after the initial macrostep.
    ///   - steps: One entry per event.
    ///   - configuration: The last configuration.
    ///   - done: Whether the chart finished.
    public init(initial: [String], steps: [Step], configuration: [String], done: Bool) {
        version = Self.currentVersion
        self.initial = initial
        self.steps = steps
        self.configuration = configuration
        self.done = done
    }

    /// The JSON object of the `trace` contract, written by ``CommandJSON``, ending with a newline.
    public var json: String { CommandJSON.text(self) }

    private enum CodingKeys: String, CodingKey {
        case version, initial, steps, configuration, done, stepLimit, deliveryLimit
    }

    /// Encodes the contract's fields; `stepLimit` and `deliveryLimit` (each `true`) only when the run reached that
    /// limit, so the object of a run that settled is the contract's example as it stands.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(initial, forKey: .initial)
        try container.encode(steps, forKey: .steps)
        try container.encode(configuration, forKey: .configuration)
        try container.encode(done, forKey: .done)
        if stepLimitStop != nil { try container.encode(true, forKey: .stepLimit) }
        if deliveryLimitStop != nil { try container.encode(true, forKey: .deliveryLimit) }
    }
}

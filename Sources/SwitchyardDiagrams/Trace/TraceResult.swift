public import Switchyard

/// What `switchyard trace` prints: the configuration after the initial macrostep, after each event, and at the end.
public struct TraceResult: Sendable, Hashable {
    /// The configuration after one event.
    public struct Step: Sendable, Hashable {
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

    /// Creates a result.
    /// - Parameters:
    ///   - initial: The configuration after the initial macrostep.
    ///   - steps: One entry per event.
    ///   - configuration: The last configuration.
    ///   - done: Whether the chart finished.
    public init(initial: [String], steps: [Step], configuration: [String], done: Bool) {
        self.initial = initial
        self.steps = steps
        self.configuration = configuration
        self.done = done
    }

    /// The JSON object of the `trace` contract, keys in the contract's order, ending with a newline.
    public var json: String {
        var out = JSONText()
        out.raw("{\n")
        out.key("initial", indent: 2)
        out.strings(initial)
        out.raw(",\n")
        out.key("steps", indent: 2)
        out.objects(steps, indent: 2) { out, step in
            out.string("event")
            out.raw(": ")
            out.string(step.event)
            out.raw(", ")
            out.string("configuration")
            out.raw(": ")
            out.strings(step.configuration)
        }
        out.raw(",\n")
        out.key("configuration", indent: 2)
        out.strings(configuration)
        out.raw(",\n")
        out.key("done", indent: 2)
        out.raw(done ? "true" : "false")
        // Written only when reached, so the object of a run that settled is the contract's example as it stands.
        for (key, reached) in [("stepLimit", stepLimitStop != nil), ("deliveryLimit", deliveryLimitStop != nil)]
        where reached {
            out.raw(",\n")
            out.key(key, indent: 2)
            out.raw("true")
        }
        out.raw("\n}\n")
        return out.text
    }
}

import Switchyard

/// The first event sequence on which two charts run differently: what `switchyard diff` reports besides the
/// structure, so two charts that look alike but behave differently are never "no differences".
///
/// Both charts run on the one engine (``DiagramChart`` for a drawing, ``SCXMLChart`` for SCXML), each on a virtual
/// clock. A breadth-first search (the one of Switchyard) goes over pairs of runs from the two initial
/// configurations; from each pair it sends every event either chart is taken on to both, and, while a delayed send
/// is pending in either, lets time pass until the next one falls due (a step of its own, as in `paths`). Two runs
/// differ when one stopped at the step limit (it never settles) and the other did not, or, when neither did, their
/// active atomic states (named as the drawing names them, see ``BehaviourChart``) or whether they have finished
/// differ; two charts that both never settle are alike there, wherever the limit stopped them. The first pair found that differs gives the
/// shortest sequence; the search stops after ``defaultLimit`` pairs.
public struct BehaviourDiff: Sendable, Hashable, Codable {
    /// One step of the sequence: an event sent to both charts, or time passing; and the configurations after it.
    public struct Step: Sendable, Hashable, Codable {
        /// The event sent, or `nil` for the start and for time passing.
        public var event: String?
        /// The milliseconds of virtual time that passed (delayed sends falling due), or `nil` for an event.
        public var waited: Double?
        /// The first chart's active atomic states after the step, sorted by code point.
        public var old: [String]
        /// The second chart's active atomic states after the step, sorted by code point.
        public var new: [String]
    }

    /// The steps from the start to the first difference, which is the last step: the start itself (its
    /// ``Step/event`` and ``Step/waited`` both `nil`) when the charts start differently.
    public var steps: [Step]
    /// Whether the first chart had finished (reached a top-level final state) after the last step.
    public var oldFinished: Bool
    /// Whether the second chart had finished after the last step.
    public var newFinished: Bool
    /// Whether the first chart stopped at the step limit (it never settled) in the last step.
    public var oldExceededStepLimit: Bool
    /// Whether the second chart stopped at the step limit in the last step.
    public var newExceededStepLimit: Bool

    /// How many pairs of configurations a search looks at, at most.
    public static let defaultLimit = 20_000

    /// The first sequence on which `old` and `new` run differently.
    /// - Parameters:
    ///   - old: The first chart.
    ///   - new: The second chart.
    ///   - limit: The most pairs of configurations looked at.
    /// - Returns: The difference, or `nil` when none was found within `limit` pairs (``search(between:and:limit:)``
    ///   also says whether the search stopped at `limit` before it had compared every pair).
    /// - Complexity: O(pairs × events) macrosteps of each chart.
    public static func first(
        between old: BehaviourChart, and new: BehaviourChart, limit: Int = defaultLimit
    ) -> BehaviourDiff? {
        search(between: old, and: new, limit: limit).difference
    }

    /// The first sequence on which `old` and `new` run differently, and why none may have been found.
    /// - Parameters:
    ///   - old: The first chart.
    ///   - new: The second chart.
    ///   - limit: The most pairs of configurations looked at.
    /// - Returns: The difference, or none found within `limit` pairs and, then, whether the search compared every
    ///   reachable pair (see ``BehaviourSearchResult``).
    /// - Complexity: O(pairs × events) macrosteps of each chart.
    public static func search(
        between old: BehaviourChart, and new: BehaviourChart, limit: Int = defaultLimit
    ) -> BehaviourSearchResult {
        let events = Array(Set(old.events).union(new.events)).sorted(by: CodePointOrder.precedes)
        return BehaviourSearch.first(
            executable(old), executable(new), comparing: (old, new), events: events, limit: limit)
    }

    /// The first step of `sequence` after which `old` and `new` differ.
    /// - Parameters:
    ///   - old: The first chart.
    ///   - new: The second chart.
    ///   - sequence: The events, each after the milliseconds of virtual time before it (delayed sends due by then
    ///     are delivered first, as `trace` does).
    /// - Returns: The difference, or `nil` when they run the same along the whole sequence.
    public static func first(
        between old: BehaviourChart, and new: BehaviourChart, along sequence: [TraceEvent]
    ) -> BehaviourDiff? {
        BehaviourSearch.first(executable(old), executable(new), comparing: (old, new), along: sequence)
    }

    /// The text `diff` prints: the sequence, one step a line, then both configurations; ends with a newline.
    public var text: String {
        var out = "runs differently after: "
        let moves = steps.dropFirst().map { step in
            step.event ?? "(wait \(ClockText.text(ClockText.duration(milliseconds: step.waited ?? 0))))"
        }
        out += moves.isEmpty ? "(the start)" : moves.joined(separator: ", ")
        out += "\n"
        guard let last = steps.last else { return out }
        func shown(_ states: [String], _ finished: Bool, _ limit: Bool) -> String {
            "[" + states.joined(separator: ", ") + "]" + (finished ? " (finished)" : "")
                + (limit ? " (stopped at the step limit: it never settles)" : "")
        }
        out += "  old: " + shown(last.old, oldFinished, oldExceededStepLimit) + "\n"
        out += "  new: " + shown(last.new, newFinished, newExceededStepLimit) + "\n"
        return out
    }

    /// The most microsteps an SCXML macrostep takes here (2,000, more than any drawing takes): a chart that never
    /// settles is told apart from one that does, not by where 100,000 microsteps left it, so a search need not wait
    /// that long each step.
    static let stepLimit = 2_000

    /// The chart as the one engine runs it, with its one adjacency; an SCXML chart without a graph (the diff names
    /// no arrows).
    private static func executable(_ chart: BehaviourChart) -> any ExecutableDiagram {
        switch chart.engine {
        case .drawing(let drawing):
            return drawing
        case .scxml(let scxml):
            var diagram = SCXMLDiagram(chart: scxml, graph: StateGraph(), transitionLocations: [])
            diagram.stepLimit = stepLimit
            return diagram
        }
    }
}

/// What ``BehaviourDiff/search(between:and:limit:)`` found.
public struct BehaviourSearchResult: Sendable {
    /// The first sequence on which the charts run differently; `nil` when none was found.
    public var difference: BehaviourDiff?
    /// When no difference was found and the search left pairs uncompared (it stopped at its limit, or at a run with
    /// more than 64 delayed sends pending), why the charts may still differ (the words `diff` prints); `nil` when
    /// every reachable pair was compared, or a difference was found.
    public var truncation: String?
}

/// How a chart that never settles was stopped: one call took more than ``StatechartInterpreter/stepLimit``
/// microsteps and events (an endless loop of eventless transitions, raised events or events the chart sends itself
/// without a delay), so the interpreter stopped the chart there.
///
/// SCXML sets no limit of its own — a chart that loops forever is a legal chart, and bounding it is left to the
/// implementation — so this is the engine's choice, made loud: a chart stopped at the limit is neither running nor
/// finished (``StatechartInterpreter/isFinished`` stays `false`: no top-level final state was reached), it ignores
/// every later event, and every tool says so in the words of ``description``: a ``Store`` reports a
/// ``StoreDiagnostic`` of kind ``StoreDiagnostic/Kind/stepLimit``, and `switchyard trace`, `simulate` and `paths`
/// print the same text.
public struct StatechartStepLimit: Sendable, Hashable, CustomStringConvertible {
    /// The words every report of a chart stopped at the step limit starts with.
    package static let headline = "the chart did not settle"

    /// The limit that was exceeded.
    package var maxSteps: Int
    /// The event being processed when the chart was stopped, described; `nil` in the initial macrostep.
    package var eventText: String?
    /// The active atomic states when the chart was stopped, described, in document order.
    package var stateNames: [String]

    /// Creates the description of a stop.
    /// - Parameters:
    ///   - limit: The limit that was exceeded.
    ///   - event: The event being processed, described; `nil` in the initial macrostep.
    ///   - states: The active atomic states, described.
    package init(maxSteps limit: Int, eventText event: String?, stateNames states: [String]) {
        self.maxSteps = limit
        self.eventText = event
        self.stateNames = states
    }

    /// One line shared by every tool: `the chart did not settle: more than 1000 microsteps and events on event go
    /// (an endless loop of eventless transitions or raised events); it was stopped in [b] and ignores every later
    /// event`.
    public var description: String {
        let during = eventText.map { "on event \($0)" } ?? "in its initial macrostep"
        return Self.headline + ": more than \(maxSteps) microsteps and events \(during) (an endless loop of eventless "
            + "transitions or raised events); it was stopped in [\(stateNames.joined(separator: ", "))] and ignores "
            + "every later event"
    }
}

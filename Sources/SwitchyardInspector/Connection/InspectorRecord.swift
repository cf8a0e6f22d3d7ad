import Switchyard

/// What a store hands to its connection for one message: plain values, turned into text and JSON later, off the
/// store's actor, so that inspecting costs the store little more than copying them.
struct InspectorRecord<State: Sendable, Event: Sendable>: Sendable {
    enum Body: Sendable {
        case hello(name: String, graph: StateGraph?, state: State)
        case event(Event, step: InspectorMessage.StepKind, state: State)
        case effect(EffectActivity)
        case goodbye
        /// Not a message: resumed once everything before it was sent (`true`) or could not be (`false`).
        case flush(CheckedContinuation<Bool, Never>)
    }

    var sequence: Int
    /// Milliseconds since 1970.
    var time: Double
    /// Messages of this store lost just before this one.
    var dropped: Int
    var body: Body
}

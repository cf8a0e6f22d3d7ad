public import Switchyard

/// The Swift names of a diagram's states and events, unique within each enum, shared by code generation, the
/// Swift Testing paths and anything that must agree with them.
public struct SwiftNames: Sendable {
    /// Case name of each node identifier.
    public private(set) var states: [String: String] = [:]
    /// Case name of each label (`nil` label = the `completion` event of unlabelled arrows).
    public private(set) var events: [String?: String] = [:]
    /// Node identifiers in case order.
    public private(set) var stateOrder: [String] = []
    /// Event names in case order (as ``EventLabel/eventName``).
    public private(set) var eventOrder: [String] = []
    /// Case name of each event name.
    public private(set) var eventCases: [String: String] = [:]

    /// Names every node and label of `graph`.
    /// - Parameter graph: The diagram.
    public init(_ graph: StateGraph) {
        var usedStates: Set<String> = []
        for id in FlatTableReading(graph).states where states[id] == nil {
            states[id] = Self.unique(SwiftIdentifier.lowerCamelCase(id), &usedStates)
            stateOrder.append(id)
        }
        var usedEvents: Set<String> = []
        // A `<<start>>` state's unlabelled arrows are taken at once, as `[*]` arrows are: no event.
        let starts = graph.startStateIDs
        for transition in graph.transitions {
            guard case .state(let source) = transition.from else { continue }
            if starts.contains(source), transition.label?.isEmpty ?? true { continue }
            if case .final = transition.to { continue }
            if events[transition.label] == nil { addEvent(transition.label, &usedEvents) }
        }
    }

    private mutating func addEvent(_ label: String?, _ used: inout Set<String>) {
        let name = label.map { EventLabel($0).eventName } ?? "completion"
        if let existing = eventCases[name] {
            events[label] = existing
            return
        }
        let caseName = Self.unique(SwiftIdentifier.lowerCamelCase(name), &used)
        eventCases[name] = caseName
        eventOrder.append(name)
        events[label] = caseName
    }

    /// `base`, or `base_2`, `base_3`, … : the first not in `used`, which it is added to.
    static func unique(_ base: String, _ used: inout Set<String>) -> String {
        var candidate = base
        var counter = 2
        while !used.insert(candidate).inserted {
            candidate = base + "_" + String(counter)
            counter += 1
        }
        return candidate
    }
}

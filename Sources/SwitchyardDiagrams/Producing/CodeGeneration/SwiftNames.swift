public import Switchyard

/// The Swift names of a diagram's states and events, unique within each enum, shared by code generation, the
/// Swift Testing paths and anything that must agree with them.
public struct SwiftNames: Sendable {
    /// Case name of each node identifier.
    public private(set) var states: [String: String] = [:]
    /// Case name of each label (`nil` label = the `completion` event of unlabelled arrows): the case a path sends to
    /// take the arrow (see ``eventOrder`` for the rule).
    public private(set) var events: [String?: String] = [:]
    /// Node identifiers in case order.
    public private(set) var stateOrder: [String] = []
    /// Event names in case order, the names the engine takes arrows on: each label's event (its event part, else
    /// its guard text, else the label; `completion` for unlabelled arrows), and a whole label when another label
    /// has the same event (`failed [attempts < 3]` and `failed [attempts == 3]`), so the sender can pick the arrow.
    public private(set) var eventOrder: [String] = []
    /// Case name of each event name.
    public private(set) var eventCases: [String: String] = [:]
    private var drawnEvents = DrawnEventNames(labels: [])

    /// Names every node and label of `graph`.
    /// - Parameter graph: The diagram.
    public init(_ graph: StateGraph) {
        var usedStates: Set<String> = []
        for id in FlatTableReading(graph).states where states[id] == nil {
            states[id] = Self.unique(SwiftIdentifier.lowerCamelCase(id), &usedStates)
            stateOrder.append(id)
        }
        // A `<<start>>` state's unlabelled arrows are taken at once, as `[*]` arrows are: no event.
        let starts = graph.startStateIDs
        var labels: [String?] = []
        for transition in graph.transitions {
            guard case .state(let source) = transition.from else { continue }
            let label = transition.label?.isEmpty == false ? transition.label : nil
            if starts.contains(source), label == nil { continue }
            if case .final = transition.to { continue }
            labels.append(label)
        }
        drawnEvents = DrawnEventNames(labels: labels)
        eventOrder = drawnEvents.order
        eventCases = drawnEvents.cases
        for label in labels { events[label] = drawnEvents.primaryCase(for: label) }
    }

    /// The cases an arrow labelled `label` is taken on (see ``DrawnEventNames``).
    func cases(for label: String?) -> [String] {
        drawnEvents.allCases(for: label?.isEmpty == false ? label : nil)
    }

    /// `base`, or `base2`, `base3`, … (`base` ending in a digit: `base` + `n2`, …): the first not in `used`, which
    /// it is added to. No underscore, so the names stay lower camel case for swift-format's lint.
    static func unique(_ base: String, _ used: inout Set<String>) -> String {
        var candidate = base
        var counter = 2
        let separator = base.last?.isNumber == true ? "n" : ""
        while !used.insert(candidate).inserted {
            candidate = base + separator + String(counter)
            counter += 1
        }
        return candidate
    }
}

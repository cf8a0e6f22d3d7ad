import Foundation
public import Switchyard

/// Turns the inspector's messages (``InspectorMessage``) into Stately's inspection protocol
/// (``StatelyInspectionEvent``): a store's hello becomes `@xstate.actor` with its graph as an XState machine
/// definition, each event an `@xstate.event` followed by an `@xstate.snapshot` with the state value, and goodbye a
/// snapshot whose status is `stopped`. Effect messages have no counterpart and are left out.
///
/// `switchyard inspect` serves the translation over a WebSocket (`/api/v1/stately`), which is what Stately's
/// `createWebSocketReceiver` and its inspector bridge read; use the translator directly to feed another transport.
public struct StatelyTranslator: Sendable {
    /// The graph each store said hello with, to place its states.
    private var graphs: [String: StateGraph] = [:]

    /// Creates a translator that has seen no store yet.
    public init() {}

    /// The inspection events for one message, in the order they are to be sent.
    /// - Parameter message: A message of the inspector's wire format.
    /// - Returns: Zero, one or two events.
    public mutating func translate(_ message: InspectorMessage) -> [StatelyInspectionEvent] {
        let createdAt = String(Int64(message.time.rounded()))
        func make(_ kind: StatelyInspectionEvent.Kind, _ suffix: String) -> StatelyInspectionEvent {
            var event = StatelyInspectionEvent(kind: kind, sessionId: message.store, createdAt: createdAt)
            event.id = "\(message.store):\(message.sequence)\(suffix)"
            return event
        }
        let graph = graphs[message.store]
        switch message.kind {
        case .hello:
            if let graph = message.graph { graphs[message.store] = graph }
            var actor = make(.actor, "")
            actor.name = message.name ?? message.store
            actor.definition = message.graph.map(Self.machineDefinition(of:))
            actor.snapshot = Self.snapshot(of: message, in: message.graph ?? graph, status: "active")
            return [actor]
        case .event:
            let object = StatelyInspectionEvent.EventObject(type: message.event ?? "", payload: message.payload)
            var event = make(.event, ".event")
            event.event = object
            var snapshot = make(.snapshot, ".snapshot")
            snapshot.event = object
            snapshot.snapshot = Self.snapshot(of: message, in: graph, status: "active")
            return [event, snapshot]
        case .goodbye:
            var snapshot = make(.snapshot, ".snapshot")
            snapshot.event = StatelyInspectionEvent.EventObject(type: "xstate.stop")
            snapshot.snapshot = StatelyInspectionEvent.Snapshot(status: "stopped")
            graphs[message.store] = nil
            return [snapshot]
        case .effect:
            return []
        }
    }

    private static func snapshot(
        of message: InspectorMessage, in graph: StateGraph?, status: String
    ) -> StatelyInspectionEvent.Snapshot {
        StatelyInspectionEvent.Snapshot(
            status: status, value: message.nodes.flatMap { stateValue(of: $0, in: graph) },
            context: message.state.map { ["state": $0] })
    }

    /// The XState state value of the lit nodes: the key of a single atomic state, or an object from each active
    /// compound or parallel state's key to its active children's value.
    /// - Parameters:
    ///   - nodes: The lit nodes' identifiers (``InspectorMessage/nodes``).
    ///   - graph: The store's graph; without one, a single node is its own key.
    /// - Returns: The value, or `nil` when nothing is lit.
    public static func stateValue(of nodes: [String], in graph: StateGraph?) -> StatelyInspectionEvent.StateValue? {
        guard !nodes.isEmpty else { return nil }
        guard let graph else {
            return nodes.count == 1
                ? .key(nodes[0]) : .object(Dictionary(nodes.map { ($0, .object([:])) }) { first, _ in first })
        }
        let byID = Dictionary(graph.states.map { ($0.id, $0) }) { first, _ in first }
        let lit = Set(nodes)
        var children: [String?: [String]] = [:]
        for id in nodes {
            let parent = byID[id]?.parent.flatMap { lit.contains($0) ? $0 : nil }
            children[parent, default: []].append(id)
        }
        func value(under parent: String?) -> StatelyInspectionEvent.StateValue? {
            guard let ids = children[parent], !ids.isEmpty else { return nil }
            let key = { (id: String) in byID[id].map(Self.key(of:)) ?? id }
            if ids.count == 1, children[ids[0]] == nil { return .key(key(ids[0])) }
            var object: [String: StatelyInspectionEvent.StateValue] = [:]
            for id in ids { object[key(id)] = value(under: id) ?? .object([:]) }
            return .object(object)
        }
        return value(under: nil)
    }

    /// A state's key among its siblings: its identifier without its parent's (`authentication.register` inside
    /// `authentication` → `register`, as a flow's graph qualifies its children).
    static func key(of state: GraphState) -> String {
        guard let parent = state.parent, state.id.hasPrefix(parent + "."),
            state.id.count > parent.count + 1
        else { return state.id }
        return String(state.id.dropFirst(parent.count + 1))
    }

    /// The graph as a JSON-stringified XState machine config: nested `states` keyed by name (a state's identifier
    /// without its parent's), each with an `id` (the identifier, `.` written as `/` since XState reads `.` in ids
    /// as a path), `initial` for a compound state (its `[*]` arrow's target), `type` `parallel` for a composite
    /// with two or more concurrent regions (each child is one region, as `Statechart.graph(name:)` draws them) or
    /// `final` for a state with an arrow to `[*]`, and `on` from each event to its targets (`#id`); an arrow
    /// without a label is an `always` transition. Pseudo-states (choice, fork, join) are left out, and an arrow to
    /// a history is drawn to its composite.
    /// - Parameter graph: A store's graph.
    /// - Returns: The config's JSON text, with keys in document order.
    public static func machineDefinition(of graph: StateGraph) -> String {
        var children: [String?: [GraphState]] = [:]
        for state in graph.states where !state.kind.isPseudoState { children[state.parent, default: []].append(state) }
        var arrows: [String: [(label: String, target: String)]] = [:]
        for transition in graph.transitions {
            guard let source = transition.from.stateID else { continue }
            let target: String
            switch transition.to {
            case .state(let id): target = id
            case .history(let scope?, _): target = scope
            case .initial, .final, .history(nil, _): continue
            }
            arrows[source, default: []].append((transition.label ?? "", target))
        }
        let finals = Set(graph.finalStates)
        func xstateID(_ id: String) -> String { id.replacingOccurrences(of: ".", with: "/") }
        func states(under parent: String?) -> [(String, OrderedJSON)] {
            (children[parent] ?? []).map { state in (key(of: state), config(of: state)) }
        }
        func initialKey(under parent: String?) -> String? {
            let inner = children[parent] ?? []
            return graph.initialStates(in: parent).lazy.compactMap { id in inner.first { $0.id == id } }.first
                .map(key(of:))
        }
        func config(of state: GraphState) -> OrderedJSON {
            var fields: [(String, OrderedJSON)] = [("id", .string(xstateID(state.id)))]
            let inner = children[state.id] ?? []
            if inner.count >= 2, Set(inner.map(\.region)).count >= 2 {
                fields.append(("type", .string("parallel")))
            } else if finals.contains(state.id), inner.isEmpty {
                fields.append(("type", .string("final")))
            } else if let initial = initialKey(under: state.id) {
                fields.append(("initial", .string(initial)))
            }
            var on: [(String, OrderedJSON)] = []
            var always: [OrderedJSON] = []
            for arrow in arrows[state.id] ?? [] {
                let target = OrderedJSON.object([("target", .string("#" + xstateID(arrow.target)))])
                if arrow.label.isEmpty {
                    always.append(target)
                } else if let index = on.firstIndex(where: { $0.0 == arrow.label }), case .array(let list) = on[index].1
                {
                    on[index].1 = .array(list + [target])
                } else {
                    on.append((arrow.label, .array([target])))
                }
            }
            if !on.isEmpty { fields.append(("on", .object(on))) }
            if !always.isEmpty { fields.append(("always", .array(always))) }
            let nested = states(under: state.id)
            if !nested.isEmpty { fields.append(("states", .object(nested))) }
            return .object(fields)
        }
        var root: [(String, OrderedJSON)] = [("id", .string(graph.title ?? "machine"))]
        if let initial = initialKey(under: nil) { root.append(("initial", .string(initial))) }
        root.append(("states", .object(states(under: nil))))
        return OrderedJSON.object(root).text
    }
}

/// JSON with object keys in the order given (XState reads a config's states in key order).
enum OrderedJSON {
    case string(String)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    var text: String {
        switch self {
        case .string(let string): Self.quoted(string)
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let fields): "{" + fields.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

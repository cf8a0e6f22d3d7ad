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
    /// - Returns: The config's JSON text, keys sorted by code point (so XState reads siblings in that order).
    public static func machineDefinition(of graph: StateGraph) -> String {
        var children: [String?: [GraphState]] = [:]
        for state in graph.states where !state.kind.isPseudo { children[state.parent, default: []].append(state) }
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
        func states(under parent: String?) -> [String: XStateMachineConfig.StateNode] {
            // Two children with the same key cannot both be a key of one object: the first is kept.
            Dictionary((children[parent] ?? []).map { (key(of: $0), config(of: $0)) }) { first, _ in first }
        }
        func initialKey(under parent: String?) -> String? {
            let inner = children[parent] ?? []
            return graph.initialStateIDs(in: parent).lazy.compactMap { id in inner.first { $0.id == id } }.first
                .map(key(of:))
        }
        func config(of state: GraphState) -> XStateMachineConfig.StateNode {
            var node = XStateMachineConfig.StateNode(id: xstateID(state.id))
            let inner = children[state.id] ?? []
            if inner.count >= 2, Set(inner.map(\.regionIndex)).count >= 2 {
                node.type = "parallel"
            } else if finals.contains(state.id), inner.isEmpty {
                node.type = "final"
            } else {
                node.initial = initialKey(under: state.id)
            }
            for arrow in arrows[state.id] ?? [] {
                let target = XStateMachineConfig.Target(target: "#" + xstateID(arrow.target))
                if arrow.label.isEmpty {
                    node.always = (node.always ?? []) + [target]
                } else {
                    node.on = node.on ?? [:]
                    node.on?[arrow.label, default: []].append(target)
                }
            }
            let nested = states(under: state.id)
            if !nested.isEmpty { node.states = nested }
            return node
        }
        return XStateMachineConfig(
            id: graph.title ?? "machine", initial: initialKey(under: nil), states: states(under: nil)
        )
        .text
    }
}

import Switchyard
import SwitchyardInspector

/// The graph of a store that sent none, grown from the nodes its messages light and the moves between them.
///
/// The page draws, for each store, the graph the store sent, a diagram given with `--diagram`, or — when there is
/// neither — this one.
struct DiscoveredGraph: Sendable {
    private(set) var graph: StateGraph
    private var nodeIDs: Set<String> = []
    private var edgeKeys: Set<GraphTransition> = []
    private var lastNodes: [String] = []

    init(name: String) {
        graph = StateGraph(title: name)
    }

    /// Adds what `message` shows; returns whether the graph changed.
    /// - Complexity: O(nodes the message lights).
    mutating func add(_ message: InspectorMessage) -> Bool {
        guard let nodes = message.nodes else { return false }
        var changed = false
        for node in nodes where nodeIDs.insert(node).inserted {
            graph.states.append(GraphState(id: node))
            if message.kind == .hello {
                graph.transitions.append(GraphTransition(from: .initial(scope: nil, region: 0), to: .state(node)))
            }
            changed = true
        }
        if message.kind == .event, message.step != .ignored, nodes != lastNodes {
            let label = message.event ?? ""
            for from in lastNodes where !nodes.contains(from) {
                for to in nodes where !lastNodes.contains(to) {
                    let edge = GraphTransition(from: .state(from), to: .state(to), label: label)
                    if edgeKeys.insert(edge).inserted {
                        graph.transitions.append(edge)
                        changed = true
                    }
                }
            }
        }
        lastNodes = nodes
        return changed
    }
}

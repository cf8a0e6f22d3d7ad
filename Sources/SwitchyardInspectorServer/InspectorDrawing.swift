import Switchyard
import SwitchyardDiagrams
import SwitchyardInspector

/// What the page draws for a store: the graph the store sent, a diagram given with `--diagram`, or — when there
/// is neither — the states and transitions seen so far.
enum InspectorDrawing: Sendable {
    case flow(FlowGraph)
    case diagram(StateGraph)

    /// The graph in the diagram model, ready for the DOT writer.
    var stateGraph: StateGraph {
        switch self {
        case .flow(let graph): StateGraph(graph)
        case .diagram(let graph): graph
        }
    }
}

/// The graph of a store that sent none, grown from the nodes its messages light and the moves between them.
struct DiscoveredGraph: Sendable {
    private(set) var graph: FlowGraph
    private var nodeIDs: Set<String> = []
    private var edgeKeys: Set<FlowGraph.Edge> = []
    private var lastNodes: [String] = []

    init(name: String) {
        graph = FlowGraph(name: name)
    }

    /// Adds what `message` shows; returns whether the graph changed.
    /// - Complexity: O(nodes the message lights).
    mutating func add(_ message: InspectorMessage) -> Bool {
        guard let nodes = message.nodes else { return false }
        var changed = false
        for node in nodes where nodeIDs.insert(node).inserted {
            graph.nodes.append(FlowGraph.Node(id: node, name: node, isInitial: message.kind == .hello))
            changed = true
        }
        if message.kind == .event, message.step != .ignored, nodes != lastNodes {
            let label = message.event ?? ""
            for from in lastNodes where !nodes.contains(from) {
                for to in nodes where !lastNodes.contains(to) {
                    let edge = FlowGraph.Edge(from: from, to: to, label: label)
                    if edgeKeys.insert(edge).inserted {
                        graph.edges.append(edge)
                        changed = true
                    }
                }
            }
        }
        lastNodes = nodes
        return changed
    }
}

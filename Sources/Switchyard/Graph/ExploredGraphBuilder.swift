/// Collects named states and distinct arrows while a machine is explored.
struct ExploredGraphBuilder {
    private(set) var graph = StateGraph()
    private var states: Set<String> = []
    private var arrows: Set<[String]> = []

    mutating func initial(_ name: String) {
        add(name)
        graph.transitions.append(GraphTransition(from: .initial(scope: nil, region: 0), to: .state(name)))
    }

    mutating func arrow(from: String, event: String, to: String) {
        guard arrows.insert([from, event, to]).inserted else { return }
        add(from)
        add(to)
        graph.transitions.append(GraphTransition(from: .state(from), to: .state(to), label: event))
    }

    private mutating func add(_ name: String) {
        if states.insert(name).inserted { graph.states.append(GraphState(id: name)) }
    }
}

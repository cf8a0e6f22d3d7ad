import Switchyard

/// Names a diagram's states at the level of detail a machine names: a drawn state is its nearest enclosing state
/// that the machine's graph names (matched after ``SwiftIdentifier/lowerCamelCase(_:)``), following the nesting of
/// the diagram's chart (so the chart's region and final states count as inside their composite).
struct MachineLevel {
    private let machineNames: Set<String>
    private let parents: [String: String]
    private let children: [String: [String]]

    init(machine: StateGraph, chart: DiagramChart) {
        machineNames = Set(machine.states.map { SwiftIdentifier.lowerCamelCase($0.id) })
        var parents: [String: String] = [:]
        var children: [String: [String]] = [:]
        for state in chart.statechart.stateList {
            guard let parent = state.parent else { continue }
            parents[state.id] = parent
            children[parent, default: []].append(state.id)
        }
        self.parents = parents
        self.children = children
    }

    /// Whether the machine names `id`.
    func isNamed(_ id: String) -> Bool { machineNames.contains(SwiftIdentifier.lowerCamelCase(id)) }

    /// The machine-level name of a drawn state: itself or its nearest enclosing state the machine names.
    func level(_ id: String) -> String? {
        var current: String? = id
        var steps = 0
        while let name = current, steps <= parents.count {
            if isNamed(name) { return name }
            current = parents[name]
            steps += 1
        }
        return nil
    }

    /// The machine-named states inside `id` (the outermost ones on each branch), or `[id]` when there are none.
    func namedInside(_ id: String) -> [String] {
        var result: [String] = []
        var stack = children[id] ?? []
        while let next = stack.popLast() {
            if isNamed(next) { result.append(next) } else { stack += children[next] ?? [] }
        }
        return result.isEmpty ? [id] : result
    }

    /// The name of a configuration: the machine-level names of its atomic states, each once, joined by `, `.
    func name(of atomicStates: [String]) -> String {
        var names: [String] = []
        for state in atomicStates {
            let name = level(state) ?? state
            if !names.contains(name) { names.append(name) }
        }
        return names.joined(separator: ", ")
    }
}

/// Finds shortest event paths through a diagram (read as a ``GraphMachine``) by breadth-first search.
public enum PathPlanner {
    /// Paths from the initial `[*]` covering every reachable state, or every reachable arrow.
    ///
    /// For states: one shortest path per reachable named node, in graph order (pseudo-states such as choices
    /// are passed through, not targets). For transitions: a path for each arrow not already taken by a longer
    /// path, deepest first, so most paths extend others and the set stays small.
    /// - Parameters:
    ///   - graph: The diagram.
    ///   - coverage: What to cover.
    ///   - file: The source file name, for the report.
    /// - Returns: The plan.
    /// - Complexity: O(*n* + *m*) for the search, plus the length of the paths printed.
    public static func plan(_ graph: StateGraph, cover coverage: PathCoverage, file: String? = nil) -> PathPlan {
        let machine = GraphMachine(graph)
        let search = Search(machine)
        let coverable = Set(graph.states.filter { !$0.kind.isPseudoState }.map(\.id))
        // A composite counts as reached through the first state reached inside it.
        var parentOf: [String: String] = [:]
        for state in graph.states { if let parent = state.parent { parentOf[state.id] = parent } }
        var reachedThrough: [String: String] = [:]
        var reachedInOrder: [(state: String, through: String)] = []
        for state in search.order {
            reachedInOrder.append((state, state))
            var ancestor = parentOf[state]
            while let id = ancestor, search.parent[id] == nil, reachedThrough[id] == nil {
                reachedThrough[id] = state
                reachedInOrder.append((id, state))
                ancestor = parentOf[id]
            }
        }
        let unreachable = machine.states.filter { search.parent[$0] == nil && reachedThrough[$0] == nil }
        var paths: [EventPath] = []
        var taken = [Bool](repeating: false, count: graph.transitions.count)
        switch coverage {
        case .states:
            for (state, through) in reachedInOrder where coverable.contains(state) {
                var path = search.path(to: through)
                path.target = state
                paths.append(path)
            }
            for (_, through) in reachedInOrder {
                for position in search.positions(of: through) { taken[position] = true }
            }
        case .transitions:
            var candidates: [(depth: Int, move: GraphMachine.Move)] = []
            for state in search.order {
                for move in machine.moves(from: state) {
                    candidates.append((search.depth[state, default: 0] + 1, move))
                }
            }
            for move in machine.initialMoves { candidates.append((0, move)) }
            candidates.sort { $0.depth > $1.depth }
            var treeCovered: Set<String> = []
            for (_, move) in candidates where !taken[move.transition] {
                var path = move.from.map { search.path(to: $0) } ?? EventPath(target: nil, steps: [])
                path.steps.append(search.step(move))
                path.target = move.to
                paths.append(path)
                taken[move.transition] = true
                for position in move.entered { taken[position] = true }
                var current = move.from
                while let state = current, treeCovered.insert(state).inserted, let edge = search.parent[state] {
                    taken[edge.transition] = true
                    for position in edge.entered { taken[position] = true }
                    current = edge.from
                }
            }
            paths.reverse()
        }
        let untaken = graph.transitions.indices.filter { !taken[$0] }.map { graph.transitions[$0].location?.line ?? 0 }
        return PathPlan(
            file: file, coverage: coverage, initial: machine.initialMoves.first?.to, paths: paths,
            unreachable: unreachable, untakenTransitionLines: untaken)
    }

    /// Breadth-first search from the initial moves.
    private struct Search {
        let machine: GraphMachine
        /// The move that first reached each state.
        var parent: [String: GraphMachine.Move] = [:]
        var depth: [String: Int] = [:]
        /// States in the order they were reached.
        var order: [String] = []

        init(_ machine: GraphMachine) {
            self.machine = machine
            var queue: [String] = []
            var head = 0
            for move in machine.initialMoves {
                guard let to = move.to, parent[to] == nil else { continue }
                parent[to] = move
                depth[to] = 1
                queue.append(to)
            }
            while head < queue.count {
                let state = queue[head]
                head += 1
                order.append(state)
                for move in machine.moves(from: state) {
                    guard let to = move.to, parent[to] == nil else { continue }
                    parent[to] = move
                    depth[to] = depth[state, default: 0] + 1
                    queue.append(to)
                }
            }
        }

        func step(_ move: GraphMachine.Move) -> PathStep {
            PathStep(
                from: move.from, event: move.event, to: move.to,
                line: machine.graph.transitions[move.transition].location?.line)
        }

        func path(to state: String?) -> EventPath {
            var steps: [PathStep] = []
            var current = state
            while let id = current, let move = parent[id] {
                steps.append(step(move))
                current = move.from
                if steps.count > order.count { break }
            }
            return EventPath(target: state, steps: steps.reversed())
        }

        /// The arrows on the search-tree path to `state`.
        func positions(of state: String?) -> [Int] {
            var result: [Int] = []
            var current = state
            var count = 0
            while let id = current, let move = parent[id], count <= order.count {
                result.append(move.transition)
                result.append(contentsOf: move.entered)
                current = move.from
                count += 1
            }
            return result
        }
    }
}

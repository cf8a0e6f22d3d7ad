extension StateGraph {
    /// The states a scope starts in: the targets of the `[*]` arrows written in `scope`, one per concurrent region
    /// when it has regions, in arrow order.
    /// - Parameter scope: A composite's identifier, or `nil` for the top level.
    /// - Returns: The identifiers, each once.
    /// - Complexity: O(transitions).
    package func initialStateIDs(in scope: String? = nil) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for transition in transitions {
            guard case .initial(let arrowScope, _) = transition.from, arrowScope == scope,
                let target = transition.to.stateID, seen.insert(target).inserted
            else { continue }
            result.append(target)
        }
        return result
    }

    /// Every state with an arrow to a `[*]`, at any level (an inner `X --> [*]` makes `X` final, not its enclosing
    /// composite), in arrow order.
    /// - Complexity: O(transitions).
    public var finalStates: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for transition in transitions {
            guard case .final = transition.to, let source = transition.from.stateID, seen.insert(source).inserted
            else { continue }
            result.append(source)
        }
        return result
    }

    /// The nodes whose enclosing composite is `parent`, in declaration order.
    /// - Parameter parent: A composite's identifier, or `nil` for the top level.
    /// - Returns: The children.
    /// - Complexity: O(states).
    package func childStates(of parent: String?) -> [GraphState] {
        states.filter { $0.parent == parent }
    }

    /// The arrows whose source is the named node `id` (not those it inherits from an enclosing composite), in file
    /// order.
    /// - Parameter id: A node's identifier.
    /// - Returns: The arrows.
    /// - Complexity: O(transitions).
    public func transitions(from id: String) -> [GraphTransition] {
        transitions.filter { $0.from.stateID == id }
    }

    /// The arrows a named node can leave by: its own, then those it inherits from each enclosing composite, innermost
    /// first (in a statechart, an arrow from a composite leaves every state inside it). Each group is in file order.
    ///
    /// This is the one reading of "the next states of a node" that graph searches share: deep links
    /// (`DeepLinkResolver`) follow these arrows. The rule is stated once, in `LeavingArrows`; a search
    /// over many nodes builds that index once instead of calling this for each node.
    /// - Parameter id: A node's identifier.
    /// - Returns: The arrows.
    /// - Complexity: O(states + transitions).
    public func transitions(leaving id: String) -> [GraphTransition] {
        LeavingArrows(self).positions(leaving: id).map { transitions[$0] }
    }

    /// A shortest list of arrows between named nodes leading from `source` to `target` (breadth-first, arrows
    /// tried as ``transitions(leaving:)`` lists them: a node's own, then those inherited from its composites);
    /// empty when they are the same node. Pseudo-state ends (`[*]`, history) are not followed; for the runtime
    /// meaning of a drawing (entering composites, regions, history), run it as a statechart instead.
    ///
    /// Deprecated: it is a second structural reachability, which disagrees with `check`'s (a composite target does
    /// not enter its inner `[*]` here); ask `check` (SwitchyardDiagrams) for a drawing's reachability, or
    /// ``Flow/events(toReach:from:)`` for a flow's.
    /// - Parameters:
    ///   - source: Where to start.
    ///   - target: Where to arrive.
    /// - Returns: The arrows, or `nil` when `target` cannot be reached.
    /// - Complexity: O(states + transitions).
    @available(
        *, deprecated,
        message: """
            a second structural reachability, which does not enter a composite's inner [*]: use `check`'s \
            reachability (SwitchyardDiagrams) for a drawing, or Flow.events(toReach:from:) for a flow
            """
    )
    public func path(from source: String, to target: String) -> [GraphTransition]? {
        if source == target { return [] }
        var reached = false
        let leaving = LeavingArrows(self)
        let search = BreadthFirstSearch(
            from: [source], key: { $0 },
            successors: { node in
                leaving.positions(leaving: node).compactMap { position in
                    let edge = transitions[position]
                    return edge.to.stateID.map { (edge, $0) }
                }
            },
            visit: { _, edge, _, isNew in
                reached = isNew && edge.to.stateID == target
                return !reached
            })
        guard reached, let position = search.positions[target] else { return nil }
        return search.path(to: position)
    }

    /// This graph with every identifier qualified by `parent` (`register` → `authentication.register`) and its
    /// top-level nodes and arrows placed inside the composite `parent`; how a child flow's graph is nested in its
    /// parent's.
    /// - Parameter parent: The identifier of the composite that holds the graph.
    /// - Returns: The nested graph; its title is kept.
    /// - Complexity: O(states + transitions).
    package func nestedGraph(under parent: String) -> StateGraph {
        func qualify(_ id: String) -> String { parent + "." + id }
        func qualify(_ endpoint: GraphTransition.Endpoint) -> GraphTransition.Endpoint {
            switch endpoint {
            case .state(let id): .state(qualify(id))
            case .initial(let scope, let region): .initial(scope: scope.map(qualify) ?? parent, region: region)
            case .final(let scope, let region): .final(scope: scope.map(qualify) ?? parent, region: region)
            case .history(let scope, let deep): .history(scope: scope.map(qualify) ?? parent, deep: deep)
            }
        }
        var nested = self
        for index in nested.states.indices {
            let state = nested.states[index]
            nested.states[index].id = qualify(state.id)
            nested.states[index].parent = state.parent.map(qualify) ?? parent
            if state.longName == nil { nested.states[index].longName = state.id }
        }
        for index in nested.transitions.indices {
            let transition = nested.transitions[index]
            nested.transitions[index].from = qualify(transition.from)
            nested.transitions[index].to = qualify(transition.to)
            nested.transitions[index].enclosingScope = transition.enclosingScope.map(qualify) ?? parent
        }
        return nested
    }
}

import Switchyard

/// Arrows that link a state inside a concurrent region with anything outside that region, which PlantUML refuses
/// ("The state … has been created in a concurrent state: it cannot be used here").
enum ConcurrentRegionLinks {
    /// The first such arrow of `graph`, if any.
    static func first(in graph: StateGraph) -> GraphTransition? {
        var parents: [String: (scope: String?, region: Int)] = [:]
        var regionCounts: [String: Int] = [:]
        for state in graph.states where parents[state.id] == nil {
            parents[state.id] = (state.parent, state.regionIndex)
            if let parent = state.parent {
                regionCounts[parent] = max(regionCounts[parent] ?? 1, state.regionIndex + 1)
            }
        }
        for transition in graph.transitions {
            if let scope = transition.enclosingScope {
                regionCounts[scope] = max(regionCounts[scope] ?? 1, transition.regionIndex + 1)
            }
            for endpoint in [transition.from, transition.to] {
                if case .initial(let scope?, let region) = endpoint {
                    regionCounts[scope] = max(regionCounts[scope] ?? 1, region + 1)
                } else if case .final(let scope?, let region) = endpoint {
                    regionCounts[scope] = max(regionCounts[scope] ?? 1, region + 1)
                }
            }
        }
        /// The innermost concurrent region enclosing a block, as "composite#region", or "" outside any.
        func region(_ scope: String?, _ region: Int) -> String {
            var scope = scope
            var region = region
            var steps = 0
            while let current = scope, steps <= parents.count {
                if (regionCounts[current] ?? 1) > 1 { return current + "#" + String(region) }
                (scope, region) = parents[current] ?? (nil, 0)
                steps += 1
            }
            return ""
        }
        func region(of endpoint: GraphTransition.Endpoint) -> String {
            switch endpoint {
            case .state(let id): region(parents[id]?.scope, parents[id]?.region ?? 0)
            case .initial(let scope, let index), .final(let scope, let index): region(scope, index)
            case .history(let scope, _): region(scope, 0)
            }
        }
        return graph.transitions.first { transition in
            let here = region(transition.enclosingScope, transition.regionIndex)
            return region(of: transition.from) != here || region(of: transition.to) != here
        }
    }
}

import Switchyard
import SwitchyardDiagrams

/// Builds a ``StateGraph`` from a list of numbers, the way a reader builds one from a file: states are declared in
/// the block being written (top level or a composite's region) before any arrow uses them, composites open and
/// close, regions are separated. Property tests generate the numbers, so failures shrink to short recipes.
struct GraphRecipe {
    /// What the target notation can express.
    struct Features {
        var history = true
        var deepHistory = true
        var colors = true
        var stereotypes = true
        var startEnd = true
        var title = true
        var displayNames = true
        var descriptions = true

        static let plantUML = Features()
        /// What the plantuml shipped by Debian (1.2020.02) accepts: everything but deep history.
        static let debianPlantUML = Features(deepHistory: false)
        static let mermaid = Features(
            history: false, deepHistory: false, colors: false, stereotypes: false, startEnd: false, title: false)
    }

    /// `count` fixed recipes, the `seed`-th of `12 + 3 × seed` numbers from a linear congruential generator started at
    /// `seed × golden ratio + salt`, named `recipe N`; graphs without states are left out.
    static func seeded(_ count: Int, salt: UInt64, features: Features) -> [(name: String, graph: StateGraph)] {
        (0..<count).map { seed in
            var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ salt
            let numbers = (0..<(12 + seed * 3)).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int(truncatingIfNeeded: state >> 33)
            }
            return ("recipe \(seed)", graph(from: numbers, features: features))
        }
        .filter { !$0.graph.states.isEmpty }
    }

    static let names = ["idle", "Running", "編集中", "état", "S_1", "done", "waiting2", "Ünïcödé", "x"]
    static let labels = [
        "go", "confirm OK", "tap [ready] / start()", "成功", "finish save", "retry [attempts < 3]", "a/b", "e1",
        "reset", "(payload)",
    ]
    static let descriptions = ["shows a spinner", "説明", "waits for the server"]
    static let displayNames = ["Long name", "長い名前", "Screen A (main)"]

    private struct Frame {
        var scope: String?
        var region: Int
    }

    /// The graph the numbers describe.
    static func graph(from numbers: [Int], features: Features) -> StateGraph {
        var graph = StateGraph()
        var stack: [Frame] = [Frame(scope: nil, region: 0)]
        var counter = 0
        var cursor = numbers.makeIterator()
        func next(_ bound: Int) -> Int { (cursor.next() ?? 0) % max(bound, 1) }
        func anyState() -> String? {
            graph.states.isEmpty ? nil : graph.states[next(graph.states.count)].id
        }
        if features.title, numbers.first.map({ $0 % 5 == 0 }) == true { graph.title = "Generated: 題名" }
        while let operation = cursor.next() {
            let frame = stack[stack.count - 1]
            switch operation % 10 {
            case 0, 1, 2:
                counter += 1
                var state = GraphState(
                    id: names[next(names.count)] + String(counter), parent: frame.scope, region: frame.region)
                let decoration = next(12)
                if features.displayNames, decoration == 1 { state.longName = displayNames[next(3)] }
                if features.descriptions, decoration == 2 {
                    state.descriptionLines = Array(descriptions.prefix(1 + next(descriptions.count)))
                }
                if features.colors, decoration == 3 { state.colorText = next(2) == 0 ? "#pink" : "#FF8800" }
                if features.stereotypes, decoration == 4 { state.stereotypeText = "important" }
                if decoration == 5 { state.kind = .choice }
                if decoration == 6 { state.kind = next(2) == 0 ? .fork : .join }
                if features.startEnd, decoration == 7 { state.kind = next(2) == 0 ? .start : .end }
                graph.states.append(state)
            case 3:
                guard stack.count < 5 else { continue }
                counter += 1
                let id = "Group" + String(counter)
                var state = GraphState(id: id, kind: .composite, parent: frame.scope, region: frame.region)
                if features.displayNames, next(4) == 0 { state.longName = "Composite " + String(counter) }
                graph.states.append(state)
                stack.append(Frame(scope: id, region: 0))
            case 4:
                if stack.count > 1 { stack.removeLast() }
            case 5:
                if frame.scope != nil, frame.region < 2 { stack[stack.count - 1].region += 1 }
            case 6, 7:
                guard let from = anyState(), let to = anyState() else { continue }
                graph.transitions.append(arrow(.state(from), .state(to), frame, label(next)))
            case 8:
                guard let to = anyState() else { continue }
                let here = GraphTransition.Endpoint.initial(scope: frame.scope, region: frame.region)
                graph.transitions.append(arrow(here, .state(to), frame, next(3) == 0 ? label(next) : nil))
            default:
                guard let from = anyState() else { continue }
                var target = GraphTransition.Endpoint.final(scope: frame.scope, region: frame.region)
                if features.history, let scope = frame.scope, next(3) == 0 {
                    target = .history(scope: scope, deep: features.deepHistory && next(2) == 0)
                }
                graph.transitions.append(arrow(.state(from), target, frame, next(3) == 0 ? label(next) : nil))
            }
        }
        return respectingConcurrentRegions(graph)
    }

    /// PlantUML refuses arrows that link a state inside a concurrent region with anything outside that region, so
    /// a file PlantUML accepts never has one; drop such arrows from the recipe's graph.
    private static func respectingConcurrentRegions(_ graph: StateGraph) -> StateGraph {
        var parents: [String: (String?, Int)] = [:]
        var regionCounts: [String: Int] = [:]
        for state in graph.states {
            parents[state.id] = (state.parent, state.regionIndex)
            if let parent = state.parent {
                regionCounts[parent] = max(regionCounts[parent] ?? 1, state.regionIndex + 1)
            }
        }
        for transition in graph.transitions {
            if let scope = transition.enclosingScope {
                regionCounts[scope] = max(regionCounts[scope] ?? 1, transition.regionIndex + 1)
            }
        }
        /// The innermost concurrent region enclosing a block, as "composite#region", or "" at top level.
        func key(_ scope: String?, _ region: Int) -> String {
            var scope = scope
            var region = region
            while let current = scope {
                if (regionCounts[current] ?? 1) > 1 { return current + "#" + String(region) }
                (scope, region) = parents[current] ?? (nil, 0)
            }
            return ""
        }
        func key(_ endpoint: GraphTransition.Endpoint, _ transition: GraphTransition) -> String {
            switch endpoint {
            case .state(let id): key(parents[id]?.0, parents[id]?.1 ?? 0)
            case .initial(let scope, let region), .final(let scope, let region): key(scope, region)
            case .history(let scope, _): key(scope, 0)
            }
        }
        var result = graph
        result.transitions = graph.transitions.filter { transition in
            let here = key(transition.enclosingScope, transition.regionIndex)
            return key(transition.from, transition) == here && key(transition.to, transition) == here
        }
        return result
    }

    private static func label(_ next: (Int) -> Int) -> String? {
        let pick = next(labels.count + 2)
        return pick < labels.count ? labels[pick] : nil
    }

    private static func arrow(
        _ from: GraphTransition.Endpoint, _ to: GraphTransition.Endpoint, _ frame: Frame, _ label: String?
    ) -> GraphTransition {
        GraphTransition(from: from, to: to, label: label, scope: frame.scope, region: frame.region)
    }
}

public import Switchyard

/// Finds shortest event paths through a chart run on the statechart engine — a drawing's ``DiagramChart``, or an
/// SCXML document's own chart (``SCXMLDiagram``): one breadth-first search over configurations (with their history,
/// and for SCXML the data model), sending in each the events its active states accept.
public enum PathPlanner {
    /// Paths from the initial configuration covering every reachable state, or every reachable arrow.
    ///
    /// A step is one event and the macrostep it causes: unlabelled arrows (completion transitions), choices and
    /// forks are followed within the step, and the arrows they take count as taken. For states: one shortest path
    /// per reachable state of the drawing (composites, inner states and states of every region, in graph order),
    /// to the first configuration that has it active or the step that passes through it. For transitions: a path
    /// for each step that takes an arrow not already taken by a longer path, deepest first, so most paths extend
    /// others and the set stays small.
    /// - Parameters:
    ///   - graph: The diagram.
    ///   - coverage: What to cover.
    ///   - file: The source file name, for the report.
    /// - Returns: The plan.
    /// - Throws: ``DiagramParseError`` when the diagram cannot run (see ``DiagramChart``).
    /// - Complexity: O(configurations × accepted events) macrosteps, plus the length of the paths printed.
    public static func plan(
        _ graph: StateGraph, cover coverage: PathCoverage, file: String? = nil
    ) throws(DiagramParseError) -> PathPlan {
        paths(through: try DiagramChart(graph), cover: coverage, file: file)
    }

    /// Paths through an SCXML chart run as written: conditions are evaluated, actions run and raised events are
    /// processed, so a step goes where `switchyard trace` would. Steps are reported in the chart's graph (see
    /// ``SCXMLDiagram``). While delayed sends are pending, letting the next one fall due is a step too (a
    /// ``PathStep/wait``, tried before the events), so states reached only after a delay are covered.
    /// - Parameters:
    ///   - diagram: The chart and its graph.
    ///   - coverage: What to cover.
    ///   - file: The source file name, for the report.
    /// - Returns: The plan.
    /// - Complexity: O(configurations × accepted events) macrosteps (a configuration includes the data model, and
    ///   the search stops after 100,000), plus the length of the paths printed.
    public static func plan(_ diagram: SCXMLDiagram, cover coverage: PathCoverage, file: String? = nil) -> PathPlan {
        paths(through: diagram, cover: coverage, file: file)
    }

    /// What the one search found, before any path is written: the start, every move followed, and how each state
    /// was first reached. `paths` writes paths from it; `check`'s engine reading (``reading(through:limit:)``) needs
    /// only which states it reached.
    struct Exploration<Chart: ExecutableDiagram> {
        typealias Move = (step: PathStep, arrows: [Int], target: Chart.Run)
        let start: Chart.Run
        let startArrows: [Int]
        let initialStep: PathStep
        let search: BreadthFirstSearch<Chart.Run, Chart.Key, Move>
        /// Every move followed, from the position of its start in ``search``'s nodes, in the order followed.
        let moves: [(from: Int, move: Move)]
        /// The positions in ``moves``, shallowest start first.
        let ordered: [Int]
        /// How each state was first reached: by the start (`nil`) or by a move (its position in ``moves``).
        let reached: [String: Int?]
        /// Whether the search stopped at its limit, or at a run with too many sends pending.
        let isTruncated: Bool

        /// The drawing's states the search never reached, once each, in graph order.
        func unreachable(in graph: StateGraph) -> [String] {
            var seen: Set<String> = []
            return graph.states.compactMap { state -> String? in
                guard reached[state.id] == nil, seen.insert(state.id).inserted else { return nil }
                return state.id
            }
        }
    }

    /// The one search, for any chart: breadth-first over configurations from the start, each run's moves as
    /// ``ExecutableDiagram/moves(from:offering:)`` orders them.
    static func explore<Chart: ExecutableDiagram>(_ chart: Chart, limit: Int) -> Exploration<Chart> {
        let graph = chart.graph
        typealias Run = Chart.Run
        let (start, startArrows) = chart.startRun()
        typealias Move = Exploration<Chart>.Move
        var moves: [(from: Int, move: Move)] = []
        var truncated = false
        let search = BreadthFirstSearch<Run, Chart.Key, Move>(
            from: [start], limit: limit, key: { chart.key(of: $0) },
            successors: { run in
                // A run carrying more pending sends than any chart needs is not searched further (the plan says so).
                guard let next = chart.moves(from: run) else {
                    truncated = true
                    return []
                }
                return next.map { move in
                    let line = move.arrows.first.flatMap { graph.transitions[$0].textPosition?.line }
                    let wait =
                        move.event == nil
                        ? PathWait(
                            milliseconds: ClockText.milliseconds(move.waited),
                            events: move.deliveries.compactMap { $0.arrows == nil ? nil : $0.event }) : nil
                    var step = PathStep(
                        from: chart.name(of: run), event: move.event, to: chart.name(of: move.run), line: line,
                        wait: wait)
                    step.stepLimit = chart.stepLimitStop(of: move.run)?.description
                    return ((step, move.arrows, move.run), move.run)
                }
            },
            visit: { from, move, to, _ in
                if to == nil { truncated = true }
                moves.append((from, move))
                return true
            })
        var initialStep = PathStep(
            from: nil, event: nil, to: chart.name(of: start),
            line: startArrows.first.flatMap { graph.transitions[$0].textPosition?.line })
        initialStep.stepLimit = chart.stepLimitStop(of: start)?.description
        // Every state a step passes through or ends in, first reached in breadth-first order.
        func touched(_ arrowList: [Int], _ run: Run) -> [String] {
            var states = chart.activeStates(of: run)
            for position in arrowList {
                for endpoint in [graph.transitions[position].from, graph.transitions[position].to] {
                    if let id = endpoint.stateID { states.append(id) }
                }
            }
            return states
        }
        var reached: [String: Int?] = [:]
        for state in touched(startArrows, start) where reached[state] == nil { reached[state] = .some(nil) }
        let ordered = moves.indices.sorted { search.depths[moves[$0].from] < search.depths[moves[$1].from] }
        for index in ordered {
            for state in touched(moves[index].move.arrows, moves[index].move.target) where reached[state] == nil {
                reached[state] = .some(index)
            }
        }
        return Exploration(
            start: start, startArrows: startArrows, initialStep: initialStep, search: search, moves: moves,
            ordered: ordered, reached: reached, isTruncated: truncated)
    }

    /// What `check`'s engine reading needs of the one search, without writing a path (writing one per state costs
    /// the sum of their lengths: quadratic on a long chain of states).
    /// - Returns: The initial configuration's name, the states never entered, and whether the search was cut.
    static func reading<Chart: ExecutableDiagram>(
        through chart: Chart, limit: Int
    ) -> (initial: String?, unreachable: [String], isTruncated: Bool) {
        let exploration = explore(chart, limit: limit)
        return (chart.name(of: exploration.start), exploration.unreachable(in: chart.graph), exploration.isTruncated)
    }

    /// The plan of the one search, for any chart.
    static func paths<Chart: ExecutableDiagram>(
        through chart: Chart, cover coverage: PathCoverage, file: String?, limit: Int = 100_000
    ) -> PathPlan {
        let graph = chart.graph
        let exploration = explore(chart, limit: limit)
        let (start, startArrows, search, moves) =
            (exploration.start, exploration.startArrows, exploration.search, exploration.moves)
        let (ordered, reached, initialStep) = (exploration.ordered, exploration.reached, exploration.initialStep)
        func path(to position: Int, target: String?) -> EventPath {
            EventPath(target: target, steps: [initialStep] + search.path(to: position).map(\.step))
        }
        func arrows(to position: Int) -> [Int] {
            startArrows + search.path(to: position).flatMap(\.arrows)
        }
        var taken = [Bool](repeating: false, count: graph.transitions.count)
        var paths: [EventPath] = []
        switch coverage {
        case .states:
            var used: Set<Int> = []
            for state in graph.states where !state.kind.isPseudo {
                guard let how = reached[state.id] else { continue }
                guard let index = how else {
                    paths.append(path(to: 0, target: state.id))
                    continue
                }
                var found = path(to: moves[index].from, target: state.id)
                found.steps.append(moves[index].move.step)
                paths.append(found)
                used.insert(index)
            }
            for index in used {
                for position in arrows(to: moves[index].from) + moves[index].move.arrows { taken[position] = true }
            }
            for position in startArrows { taken[position] = true }
        case .transitions:
            // Each path ends in a move that is the shallowest to take one of its arrows, so every path is a shortest
            // way to some arrow; of those, the deepest first, so a path covers the most. (Any move would do when each
            // configuration is one state, but a chart with history or data has many configurations per state, and
            // the deepest of them can be the end of 100,000 laps round a cycle.)
            var firstTaking = [Int](repeating: -1, count: graph.transitions.count)
            for index in ordered {
                for position in moves[index].move.arrows where firstTaking[position] < 0 {
                    firstTaking[position] = index
                }
            }
            let candidates = Set(firstTaking.filter { $0 >= 0 })
            let deepestFirst = moves.enumerated().filter { candidates.contains($0.offset) }.sorted {
                (search.depths[$0.element.from], -$0.offset) > (search.depths[$1.element.from], -$1.offset)
            }
            for (_, entry) in deepestFirst where entry.move.arrows.contains(where: { !taken[$0] }) {
                var found = path(to: entry.from, target: chart.name(of: entry.move.target))
                found.steps.append(entry.move.step)
                paths.append(found)
                for position in arrows(to: entry.from) + entry.move.arrows { taken[position] = true }
            }
            if paths.isEmpty || startArrows.contains(where: { !taken[$0] }) {
                paths.append(path(to: 0, target: chart.name(of: start)))
                for position in startArrows { taken[position] = true }
            }
            paths.reverse()
        }
        // A step after which the chart never settled is never left out: each distinct stop ends a path of its own
        // (the shortest), so the plan says where the chart stops at the step limit whatever the coverage.
        var stops = Set(paths.compactMap { $0.steps.last?.stepLimit })
        for index in ordered {
            guard let stop = moves[index].move.step.stepLimit, stops.insert(stop).inserted else { continue }
            var found = path(to: moves[index].from, target: chart.name(of: moves[index].move.target))
            found.steps.append(moves[index].move.step)
            paths.append(found)
            for position in arrows(to: moves[index].from) + moves[index].move.arrows { taken[position] = true }
        }
        let unreachable = exploration.unreachable(in: graph)
        let untaken = graph.transitions.indices.filter { !taken[$0] }.map { graph.transitions[$0] }
        var plan = PathPlan(
            file: file, coverage: coverage, initial: chart.name(of: start), paths: paths, unreachable: unreachable,
            untakenTransitionLines: untaken.compactMap { $0.textPosition?.line },
            untakenTransitions: untaken.map(Self.arrowText))
        plan.isTruncated = exploration.isTruncated
        return plan
    }

    /// An arrow as `from --> to : label`, its ends named as `check` names them (`EndpointName.name(_:)`),
    /// and its source line when it has one: how a plan names an arrow no path takes.
    static func arrowText(_ arrow: GraphTransition) -> String {
        let label = arrow.label.map { " : " + $0 } ?? ""
        let line = arrow.textPosition.map { " (line \($0.line))" } ?? ""
        return EndpointName.name(arrow.from) + " --> " + EndpointName.name(arrow.to) + label + line
    }
}

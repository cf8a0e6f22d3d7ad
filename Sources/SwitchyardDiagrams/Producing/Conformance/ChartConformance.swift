public import Switchyard

/// Compares a typed `Statechart` with a diagram by running both on the one engine: a breadth-first search over
/// the pairs of configurations they reach, sending every event of the chart in every pair, in the same order to
/// both.
///
/// States match by raw value (the generated `State` enums use the diagram's identifiers and the synthetic names of
/// ``DiagramChart``); an event is sent to the diagram by its raw value, which takes an arrow whose label, event part
/// or guard-only text is that name. The chart conforms when, after every event, both have the same atomic active
/// states, or both have stopped.
///
/// The diagram is stepped by its chart's one adjacency (the moves `paths` and `diff` take). A drawing makes no
/// delayed sends, so it has no move that lets time pass; the typed chart's delayed sends are therefore not
/// delivered by a clock either. Instead every event of the chart, a timer's included, is sent to both in every
/// pair, so an arrow taken on a timer's event is compared as if the timer had fired then.
public enum ChartConformance {
    /// One difference: where it shows, and what each side did.
    public struct Mismatch: Sendable, Hashable, CustomStringConvertible {
        /// The events sent from the initial configurations, the last one the event that disagreed; empty when
        /// the initial configurations differ.
        public var events: [String]
        /// The diagram's atomic active states after them (empty once it has stopped).
        public var diagram: [String]
        /// The chart's atomic active states after them (empty once it has stopped).
        public var chart: [String]

        /// The difference in one line.
        public var description: String {
            let path = events.isEmpty ? "initially" : "after " + events.joined(separator: " -> ")
            func text(_ states: [String]) -> String { states.isEmpty ? "[*]" : states.joined(separator: ", ") }
            return "\(path): the diagram is in \(text(diagram)), the chart in \(text(chart))"
        }
    }

    /// What a comparison found, and whether it looked everywhere.
    public struct Comparison: Sendable, Hashable, CustomStringConvertible {
        /// The mismatches found, shortest first; at most 20.
        public var mismatches: [Mismatch]
        /// Why the search did not compare every reachable pair of configurations (it stopped at its limit), or
        /// `nil` when it did.
        public var truncation: String?

        /// Whether the chart conforms: no mismatch, and every reachable pair compared.
        public var conforms: Bool { mismatches.isEmpty && truncation == nil }

        /// One line per mismatch, then one saying the search was incomplete when it was; `conforms` when it does.
        public var description: String {
            let lines = mismatches.map(\.description) + (truncation.map { ["incomplete comparison: \($0)"] } ?? [])
            return lines.isEmpty ? "conforms" : lines.joined(separator: "\n")
        }
    }

    struct PairKey: Hashable {
        var run: DiagramRun.Key
        var typed: [String]
        var history: [Int: [Int]]
    }

    /// The differences between `chart` and the diagram `graph`, shortest first.
    ///
    /// An empty list does not say whether the search compared every pair: ``compare(_:context:to:limit:)`` also
    /// says when it stopped at `limit`.
    /// - Parameters:
    ///   - chart: The typed chart.
    ///   - context: Its initial context.
    ///   - graph: The diagram.
    ///   - limit: At most this many configuration pairs are visited.
    /// - Returns: The mismatches; empty when none was found within `limit` pairs.
    /// - Throws: ``DiagramParseError`` when the diagram cannot run (see ``DiagramChart``).
    /// - Complexity: O(pairs × events) macrosteps on each side.
    public static func mismatches<State, Event, Context>(
        of chart: Statechart<State, Event, Context>, context: Context, to graph: StateGraph, limit: Int = 10_000
    ) throws(DiagramParseError) -> [Mismatch]
    where
        State: RawRepresentable & Hashable & Sendable, State.RawValue == String,
        Event: RawRepresentable & CaseIterable & Sendable, Event.RawValue == String
    {
        try compare(chart, context: context, to: graph, limit: limit).mismatches
    }

    /// The differences between `chart` and the diagram `graph`, shortest first, and whether the search stopped at
    /// `limit` before it had compared every reachable pair (then ``Comparison/conforms`` is `false`: a difference
    /// may lie beyond it).
    /// - Parameters:
    ///   - chart: The typed chart.
    ///   - context: Its initial context.
    ///   - graph: The diagram.
    ///   - limit: At most this many configuration pairs are visited.
    /// - Returns: The mismatches and the truncation.
    /// - Throws: ``DiagramParseError`` when the diagram cannot run (see ``DiagramChart``).
    /// - Complexity: O(pairs × events) macrosteps on each side.
    public static func compare<State, Event, Context>(
        _ chart: Statechart<State, Event, Context>, context: Context, to graph: StateGraph, limit: Int = 10_000
    ) throws(DiagramParseError) -> Comparison
    where
        State: RawRepresentable & Hashable & Sendable, State.RawValue == String,
        Event: RawRepresentable & CaseIterable & Sendable, Event.RawValue == String
    {
        typealias Typed = StatechartInterpreter<State, Event, Context>
        let diagram = try DiagramChart(graph)
        var startTyped = Typed(chart, context: context)
        startTyped.recordsMicrosteps = false
        startTyped.start()
        func names(_ typed: Typed) -> [String] {
            typed.isStillRunning ? typed.configuration.atomicStates.map(\.rawValue) : []
        }
        let start = (run: DiagramRun(diagram.start()), typed: startTyped)
        var mismatches: [Mismatch] = []
        if start.run.activeStates != names(start.typed) {
            return Comparison(
                mismatches: [Mismatch(events: [], diagram: start.run.activeStates, chart: names(start.typed))])
        }
        typealias Pair = (run: DiagramRun, typed: Typed)
        typealias Step = (event: String, diagram: [String], chart: [String])
        let events = Array(Event.allCases)
        var failures: [(from: Int, step: Step)] = []
        var isCut = false
        let search = BreadthFirstSearch<Pair, PairKey, Step>(
            from: [start], limit: limit,
            key: {
                PairKey(
                    run: $0.run.key, typed: $0.typed.configuration.states.map(\.rawValue),
                    history: $0.typed.recordedHistory)
            },
            successors: { pair in
                events.map { event in
                    let run = diagram.move(sending: event.rawValue, from: pair.run)?.run ?? pair.run
                    var typed = pair.typed
                    typed.send(event)
                    return ((event.rawValue, run.activeStates, names(typed)), (run, typed))
                }
            },
            visit: { from, step, to, _ in
                if step.diagram != step.chart { failures.append((from, step)) }
                // The limit refused a new pair: what follows it was not compared.
                if to == nil { isCut = true }
                return failures.count < 20
            })
        for (from, step) in failures {
            let path = search.path(to: from).map(\.event) + [step.event]
            mismatches.append(Mismatch(events: path, diagram: step.diagram, chart: step.chart))
        }
        let truncation =
            isCut
            ? "the search stopped at its limit of \(limit) pairs of configurations with more reachable; a mismatch "
                + "may lie beyond it" : nil
        return Comparison(mismatches: mismatches, truncation: truncation)
    }
}

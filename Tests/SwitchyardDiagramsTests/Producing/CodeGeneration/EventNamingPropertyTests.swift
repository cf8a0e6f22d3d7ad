import PropertyBased
import Switchyard
import SwitchyardDiagrams
import Testing

/// The generated `Event` enum has one case per event and a case of its own for a whole label only when another
/// label shares its event; so sending the case a path sends for a label (``SwiftNames/events``, whose raw value the
/// generated chart is built on) must take the same arrows in the engine as sending the label itself, in every state,
/// for drawings whose labels share events through guards, actions and guard-only labels.
@Suite(.timeLimit(.minutes(5)))
struct EventNamingPropertyTests {
    static let pool = [
        "go", "go [x]", "go [y] / z", "[x]", "x", "/ go", "stop", "stop [x]", "stop / log", "[ready]", "ready",
    ]

    @Test func sendingALabelsCaseIsSendingTheLabel() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000).array(of: 2...40)) { numbers in
            var cursor = numbers.makeIterator()
            func next(_ bound: Int) -> Int { (cursor.next() ?? 0) % bound }
            let states = ["s0", "s1", "s2", "s3"]
            var graph = StateGraph(
                states: states.map { GraphState(id: $0) },
                transitions: [GraphTransition(from: .initial(scope: nil, region: 0), to: .state("s0"))])
            for _ in 0..<(numbers.count / 2) {
                graph.transitions.append(
                    GraphTransition(
                        from: .state(states[next(states.count)]), to: .state(states[next(states.count)]),
                        label: Self.pool[next(Self.pool.count)]))
            }
            let names = SwiftNames(graph)
            var rawValue: [String: String] = [:]
            for (name, caseName) in names.eventCases { rawValue[caseName] = name }
            guard let chart = try? DiagramChart(graph) else {
                Issue.record("the chart of a flat drawing did not build")
                return
            }
            // Every state the labels reach, each label sent both ways from each.
            var seen: Set<[String]> = []
            var queue = [chart.start()]
            while let run = queue.popLast() {
                guard seen.insert(chart.activeStates(run)).inserted else { continue }
                for label in Set(graph.transitions.compactMap(\.label)) {
                    guard let caseName = names.events[label], let name = rawValue[caseName] else {
                        Issue.record("no case for '\(label)'")
                        continue
                    }
                    var byLabel = run
                    var byCase = run
                    byLabel.send(label)
                    byCase.send(name)
                    let labelArrows = chart.takenArrows(&byLabel)
                    let caseArrows = chart.takenArrows(&byCase)
                    #expect(
                        labelArrows == caseArrows,
                        "in \(chart.activeStates(run)): '\(label)' takes \(labelArrows), its case '\(name)' \(caseArrows)"
                    )
                    queue.append(byLabel)
                }
            }
        }
    }
}

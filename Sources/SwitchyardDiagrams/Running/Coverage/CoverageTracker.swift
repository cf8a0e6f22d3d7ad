import Switchyard

/// Two arrows taken one right after the other.
package struct ArrowPair: Hashable {
    package var first: Int
    package var second: Int

    package init(first: Int, second: Int) {
        self.first = first
        self.second = second
    }
}

/// What sequences exercised of the model, gathered step by step.
package struct CoverageTracker {
    package var states: Set<String> = []
    package var arrows: Set<Int> = []
    package var guards: Set<GuardOutcome> = []
    package var pairs: Set<ArrowPair> = []
    /// The last arrow of the sequence being run, for pairs.
    private var lastArrow: Int?

    /// Nothing covered yet.
    package init() {}

    package mutating func record<Model: SteppedModel>(_ move: ModelMove<Model.Cursor>, model: Model) {
        states.formUnion(model.activeStates(of: move.cursor))
        for arrow in move.arrows {
            arrows.insert(arrow)
            if let lastArrow { pairs.insert(ArrowPair(first: lastArrow, second: arrow)) }
            lastArrow = arrow
        }
        record(move.guards)
    }

    package mutating func record(_ outcomes: [GuardOutcome]) {
        guards.formUnion(outcomes)
    }

    package mutating func merge(_ other: CoverageTracker) {
        states.formUnion(other.states)
        arrows.formUnion(other.arrows)
        guards.formUnion(other.guards)
        pairs.formUnion(other.pairs)
    }

    /// The report, against everything the model has: its states, arrows, data guards and `possiblePairs`.
    package func report(model: DrawingModel, file: String, possiblePairs: Set<ArrowPair>) -> ModelCoverage {
        let graph = model.graph
        func location(_ position: TextPosition?) -> String? {
            position.map { DiagnosticLine.location(file: file, line: $0.line, column: $0.column) }
        }
        func arrowName(_ index: Int) -> String {
            let arrow = graph.transitions[index]
            return EndpointName.name(arrow.from) + " --> " + EndpointName.name(arrow.to)
                + (arrow.label.map { " : " + $0 } ?? "")
        }
        var seen: Set<String> = []
        let stateItems = graph.states.compactMap { state -> ModelCoverage.Item? in
            guard !state.kind.isPseudo, seen.insert(state.id).inserted else { return nil }
            return ModelCoverage.Item(
                name: "state " + state.id, location: location(state.textPosition),
                isExercised: states.contains(state.id))
        }
        let arrowItems = graph.transitions.indices.map { index in
            ModelCoverage.Item(
                name: "transition " + arrowName(index), location: location(graph.transitions[index].textPosition),
                isExercised: arrows.contains(index))
        }
        var guardItems: [ModelCoverage.Item] = []
        for (index, label) in model.labels.enumerated() {
            guard let guardText = label?.guardText, LabelExpression.evaluate(guard: guardText, data: [:]) != nil,
                guardText != "else"
            else { continue }
            for value in [true, false] {
                guardItems.append(
                    ModelCoverage.Item(
                        name: "guard [\(guardText)] \(value ? "true" : "false") on " + arrowName(index),
                        location: location(graph.transitions[index].textPosition),
                        isExercised: guards.contains(GuardOutcome(arrow: index, value: value))))
            }
        }
        let pairItems = possiblePairs.union(pairs).sorted { ($0.first, $0.second) < ($1.first, $1.second) }.map {
            pair in
            ModelCoverage.Item(
                name: "pair " + arrowName(pair.first) + " then " + arrowName(pair.second),
                location: location(graph.transitions[pair.first].textPosition), isExercised: pairs.contains(pair))
        }
        return ModelCoverage(
            states: stateItems, transitions: arrowItems, guardOutcomes: guardItems, transitionPairs: pairItems)
    }
}

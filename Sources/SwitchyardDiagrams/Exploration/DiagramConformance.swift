/// Compares an explored machine graph (``MachineExplorer``) with a drawn diagram.
///
/// The diagram is read at the level of detail the machine names: a drawn state inside a composite counts as its
/// nearest enclosing state that the machine names (a `done` case with a payload stands for the `success` and
/// `failure` states drawn inside `done`); an arrow from a composite the machine does not name counts for each
/// named state inside it; an arrow into such a composite goes where its inner `[*]` leads. Arrows to `[*]` and
/// unlabelled arrows between states are not events and are not compared.
public enum DiagramConformance {
    /// The differences between `machine` (explored) and `diagram`.
    /// - Parameters:
    ///   - machine: The explored graph: an initial arrow and labelled arrows between named states.
    ///   - diagram: The drawing.
    /// - Returns: Missing and extra transitions and states, sorted by code point.
    /// - Complexity: O(*n* + *m*) in both graphs, plus sorting the differences.
    public static func compare(machine: StateGraph, diagram: StateGraph) -> ConformanceReport {
        let key = SwiftIdentifier.lowerCamelCase
        var machineNames: [String: String] = [:]
        for state in machine.states { machineNames[key(state.id)] = state.id }
        var innerEntry: [String: String] = [:]
        for transition in diagram.transitions {
            if case .initial(let scope?, 0) = transition.from, case .state(let to) = transition.to,
                innerEntry[scope] == nil
            {
                innerEntry[scope] = to
            }
        }
        var parents: [String: String] = [:]
        var children: [String: [String]] = [:]
        for state in diagram.states {
            if let parent = state.parent {
                parents[state.id] = parent
                children[parent, default: []].append(state.id)
            }
        }
        /// The machine-level name of a drawn state: itself or its nearest enclosing state the machine names.
        func level(_ id: String) -> String? {
            var current: String? = id
            var steps = 0
            while let name = current, steps <= diagram.states.count {
                if machineNames[key(name)] != nil { return name }
                current = parents[name]
                steps += 1
            }
            return nil
        }
        /// The machine-level names an arrow from drawn state `id` applies to.
        func sources(_ id: String) -> [String] {
            if let named = level(id) { return [named] }
            var result: [String] = []
            var stack = children[id] ?? []
            while let next = stack.popLast() {
                if machineNames[key(next)] != nil { result.append(next) } else { stack += children[next] ?? [] }
            }
            return result.isEmpty ? [id] : result
        }
        func target(_ id: String) -> String {
            if let named = level(id) { return named }
            // Where entering the composite ends: down its inner `[*]` arrows (first region), as a table does.
            var entered = id
            var visited: Set<String> = [id]
            while let next = innerEntry[entered], visited.insert(next).inserted { entered = next }
            return level(entered) ?? entered
        }
        var expected: [[String]: ConformanceReport.Arrow] = [:]
        var diagramInitial: String?
        for transition in diagram.transitions {
            var to: String
            switch transition.to {
            case .state(let id): to = target(id)
            case .history(let scope?, _): to = target(scope)
            case .history(nil, _), .final, .initial: continue
            }
            switch transition.from {
            case .initial(nil, _):
                if diagramInitial == nil { diagramInitial = to }
            case .state(let id):
                guard let label = transition.label, !label.isEmpty else { continue }
                let event = EventLabel(label).eventName
                for from in sources(id) {
                    let arrow = ConformanceReport.Arrow(from: from, event: event, to: to)
                    expected[[key(from), key(event), key(to)]] = arrow
                }
            case .initial, .final, .history: continue
            }
        }
        var actual: [[String]: ConformanceReport.Arrow] = [:]
        var machineInitial: String?
        for transition in machine.transitions {
            guard case .state(let to) = transition.to else { continue }
            switch transition.from {
            case .initial: machineInitial = machineInitial ?? to
            case .state(let from):
                let event = transition.label ?? ""
                actual[[key(from), key(event), key(to)]] = ConformanceReport.Arrow(from: from, event: event, to: to)
            case .final, .history: continue
            }
        }
        var report = ConformanceReport()
        report.missingTransitions = sorted(expected.filter { actual[$0.key] == nil }.map(\.value))
        report.extraTransitions = sorted(actual.filter { expected[$0.key] == nil }.map(\.value))
        // Named pseudo-states (a choice point a generated machine keeps as a case) count as drawn.
        let drawn = Set(diagram.states.compactMap { level($0.id) }.map(key))
        report.extraStates = sortedNames(machine.states.map(\.id).filter { !drawn.contains(key($0)) })
        let reached = Set(machine.states.map { key($0.id) })
        report.missingStates = sortedNames(
            diagram.states.filter { state in
                !state.kind.isPseudoState && level(state.id) == nil
                    && sources(state.id).allSatisfy { !reached.contains(key($0)) }
            }.map(\.id))
        if let diagramInitial, let machineInitial, key(diagramInitial) != key(machineInitial) {
            report.initialMismatch = [diagramInitial, machineInitial]
        }
        return report
    }

    private static func sorted(_ arrows: [ConformanceReport.Arrow]) -> [ConformanceReport.Arrow] {
        arrows.sorted { lhs, rhs in
            [lhs.from, lhs.event, lhs.to].lexicographicallyPrecedes([rhs.from, rhs.event, rhs.to]) {
                $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
            }
        }
    }

    private static func sortedNames(_ names: [String]) -> [String] {
        names.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }
}

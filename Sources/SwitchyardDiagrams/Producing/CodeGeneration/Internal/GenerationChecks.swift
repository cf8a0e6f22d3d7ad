import Switchyard

/// What both Swift generators (the table machine and the statechart) refuse, so a diagram is either generated as the
/// engine runs it or refused the same way whichever generator it would go to, always at a diagram position.
enum GenerationChecks {
    /// Refuses pseudo-states a generated machine cannot run as drawn, and anything but exactly one initial state.
    /// - Parameters:
    ///   - graph: The diagram.
    ///   - choicesAsStates: Whether a `<<choice>>` may become a state whose branches are events.
    ///   - forksRun: Whether forks run as drawn (the statechart enters all a fork's targets; a table cannot).
    /// - Returns: The position of the top-level `[*]` arrow the machine starts with.
    /// - Complexity: O(*n* + *m*).
    static func check(
        _ graph: StateGraph, choicesAsStates: Bool, forksRun: Bool
    ) throws(CodeGenerationError) -> Int {
        for state in graph.states {
            switch state.kind {
            case .choice where !choicesAsStates:
                throw CodeGenerationError(
                    "choice pseudo-state '\(state.id)' cannot be generated: a generated machine has no choice "
                        + "points (for a choice decided by a state function, use --choices-as-states)",
                    at: state.textPosition)
            case .fork where !forksRun:
                throw CodeGenerationError(
                    "fork pseudo-state '\(state.id)' cannot be generated: a table machine has one current state, "
                        + "a fork enters several", at: state.textPosition)
            case .join:
                throw CodeGenerationError(
                    "join pseudo-state '\(state.id)' cannot be generated: a transition of the engine has one source",
                    at: state.textPosition)
            default: continue
            }
        }
        if !forksRun {
            let starts = graph.startStateIDs
            for arrow in graph.transitions {
                guard case .state(let id) = arrow.from, starts.contains(id), let label = arrow.label, !label.isEmpty
                else { continue }
                throw CodeGenerationError(
                    "the arrow from start state '\(id)' is labelled '\(label)': a run waits in '\(id)' for that "
                        + "event, and a table machine cannot start in a pseudo-state; draw the arrow without a label",
                    at: arrow.textPosition)
            }
        }
        var first: (position: Int, target: GraphTransition.Endpoint)?
        for position in graph.startingArrows() {
            let arrow = graph.transitions[position]
            guard let seen = first else {
                first = (position, arrow.to)
                continue
            }
            if seen.target != arrow.to {
                throw CodeGenerationError(
                    "the diagram has more than one initial state ('\(EndpointName.name(seen.target))' and "
                        + "'\(EndpointName.name(arrow.to))'); a generated machine starts in one",
                    at: arrow.textPosition)
            }
        }
        guard let first else {
            let location =
                graph.states.first(where: { $0.parent == nil })?.textPosition ?? graph.transitions.first?.textPosition
            throw CodeGenerationError(
                "the diagram has no initial state: add '[*] --> State' (or a '<<start>>' state) at top level",
                at: location ?? TextPosition(line: 1, column: 1))
        }
        return first.position
    }
}

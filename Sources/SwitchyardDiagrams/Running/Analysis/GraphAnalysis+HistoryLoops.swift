import Switchyard

extension GraphAnalysis {
    /// `history-loop` errors: a history whose default entry leads back to itself (`[*] --> [H]` with no arrow from
    /// `[H]`, or `[H]` and `[H*]` defaulting to each other) would enter itself for ever, so the engine refuses the
    /// chart. The finding comes from the engine's own compiler (through ``DiagramChart``'s builder), so `check`,
    /// `simulate` and `paths` agree on which drawings run.
    /// - Complexity: O(1) for a graph without history; otherwise the cost of building the chart, O(*n* + *m*).
    static func historyLoopDiagnostics(_ graph: StateGraph) -> [Diagnostic] {
        let drawsHistory = graph.transitions.contains { transition in
            if case .history = transition.from { return true }
            if case .history = transition.to { return true }
            return false
        }
        guard drawsHistory else { return [] }
        var builder = DiagramChartBuilder(graph)
        do {
            _ = try builder.build()
            return []
        } catch {
            guard builder.definitionProblem == .historyLoop else { return [] }
            return [
                Diagnostic(
                    severity: .error, code: "history-loop", message: error.message, line: error.line,
                    column: error.column)
            ]
        }
    }
}

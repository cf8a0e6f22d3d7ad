public import Switchyard

/// One point of a diagram's run: an interpreter of its ``DiagramChart`` between macrosteps, with what the chart's
/// configuration and history make it (two runs in one configuration with different histories differ).
public struct DiagramRun: Sendable {
    /// The interpreter, after a macrostep.
    public var interpreter: DiagramChart.Interpreter

    /// Wraps an interpreter.
    /// - Parameter interpreter: An interpreter of a diagram chart.
    public init(_ interpreter: DiagramChart.Interpreter) {
        self.interpreter = interpreter
    }

    /// The atomic active states, in document order; empty once the chart has stopped.
    public var activeStates: [String] {
        interpreter.isStillRunning ? interpreter.configuration.atomicStates : []
    }

    /// The configuration as the drawing names it: the atomic states joined by `, `, or `nil` once the chart has
    /// finished (reached a top-level `[*]`). A chart stopped at the step limit (a loop of unlabelled arrows that
    /// never settles) is named by the states it was stopped in.
    public var name: String? {
        interpreter.isFinished ? nil : interpreter.configuration.atomicStates.joined(separator: ", ")
    }

    /// What tells two runs apart: every active state and the recorded history.
    var key: Key { Key(states: interpreter.configuration.states, history: interpreter.recordedHistory) }

    struct Key: Hashable {
        var states: [String]
        var history: [Int: [Int]]
    }

    /// The run after `event`, with the arrows it took (positions in the graph's `transitions`).
    /// - Parameter event: An event name.
    /// - Returns: `nil` when no arrow is taken.
    func sending(_ event: String) -> (run: DiagramRun, arrows: [Int])? {
        var next = interpreter
        next.context.removeAll()
        next.send(event)
        guard !next.context.isEmpty else { return nil }
        let arrows = next.context
        next.context.removeAll()
        return (DiagramRun(next), arrows)
    }
}

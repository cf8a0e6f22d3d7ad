public import Switchyard

/// Statecharts with delayed sends that the core's store tests and the diagrams' `TimedRun` tests both run, written
/// once so that the two hosts are held to the same chart.
public enum DelayedSendCharts {
    /// `arm` sends two events in 5 s, one with an id (`late`, id `t`: the context adds 1) and one without (`later`:
    /// the context adds 10); `finish` reaches the top-level final state; `go` loops without end between `b` and `c`
    /// (a chart stopped at its step limit).
    /// - Returns: The chart; its context counts the delayed events delivered.
    /// - Throws: Never for this definition; `Statechart`'s initializer checks any definition.
    public static func stopping() throws -> Statechart<String, String, Int> {
        try Statechart([
            .atomic(
                "idle",
                [
                    .on(
                        "arm",
                        action: { scope in
                            scope.send("late", after: .seconds(5), id: "t")
                            scope.send("later", after: .seconds(5))
                        }),
                    .on("late", action: { scope in scope.context += 1 }),
                    .on("later", action: { scope in scope.context += 10 }),
                    .on("finish", to: "done"),
                    .on("go", to: "b"),
                ]),
            .atomic("b", [.always(to: "c")]),
            .atomic("c", [.always(to: "b")]),
            .final("done"),
        ])
    }
}

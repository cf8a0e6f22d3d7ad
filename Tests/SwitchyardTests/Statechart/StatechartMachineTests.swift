import Switchyard
import Testing

/// A chart run by a store records the same microsteps as the interpreter run alone (the store keeps them compactly
/// and decodes them when read), and configurations compare by the states they hold.
@MainActor
struct StatechartMachineTests {
    typealias Chart = Statechart<String, String, Int>

    /// Parallel regions, an eventless transition, a raised event, a `done` event and a deep history: one event
    /// takes several microsteps.
    static func chart() throws -> Chart {
        try Chart([
            .atomic("idle", [.on("go", to: "work"), .on("resume", to: "h")]),
            .parallel(
                "work",
                [
                    .compound(
                        "left",
                        [
                            .atomic("l1", [.on("step", to: "l2")]),
                            .atomic("l2", [.always(to: "l3", action: { scope in scope.raise("inner") })]),
                            .final("l3"),
                        ]),
                    .compound(
                        "right", [.atomic("r1", [.on("inner", to: "r2")]), .atomic("r2", [.on("back", to: "r1")])]),
                    .history("h", deep: true),
                    .on("pause", to: "idle"),
                    .onDone("left", to: "idle"),
                ]),
        ])
    }

    @Test func theStoreRecordsTheMicrostepsTheInterpreterDoes() throws {
        let events = ["go", "step", "resume", "pause", "go", "back", "nothing", "pause"]
        var interpreter = StatechartInterpreter(try Self.chart(), context: 0)
        let store = Store(machine: try Self.chart().machine(context: 0))
        #expect(store.state.lastMacrostep.microsteps == interpreter.start().microsteps)
        var longest = 0
        for event in events {
            let macrostep = interpreter.send(event)
            store.send(event)
            longest = max(longest, macrostep.microsteps.count)
            // An ignored event leaves the state, and so the last macrostep, as it was.
            if !macrostep.microsteps.isEmpty {
                #expect(store.state.lastMacrostep.microsteps == macrostep.microsteps, "after \(event)")
            }
            #expect(store.state.configuration.states == interpreter.configuration.states, "after \(event)")
        }
        #expect(longest == 4)
    }

    @Test func configurationsOfTwoCompilationsCompareByTheirStates() throws {
        var first = StatechartInterpreter(try Self.chart(), context: 0)
        var second = StatechartInterpreter(try Self.chart(), context: 0)
        first.start()
        second.start()
        #expect(first.configuration == second.configuration)
        #expect(first.configuration.hashValue == second.configuration.hashValue)
        first.send("go")
        #expect(first.configuration != second.configuration)
        #expect(first.configuration.contains("r1") && !first.configuration.contains("idle"))
        #expect(!first.configuration.contains("unknown"))
        second.send("go")
        #expect(first.configuration == second.configuration)
    }
}

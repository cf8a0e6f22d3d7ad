import Switchyard
import Testing

/// Shallow and deep history, with and without a stored value.
struct StatechartHistoryTests {
    typealias Chart = Statechart<String, String, Int>

    static func chart(deep: Bool) throws -> Chart {
        try Chart(
            initial: "player",
            [
                .compound(
                    "player", initial: "stopped",
                    [
                        .atomic("stopped", [.on("play", to: "playing")]),
                        .compound(
                            "playing", initial: "normal",
                            [.atomic("normal", [.on("faster", to: "fast")]), .atomic("fast")]),
                        .history("resume", deep: deep, default: "stopped", action: { $0.context += 1 }),
                        .on("off", to: "off"),
                    ]),
                .atomic("off", [.on("on", to: "resume")]),
            ])
    }

    @Test func shallowHistoryRestoresTheChildWithItsDefaultEntry() throws {
        var interpreter = StatechartInterpreter(try Self.chart(deep: false), context: 0)
        interpreter.start()
        for event in ["play", "faster", "off", "on"] { interpreter.send(event) }
        #expect(Array(interpreter.configuration) == ["normal"])
        #expect(interpreter.context == 0)
    }

    @Test func deepHistoryRestoresTheAtomicDescendants() throws {
        var interpreter = StatechartInterpreter(try Self.chart(deep: true), context: 0)
        interpreter.start()
        for event in ["play", "faster", "off", "on"] { interpreter.send(event) }
        #expect(Array(interpreter.configuration) == ["fast"])
        #expect(interpreter.configuration.states == ["player", "playing", "fast"])
    }

    /// What a history records can be read (state equality leaves it out): nothing before its parent is exited,
    /// then the parent's active children (shallow) or atomic descendants (deep); an id that is not a history has
    /// nothing recorded.
    @Test @MainActor func recordedStatesAreReadable() throws {
        for deep in [false, true] {
            let store = Store(machine: try Self.chart(deep: deep).machine(context: 0))
            #expect(store.state.recordedStates(of: "resume") == nil)
            store.send("play")
            store.send("faster")
            #expect(store.state.recordedStates(of: "resume") == nil)
            store.send("off")
            #expect(store.state.recordedStates(of: "resume") == (deep ? ["fast"] : ["playing"]))
            #expect(store.state.recordedStates(of: "player") == nil)
            #expect(store.state.recordedStates(of: "nowhere") == nil)
        }
    }

    @Test func historyWithoutValueTakesItsDefaultAndRunsItsAction() throws {
        let chart = try Chart(
            initial: "off",
            [
                .compound(
                    "player", initial: "stopped",
                    [
                        .atomic("stopped"),
                        .atomic("playing"),
                        .history("resume", default: "playing", action: { $0.context += 1 }),
                    ]),
                .atomic("off", [.on("on", to: "resume")]),
            ])
        var interpreter = StatechartInterpreter(chart, context: 0)
        interpreter.start()
        interpreter.send("on")
        #expect(Array(interpreter.configuration) == ["playing"])
        #expect(interpreter.context == 1)
    }
}

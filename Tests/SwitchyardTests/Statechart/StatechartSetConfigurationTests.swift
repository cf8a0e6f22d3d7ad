import Switchyard
import Testing

/// `StatechartState.setConfiguration(_:)` states an expected configuration: it accepts exactly the sets of states
/// that are configurations of the chart (ancestors implied), refuses the others without changing the value, and a
/// value set this way runs on like one the engine made.
@MainActor
struct StatechartSetConfigurationTests {
    typealias Chart = Statechart<String, String, Int>

    static func chart() throws -> Chart {
        try Chart([
            .atomic("idle", [.on("go", to: "work")]),
            .parallel(
                "work",
                [
                    .compound("left", [.atomic("l1", [.on("step", to: "l2")]), .atomic("l2")]),
                    .compound("right", [.atomic("r1", [.on("flip", to: "r2")]), .atomic("r2")]),
                    .history("h", deep: true),
                    .on("stop", to: "done"),
                ]),
            .final("done"),
        ])
    }

    @Test func leavesWithTheirAncestorsMakeTheConfigurationTheEngineReaches() throws {
        let store = Store(machine: try Self.chart().machine(context: 0))
        var expected = store.state
        try expected.setConfiguration(["l1", "r1"])
        store.send("go")
        #expect(expected == store.state)
        #expect(expected.configuration.states == ["work", "left", "l1", "right", "r1"])
        try expected.setConfiguration(["l2", "right", "r1"])
        store.send("step")
        #expect(expected == store.state)
    }

    @Test func aTopLevelFinalStateFinishesTheChart() throws {
        let store = Store(machine: try Self.chart().machine(context: 0))
        var expected = store.state
        try expected.setConfiguration(["done"])
        #expect(expected.isFinished)
        store.send("go")
        store.send("stop")
        #expect(expected == store.state)
    }

    @Test(arguments: [
        (["nowhere"], "'nowhere' is not a state of the chart"),
        (["h"], "'h' is a history state, which is never active"),
        (["l1"], "parallel state 'work' has all its regions active; 'right' is not given"),
        (["l1", "l2", "r1"], "'left' has one active child, but 'l1', 'l2' are given"),
        (["work", "l1", "right"], "'right' needs one active child; give one of 'r1', 'r2'"),
        (["idle", "done"], "the chart has one active top-level state, but 'idle', 'done' are given"),
        ([], "the chart needs one active top-level state; give one of 'idle', 'work', 'done'"),
    ])
    func whatIsNotAConfigurationIsRefusedAndChangesNothing(states: [String], message: String) throws {
        let store = Store(machine: try Self.chart().machine(context: 0))
        var state = store.state
        #expect(throws: StatechartConfigurationError(message: message)) { try state.setConfiguration(states) }
        #expect(state == store.state)
        #expect(state.configuration.atomicStates == ["idle"])
    }

    @Test func aStoreStartedFromASetConfigurationRunsOnFromIt() throws {
        let chart = try Self.chart()
        var state = Store(machine: chart.machine(context: 0)).state
        try state.setConfiguration(["l2", "r1"])
        state.context = 7
        let store = Store(machine: chart.machine(context: 0), state: state)
        store.send("flip")
        #expect(store.state.configuration.atomicStates == ["l2", "r2"])
        #expect(store.state.context == 7)
        store.send("stop")
        #expect(store.state.isFinished)
    }
}

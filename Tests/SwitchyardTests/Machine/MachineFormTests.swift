import PropertyBased
import Testing

@testable import Switchyard

/// A machine is one of five forms, and each factory makes the form it names; whatever the form, the step a store
/// takes for an event is the step the machine's value-level `transition(from:on:)` decides (a store takes it its own
/// way: on its state in place, from the table number it keeps, on a copy when observers need the state left).
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct MachineFormTests {
    /// The name of a machine's form, for the expectations below.
    static func formName<State, Event>(of machine: Machine<State, Event>) -> String {
        switch machine.form {
        case .deciding: "deciding"
        case .table: "table"
        case .reducing: "reducing"
        case .reducingParts: "reducingParts"
        case .steppingInPlace: "steppingInPlace"
        }
    }

    // MARK: Machines of every form, over small state and event spaces

    /// Events 0...3 on states 0...4: 0 is ignored everywhere, 3 leaves the state as it is.
    static let routing = Machine<Int, Int>.routing(initial: 0, onEnter: { _ in .none }, onExit: { _ in .none }) {
        state, event in
        event == 0 ? nil : (state + event) % 5
    }

    /// Like `routing`, with internal steps for event 3 and external self-steps for event 2 in state 4.
    static let stepping = Machine<Int, Int>.stepping(initial: 0) { state, event in
        switch (state, event) {
        case (_, 0): nil
        case (_, 3): Step(state, kind: .internal)
        case (4, 2): Step(4)
        default: Step((state + event) % 5)
        }
    }

    /// A table with guarded alternatives, a rule with an effect-free self-loop, and a dead end (7) no rule leaves.
    static let table = Machine<Int, Int>.table(
        initial: 0,
        rules: [
            .from(0, on: 1, to: 1),
            .from(0, on: 2, to: 2, guardName: "never", where: { _, _ in false }),
            .from(0, on: 2, to: 3),
            .from(1, on: 1, to: 2),
            .from(1, on: 2, to: 1),
            .from(1, on: 3, to: 0),
            .from(2, on: 1, to: 3),
            .from(2, on: 3, to: 7),
            .from(3, on: 1, to: 4),
            .from(3, on: 2, to: 0, guardName: "odd", where: { _, event in event % 2 == 1 }),
            .from(3, on: 2, to: 2),
            .from(4, on: 1, to: 0),
            .from(4, on: 3, to: 4),
        ])

    /// The shared reducer fixture (`Fixtures.swift`).
    static var reducer: Machine<Counters, CounterEvent> { counters }

    enum TallyPart: Hashable, Sendable {
        case value(Int)
    }

    /// Adds each event to one of three values, reporting which; event 0 changes nothing and reports nothing.
    static let partsReducer = Machine<[Int], Int>.reducer(initial: [0, 0, 0], parts: TallyPart.self) {
        values, event, changes in
        guard event != 0 else { return .none }
        values[event % 3] += event
        changes.insert(.value(event % 3))
        return .none
    }

    @Test func eachFactoryMakesTheFormItNames() throws {
        #expect(Self.formName(of: Self.routing) == "deciding")
        #expect(Self.formName(of: Self.stepping) == "deciding")
        #expect(Self.formName(of: Self.table) == "table")
        #expect(Self.formName(of: turnstile) == "table")
        #expect(Self.formName(of: Machine<Int, Int>.table(initial: 0, TransitionTable([]))) == "table")
        #expect(Self.formName(of: Self.reducer) == "reducing")
        #expect(Self.formName(of: Self.partsReducer) == "reducingParts")
        let chart = try StatechartStateValueTests.chart().machine(context: [])
        #expect(Self.formName(of: chart) == "steppingInPlace")
        #expect(
            Self.formName(of: try StatechartStateValueTests.chart().machine(context: [], stepLimit: 10))
                == "steppingInPlace")
        let flow = Flow<Turnstile, TurnstileEvent, Never>(name: "gate", machine: turnstile, node: { .screen("\($0)") })
        #expect(Self.formName(of: flow.machine) == "table")
        // Only a table's form carries a table.
        #expect(Self.table.table?.rules.count == 13)
        #expect(Self.routing.table == nil && Self.stepping.table == nil && Self.partsReducer.table == nil)
    }

    /// A table's value-level step finds the rule from the state's number as a store does, and agrees with the
    /// table's own hashed lookup, for states no rule names too.
    @Test func aTablesValueLevelStepIsItsTablesStep() throws {
        let table = try #require(Self.table.table)
        for state in -1...8 {
            for event in -1...4 {
                let step = Self.table.transition(from: state, on: event)
                #expect(step?.state == table.tableStep(from: state, on: event)?.state, "\(state) \(event)")
            }
        }
    }

    // MARK: Store and value-level step agree

    /// Runs `events` through three stores of `machine` — one observed, one whose state is read after each event,
    /// one left alone until the end, so that each of a store's ways of taking a step runs — and checks every store
    /// against the states and kinds of step that `transition(from:on:)` decides from the initial state (the observed
    /// store's transitions carry that kind).
    static func expectStoresAgree<State: Equatable & Sendable, Event: Equatable & Sendable>(
        _ machine: Machine<State, Event>, on events: [Event], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let observed = Store(machine: machine)
        let recorder = Recorder(observed)
        let read = Store(machine: machine)
        let alone = Store(machine: machine)
        var expected = machine.initialState
        for event in events {
            let old = expected
            let step = machine.transition(from: old, on: event)
            recorder.notifications.removeAll()
            observed.send(event)
            read.send(event)
            alone.send(event)
            let told: [StoreNotification<State, Event>]
            switch step {
            case nil:
                told = [.ignored(state: old, event: event)]
            case let step? where step.kind == .external:
                expected = step.state
                told = [
                    .willExit(old), .didEnter(expected),
                    .transition(StateTransition(from: old, event: event, to: expected, kind: .external)),
                ]
            case let step?:
                expected = step.state
                told = [.transition(StateTransition(from: old, event: event, to: expected, kind: .internal))]
            }
            #expect(recorder.notifications == told, "after \(event)", sourceLocation: sourceLocation)
            #expect(read.state == expected, "after \(event)", sourceLocation: sourceLocation)
        }
        #expect(alone.state == expected, sourceLocation: sourceLocation)
        #expect(read.tableNumberIsInStep && alone.tableNumberIsInStep, sourceLocation: sourceLocation)
    }

    static let intEvents = Gen.int(in: 0...3).array(of: 0...40)

    @Test func routingStoresAgreeWithTheValueLevelStep() async {
        await propertyCheck(count: 100, input: Self.intEvents) { events in
            Self.expectStoresAgree(Self.routing, on: events)
        }
    }

    @Test func steppingStoresAgreeWithTheValueLevelStep() async {
        await propertyCheck(count: 100, input: Self.intEvents) { events in
            Self.expectStoresAgree(Self.stepping, on: events)
        }
    }

    @Test func tableStoresAgreeWithTheValueLevelStep() async {
        await propertyCheck(count: 100, input: Self.intEvents) { events in
            Self.expectStoresAgree(Self.table, on: events)
        }
    }

    @Test func reducerStoresAgreeWithTheValueLevelStep() async {
        let all: [CounterEvent] = [.incrementFirst, .incrementSecond, .record(1), .record(2), .reset]
        await propertyCheck(count: 100, input: Gen.int(in: 0...(all.count - 1)).array(of: 0...40)) { codes in
            Self.expectStoresAgree(Self.reducer, on: codes.map { all[$0] })
        }
    }

    /// A reducer that reports parts, with a selection in a part watching the store alone: it is told each new
    /// value of its part, as the value-level steps compute them.
    @Test func partsReducerStoresAgreeWithTheValueLevelStep() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...5).array(of: 0...40)) { events in
            Self.expectStoresAgree(Self.partsReducer, on: events)
            let store = Store(machine: Self.partsReducer)
            var told: [Int] = []
            let token = store.subscribe(selecting: { $0[1] }, in: TallyPart.value(1), initial: .changesOnly) {
                told.append($0)
            }
            var expected = Self.partsReducer.initialState
            var changes: [Int] = []
            for event in events {
                store.send(event)
                let next = Self.partsReducer.transition(from: expected, on: event)!.state
                if next[1] != expected[1] { changes.append(next[1]) }
                expected = next
            }
            #expect(told == changes)
            token.cancel()
        }
    }

    @Test func statechartStoresAgreeWithTheValueLevelStep() async throws {
        let machine = try StatechartStateValueTests.chart().machine(context: [])
        let events = StatechartStateValueTests.events
        await propertyCheck(count: 100, input: Gen.int(in: 0...(events.count - 1)).array(of: 0...30)) { codes in
            Self.expectStoresAgree(machine, on: codes.map { events[$0] })
        }
    }
}

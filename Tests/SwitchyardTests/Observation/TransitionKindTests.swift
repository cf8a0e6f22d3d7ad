import PropertyBased
import Switchyard
import Testing

/// A store's transition notification carries the kind of step it took (`StateTransition.kind`), for every machine
/// form: external exactly when the store told will-exit (with the state left) and did-enter (with the state entered)
/// before it, internal when it told neither.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TransitionKindTests {
    typealias ChartState = StatechartStateValueTests.ChartState
    typealias Stage = FlowNestingTests.Stage
    typealias StageEvent = FlowNestingTests.StageEvent

    /// Checks that in `notifications` every transition's kind says whether will-exit and did-enter came before it:
    /// each accepted event is told as `willExit(from), didEnter(to), transition(from, to, .external)` or as
    /// `transition(.internal)` alone, and an ignored event as `ignored` alone.
    static func expectKindsMatchExitsAndEntries<State: Equatable & Sendable, Event: Equatable & Sendable>(
        _ notifications: [StoreNotification<State, Event>], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var exited: State?
        var entered: State?
        for notification in notifications {
            switch notification {
            case .willExit(let state):
                #expect(exited == nil && entered == nil, "a second will-exit", sourceLocation: sourceLocation)
                exited = state
            case .didEnter(let state):
                #expect(exited != nil && entered == nil, "did-enter without will-exit", sourceLocation: sourceLocation)
                entered = state
            case .transition(let transition):
                switch transition.kind {
                case .external:
                    #expect(exited == transition.from, "\(transition)", sourceLocation: sourceLocation)
                    #expect(entered == transition.to, "\(transition)", sourceLocation: sourceLocation)
                case .internal:
                    #expect(exited == nil && entered == nil, "\(transition)", sourceLocation: sourceLocation)
                }
                exited = nil
                entered = nil
            case .ignored:
                #expect(exited == nil && entered == nil, "ignored after will-exit", sourceLocation: sourceLocation)
            }
        }
        #expect(exited == nil && entered == nil, "will-exit with no transition", sourceLocation: sourceLocation)
    }

    /// Runs `events` through a store of `machine` and returns what an observer was told.
    static func notifications<State: Sendable, Event: Sendable>(
        of machine: Machine<State, Event>, on events: [Event]
    ) -> [StoreNotification<State, Event>] {
        let store = Store(machine: machine)
        let recorder = Recorder(store)
        for event in events { store.send(event) }
        return recorder.notifications
    }

    /// The kinds of the transitions in `notifications`, in order.
    static func kinds<State, Event>(_ notifications: [StoreNotification<State, Event>]) -> [Step<State, Event>.Kind] {
        notifications.compactMap { notification in
            guard case .transition(let transition) = notification else { return nil }
            return transition.kind
        }
    }

    // MARK: Each form's kinds, on event sequences whose steps are known

    @Test func routingAndTableStepsAreExternal() {
        let routing = Self.notifications(of: MachineFormTests.routing, on: [1, 0, 3, 2])
        #expect(Self.kinds(routing) == [.external, .external, .external])
        let table = Self.notifications(of: MachineFormTests.table, on: [1, 1, 1, 9])
        #expect(Self.kinds(table) == [.external, .external, .external])
        Self.expectKindsMatchExitsAndEntries(routing)
        Self.expectKindsMatchExitsAndEntries(table)
    }

    /// A machine's own steps say their kind: event 3 is an internal step, the others external (a self-step too).
    @Test func steppingStepsCarryTheKindTheyDecide() {
        let told = Self.notifications(of: MachineFormTests.stepping, on: [3, 4, 2, 3, 0])
        #expect(Self.kinds(told) == [.internal, .external, .external, .internal])
        Self.expectKindsMatchExitsAndEntries(told)
    }

    /// Reducers change the state in place: their steps are internal, though the state changes.
    @Test func reducerStepsAreInternal() {
        let told = Self.notifications(of: MachineFormTests.reducer, on: [.incrementFirst, .record(2), .reset])
        #expect(Self.kinds(told) == [.internal, .internal, .internal])
        guard case .transition(let first) = told.first else {
            Issue.record("no transition: \(told)")
            return
        }
        #expect(
            first == StateTransition(from: Counters(), event: .incrementFirst, to: Counters(first: 1), kind: .internal))
        let parts = Self.notifications(of: MachineFormTests.partsReducer, on: [1, 0, 2])
        #expect(Self.kinds(parts) == [.internal, .internal, .internal])
    }

    /// A chart's macrostep that exits or enters states is external; one of targetless transitions only is internal,
    /// though it changes the chart's context.
    @Test func chartStepsAreExternalWhenTheyMove() throws {
        let machine = try StatechartStateValueTests.chart().machine(context: [])
        let told = Self.notifications(of: machine, on: ["play", "tick", "nothing", "faster", "bump"])
        #expect(Self.kinds(told) == [.external, .internal, .external, .internal])
        let ticked = try #require(
            told.lazy.compactMap { notification -> StateTransition<ChartState, String>? in
                guard case .transition(let transition) = notification, transition.event == "tick" else { return nil }
                return transition
            }.first)
        #expect(ticked.from.context != ticked.to.context)
        Self.expectKindsMatchExitsAndEntries(told)
    }

    /// A move inside a child flow is internal to its parent; entering and leaving the state that hosts it is
    /// external.
    @Test func aChildFlowsMoveIsInternalToItsParent() {
        let told = Self.notifications(
            of: FlowNestingTests.parent,
            on: [.open, .wizard(.event(.next)), .wizard(.event(.blink)), .wizard(.event(.next))])
        // open; next; blink; next (the child finishes), then the queued `finished` leaves the wizard stage.
        #expect(Self.kinds(told) == [.external, .internal, .internal, .internal, .external])
        Self.expectKindsMatchExitsAndEntries(told)
    }

    /// An actor-isolated store tells the same kinds.
    @Test func anActorStoreTellsTheSameKinds() async throws {
        let store = ActorStore(machine: try StatechartStateValueTests.chart().machine(context: []), runningOn: nil)
        let notifications = await store.notifications
        for event in ["play", "tick", "nothing", "faster"] { await store.send(event) }
        var told: [StoreNotification<ChartState, String>] = []
        for await notification in notifications {
            told.append(notification)
            if case .transition(let transition) = notification, transition.event == "faster" { break }
        }
        #expect(Self.kinds(told) == [.external, .internal, .external])
        Self.expectKindsMatchExitsAndEntries(told)
    }

    // MARK: Every form, on random event sequences

    static let intEvents = Gen.int(in: 0...4).array(of: 0...40)

    @Test func routingKindsMatchExitsAndEntries() async {
        await propertyCheck(count: 100, input: Self.intEvents) { events in
            Self.expectKindsMatchExitsAndEntries(Self.notifications(of: MachineFormTests.routing, on: events))
        }
    }

    @Test func steppingKindsMatchExitsAndEntries() async {
        await propertyCheck(count: 100, input: Self.intEvents) { events in
            Self.expectKindsMatchExitsAndEntries(Self.notifications(of: MachineFormTests.stepping, on: events))
        }
    }

    @Test func tableKindsMatchExitsAndEntries() async {
        await propertyCheck(count: 100, input: Self.intEvents) { events in
            Self.expectKindsMatchExitsAndEntries(Self.notifications(of: MachineFormTests.table, on: events))
        }
    }

    @Test func reducerKindsMatchExitsAndEntries() async {
        let all: [CounterEvent] = [.incrementFirst, .incrementSecond, .record(1), .record(2), .reset]
        await propertyCheck(count: 100, input: Gen.int(in: 0...(all.count - 1)).array(of: 0...40)) { codes in
            let told = Self.notifications(of: MachineFormTests.reducer, on: codes.map { all[$0] })
            Self.expectKindsMatchExitsAndEntries(told)
            #expect(Self.kinds(told).allSatisfy { $0 == .internal })
        }
        await propertyCheck(count: 100, input: Self.intEvents) { events in
            let told = Self.notifications(of: MachineFormTests.partsReducer, on: events)
            Self.expectKindsMatchExitsAndEntries(told)
            #expect(Self.kinds(told).allSatisfy { $0 == .internal })
        }
    }

    @Test func chartKindsMatchExitsAndEntries() async throws {
        let machine = try StatechartStateValueTests.chart().machine(context: [])
        let events = StatechartStateValueTests.events
        await propertyCheck(count: 100, input: Gen.int(in: 0...(events.count - 1)).array(of: 0...30)) { codes in
            Self.expectKindsMatchExitsAndEntries(Self.notifications(of: machine, on: codes.map { events[$0] }))
        }
    }

    @Test func childFlowKindsMatchExitsAndEntries() async {
        let all: [StageEvent] =
            [.open] + FlowNestingTests.ScreenEvent.allCases.map { .wizard(.event($0)) } + [.wizard(.finished(1))]
        await propertyCheck(count: 100, input: Gen.int(in: 0...(all.count - 1)).array(of: 0...30)) { codes in
            let told = Self.notifications(of: FlowNestingTests.parent, on: codes.map { all[$0] })
            Self.expectKindsMatchExitsAndEntries(told)
            // Only `open` and `finished` move the parent between its stages.
            for case .transition(let transition) in told {
                let movesStage =
                    switch transition.event {
                    case .open, .wizard(.finished): true
                    case .wizard(.event): false
                    }
                #expect((transition.kind == .external) == movesStage, "\(transition)")
            }
        }
    }
}

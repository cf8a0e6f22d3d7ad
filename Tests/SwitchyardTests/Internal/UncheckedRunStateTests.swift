import Switchyard
import Testing

/// The store a reducer sends to, for the test below (main-actor isolated, so no data race).
@MainActor var storeSentToFromItsReducer: Store<Counters, CounterEvent>?

/// The store a chart's action sends to, for the test below.
@MainActor var storeSentToFromItsChart: Store<StatechartState<String, String, Int>, String>?

/// `UncheckedRunState` holds the run loop's four hot values without run-time exclusivity checks in release builds;
/// its proof says no two accesses to one of them can overlap. In a debug build (which `swift test` is) the checks are
/// on, so each test here traps if the proof is wrong: every place user code runs sends re-entrantly, registers or
/// cancels watchers while it is called, and reads the store.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct UncheckedRunStateTests {
    /// The checks the proof relies on in debug builds are armed: an overlapping access to the run loop's state traps.
    @Test func aDebugBuildStopsAnOverlappingAccessToTheRunLoopsState() async {
        #if DEBUG
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                Store(machine: turnstile).overlapAccessesForTesting()
            }
        }
        #endif
    }

    @Test func observersThatSendRegisterAndCancelWhileNotifiedAreQueuedInOrder() {
        let store = Store(machine: counters)
        var seen: [String] = []
        var late: [ObserverToken] = []
        let token = store.onTransition { transition in
            seen.append("\(transition.event)")
            if transition.event == .incrementFirst {
                store.send(.record(store.state.first))
                late.append(store.onTransition { seen.append("late \($0.event)") })
                late.append(store.subscribe(to: \.second, initial: .currentValue) { seen.append("second \($0)") })
            }
            if case .record = transition.event { late.first?.cancel() }
        }
        store.send(.incrementFirst)
        store.send(.incrementSecond)
        // The late observer was cancelled by the first one before its turn came in the same notification.
        #expect(seen == ["incrementFirst", "second 0", "record(1)", "incrementSecond", "second 1"])
        #expect(store.state == Counters(first: 1, second: 1, history: [1]))
        token.cancel()
        for token in late { token.cancel() }
    }

    @Test func selectionHandlersAndMiddlewareThatSendAreQueuedInOrder() {
        var order: [CounterEvent] = []
        let store = Store(
            machine: counters,
            middleware: [
                Middleware { _, event, next in
                    order.append(event)
                    next(event)
                }
            ])
        let selection = store.subscribe(to: \.first, initial: .changesOnly) { first in
            if first < 3 { store.send(.incrementFirst) }
            store.send(.record(first))
        }
        store.send(.incrementFirst)
        #expect(store.state.first == 3)
        #expect(store.state.history == [1, 2, 3])
        #expect(order.count == 6)
        selection.cancel()
    }

    @Test func aReducerThatSendsWhileItChangesTheStateInPlaceOnlyQueues() {
        let machine = Machine<Counters, CounterEvent>.reducer(initial: Counters()) { state, event in
            switch event {
            case .incrementFirst:
                state.first += 1
                MainActor.assumeIsolated { storeSentToFromItsReducer?.send(.incrementSecond) }
            case .incrementSecond: state.second += 1
            case .record, .reset: break
            }
            return .none
        }
        let store = Store(machine: machine)
        storeSentToFromItsReducer = store
        var states: [Counters] = []
        let token = store.onTransition { states.append($0.to) }
        store.send(.incrementFirst)
        #expect(states.map(\.first) == [1, 1])
        #expect(states.map(\.second) == [0, 1])
        token.cancel()
        storeSentToFromItsReducer = nil
    }

    @Test func aChartActionThatSendsWhileTheChartStepsInPlaceOnlyQueues() throws {
        let chart = try Statechart<String, String, Int>([
            .atomic(
                "off",
                [
                    .on(
                        "flip", to: "on",
                        action: { scope in
                            scope.context += 1
                            MainActor.assumeIsolated { storeSentToFromItsChart?.send("flip") }
                        })
                ]),
            .atomic("on", [.on("flip", to: "off")]),
        ])
        let store = Store(machine: chart.machine(context: 0))
        storeSentToFromItsChart = store
        var moves = 0
        let token = store.observe { if case .transition = $0 { moves += 1 } }
        store.send("flip")
        #expect(store.state.configuration.contains("off"))
        #expect(store.state.context == 1)
        #expect(moves == 2)
        token.cancel()
        storeSentToFromItsChart = nil
    }

    @Test func effectsThatSendAndTableStepsKeepTheirNumbersInStep() {
        let machine = Machine<Turnstile, TurnstileEvent>.table(
            initial: .locked,
            TransitionTable([
                .from(.locked, on: .coin, to: .unlocked),
                .from(.unlocked, on: .push, to: .locked),
            ]),
            onEnter: { state in state == .unlocked ? .send(.push) : .none })
        let store = Store(machine: machine)
        var seen: [Turnstile] = []
        let token = store.onTransition { transition in
            seen.append(transition.to)
            #expect(store.tableNumberIsInStep)
        }
        store.send(.coin)
        store.send(.coin)
        #expect(seen == [.unlocked, .locked, .unlocked, .locked])
        #expect(store.tableNumberIsInStep)
        token.cancel()
    }
}

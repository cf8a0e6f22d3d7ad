import Switchyard
import Testing

/// The store a reducer reaches back into, for the exit test below (main-actor isolated, so no data race).
@MainActor var storeReadFromItsReducer: Store<Counters, CounterEvent>?

/// The store a chart's action reaches back into, for the exit test below.
@MainActor var storeReadFromItsChart: Store<StatechartState<String, String, Int>, String>?

/// The `@exclusivity(unchecked)` state of the store's run loop is safe because nothing can read it while a reducer
/// mutates it in place: a read then stops the program with a message rather than returning a half-made value.
@Suite(.timeLimit(.minutes(5)))
struct StoreExclusivityTests {
    @Test func aReducerReadingTheStoreStopsTheProgramInsteadOfSeeingAHalfMadeState() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let machine = Machine<Counters, CounterEvent>.reducer(initial: Counters()) { state, _ in
                    state.first += 1
                    MainActor.assumeIsolated { _ = storeReadFromItsReducer?.state }
                    state.second += 1
                    return .none
                }
                let store = Store(machine: machine)
                storeReadFromItsReducer = store
                store.send(.incrementFirst)
            }
        }
    }

    /// A store runs a chart's macrostep on its state in place too, and the chart's actions are user code.
    @Test func aChartActionReadingTheStoreStopsTheProgramInsteadOfSeeingAHalfMadeState() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let chart = try! Statechart<String, String, Int>([
                    .atomic(
                        "off",
                        [
                            .on(
                                "flip", to: "on",
                                action: { scope in
                                    scope.context += 1
                                    MainActor.assumeIsolated { _ = storeReadFromItsChart?.state }
                                })
                        ]),
                    .atomic("on"),
                ])
                let store = Store(machine: chart.machine(context: 0))
                storeReadFromItsChart = store
                store.send("flip")
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Store.state was read while the machine was changing it in place"))
    }

    @MainActor @Test func readingTheStoreOutsideTheReducerIsFine() {
        let store = Store(machine: counters)
        var seen: [Int] = []
        let token = store.onTransition { _ in seen.append(store.state.first) }
        store.send(.incrementFirst)
        #expect(seen == [1])
        token.cancel()
    }
}

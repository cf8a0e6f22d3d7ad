import Switchyard
import Testing

/// The store a reducer reaches back into, for the exit test below (main-actor isolated, so no data race).
@MainActor var storeReadFromItsReducer: Store<Counters, CounterEvent>?

/// The `@exclusivity(unchecked)` state of the store's run loop is safe because nothing can read it while a reducer
/// mutates it in place: a read then stops the program with a message rather than returning a half-made value.
@Suite(.timeLimit(.minutes(1)))
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

    @MainActor @Test func readingTheStoreOutsideTheReducerIsFine() {
        let store = Store(machine: counters)
        var seen: [Int] = []
        let token = store.onTransition { _ in seen.append(store.state.first) }
        store.send(.incrementFirst)
        #expect(seen == [1])
        token.cancel()
    }
}

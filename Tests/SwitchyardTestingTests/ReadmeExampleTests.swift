import Switchyard
import SwitchyardTesting
import Testing

// The README's TestStore example, compiled and run so the README stays true.

enum Search: Equatable, Sendable {
    case idle
    case searching(String)
    case results([String])
}

enum SearchEvent: Equatable, Sendable {
    case submit(String)
    case loaded([String])
}

let search = Machine<Search, SearchEvent>.stepping(initial: .idle) { state, event in
    switch (state, event) {
    case (_, .submit(let query)):
        Step(
            .searching(query),
            effect: .run(id: "search", cancelInFlight: true) { context in
                try await context.sleep(for: .milliseconds(300))  // debounce, on the store's clock: a newer
                // submit cancels this one
                await context.send(.loaded(["\(query) 1", "\(query) 2"]))
            })
    case (.searching, .loaded(let items)):
        Step(.results(items))
    default:
        nil
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ReadmeExampleTests {
    @Test func searchShowsResults() async {
        let clock = TestClock()
        let store = TestStore(machine: search, options: StoreOptions(clock: clock))
        await store.send(.submit("swift")) { $0 = .searching("swift") }
        await store.advance(by: .milliseconds(300))
        await store.receive(.loaded(["swift 1", "swift 2"])) { $0 = .results(["swift 1", "swift 2"]) }
        await store.finish()
    }

    @Test func aNewerSubmitCancelsTheSearchItReplaces() async {
        let store = TestStore(machine: search, options: StoreOptions(clock: TestClock()))
        await store.send(.submit("s")) { $0 = .searching("s") }
        await store.advance(by: .milliseconds(100))
        await store.send(.submit("sw")) { $0 = .searching("sw") }
        await store.advance(by: .milliseconds(300))
        await store.receive(.loaded(["sw 1", "sw 2"])) { $0 = .results(["sw 1", "sw 2"]) }
        await store.finish()
    }
}

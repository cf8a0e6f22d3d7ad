// swift-format-ignore-file
// The README's TestStore snippets as printed there (their comments aligned): the search machine and its test at the
// top level of a file, as a user's test target holds them, and the statechart test store example in a suite that
// makes the README's player. `DocumentationSnippetTests` fails when a copy and the text differ.
import SwitchyardFixtures  // MediaPlayer, the README's player (below)
import Switchyard
import SwitchyardTesting
import Testing

enum Search: Equatable, Sendable { case idle, searching(String), results([String]) }
enum SearchEvent: Equatable, Sendable { case submit(String), loaded([String]) }

let search = Machine<Search, SearchEvent>.stepping(initial: .idle) { state, event in
    switch (state, event) {
    case (_, .submit(let query)):
        Step(.searching(query), effect: .run(id: "search", cancelInFlight: true) { context in
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

@Test @MainActor func searchShowsResults() async {
    let store = TestStore(machine: search, options: StoreOptions(clock: TestClock()))
    await store.send(.submit("swift")) { $0 = .searching("swift") }
    await store.advance(by: .milliseconds(300))
    await store.receive(.loaded(["swift 1", "swift 2"])) { $0 = .results(["swift 1", "swift 2"]) }
    await store.finish()
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ReadmeChartTestStoreTests {
    let player: Statechart<ReadmePlayer.Player, ReadmePlayer.PlayerInput, Int>

    init() throws { player = try ReadmePlayer.chart() }

    @Test @MainActor func playingTicksUntilPowerOff() async throws {
        let store = TestStore(machine: player.machine(context: 0), options: StoreOptions(clock: TestClock()))
        await store.send(.power) { try $0.setConfiguration([.stopped, .quiet]) }
        await store.send(.play) { try $0.setConfiguration([.playing, .quiet]) }
        await store.advance(by: .seconds(1))
        await store.receive(.tick) { $0.context = 1 }
        await store.send(.power) { try $0.setConfiguration([.off]) }    // leaving playing cancels the next tick
        #expect(store.state.recordedStates(of: .resume) == [.playing])  // history is read, not compared
        await store.finish()
    }
}

import Switchyard
import SwitchyardFixtures
import SwitchyardTesting
import Testing

// The README's TestStore examples, compiled and run so the README stays true (`search`, and the README's own
// `searchShowsResults` test, are in ReadmeTestStoreSnippets.swift as printed).

/// The README's statechart player (section Statecharts), which its statechart test store example runs; shared with
/// the other test targets through SwitchyardFixtures.
enum ReadmePlayer {
    typealias Player = MediaPlayer.State
    typealias PlayerInput = MediaPlayer.Input

    static func chart() throws -> Statechart<Player, PlayerInput, Int> { try MediaPlayer.chart() }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ReadmeExampleTests {
    @Test func aNewerSubmitCancelsTheSearchItReplaces() async {
        let store = TestStore(machine: search, options: StoreOptions(clock: TestClock()))
        await store.send(.submit("s")) { $0 = .searching("s") }
        await store.advance(by: .milliseconds(100))
        await store.send(.submit("sw")) { $0 = .searching("sw") }
        await store.advance(by: .milliseconds(300))
        await store.receive(.loaded(["sw 1", "sw 2"])) { $0 = .results(["sw 1", "sw 2"]) }
        await store.finish()
    }

    @Test func aTestStoreStartsAsItIsMadeSoTheInitialStateFunctionsEventsComeFirst() async {
        enum Launch: Equatable, Sendable { case checking, ready }
        enum LaunchEvent: Equatable, Sendable { case checked }
        let machine = Machine<Launch, LaunchEvent>.routing(
            initial: .checking,
            onEnter: { state in state == .checking ? .send(.checked) : .none }
        ) { state, event in state == .checking && event == .checked ? .ready : nil }
        let store = TestStore(machine: machine)
        await store.receive(.checked) { $0 = .ready }
        await store.finish()
    }

    @Test func playingTicksUntilPowerOff() async throws {
        let player = try ReadmePlayer.chart()
        let store = TestStore(machine: player.machine(context: 0), options: StoreOptions(clock: TestClock()))
        store.exhaustivity = .off
        await store.send(.power)
        await store.send(.play)
        await store.advance(by: .seconds(1))
        await store.receive(.tick)
        #expect(store.state.configuration.atomicStates == [.playing, .quiet])
        #expect(store.state.context == 1)
        await store.send(.power)  // leaving playing cancels the next tick
        await store.finish()
    }

    @Test func aWrongExpectedConfigurationFailsWithAReadableDifference() async throws {
        let player = try ReadmePlayer.chart()
        let store = TestStore(machine: player.machine(context: 0), options: StoreOptions(clock: TestClock()))
        await withKnownIssue {
            await store.send(.power) { try $0.setConfiguration([.stopped, .loud]) }
        } matching: { issue in
            let text = "\(issue)"
            return text.contains("does not match") && text.contains("loud") && text.contains("quiet")
        }
        await withKnownIssue {
            await store.send(.play) { try $0.setConfiguration([.playing]) }
        } matching: { issue in
            "\(issue)".contains("parallel state 'on' has all its regions active; 'volume' is not given")
        }
        await store.send(.power) { try $0.setConfiguration([.off]) }
        await store.finish()
    }
}

/// The RuntimeSemantics article, "Failures inside tests": where a plain store's failure is placed, and a test
/// store's.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct FailurePlacementArticleTests {
    @Test func aPlainStoresIgnoredEventUnderFailIsPlacedAtTheStore() {
        let store = Store(machine: search, options: StoreOptions(ignoredEvents: .fail))
        withKnownIssue {
            store.send(.loaded([]))
        } matching: { issue in
            issue.sourceLocation?.fileID == "Switchyard/Store.swift" && issue.sourceLocation?.line == 1
        }
    }

    @Test func aTestStoresIgnoredEventUnderFailIsPlacedAtTheSend() async {
        let store = TestStore(machine: search, options: StoreOptions(ignoredEvents: .fail))
        let line = #line + 2
        await withKnownIssue {
            await store.send(.loaded([]))
        } matching: { issue in
            issue.sourceLocation?.line == line
        }
    }
}

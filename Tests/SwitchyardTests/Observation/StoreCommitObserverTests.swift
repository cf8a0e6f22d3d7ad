import Switchyard
import Testing

/// A reducer state that counts how often its array moved to a new buffer, which is what copying it on write does.
private struct TrackedCounters: Sendable {
    var values = [Int](repeating: 0, count: 1_000)
    var address = 0
    var moves = 0

    static let machine = Machine<TrackedCounters, Int>.reducer(initial: TrackedCounters()) { state, index in
        state.values[index % state.values.count] += 1
        let now = state.values.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        if state.address != 0 && now != state.address { state.moves += 1 }
        state.address = now
        return .none
    }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StoreCommitObserverTests {
    @Test func aReducerStoreWithOnlyCommitObserversMutatesInPlace() {
        let store = Store(machine: TrackedCounters.machine)
        var seen: [Int] = []
        let token = store.observeCommits { event, state in seen.append(event * 10_000 + state.values[event]) }
        for index in 0..<20 { store.send(index) }
        #expect(store.state.moves == 0)
        #expect(seen == (0..<20).map { $0 * 10_000 + 1 })
        token.cancel()
    }

    @Test func aTransitionObserverStillGetsThePreviousStateAndCostsACopy() {
        // The check above would catch a copy: an observer of transitions needs one per step.
        let store = Store(machine: TrackedCounters.machine)
        var previous: [Int] = []
        let token = store.onTransition { transition in previous.append(transition.from.values[transition.event]) }
        for index in 0..<5 { store.send(index) }
        #expect(previous == [0, 0, 0, 0, 0])
        #expect(store.state.moves == 4)
        token.cancel()
        for index in 5..<10 { store.send(index) }
        #expect(store.state.moves == 4)
    }

    @Test func aReducerStoreWhoseCommitsConsumerKeepsUpMutatesInPlace() async {
        let store = Store(machine: TrackedCounters.machine)
        var iterator = store.commits.makeAsyncIterator()
        var seen: [Int] = []
        for index in 0..<20 {
            store.send(index)
            if let commit = await iterator.next() { seen.append(commit.event * 10_000 + commit.state.values[index]) }
        }
        #expect(store.state.moves == 0)
        #expect(seen == (0..<20).map { $0 * 10_000 + 1 })
    }

    @Test func theTransitionsStreamStillCostsACopyPerStep() async {
        // The check above would catch a copy: a consumer of transitions needs one per step however fast it is.
        let store = Store(machine: TrackedCounters.machine)
        var iterator = store.transitions.makeAsyncIterator()
        for index in 0..<5 {
            store.send(index)
            _ = await iterator.next()
        }
        #expect(store.state.moves == 4)
    }

    @Test func commitsAreTheAcceptedEventsAndFinishWhenTheStoreIsReleased() async {
        var store: Store<Turnstile, TurnstileEvent>? = Store(machine: turnstile)
        let commits = store!.commits
        store!.send(.push)
        store!.send(.coin)
        store!.send(.push)
        store = nil
        var seen: [String] = []
        for await commit in commits { seen.append("\(commit.event) -> \(commit.state)") }
        #expect(seen == ["coin -> unlocked", "push -> locked"])
    }

    @Test func commitAndTransitionObserversAreToldInRegistrationOrder() {
        let store = Store(machine: TrackedCounters.machine)
        var log: [String] = []
        let first = store.observeCommits { event, _ in log.append("commit \(event)") }
        let second = store.onTransition { transition in log.append("transition \(transition.event)") }
        let third = store.observeCommits { event, _ in log.append("commit' \(event)") }
        store.send(1)
        second.cancel()
        store.send(2)
        #expect(log == ["commit 1", "transition 1", "commit' 1", "commit 2", "commit' 2"])
        first.cancel()
        third.cancel()
    }

    @Test func onAFlatMachineCommitObserversSeeAcceptedEventsOnly() {
        let store = Store(machine: turnstile)
        var commits: [String] = []
        let token = store.observeCommits { event, state in commits.append("\(event) -> \(state)") }
        store.send(.push)
        store.send(.coin)
        store.send(.push)
        #expect(commits == ["coin -> unlocked", "push -> locked"])
        token.cancel()
        store.send(.coin)
        #expect(commits.count == 2)
    }
}

import Switchyard
import Testing

/// An owner of many stores — a server's worker handling one flow per request — whose stores share its executor.
actor FlowWorker {
    private var stores: [ActorStore<Turnstile, TurnstileEvent>] = []

    func open(_ count: Int) {
        for _ in 0..<count { stores.append(ActorStore(machine: turnstile, runningOn: self)) }
    }

    /// Drives every store synchronously: they run on this actor's executor, so no hop is needed.
    func drive(rounds: Int) -> Int {
        var accepted = 0
        for store in stores {
            for _ in 0..<rounds {
                store.assumeIsolated { store in
                    store.send(.coin)
                    store.send(.push)
                    if store.state == .locked { accepted += 2 }
                }
            }
        }
        return accepted
    }

    func states() -> [Turnstile] {
        stores.map { store in store.assumeIsolated { $0.state } }
    }
}

@Suite(.timeLimit(.minutes(5)))
struct ActorStoreTests {
    @Test func aThousandStoresOnEightActorsRunConcurrently() async {
        let workers = (0..<8).map { _ in FlowWorker() }
        for worker in workers { await worker.open(125) }
        let totals = await withTaskGroup(of: Int.self) { group in
            for worker in workers { group.addTask { await worker.drive(rounds: 100) } }
            return await group.reduce(0, +)
        }
        #expect(totals == 1_000 * 100 * 2)
        for worker in workers { #expect(await worker.states().allSatisfy { $0 == .locked }) }
    }

    @Test func eventsAreProcessedInOrderAndReentrantSendsAreQueued() async {
        let store = ActorStore(
            machine: Machine<Counters, CounterEvent>.reducer(initial: Counters()) { state, event in
                switch event {
                case .record(let value):
                    state.history.append(value)
                    return value < 3 ? .send(.record(value + 1)) : .none
                default:
                    return .none
                }
            }, runningOn: nil)
        await store.send(.record(0))
        await store.send(.record(10))
        #expect(await store.state.history == [0, 1, 2, 3, 10])
    }

    @Test func notificationsAreTheStoresAndFinishOnRelease() async {
        var store: ActorStore<Turnstile, TurnstileEvent>? = ActorStore(machine: turnstile, runningOn: nil)
        let notifications = await store?.notifications
        await store?.send(.coin)
        await store?.send(.coin)
        store = nil
        var seen: [StoreNotification<Turnstile, TurnstileEvent>] = []
        if let notifications { for await notification in notifications { seen.append(notification) } }
        #expect(
            seen == [
                .willExit(.locked), .didEnter(.unlocked),
                .transition(StateTransition(from: .locked, event: .coin, to: .unlocked)),
                .willExit(.unlocked), .didEnter(.unlocked),
                .transition(StateTransition(from: .unlocked, event: .coin, to: .unlocked)),
            ])
    }

    @Test func effectsSendBackAndAreCancelledOnRelease() async {
        let signals = Signals()
        var store: ActorStore<Ticker, TickerEvent>? = ActorStore(
            machine: tickerMachine(signals: signals), runningOn: nil)
        await store?.send(.start)
        await signals.wait(for: "ticked")
        #expect(await store?.eventLog == nil)
        #expect(await store?.runningEffectCount == 1)
        store = nil
        await signals.wait(for: "cancelled")
    }

    @Test func theInitialStateFunctionRunsAtStartAndIsObservable() async {
        let store = ActorStore(
            machine: Machine<Gate, GateEvent>.table(
                initial: .checking,
                rules: [.from(.checking, on: .deny, to: .closed)],
                onEnter: { state in state == .checking ? .send(.deny) : .none }),
            runningOn: nil)
        let transitions = await store.transitions
        #expect(await store.state == .checking)
        await store.start()
        var iterator = transitions.makeAsyncIterator()
        #expect(await iterator.next() == StateTransition(from: .checking, event: .deny, to: .closed))
    }

    @Test func commitsCarryTheAcceptedEventsAndTheirStates() async {
        let store = ActorStore(machine: turnstile, runningOn: nil)
        let commits = await store.commits
        await store.send(.push)
        await store.send(.coin)
        var iterator = commits.makeAsyncIterator()
        let commit = await iterator.next()
        #expect(commit?.event == .coin && commit?.state == .unlocked)
    }
}
